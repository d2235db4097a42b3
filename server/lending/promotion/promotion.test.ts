import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FailureCode } from "@contract";
import { setClock } from "../../clock";
import { db } from "../../db";
import { startApi } from "../../test/api";
import { freshDatabase } from "../../test/database";
import { PromotionText, seedPromotionTemplates } from "./service";

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
const PH = "09171110001";

async function sid(pageId = 1): Promise<string> {
  const { body } = await api.get(`${P}/get-sid`, { page_id: String(pageId) });
  expect(body.code).toBe("0");
  return body.data.sid as string;
}

/** Draws the picture (as the page's <img> does) and reads its answer, as a person would. */
async function draw(s: string): Promise<string> {
  const response = await fetch(`${api.base}${P}/get-captcha?sid=${s}&a=${Date.now()}`);
  expect(response.status).toBe(200);
  await response.text();
  return (await db().promotionCaptcha.findUniqueOrThrow({ where: { sid: s } })).answer;
}

async function smsFor(phone: string, pageId = 1, extra: Record<string, string> = {}) {
  const s = await sid(pageId);
  const capcode = await draw(s);
  const result = await api.post(`${P}/get-sms`, {
    phone,
    capcode,
    sid: s,
    deviceId: "d1",
    appName: "Pautang",
    app_from: "web",
    user_from: "fb",
    utm_tag: "summer",
    ...extra,
  });
  return { sid: s, capcode, result };
}

async function lastCode(phone: string): Promise<string> {
  const message = await db().smsOutbox.findFirstOrThrow({ where: { phone }, orderBy: { id: "desc" } });
  expect(message.purpose).toBe("promotion-register");
  return /\b(\d{6})\b/.exec(message.body)![1];
}

function registerBody(phone: string, s: string, capcode: string, smsCode: string, id = 1) {
  return {
    phone,
    capcode,
    sid: s,
    deviceId: "d1",
    appName: "Pautang",
    merchantNumber: "0",
    userName: phone,
    smsCode,
    invite_code: "",
    user_from: "fb",
    id,
    app_from: "web",
    utm_tag: "summer",
  };
}

async function later(ms: number) {
  await setClock(new Date(Date.now() + ms));
}

describe("promotion template and tracking", () => {
  it("answers the template by id with '00', and a clear message for an unknown one", async () => {
    const ok = await api.get("/v2/youmi/service/channel/channel-template", { templateId: "1" });
    expect(ok.body).toMatchObject({ code: "00", data: { id: 1, template: { phoneRule: "ph" } } });
    const missing = await api.get("/v2/youmi/service/channel/channel-template", { templateId: "99" });
    expect(missing.body.code).toBe(String(FailureCode.notFound));
    expect(missing.body.message).toMatch(/does not exist/);
  });

  it("offers only real store links to download the app: the configured Google Play page, no placeholder App Store id (issue 40)", async () => {
    const { body } = await api.get("/v2/youmi/service/channel/channel-template", { templateId: "1" });
    expect(body.data.template.download).toMatchObject({
      androidUrl: "https://play.google.com/store/apps/details?id=ph.pautang.app",
      iosUrl: "",
    });
    // A template stored with a placeholder (a database seeded before) still offers none.
    await db().promotionTemplate.update({
      where: { id: 2 },
      data: {
        config: JSON.stringify({
          ...JSON.parse((await db().promotionTemplate.findUniqueOrThrow({ where: { id: 2 } })).config),
          download: {
            title: "t",
            body: "b",
            androidUrl: "https://example.com/download/android",
            iosUrl: "https://apps.apple.com/ph/app/pautang/id0000000000",
          },
        }),
      },
    });
    const stored = await api.get("/v2/youmi/service/channel/channel-template", { templateId: "2" });
    expect(stored.body.data.template.download).toMatchObject({
      androidUrl: "https://play.google.com/store/apps/details?id=ph.pautang.app",
      iosUrl: "",
    });
  });

  it("records visits and refuses script in utm_tag with a clear message", async () => {
    const ok = await api.get(`${P}/track-visit`, {
      page_id: "1",
      user_from: "fb",
      client_type: "android",
      page_type: "1",
      utm_tag: "summer",
      app_from: "web",
    });
    expect(ok.body.code).toBe("0");
    const bad = await api.get(`${P}/track-visit`, { page_id: "1", client_type: "ios", utm_tag: "<script>alert(1)</script>" });
    expect(bad.body.code).toBe(String(FailureCode.invalidInput));
    expect(bad.body.message).toMatch(/utm_tag may only contain/);
    expect(await db().promotionTrack.count()).toBe(1);
  });
});

