import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetClock, setClock } from "./clock";
import { serverConfig } from "./config";
import { db, engine } from "./db";
import { signedPostback } from "./lending/gateway/local-dragonpay/sign-postback";
import { seedPromotionTemplates } from "./lending/promotion/service";
import { createBorrower, createOrder, seedProducts } from "./qa/factories";
import { freshDatabase } from "./test/database";

/**
 * Two server processes on two ports, one PostgreSQL database (this worker's: TEST_POSTGRES_URL,
 * which `npm test` sets when PostgreSQL is installed), and simultaneous requests split across them:
 * every once-only rule must hold as it does in one process, the QA clock must be the same on both,
 * and a photo uploaded through one must be served by the other (docs/decisions/120-postgresql.md).
 * On SQLite (one process by design) there is nothing to run.
 */
const onPostgres = engine() === "postgresql";

interface Instance {
  child: ChildProcess;
  base: string;
}
const children: ChildProcess[] = [];
let a: Instance;
let b: Instance;
let opsHeader: Record<string, string> = {};

const CONTACTS_PER_ADDRESS = 3;
const SMS_PER_ADDRESS = 3;

function start(): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test/instance-server.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "test",
      // The same secrets as this process, which signs the postbacks and logs in to the ops console.
      PAYMENT_GATEWAY_SECRET: serverConfig().PAYMENT_GATEWAY_SECRET,
      OPS_PASSWORD: serverConfig().OPS_PASSWORD,
      // The test stands for the proxy: X-Forwarded-For names the client's address.
      TRUST_PROXY: "1",
      CONTACT_MESSAGES_PER_IP_PER_HOUR: String(CONTACTS_PER_ADDRESS),
      PROMOTION_SMS_PER_IP_PER_HOUR: String(SMS_PER_ADDRESS),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /Ready (\d+)/.exec(out);
      if (ready) resolve({ child, base: `http://127.0.0.1:${ready[1]}/api` });
    });
    child.on("exit", (code) => reject(new Error(`instance exited (${code}) before it was ready:\n${out}`)));
  });
}

type Answer = { code: number | string; message: string; data: any };

