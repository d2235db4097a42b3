import express from "express";
import { spawn, type ChildProcess } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transaction } from "./data/transactions";
import { db, engine } from "./db";
import { queueSms } from "./lending/sms/outbox";
import { semaphoreStandIn } from "./lending/sms/semaphore-stand-in";
import { freshDatabase } from "./test/database";

/**
 * Two server processes on one PostgreSQL database, each running the SMS sender every 25 ms to one
 * Semaphore stand-in, racing for the same outbox rows: each text reaches the provider once,
 * because each row is claimed with a compare-and-set (docs/decisions/228). On SQLite (one process
 * by design) there is nothing to run; server/lending/sms/sender.test.ts races senders in one process.
 */
const onPostgres = engine() === "postgresql";
const children: ChildProcess[] = [];
const KEY = "two-instances-stand-in-key";
const calls: string[] = [];
let standIn: Server | undefined;
let base = "";

function start(): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test/instance-server.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: "test", SMS_EVERY_MS: "25", SEMAPHORE_BASE_URL: `${base}/sms/semaphore`, SEMAPHORE_API_KEY: KEY },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (/Ready \d+/.test(out)) resolve();
    });
    child.on("exit", (code) => reject(new Error(`instance exited (${code}) before it was ready:\n${out}`)));
  });
}

const TEXTS = 40;

describe.skipIf(!onPostgres)("the SMS sender with two instances on one PostgreSQL database", () => {
  beforeAll(async () => {
    await freshDatabase();
    const app = express();
    app.use(express.urlencoded({ extended: false }));
    app.use((req, _res, next) => {
      if (req.method === "POST") calls.push(String((req.body as { number?: string }).number));
      next();
    });
    app.use("/sms/semaphore", semaphoreStandIn({ apiKey: () => KEY, perMinute: 100_000 }));
    standIn = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    await Promise.all([start(), start()]);
  }, 90_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()));
  });

  it("hands each text to the provider once, whichever instance claims it", async () => {
    const phones = Array.from({ length: TEXTS }, (_, i) => `0917${String(i).padStart(7, "0")}`);
    for (const phone of phones) {
      await transaction((tx) => queueSms(tx, { phone, purpose: "payment-receipt", body: `Receipt for ${phone}`, createdAt: new Date() }));
    }
    const deadline = Date.now() + 30_000;
    while ((await db().smsOutbox.count({ where: { status: "sent" } })) < TEXTS && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 750)); // a duplicate would have arrived by then
    expect(calls.sort()).toEqual(phones);
    expect(await db().smsStandInMessage.count()).toBe(TEXTS);
    expect(await db().smsOutbox.count({ where: { status: "sent", attempts: 1 } })).toBe(TEXTS);
  }, 60_000);
});
