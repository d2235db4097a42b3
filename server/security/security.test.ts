import crypto from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FailureCode } from "@contract";
import { security as texts } from "@contract/texts/security";
import { webAppProof, WEB_APP_PROOF_HEADER } from "@contract/web-app-proof";
import { db } from "../db";
import { saveComplaint } from "../lending/complaints/service";
import { answerInProcess } from "../lending/in-process-endpoints";
import { seedPromotionTemplates } from "../lending/promotion/service";
import { createBorrower, createOrder } from "../qa/factories";
import { useLendingApi } from "../test/api";

// Small limits for this file (each test file runs in its own process; the configuration is read
// at the first request).
Object.assign(process.env, {
  OPS_LOGINS_PER_IP_PER_15_MIN: "3",
  OPS_LOGIN_GUESSES_PER_IP_PER_15_MIN: "5",
  CONTACT_MESSAGES_PER_IP_PER_HOUR: "2",
  PROMOTION_VISITS_PER_IP_PER_HOUR: "3",
  COMPLAINTS_PER_BORROWER_PER_DAY: "2",
  EVENTS_PER_BORROWER_PER_HOUR: "5",
  PHOTOS_PER_BORROWER_PER_DAY: "3",
  PHOTO_MB_PER_BORROWER_PER_DAY: "1",
  PROMOTION_CAPTCHAS_PER_IP_PER_10_MIN: "5",
  WEB_APP_SECRET: "a-test-secret-of-enough-length",
});

const api = useLendingApi();

/**
 * A real PNG of about `size` bytes: random pixels, which no encoder shrinks, so the photo as stored
 * (re-encoded, N14) is about as large as the one sent.
 */