describe("picture captcha", () => {
  it("is an SVG of paths without any text node", async () => {
    const s = await sid();
    const response = await fetch(`${api.base}${P}/get-captcha?sid=${s}&a=1`);
    expect(response.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    const svg = await response.text();
    const answer = (await db().promotionCaptcha.findUniqueOrThrow({ where: { sid: s } })).answer;
    expect(svg).toMatch(/<path /);
    expect(svg).not.toMatch(/<text/);
    expect(svg).not.toContain(answer);
  });

  it("answers an unknown sid with a 400 envelope, not an image", async () => {
    const response = await fetch(`${api.base}${P}/get-captcha?sid=${"x".repeat(24)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: String(FailureCode.notFound) });
  });

  it("refuses a wrong captcha with '101' and replaces the answer", async () => {
    const s = await sid();
    const answer = await draw(s);
    const wrong = answer === "AAAA" ? "CCCC" : "AAAA";
    const result = await api.post(`${P}/get-sms`, { phone: PH, capcode: wrong, sid: s });
    expect(result.body).toMatchObject({ code: "101" });
    expect(result.body.message).toMatch(/wrong/);
    // The old answer does not work any more either: one guess per picture.
    const retry = await api.post(`${P}/get-sms`, { phone: PH, capcode: answer, sid: s });
    expect(retry.body.code).toBe("101");
    expect(await db().smsOutbox.count()).toBe(0);
  });

  it("refuses an expired or a reused sid with '101'", async () => {
    const s = await sid();
    const answer = await draw(s);
    await later(5 * 60_000 + 1000);
    const expired = await api.post(`${P}/get-sms`, { phone: PH, capcode: answer, sid: s });
    expect(expired.body).toMatchObject({ code: "101", message: expect.stringMatching(/expired/) });

    const { sid: used, capcode } = await smsFor("09171110002");
    const reused = await api.post(`${P}/get-sms`, { phone: "09171110003", capcode, sid: used });
    expect(reused.body).toMatchObject({ code: "101", message: expect.stringMatching(/already used/) });
  });

  it("allows 30 captcha sessions per address in 10 minutes, then refuses (50 requests)", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 50; i += 1) codes.push(String((await api.get(`${P}/get-sid`, { page_id: "1" })).body.code));
    expect(codes.filter((c) => c === "0")).toHaveLength(30);
    expect(codes.slice(30).every((c) => c === String(FailureCode.rateLimited))).toBe(true);
    await later(10 * 60_000 + 1000);
    expect((await api.get(`${P}/get-sid`, { page_id: "1" })).body.code).toBe("0");
  });
});

describe("SMS code", () => {
  it("sends a 6-digit code to the outbox and blocks a second one within 60 s", async () => {
    const first = await smsFor(PH);
    expect(first.result.body).toMatchObject({ code: "0", data: { resendAfter: 60 } });
    expect(await lastCode(PH)).toMatch(/^\d{6}$/);

    const again = await smsFor(PH);
    expect(again.result.body).toMatchObject({
      code: String(FailureCode.rateLimited),
      message: PromotionText.resend,
      data: { field: null, documented: "resendBlocked" },
    });
    expect(await db().smsOutbox.count({ where: { phone: PH } })).toBe(1);

    await later(61_000);
    expect((await smsFor(PH)).result.body.code).toBe("0");
  });

  it("refuses a phone of the wrong shape with the documented message, per the template's rule", async () => {
    const cnOnPh = await smsFor("13812345678", 1);
    // One documented code for a phone and a picture code: the data names which (decision 206).
    expect(cnOnPh.result.body).toMatchObject({
      code: String(FailureCode.invalidInput),
      message: PromotionText.phone,
      data: { field: "phone", documented: "phoneInvalid" },
    });
    const phOnCn = await smsFor("09171110004", 2);
    expect(phOnCn.result.body.message).toBe(PromotionText.phone);
    expect((await smsFor("13812345678", 2)).result.body.code).toBe("0");
    const empty = await api.post(`${P}/get-sms`, { phone: PH, capcode: "", sid: await sid() });
    expect(empty.body).toMatchObject({ message: PromotionText.captcha, data: { field: "capcode", documented: "captchaInvalid" } });
  });

  it("refuses script in utm_tag", async () => {
    const { result } = await smsFor(PH, 1, { utm_tag: '"><img src=x onerror=alert(1)>' });
    expect(result.body.code).toBe(String(FailureCode.invalidInput));
    expect(result.body.message).toMatch(/utm_tag/);
  });

  it("allows 10 codes per address per hour", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 11; i += 1) codes.push(String((await smsFor(`0917222${String(i).padStart(4, "0")}`)).result.body.code));
    expect(codes.slice(0, 10).every((c) => c === "0")).toBe(true);
    expect(codes[10]).toBe(String(FailureCode.rateLimited));
  });
});

describe("registration", () => {
  it("registers a borrower with '0' and the template's download id, then answers '11' for the same phone", async () => {
    const { sid: s, capcode } = await smsFor(PH);
    const result = await api.post(`${P}/register`, registerBody(PH, s, capcode, await lastCode(PH)));
    expect(result.body).toMatchObject({ code: "0", data: { links_id: "ph-default" } });
    expect(await db().borrower.findUnique({ where: { phone: PH } })).not.toBeNull();

    await later(61_000);
    const second = await smsFor(PH);
    const again = await api.post(`${P}/register`, registerBody(PH, second.sid, second.capcode, await lastCode(PH)));
    expect(again.body).toMatchObject({ code: "11", message: PromotionText.alreadyRegistered, data: { documented: "alreadyRegistered" } });
    expect(await db().borrower.count({ where: { phone: PH } })).toBe(1);
  });

  it("answers '-1' for a wrong picture code", async () => {
    const { sid: s, capcode } = await smsFor(PH);
    const wrong = capcode === "AAAA" ? "CCCC" : "AAAA";
    const result = await api.post(`${P}/register`, registerBody(PH, s, wrong, await lastCode(PH)));
    expect(result.body).toMatchObject({ code: "-1", data: { field: "capcode", documented: null } });
  });

  it("voids the SMS code after five wrong tries (the sixth try, even right, fails)", async () => {
    const { sid: s, capcode } = await smsFor(PH);
    const right = await lastCode(PH);
    const wrong = right === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await api.post(`${P}/register`, registerBody(PH, s, capcode, wrong))).body);
    expect(answers[0]).toMatchObject({
      message: expect.stringMatching(/wrong\. 4 tries left/),
      data: { field: "smsCode", documented: null },
    });
    expect(answers[3].message).toMatch(/1 try left/);
    expect(answers[4]).toMatchObject({
      code: String(FailureCode.rateLimited),
      message: expect.stringMatching(/Too many wrong/),
      data: { field: "smsCode" },
    });
    expect(answers[5].message).toMatch(/no longer works/);
    const late = await api.post(`${P}/register`, registerBody(PH, s, capcode, right));
    expect(late.body.code).not.toBe("0");
    expect(await db().borrower.count()).toBe(0);
  });

  it("refuses an expired SMS code", async () => {
    const { sid: s, capcode } = await smsFor(PH);
    const code = await lastCode(PH);
    await later(5 * 60_000 + 1000);
    const result = await api.post(`${P}/register`, registerBody(PH, s, capcode, code));
    expect(result.body).toMatchObject({ message: expect.stringMatching(/expired/), data: { field: "smsCode", documented: null } });
  });

  it("refuses empty or malformed fields with the documented messages", async () => {
    const { sid: s, capcode } = await smsFor(PH);
    const refusal = async (body: ReturnType<typeof registerBody>) => (await api.post(`${P}/register`, body)).body;
    expect(await refusal(registerBody("0917", s, capcode, "123456"))).toMatchObject({
      message: PromotionText.phone,
      data: { field: "phone", documented: "phoneInvalid" },
    });
    expect(await refusal(registerBody(PH, s, "", "123456"))).toMatchObject({
      message: PromotionText.captcha,
      data: { field: "capcode", documented: "captchaInvalid" },
    });
    expect(await refusal(registerBody(PH, s, capcode, "12"))).toMatchObject({
      message: PromotionText.smsCode,
      data: { field: "smsCode", documented: "smsInvalid" },
    });
    const huge = await api.post(`${P}/register`, registerBody(PH, s, capcode, "1".repeat(5000)));
    expect(huge.body.code).toBe(String(FailureCode.invalidInput));
  });
});

describe("funnel (ops)", () => {
  it("counts visits, clicks, codes and registrations per day, template and utm_tag", async () => {
    await api.get(`${P}/track-visit`, { page_id: "1", client_type: "android", utm_tag: "summer" });
    await api.get(`${P}/track-visit`, { page_id: "1", client_type: "ios", utm_tag: "summer" });
    await api.get(`${P}/track-click`, { page_id: "1", client_type: "ios", utm_tag: "summer", phone: PH });
    const { sid: s, capcode } = await smsFor(PH);
    await api.post(`${P}/register`, registerBody(PH, s, capcode, await lastCode(PH)));
    const { body } = await api.get("/ops/promotion/funnel");
    expect(body.code).toBe(0);
    expect(body.data.rows).toEqual([
      expect.objectContaining({ templateId: 1, utmTag: "summer", visits: 2, clicks: 1, codes: 1, registrations: 1 }),
    ]);
    const filtered = await api.get("/ops/promotion/funnel", { utm_tag: "other" });
    expect(filtered.body.data.rows).toEqual([]);
    const backwards = await api.get("/ops/promotion/funnel", { from: "2026-12-02", to: "2026-12-01" });
    expect(backwards.body.code).toBe(FailureCode.invalidInput);
  });
});