async function post(on: Instance, path: string, body: Record<string, string | number>, query = "", headers: Record<string, string> = {}) {
  const response = await fetch(`${on.base}${path}${query ? `?${query}` : ""}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...opsHeader, ...headers },
    body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
  });
  expect(response.status).toBeLessThan(500);
  return (await response.json()) as Answer;
}

async function get(on: Instance, path: string, query: Record<string, string> = {}) {
  const response = await fetch(`${on.base}${path}?${new URLSearchParams(query)}`);
  expect(response.status).toBeLessThan(500);
  return (await response.json()) as Answer;
}

/** n requests at once, alternately on instance A and instance B. */
function split<T>(n: number, request: (on: Instance, i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => request(i % 2 === 0 ? a : b, i)));
}

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000200aa7a3c1d0000000049454e44ae426082",
  "hex",
);
const P = "/v2/youmi/promotion";

/** A new picture code drawn on one instance, its answer read as a person would read it. */
async function captcha(on: Instance): Promise<{ sid: string; capcode: string }> {
  const sid = (await get(on, `${P}/get-sid`, { page_id: "1" })).data.sid as string;
  await (await fetch(`${on.base}${P}/get-captcha?sid=${sid}&a=${Date.now()}`)).text();
  return { sid, capcode: (await db().promotionCaptcha.findUniqueOrThrow({ where: { sid } })).answer };
}

function smsBody(phone: string, sid: string, capcode: string) {
  return { phone, capcode, sid, deviceId: "d1", appName: "Pautang", app_from: "web", user_from: "fb", utm_tag: "two" };
}

describe.skipIf(!onPostgres)("two instances on one PostgreSQL database", () => {
  beforeAll(async () => {
    await freshDatabase();
    await seedProducts();
    await seedPromotionTemplates();
    [a, b] = await Promise.all([start(), start()]);
    const login = await post(a, "/ops/session", { password: serverConfig().OPS_PASSWORD ?? "" });
    opsHeader = { "X-Ops-Session": login.data.token };
  }, 90_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await resetClock();
  });

  it("makes one order per confirm page view, whichever instances the taps reach", async () => {
    const { borrower, query } = await createBorrower();
    const product = await db().product.findFirstOrThrow({ where: { name: "Peso Express" } });
    const body = { productId: product.id, amount: 1_000_000, periods: 91, requestKey: crypto.randomUUID() };
    const answers = await split(4, (on) => post(on, "/v3/loan-confirm/loan-detail-push", body, query));
    expect(answers.map((x) => x.code)).toEqual([0, 0, 0, 0]);
    expect(new Set(answers.map((x) => x.data.orderId)).size).toBe(1);
    expect(await db().loanOrder.count({ where: { borrowerId: borrower.id } })).toBe(1);
  });

  it("gives one payment code for a double tap and applies a postback once", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    const taps = await split(4, (on) => post(on, "/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query));
    expect(new Set(taps.map((t) => t.data.reference)).size).toBe(1);
    expect(await db().payment.count({ where: { orderId: order.id, status: "pending" } })).toBe(1);

    const fields = { txnid: taps[0].data.reference as string, refno: "REF1", status: "S", message: "ok" };
    const signed = await signedPostback(fields);
    const postbacks = await split(4, (on) => post(on, "/v3/payments/postback", signed));
    expect(postbacks.filter((x) => x.data?.applied === true)).toHaveLength(1);
    expect(postbacks.filter((x) => x.data?.applied === false)).toHaveLength(3);
    expect(await db().payment.count({ where: { orderId: order.id, status: "paid" } })).toBe(1);
  });

  it("serves a photo uploaded through one instance from the other, and takes one reply per complaint", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    const form = new FormData();
    form.append("problemImage", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "evidence.png");
    const uploaded = (await (
      await fetch(`${a.base}/user-problem/upload-problem-img?${query}`, { method: "POST", body: form })
    ).json()) as Answer;
    expect(uploaded.code).toBe("00");
    const served = await fetch(`${b.base}${String(uploaded.data.url).slice("/api".length)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    // Photos are re-encoded before they are stored (docs/decisions/076): the other instance serves
    // the very bytes the first one stored, a picture of the size sent.
    const fromB = Buffer.from(await served.arrayBuffer());
    const fromA = Buffer.from(await (await fetch(`${a.base}${String(uploaded.data.url).slice("/api".length)}`)).arrayBuffer());
    expect(fromB.equals(fromA)).toBe(true);
    expect(await sharp(fromB).metadata()).toMatchObject({ format: "png", width: (await sharp(PNG).metadata()).width });

    const filed = await post(
      b,
      "/user-problem/problem-save",
      {
        problemType: 1,
        problemSonType: 102,
        problemDetail: "They called my sister at 2am.",
        problemImage: uploaded.data.url,
        orderNo: order.orderNo,
        submitToken: "two-instances-1",
      },
      query,
    );
    expect(filed.code).toBe(0);
    const problemId = filed.data.problemId as number;
    const replies = await split(4, (on, i) =>
      post(on, "/ops/complaints/reply", { problemId, replyText: `Reply number ${i}`, agentName: "Ana" }),
    );
    expect(replies.filter((x) => x.code === 0)).toHaveLength(1);
    const stored = await db().complaint.findUniqueOrThrow({ where: { id: problemId } });
    expect(replies[replies.findIndex((x) => x.code === 0)]).toBeDefined();
    expect(stored.replyText).toBe(`Reply number ${replies.findIndex((x) => x.code === 0)}`);
  });

  it("spends a picture code once, and counts every wrong SMS code try once", async () => {
    const { sid, capcode } = await captcha(a);
    const phones = ["09171110011", "09171110012", "09171110013", "09171110014"];
    const sends = await split(4, (on, i) => post(on, `${P}/get-sms`, smsBody(phones[i], sid, capcode)));
    expect(sends.filter((x) => String(x.code) === "0")).toHaveLength(1);
    expect(await db().promotionSmsCode.count({ where: { sid } })).toBe(1);

    const code = await db().promotionSmsCode.findFirstOrThrow({ where: { sid } });
    const message = await db().smsOutbox.findFirstOrThrow({ where: { phone: code.phone }, orderBy: { id: "desc" } });
    const right = /\b(\d{6})\b/.exec(message.body)![1];
    const wrong = right === "000000" ? "111111" : "000000";
    const register = (smsCode: string) => ({
      ...smsBody(code.phone, sid, capcode),
      merchantNumber: "0",
      userName: code.phone,
      smsCode,
      invite_code: "",
      id: 1,
    });
    const tries = await split(8, (on) => post(on, `${P}/register`, register(wrong)));
    const messages = tries.map((x) => x.message);
    // Five tries in all: four "N tries left", one "Too many", and the code is gone for the rest.
    expect(messages.filter((m) => /tr(y|ies) left/.test(m))).toHaveLength(4);
    expect(messages.filter((m) => /Too many wrong/.test(m))).toHaveLength(1);
    expect(messages.filter((m) => /^This SMS code no longer works/.test(m))).toHaveLength(3);
    expect((await db().promotionSmsCode.findUniqueOrThrow({ where: { id: code.id } })).attempts).toBe(5);
    expect(String((await post(b, `${P}/register`, register(right))).code)).not.toBe("0");
    expect(await db().borrower.count({ where: { phone: code.phone } })).toBe(0);
  });

  it("keeps the per-address limits across both instances", async () => {
    const from = { "X-Forwarded-For": "203.0.113.9" };
    const contact = { name: "Juan", telephone: "09171234567", email: "juan@example.ph", remark: "Please call me about a loan." };
    const answers = await split(8, (on) => post(on, "/v3/site/contact", contact, "", from));
    expect(answers.filter((x) => x.code === 0)).toHaveLength(CONTACTS_PER_ADDRESS);
    expect(answers.filter((x) => x.code === 1429)).toHaveLength(8 - CONTACTS_PER_ADDRESS);

    // SMS codes per address are counted in the database rows themselves.
    const pictures: Array<{ sid: string; capcode: string }> = [];
    for (let i = 0; i < 6; i++) pictures.push(await captcha(i % 2 === 0 ? a : b));
    const network = { "X-Forwarded-For": "198.51.100.7" };
    const sends = await split(6, (on, i) =>
      post(on, `${P}/get-sms`, smsBody(`0917222000${i}`, pictures[i].sid, pictures[i].capcode), "", network),
    );
    expect(sends.filter((x) => String(x.code) === "0")).toHaveLength(SMS_PER_ADDRESS);
    expect(await db().promotionSmsCode.count({ where: { ip: "198.51.100.7" } })).toBe(SMS_PER_ADDRESS);
  });

  it("runs both instances on the same QA clock, moved at the next request", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    const details = (on: Instance) => post(on, "/v3/loan-details/loan-details", { orderId: order.id }, query);
    const before = await details(a);
    expect(await details(b)).toEqual(before);
    await setClock(new Date(Date.now() + 20 * 86_400_000));
    const [onA, onB] = await Promise.all([details(a), details(b)]);
    expect(onA.code).toBe(0);
    expect(onA).toEqual(onB);
    expect(onA.data).not.toEqual(before.data);
    await resetClock();
    const [backA, backB] = await Promise.all([details(a), details(b)]);
    expect(backA).toEqual(backB);
  });
});
