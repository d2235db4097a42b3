import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FailureCode, SMS_ONLY_LIMITS } from "@contract";
import { promotionRefusals as filipino } from "@contract/texts/fil/promotion-refusals";
import { promotionRefusals as english } from "@contract/texts/promotion-refusals";
import { WEB_APP_PROOF_HEADER, webAppProof } from "@contract/web-app-proof";
import { resetClock, setClock } from "../../clock";
import { db } from "../../db";
import { startApi } from "../../test/api";
import { freshDatabase } from "../../test/database";
import { PromotionText, seedPromotionTemplates } from "./service";

// The web app's proof, so each test speaks from its own address (the per-address counters live as
// long as this file's process).
process.env.WEB_APP_SECRET = "a-test-secret-of-enough-length";

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());
beforeEach(async () => {
  await freshDatabase();
  await seedPromotionTemplates();
});

const P = "/v2/youmi/promotion";
type Answer = { status: number; body: { code: number | string; message: string; data: any } };

let addresses = 0;
/** A new visitor's address, as the web app forwards it with its proof. */
function visitor(): Record<string, string> {
  const values = { for: `198.51.100.${++addresses}`, host: "app.example.ph", proto: "https" };
  return {
    "X-Forwarded-For": values.for,
    "X-Forwarded-Host": values.host,
    "X-Forwarded-Proto": values.proto,
    [WEB_APP_PROOF_HEADER]: webAppProof(values),
  };
}

let phones = 0;
/** A number no other test asks for (the per-phone counter outlives a test's database). */
const freshPhone = () => `0918${String(process.pid % 1000).padStart(3, "0")}${String(++phones).padStart(4, "0")}`;

