import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetClock, setClock } from "./clock";
import { db, engine } from "./db";
import { addDays } from "./domain";
import { createBorrower, createOrder, seedProducts } from "./qa/factories";
import { freshDatabase } from "./test/database";

/**
 * Two server processes on one PostgreSQL database, each running the reminder scheduler every 25 ms,
 * racing for the same reminders: each is sent once (one Reminder row, one SMS), because the
 * Reminder row's unique keys let only one instance's transaction commit (docs/decisions/182).
 * On SQLite (one process by design) there is nothing to run.
 */
const onPostgres = engine() === "postgresql";
const children: ChildProcess[] = [];

function start(): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test/instance-server.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: "test", REMINDERS_EVERY_MS: "25" },
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

const BORROWERS = 8;

async function settle(expected: number) {
  // Until every reminder due is written, then a while longer: a duplicate would arrive by then.
  const deadline = Date.now() + 20_000;
  while ((await db().reminder.count()) < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 750));
}

describe.skipIf(!onPostgres)("payment reminders with two instances on one PostgreSQL database", () => {
  const orders: { id: number; phone: string }[] = [];
  let due = "";

  beforeAll(async () => {
    await freshDatabase();
    await seedProducts();
    for (let i = 0; i < BORROWERS; i++) {
      const { borrower } = await createBorrower();
      const order = await createOrder(borrower.id, { status: 170 });
      orders.push({ id: order.id, phone: borrower.phone });
    }
    due = (await db().instalment.findFirstOrThrow({ where: { orderId: orders[0].id } })).dueDate;
    await Promise.all([start(), start()]);
  }, 90_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await resetClock();
  });

  it("sends each reminder once, whichever instance gets there first", async () => {
    // Three days before the due date, 9:00 in Manila: the first reminder of every loan is due.
    await setClock(new Date(`${addDays(due, -3)}T09:00:00+08:00`));
    await settle(BORROWERS);
    // The day before, 8:00: the second.
    await setClock(new Date(`${addDays(due, -1)}T08:00:00+08:00`));
    await settle(2 * BORROWERS);

    for (const order of orders) {
      const kinds = (await db().reminder.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } })).map((r) => r.kind);
      expect(kinds).toEqual(["before-3", "before-1"]);
      expect(await db().smsOutbox.count({ where: { phone: order.phone, purpose: "payment-reminder" } })).toBe(2);
    }
  }, 60_000);
});
