import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lendingBackend } from "..";
import { serverConfig } from "../../config";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import { latestSms } from "../../qa/latest-sms";
import { freshDatabase } from "../../test/database";
import { smsTexts } from "../texts";
import { queueSms, type SmsPurpose } from "./outbox";
import type { SmsProvider } from "./provider";
import { semaphoreProvider } from "./semaphore";
import { semaphoreStandIn } from "./semaphore-stand-in";
import { pollDeliveries, sendDueSms } from "./sender";

/**
 * The SMS sender against the local Semaphore stand-in over HTTP (docs/decisions/227-230): the
 * stand-in is mounted as the local profile mounts it, on an ephemeral port.
 */
let server: Server;
let base = "";
/** The stand-in's own clock, so a minute's rate window passes at once. */
let standInNow = Date.now();
const KEY = "stand-in-key-for-this-test-file";

async function listen(app: express.Express): Promise<{ server: Server; base: string }> {
  const s = await new Promise<Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  return { server: s, base: `http://127.0.0.1:${(s.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.use("/sms/semaphore", semaphoreStandIn({ apiKey: () => KEY, perMinute: 3, now: () => standInNow }));
  ({ server, base } = await listen(app));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  await freshDatabase();
  standInNow += 120_000; // a fresh rate window for each test
});

const semaphore = () => semaphoreProvider({ baseUrl: `${base}/sms/semaphore`, apiKey: KEY, senderName: "PAUTANG" });

async function queue(phone: string, purpose: SmsPurpose, body: string) {
  await transaction((tx) => queueSms(tx, { phone, purpose, body, createdAt: new Date() }));
  return db().smsOutbox.findFirstOrThrow({ where: { phone }, orderBy: { id: "desc" } });
}

describe("the SMS sender with the Semaphore stand-in", () => {
  it("delivers a sign-up code: the row records the provider's message id and status, the phone gets the code, the outbox keeps it masked", async () => {
    const body = smsTexts("en").signUpCode("482913");
    const row = await queue("09171234567", "promotion-register", body);
    expect(await sendDueSms(semaphore())).toEqual({ sent: 1, retried: 0, failed: 0 });

    const sent = await db().smsOutbox.findUniqueOrThrow({ where: { id: row.id } });
    expect(sent).toMatchObject({ status: "sent", provider: "semaphore", providerStatus: "Pending", attempts: 1 });
    const received = await db().smsStandInMessage.findUniqueOrThrow({ where: { id: Number(sent.providerMessageId) } });
    expect(received).toMatchObject({ recipient: "09171234567", message: body, senderName: "PAUTANG" });
    // The code is no longer in the outbox in clear; the rest of the text is.
    expect(sent.body).not.toContain("482913");
    expect(sent.body).toBe(body.replace("482913", "******"));

    // Delivery is polled: Pending becomes Sent (delivered).
    expect(await pollDeliveries(semaphore(), { now: () => new Date(Date.now() + 60_000) })).toBe(1);
    expect(await db().smsOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: "delivered",
      providerStatus: "Sent",
    });
  });

  it("the QA sms command still finds the code once the outbox masks it: it reads what the phone received from the stand-in", async () => {
    await queue("09171234570", "promotion-register", smsTexts("en").signUpCode("305117"));
    expect(await latestSms("09171234570")).toMatchObject({ code: "305117", delivery: { provider: null, status: "queued" } });
    await sendDueSms(semaphore());
    const after = await latestSms("09171234570");
    expect(after).toMatchObject({ code: "305117", delivery: { provider: "semaphore", status: "sent", providerStatus: "Pending" } });
    expect(after!.delivery.messageId).toMatch(/^\d+$/);
  });

  it("a message that is not a code keeps its text; a body starting with TEST is sent with a harmless start, so Semaphore does not drop it", async () => {
    const receipt = await queue("09171234568", "payment-receipt", "Received PHP 1,500.00 for loan PL123456, ref 987654.");
    const test = await queue("09171234569", "product-offer", "Test our new loan: up to PHP 20,000.");
    expect(test.body).toBe("Pautang: Test our new loan: up to PHP 20,000.");
    await sendDueSms(semaphore());
    expect((await db().smsOutbox.findUniqueOrThrow({ where: { id: receipt.id } })).body).toBe(receipt.body);
    const received = await db().smsStandInMessage.findMany({ orderBy: { id: "asc" } });
    expect(received.map((m) => m.status)).toEqual(["Pending", "Pending"]);
  });

  it("two senders racing (two instances) send each row once", async () => {
    const phones = Array.from({ length: 3 }, (_, i) => `0918000000${i}`);
    for (const phone of phones) await queue(phone, "payment-receipt", `Receipt for ${phone}`);
    // A provider that counts what it is asked to send, in front of the stand-in.
    const handed: string[] = [];
    const counting = (): SmsProvider => {
      const inner = semaphore();
      return { name: inner.name, send: async (m) => (handed.push(m.to), inner.send(m)) };
    };
    const runs = await Promise.all([sendDueSms(counting()), sendDueSms(counting()), sendDueSms(counting())]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
    expect(handed.sort()).toEqual(phones);
    expect(await db().smsStandInMessage.count()).toBe(3);
    expect(await db().smsOutbox.count({ where: { status: "sent", attempts: 1 } })).toBe(3);
  });

  it("a 429 with Retry-After puts the row back until then; the next run after it sends it", async () => {
    // The stand-in allows 3 calls a minute here: the 4th row is refused with 429.
    for (let i = 0; i < 4; i++) await queue(`0919000000${i}`, "payment-receipt", `Receipt ${i}`);
    const first = await sendDueSms(semaphore());
    expect(first).toEqual({ sent: 3, retried: 1, failed: 0 });
    const waiting = await db().smsOutbox.findFirstOrThrow({ where: { status: "queued" } });
    expect(waiting.lastError).toMatch(/429/);
    // Retry-After was 60 s (the stand-in's window): the row waits at least that long.
    expect(waiting.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(55_000);

    expect(await sendDueSms(semaphore())).toEqual({ sent: 0, retried: 0, failed: 0 }); // not yet due
    standInNow += 61_000;
    expect(await sendDueSms(semaphore(), { now: () => new Date(Date.now() + 61_000) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await db().smsOutbox.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("a provider failing is retried with a growing wait and recorded failed after the bound", async () => {
    const row = await queue("09170000001", "payment-receipt", "Receipt");
    const broken = semaphoreProvider({ baseUrl: `${base}/sms/semaphore`, apiKey: "a-wrong-key-for-this-test", senderName: "PAUTANG" });
    let clock = Date.now();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const run = await sendDueSms(broken, { now: () => new Date(clock), maxAttempts: 4, backoffMs: 1_000 });
      const after = await db().smsOutbox.findUniqueOrThrow({ where: { id: row.id } });
      expect(after.attempts).toBe(attempt);
      expect(after.lastError).toMatch(/401/);
      if (attempt < 4) {
        expect(run).toEqual({ sent: 0, retried: 1, failed: 0 });
        waits.push(after.nextAttemptAt!.getTime() - clock);
        // Not due before its wait is over.
        expect(await sendDueSms(broken, { now: () => new Date(after.nextAttemptAt!.getTime() - 1) })).toEqual({
          sent: 0,
          retried: 0,
          failed: 0,
        });
        clock = after.nextAttemptAt!.getTime();
      } else {
        expect(run).toEqual({ sent: 0, retried: 0, failed: 1 });
        expect(after.status).toBe("failed");
      }
    }
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    // Given up: never tried again.
    expect(await sendDueSms(semaphore(), { now: () => new Date(clock + 3_600_000) })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it("a row whose sender died while it was claimed is sent after the claim lapses", async () => {
    const row = await queue("09170000002", "payment-receipt", "Receipt");
    await db().smsOutbox.update({
      where: { id: row.id },
      data: { status: "sending", attempts: 1, claimedUntil: new Date(Date.now() + 60_000) },
    });
    expect(await sendDueSms(semaphore())).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await sendDueSms(semaphore(), { now: () => new Date(Date.now() + 61_000) })).toEqual({ sent: 1, retried: 0, failed: 0 });
  });
});

describe("the Semaphore stand-in", () => {
  const post = (path: string, body: Record<string, string>) =>
    fetch(`${base}/sms/semaphore${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("refuses a wrong key (401), fills {otp}, drops a TEST message without telling", async () => {
    expect((await post("/api/v4/messages", { apikey: "nope", number: "09171234567", message: "hi" })).status).toBe(401);
    const otp = await post("/api/v4/otp", { apikey: KEY, number: "09171234567", message: "Your code is {otp}." });
    const [entry] = (await otp.json()) as Array<{ message: string; code: string; status: string }>;
    expect(entry.message).toBe(`Your code is ${entry.code}.`);
    const dropped = await post("/api/v4/messages", { apikey: KEY, number: "09171234567", message: "TEST hello" });
    expect(dropped.status).toBe(200);
    expect(await db().smsStandInMessage.findFirstOrThrow({ where: { message: "TEST hello" } })).toMatchObject({ status: "Dropped" });
  });

  it("is mounted in the local profile only: production answers it like any unknown path", async () => {
    for (const profile of ["local", "production"] as const) {
      const app = express();
      app.use("/api", lendingBackend({ profile }));
      const started = await listen(app);
      try {
        const answer = await fetch(`${started.base}/api/sms/semaphore/api/v4/messages`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ apikey: serverConfig().SEMAPHORE_API_KEY, number: "09171234567", message: "hello" }),
        });
        expect(answer.status).toBe(profile === "local" ? 200 : 404);
      } finally {
        await new Promise<void>((resolve) => started.server.close(() => resolve()));
      }
    }
  });
});