async function call(path: string, from: Record<string, string>, body?: Record<string, string>, query = ""): Promise<Answer> {
  const response = await fetch(`${api.base}${P}/${path}${query}`, {
    method: body ? "POST" : "GET",
    headers: { ...from, ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    body: body ? new URLSearchParams(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

async function sidFor(from: Record<string, string>): Promise<string> {
  const { body } = await call("get-sid", from, undefined, "?page_id=1");
  expect(body.code).toBe("0");
  return body.data.sid as string;
}

async function smsOnly(phone: string, from: Record<string, string>, query = "") {
  return call("get-sms-only", from, { phone, sid: await sidFor(from), app_from: "web", user_from: "fb", utm_tag: "a11y" }, query);
}

async function lastCode(phone: string): Promise<string> {
  const message = await db().smsOutbox.findFirstOrThrow({ where: { phone }, orderBy: { id: "desc" } });
  expect(message.purpose).toBe("promotion-register");
  return /\b(\d{6})\b/.exec(message.body)![1];
}

function registration(phone: string, sid: string, capcode: string, smsCode: string) {
  return { phone, capcode, sid, smsCode, userName: phone, merchantNumber: "0", id: "1", app_from: "web", user_from: "fb", utm_tag: "a11y" };
}

describe("the sign-up code by SMS only (no picture code)", () => {
  it("sends a code without the picture code, and registration then needs none for this phone", async () => {
    const from = visitor();
    const phone = freshPhone();
    const sid = await sidFor(from);
    const sent = await call("get-sms-only", from, { phone, sid });
    expect(sent).toMatchObject({ status: 200, body: { code: "0", data: { resendAfter: 60 } } });
    const code = await lastCode(phone);
    // The picture code is not asked for; any answer typed in it by mistake does not matter either.
    const registered = await call("register", from, registration(phone, sid, "", code));
    expect(registered.body).toMatchObject({ code: "0", data: { links_id: "ph-default" } });
    expect(await db().borrower.findUnique({ where: { phone } })).not.toBeNull();
  });

  it("only on this path: the picture path still needs the picture, to send and to register", async () => {
    const from = visitor();
    const phone = freshPhone();
    const sid = await sidFor(from);
    const noPicture = await call("get-sms", from, { phone, capcode: "", sid });
    expect(noPicture.body).toMatchObject({ code: String(FailureCode.invalidInput), message: PromotionText.captcha });

    // A code sent by the picture path: registering without the picture is refused as before.
    await fetch(`${api.base}${P}/get-captcha?sid=${sid}&a=1`, { headers: from }).then((r) => r.text());
    const answer = (await db().promotionCaptcha.findUniqueOrThrow({ where: { sid } })).answer;
    expect((await call("get-sms", from, { phone, capcode: answer, sid })).body.code).toBe("0");
    const code = await lastCode(phone);
    expect((await call("register", from, registration(phone, sid, "", code))).body.message).toBe(PromotionText.captcha);
    expect((await call("register", from, registration(phone, sid, answer === "AAAA" ? "CCCC" : "AAAA", code))).body.code).toBe("-1");
    expect((await call("register", from, registration(phone, sid, answer, code))).body.code).toBe("0");

    // A code by SMS only for one phone does not open registration without a picture for another.
    const other = visitor();
    const first = freshPhone();
    const otherSid = await sidFor(other);
    expect((await call("get-sms-only", other, { phone: first, sid: otherSid })).body.code).toBe("0");
    const second = freshPhone();
    const refused = await call("register", other, registration(second, otherSid, "", "123456"));
    expect(refused.body.message).toBe(PromotionText.captcha);
  });

  it(`allows ${SMS_ONLY_LIMITS.perPhonePerHour} code per phone per hour, says when to try again, and the picture path still works`, async () => {
    const phone = freshPhone();
    expect((await smsOnly(phone, visitor())).body.code).toBe("0");
    // From another address and a minute later (past the one-code-a-minute rule): still refused.
    await setClock(new Date(Date.now() + 61_000));
    const again = await smsOnly(phone, visitor());
    expect(again).toEqual({
      status: 429,
      body: { code: String(FailureCode.rateLimited), message: english.smsOnlyPhoneLimited(60), data: null },
    });
    expect(again.body.message).toMatch(/ask again in 60 minutes, or get the code with the picture code now/);
    expect(await db().smsOutbox.count({ where: { phone } })).toBe(1);
    // In the visitor's language.
    const inFilipino = await smsOnly(phone, visitor(), "?language=fil");
    expect(inFilipino.body.message).toBe(filipino.smsOnlyPhoneLimited(60));

    // The picture path for the same number is not limited by it.
    const from = visitor();
    const sid = await sidFor(from);
    await fetch(`${api.base}${P}/get-captcha?sid=${sid}&a=1`, { headers: from }).then((r) => r.text());
    const answer = (await db().promotionCaptcha.findUniqueOrThrow({ where: { sid } })).answer;
    expect((await call("get-sms", from, { phone, capcode: answer, sid })).body.code).toBe("0");
    await resetClock();
  });

  it(`allows ${SMS_ONLY_LIMITS.perAddressPerHour} codes per address per hour; refusals use none of the allowance`, async () => {
    const from = visitor();
    // A number of the wrong shape, a stale visit: refused by the rules, not counted.
    expect((await smsOnly("0917", from)).body.message).toBe(PromotionText.phone);
    const stale = await call("get-sms-only", from, { phone: freshPhone(), sid: "A".repeat(24) });
    expect(stale.body).toMatchObject({ code: String(FailureCode.invalidInput), message: /out of date/ });
    const codes: string[] = [];
    for (let i = 0; i < SMS_ONLY_LIMITS.perAddressPerHour + 1; i += 1) codes.push(String((await smsOnly(freshPhone(), from)).body.code));
    expect(codes).toEqual([...Array(SMS_ONLY_LIMITS.perAddressPerHour).fill("0"), String(FailureCode.rateLimited)]);
    const over = await smsOnly(freshPhone(), from);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(english.smsOnlyAddressLimited(60));
    // Another address is not affected.
    expect((await smsOnly(freshPhone(), visitor())).body.code).toBe("0");
  });

  it("answers hostile input with an envelope, never a 5xx", async () => {
    const from = visitor();
    const sid = await sidFor(from);
    const bodies: Array<Record<string, string>> = [
      {},
      { phone: "09171234567" },
      { phone: "09171234567", sid: "../../etc/passwd" },
      { phone: "<script>alert(1)</script>", sid },
      { phone: "9".repeat(5000), sid },
      { phone: "09171234567", sid, utm_tag: '"><img src=x onerror=alert(1)>' },
      { phone: "09171234567\u0000", sid, deviceId: "x".repeat(200) },
    ];
    for (const body of bodies) {
      const answer = await call("get-sms-only", from, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      expect(String(answer.body.code)).not.toBe("0");
      expect(answer.body.message).toEqual(expect.any(String));
    }
    // Repeated keys and a JSON body are read as a form would be.
    const repeated = await fetch(`${api.base}${P}/get-sms-only`, {
      method: "POST",
      headers: { ...from, "Content-Type": "application/x-www-form-urlencoded" },
      body: "phone=1&phone=2&sid[]=x",
    });
    expect(repeated.status).toBeLessThan(500);
    const json = await fetch(`${api.base}${P}/get-sms-only`, {
      method: "POST",
      headers: { ...from, "Content-Type": "application/json" },
      body: '{"phone": {"$gt": ""}}',
    });
    expect(json.status).toBeLessThan(500);
    expect(await db().smsOutbox.count()).toBe(0);
  });
});