async function png(size: number): Promise<Buffer> {
  const side = Math.max(1, Math.round(Math.sqrt(size / 3)));
  return sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function upload(session: string, bytes: Buffer) {
  const form = new FormData();
  form.append("problemImage", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
  const response = await fetch(`${api.base}/user-problem/upload-problem-img?${session}`, { method: "POST", body: form });
  return (await response.json()) as { code: string | number; message: string; data: { url: string } | null };
}

async function opsLogin(password: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.base}/ops/session`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ password }),
  });
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: { token: string } | null } };
}

async function opsQueue(token?: string) {
  const response = await fetch(`${api.base}/ops/complaints/queue`, { method: "POST", headers: token ? { "X-Ops-Session": token } : {} });
  return (await response.json()) as { code: number };
}

describe("ops console session (finding 4: no Basic auth to ride on; finding 7: no unlimited guessing)", () => {
  it("opens ops endpoints only with a token from the login, never with the password header or a forged token", async () => {
    const login = await opsLogin(process.env.OPS_PASSWORD!, { "X-Forwarded-For": "198.51.100.1" });
    expect(login.body.code).toBe(0);
    expect((await opsQueue(login.body.data!.token)).code).toBe(0);
    expect((await opsQueue()).code).toBe(FailureCode.sessionExpired);
    const [expires] = login.body.data!.token.split(".");
    expect((await opsQueue(`${expires}.${"0".repeat(64)}`)).code).toBe(FailureCode.sessionExpired);
    const withPassword = await fetch(`${api.base}/ops/complaints/queue`, {
      method: "POST",
      headers: { "X-Ops-Password": process.env.OPS_PASSWORD! },
    });
    expect(((await withPassword.json()) as { code: number }).code).toBe(FailureCode.sessionExpired);
  });

  it("N10: a token opens nothing once its session is logged out, though it has not expired", async () => {
    const login = await opsLogin(process.env.OPS_PASSWORD!, { "X-Forwarded-For": "198.51.100.2" });
    const token = login.body.data!.token;
    await new Promise((resolve) => setTimeout(resolve, 5)); // a token per millisecond of expiry
    const other = (await opsLogin(process.env.OPS_PASSWORD!, { "X-Forwarded-For": "198.51.100.2" })).body.data!.token;
    expect((await opsQueue(token)).code).toBe(0);
    const logout = await fetch(`${api.base}/ops/session/end`, { method: "POST", headers: { "X-Ops-Session": token } });
    expect(((await logout.json()) as { code: number }).code).toBe(0);
    expect((await opsQueue(token)).code).toBe(FailureCode.sessionExpired);
    // Another agent's session goes on.
    expect((await opsQueue(other)).code).toBe(0);
  });
  it("ops password guessing is limited per address, and rotating X-Forwarded-For does not reset it", async () => {
    // A wrong password repeated (OPS_LOGINS_PER_IP_PER_15_MIN), and many passwords
    // (OPS_LOGIN_GUESSES_PER_IP_PER_15_MIN): both per address, whatever X-Forwarded-For says.
    for (let i = 0; i < 3; i++) {
      const wrong = await opsLogin("the same guess", { "X-Forwarded-For": `203.0.113.${i}` });
      expect(wrong.body).toMatchObject({ code: FailureCode.sessionExpired, message: "Wrong ops password." });
    }
    const repeated = await opsLogin("the same guess", { "X-Forwarded-For": "203.0.113.98" });
    expect(repeated.status).toBe(429);
    expect(repeated.body).toMatchObject({ code: FailureCode.rateLimited, message: texts.opsLoginLimited, data: null });
    // Four wrong tries so far, refused ones included; the fifth is the last the address gets.
    const fifth = await opsLogin("guess-1", { "X-Forwarded-For": "203.0.113.10" });
    expect(fifth.body).toMatchObject({ code: FailureCode.sessionExpired, message: "Wrong ops password." });
    const over = await opsLogin("guess-3", { "X-Forwarded-For": "203.0.113.99" });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: FailureCode.rateLimited, message: texts.opsLoginLimited, data: null });
  });
});

describe("forwarded addresses (finding 12)", () => {
  const getSid = (headers: Record<string, string>) =>
    fetch(`${api.base}/v2/youmi/promotion/get-sid?page_id=1`, { headers }).then((r) => r.json() as Promise<{ code: string }>);
  const proven = (ip: string) => {
    const values = { for: ip, host: "app.example.ph", proto: "https" };
    return {
      "X-Forwarded-For": ip,
      "X-Forwarded-Host": values.host,
      "X-Forwarded-Proto": values.proto,
      [WEB_APP_PROOF_HEADER]: webAppProof(values),
    };
  };

  it("loopback callers rotating X-Forwarded-For are counted as one address", async () => {
    await seedPromotionTemplates();
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) codes.push((await getSid({ "X-Forwarded-For": `192.0.2.${i}` })).code);
    expect(codes.slice(0, 5).every((code) => code === "0")).toBe(true);
    expect(codes.slice(5).every((code) => code === String(FailureCode.rateLimited))).toBe(true);
  });

  it("the web app's proven forwarded address is believed; a forged or replayed proof is not", async () => {
    await seedPromotionTemplates();
    for (let i = 0; i < 8; i++) expect((await getSid(proven(`198.51.100.${i}`))).code).toBe("0");
    const forged = { ...proven("192.0.2.200"), [WEB_APP_PROOF_HEADER]: "f".repeat(64) };
    const replayed = { ...proven("192.0.2.201"), "X-Forwarded-For": "192.0.2.202" };
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push((await getSid(i % 2 ? forged : replayed)).code);
    // Neither is believed: they count against the caller's own (loopback) address.
    expect(answers).toContain(String(FailureCode.rateLimited));
  });
});

describe("third penetration test, P13: the web app's proof expires", () => {
  it("a proof made more than a minute ago is not believed, nor one from the future", async () => {
    await seedPromotionTemplates();
    const getSid = (headers: Record<string, string>) =>
      fetch(`${api.base}/v2/youmi/promotion/get-sid?page_id=1`, { headers }).then((r) => r.json() as Promise<{ code: string }>);
    const at = (ms: number, address: string) => {
      const values = { for: address, host: "app.example.ph", proto: "https" };
      return {
        "X-Forwarded-For": values.for,
        "X-Forwarded-Host": values.host,
        "X-Forwarded-Proto": values.proto,
        [WEB_APP_PROOF_HEADER]: webAppProof(values, undefined, Date.now() + ms),
      };
    };
    // Fresh proofs: each borrower's address is believed, so loopback's allowance stays whole.
    for (let i = 0; i < 6; i++) expect((await getSid(at(-1_000, `198.51.100.${70 + i}`))).code).toBe("0");
    // Old or future proofs count against the caller's own (loopback) address, which runs out.
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push((await getSid(at(i % 2 ? -61_000 : 61_000, `198.51.100.${80 + i}`))).code);
    expect(answers).toContain(String(FailureCode.rateLimited));
    expect((await getSid(at(0, "198.51.100.90"))).code).toBe("0");
  });
});

describe("abuse limits (finding 14)", () => {
  const contact = (n: number) =>
    api.post("/v3/site/contact", {
      name: `Juan ${n}`,
      telephone: "09171234567",
      email: "juan@example.ph",
      remark: "Please call me about a loan.",
    });

  it("the contact form takes a few messages per address, then says when to try again", async () => {
    expect((await contact(1)).body.code).toBe(0);
    expect((await contact(2)).body.code).toBe(0);
    const third = await contact(3);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: FailureCode.rateLimited, message: texts.contactLimited });
  });

  it("promotion visits and clicks from one address stop counting after the limit", async () => {
    await seedPromotionTemplates();
    const visit = () => api.get("/v2/youmi/promotion/track-visit", { page_id: "1", client_type: "android" });
    const click = () => api.get("/v2/youmi/promotion/track-click", { page_id: "1", client_type: "android" });
    expect((await visit()).body.code).toBe("0");
    expect((await click()).body.code).toBe("0");
    expect((await visit()).body.code).toBe("0");
    const over = await visit();
    expect(over.body).toMatchObject({ code: String(FailureCode.rateLimited), message: texts.visitsLimited });
  });

  it("complaint filing is limited per borrower; someone else's userId without the session does not use it up", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    const save = (session: string, n: number) =>
      api.post(
        "/user-problem/problem-save",
        { problemType: 2, problemDetail: `Paid twice (${n})`, problemImage: "", orderNo: order.orderNo, submitToken: `token-${n}-abcdef` },
        session,
      );
    const stranger = `userId=${borrower.id}&sessionId=not-their-session-0000`;
    for (let i = 0; i < 4; i++) expect((await save(stranger, 100 + i)).body.code).toBe(FailureCode.sessionExpired);
    expect((await save(query, 1)).body.code).toBe(0);
    expect((await save(query, 2)).body.code).toBe(0);
    const third = await save(query, 3);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: FailureCode.rateLimited, message: texts.complaintsLimited });
  });

  it("photo storage per borrower counts attached photos too, so the disk is bounded", async () => {
    // A second borrower, as when the filing limit outlived each test's fresh database (it is emptied
    // with it now): kept, it costs nothing.
    await createBorrower();
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    const a = await upload(query, await png(1000));
    const b = await upload(query, await png(1000));
    const filed = await api.post(
      "/user-problem/problem-save",
      {
        problemType: 2,
        problemDetail: "Paid twice",
        problemImage: `${a.data!.url},${b.data!.url}`,
        orderNo: order.orderNo,
        submitToken: "photo-token-1",
      },
      query,
    );
    expect(filed.body.code).toBe(0);
    expect((await upload(query, await png(1000))).code).toBe("00");
    expect(await upload(query, await png(1000))).toMatchObject({ code: String(FailureCode.rateLimited), message: texts.photosLimited });
  });

  it("photo storage per borrower is bounded in bytes", async () => {
    const { query } = await createBorrower();
    expect((await upload(query, await png(700 * 1024))).code).toBe("00");
    expect(await upload(query, await png(700 * 1024))).toMatchObject({
      code: String(FailureCode.rateLimited),
      message: texts.photosLimited,
    });
  });
});

describe("second penetration test: limits count the borrower the session resolves to (N2, N3)", () => {
  it("N2: a repeated userId key or another spelling of it gets no fresh complaint allowance", async () => {
    // Ids of its own (the counts are emptied with each test's fresh database, like the ids).
    for (let i = 0; i < 5; i++) await createBorrower();
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    const session = new URLSearchParams(query);
    const sessionId = session.get("sessionId")!;
    const save = (q: string, n: number) =>
      api.post(
        "/user-problem/problem-save",
        {
          problemType: 2,
          problemDetail: `Charged twice (${n})`,
          problemImage: "",
          orderNo: order.orderNo,
          submitToken: `n2-token-${n}-abcdef`,
        },
        q,
      );
    expect((await save(query, 1)).body.code).toBe(0);
    expect((await save(`userId=${borrower.id}&userId=${borrower.id}&sessionId=${sessionId}`, 2)).body.code).toBe(0);
    for (const [n, spelling] of [
      `userId=0${borrower.id}`,
      `userId=${borrower.id}&userId=x`,
      `userId=%20${borrower.id}`,
      `userId=${borrower.id}.0`,
    ].entries()) {
      const over = await save(`${spelling}&sessionId=${sessionId}`, 10 + n);
      expect(over.body.code, spelling).not.toBe(0);
      if (over.status === 429) expect(over.body).toMatchObject({ code: FailureCode.rateLimited, message: texts.complaintsLimited });
    }
    expect(await db().complaint.count({ where: { borrowerId: borrower.id } })).toBe(2);
  });

  it("N2: the agents' queue answers a page at a time, however many complaints there are", async () => {
    const { borrower } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    for (let n = 0; n < 30; n++)
      await saveComplaint(borrower, {
        problemType: 2,
        problemDetail: "x".repeat(1000),
        problemImage: "",
        orderNo: order.orderNo,
      } as Parameters<typeof saveComplaint>[1]);
    const queue = (page?: number) =>
      fetch(`${api.base}/ops/complaints/queue`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...api.opsHeader },
        body: new URLSearchParams(page ? { page: String(page) } : {}),
      }).then(
        (r) => r.json() as Promise<{ code: number; data: { items: Array<{ id: number }>; page: number; pages: number; total: number } }>,
      );
    const first = await queue();
    expect(first.data).toMatchObject({ page: 1, pages: 2, total: 30 });
    expect(first.data.items).toHaveLength(25);
    const second = await queue(2);
    expect(second.data.items).toHaveLength(5);
    expect(new Set([...first.data.items, ...second.data.items].map((i) => i.id)).size).toBe(30);
    expect((await queue(99)).data.page).toBe(2);
  });

  it("N3: events are limited per borrower on event/save, on save-batch over HTTP and in process; other borrowers' events still count", async () => {
    const one = await createBorrower();
    const other = await createBorrower();
    const save = () => api.post("/service/event/save", { moduleId: "page_view", positionId: "1" }, one.query);
    for (let i = 0; i < 3; i++) expect((await save()).body.code).toBe(0);
    const credentials = (q: string) => ({
      userId: Number(new URLSearchParams(q).get("userId")),
      sessionId: new URLSearchParams(q).get("sessionId")!,
    });
    const events = (q: string, n: number) =>
      Array.from({ length: n }, () => ({ ...credentials(q), moduleId: "page_view", positionId: "", page: "Order Details" }));
    const batch = await api.post("/v3/event/save-batch", { events: JSON.stringify([...events(one.query, 10), ...events(other.query, 2)]) });
    expect(batch.body.data).toEqual({ saved: 2 + 2, refused: 8 });
    const inProcess = await answerInProcess("event save batch", {
      query: {},
      body: { events: JSON.stringify(events(one.query, 10)) },
      peer: "127.0.0.1",
    });
    expect((JSON.parse(inProcess?.json ?? "{}") as { data: { saved: number } }).data.saved).toBe(0);
    const over = await save();
    expect(over.body).toMatchObject({ code: FailureCode.rateLimited, message: texts.eventsLimited });
  });
});
