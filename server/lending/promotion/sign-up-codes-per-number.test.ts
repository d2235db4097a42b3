import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FailureCode } from "@contract";
import { WEB_APP_PROOF_HEADER, webAppProof } from "@contract/web-app-proof";
import { setClock } from "../../clock";
import { db } from "../../db";
import { startApi } from "../../test/api";
import { freshDatabase } from "../../test/database";
import { seedPromotionTemplates } from "./service";

// Issue 36, P6: a number received 54 sign-up codes in an hour from 6 addresses, one per minute
// through the picture path, each SMS paid for by the lender. These tests ask for codes for one
// number from many addresses at once, by both paths (picture and SMS only), as the attacker did.

// The web app's proof, so each request speaks from an address of its own.
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
const MINUTE = 60_000;
type Answer = { status: number; body: { code: number | string; message: string; data: unknown } };

let addresses = 0;
/** A new visitor's address, as the web app forwards it with its proof. */
function visitor(): Record<string, string> {
  const n = ++addresses;
  const values = { for: `203.0.${113 + Math.floor(n / 250)}.${(n % 250) + 1}`, host: "app.example.ph", proto: "https" };
  return {
    "X-Forwarded-For": values.for,
    "X-Forwarded-Host": values.host,
    "X-Forwarded-Proto": values.proto,
    [WEB_APP_PROOF_HEADER]: webAppProof(values),
  };
}

let phones = 0;
/** A number no other test asks for (the SMS-only path's per-phone counter outlives a test's database). */
const freshPhone = () => `0919${String(process.pid % 1000).padStart(3, "0")}${String(++phones).padStart(4, "0")}`;

async function call(path: string, from: Record<string, string>, body?: Record<string, string>, query = ""): Promise<Answer> {
  const response = await fetch(`${api.base}${P}/${path}${query}`, {
    method: body ? "POST" : "GET",
    headers: { ...from, ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    body: body ? new URLSearchParams(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

/** A request for a code ready to be sent: its sid, and for the picture path the picture drawn and read. */
async function prepare(phone: string, path: "get-sms" | "get-sms-only"): Promise<() => Promise<Answer>> {
  const from = visitor();
  const { body } = await call("get-sid", from, undefined, "?page_id=1");
  const sid = (body.data as { sid: string }).sid;
  const fields = { phone, sid, app_from: "web", user_from: "fb", utm_tag: "p6" };
  if (path === "get-sms-only") return () => call("get-sms-only", from, fields);
  const picture = await fetch(`${api.base}${P}/get-captcha?sid=${sid}&a=1`, { headers: from });
  expect(picture.status).toBe(200);
  await picture.text();
  const capcode = (await db().promotionCaptcha.findUniqueOrThrow({ where: { sid } })).answer;
  return () => call("get-sms", from, { ...fields, capcode });
}

/** Several addresses ask at the same moment, by both paths; answers the requests' answers. */
async function burst(phone: string): Promise<Answer[]> {
  const ready = await Promise.all([
    prepare(phone, "get-sms"),
    prepare(phone, "get-sms"),
    prepare(phone, "get-sms-only"),
    prepare(phone, "get-sms"),
    prepare(phone, "get-sms-only"),
    prepare(phone, "get-sms"),
  ]);
  return Promise.all(ready.map((send) => send()));
}

const sent = (answers: Answer[]) => answers.filter((a) => a.body.code === "0").length;
const codesTo = (phone: string) => db().smsOutbox.count({ where: { phone, purpose: "promotion-register" } });

describe("sign-up codes per number (issue 36, P6)", () => {
  it("P6: one number gets at most 5 sign-up codes an hour and 10 a day, from any number of addresses, by either path, at once", async () => {
    const phone = freshPhone();
    const start = Date.now();
    const refusals: Answer[] = [];

    // The first hour: a burst from six addresses every 61 s, as the attacker did.
    let inFirstHour = 0;
    for (let minute = 0; minute < 8; minute += 1) {
      await setClock(new Date(start + minute * 61_000));
      const answers = await burst(phone);
      // Never more than one code a minute, even when asked for at the same instant.
      expect(sent(answers)).toBeLessThanOrEqual(1);
      inFirstHour += sent(answers);
      refusals.push(...answers.filter((a) => a.body.code !== "0"));
    }
    expect(inFirstHour).toBe(5);
    expect(await codesTo(phone)).toBe(5);
    // Refused as too many, and the refusal says when the number may get a code again.
    const overNumber = refusals.filter((a) => /too many sign-up codes/.test(a.body.message));
    expect(overNumber.length).toBeGreaterThan(0);
    for (const refusal of overNumber) {
      expect(refusal.body.code).toBe(String(FailureCode.rateLimited));
      expect(refusal.body.message).toMatch(/try again in \d+ minutes?\./);
    }

    // A restarted backend counts the same codes: they are rows in the database.
    await api.close();
    api = await startApi();

    // The second hour: five more, then the day's ten are spent.
    for (let minute = 0; minute < 6; minute += 1) {
      await setClock(new Date(start + 61 * MINUTE + minute * 61_000));
      await burst(phone);
    }
    expect(await codesTo(phone)).toBe(10);
    await setClock(new Date(start + 3 * 60 * MINUTE));
    const dayOver = await burst(phone);
    expect(sent(dayOver)).toBe(0);
    expect(dayOver.some((a) => /too many sign-up codes/.test(a.body.message))).toBe(true);
    await setClock(new Date(start + 23 * 60 * MINUTE));
    expect(sent(await burst(phone))).toBe(0);
    expect(await codesTo(phone)).toBe(10);

    // A day after the first code the allowance comes back, one code at a time.
    await setClock(new Date(start + 24 * 60 * MINUTE + 2 * MINUTE));
    expect(sent(await burst(phone))).toBe(1);
    expect(await codesTo(phone)).toBe(11);
  }, 120_000);

  it("P6: the per-number cap is the number's alone: other numbers asked for from the same moment still get their code", async () => {
    const flooded = freshPhone();
    const start = Date.now();
    for (let minute = 0; minute < 6; minute += 1) {
      await setClock(new Date(start + minute * 61_000));
      await burst(flooded);
    }
    expect(await codesTo(flooded)).toBe(5);
    const other = freshPhone();
    const [send] = await Promise.all([prepare(other, "get-sms")]);
    expect((await send()).body.code).toBe("0");
  }, 60_000);
});
