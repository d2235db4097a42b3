import http from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetClock, setClock } from "../../clock";
import { db } from "../../db";
import { addDays } from "../../domain";
import { createBorrower, createOrder, seedProducts } from "../../qa/factories";
import { resetDrainingForTests, stopServing } from "../../shutdown";
import { freshDatabase } from "../../test/database";
import { startReminderScheduler, stopReminderScheduler } from "./scheduler";

/** The timer: it sends what is due under the clock, and stops (with the graceful stop) for good. */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loanDueIn3Days() {
  const { borrower } = await createBorrower();
  const order = await createOrder(borrower.id, { status: 170 });
  const due = (await db().instalment.findFirstOrThrow({ where: { orderId: order.id } })).dueDate;
  return { order, due };
}

describe("reminder scheduler", () => {
  beforeEach(async () => {
    await freshDatabase();
    await seedProducts();
  });
  afterEach(async () => {
    await stopReminderScheduler();
    resetDrainingForTests();
    await resetClock();
  });

  it("sends the reminders due at its ticks, and none after the graceful stop", async () => {
    const { order, due } = await loanDueIn3Days();
    await setClock(new Date(`${addDays(due, -3)}T09:00:00+08:00`));
    startReminderScheduler(20);
    const deadline = Date.now() + 10_000;
    while ((await db().reminder.count()) === 0 && Date.now() < deadline) await wait(20);
    expect((await db().reminder.findMany()).map((r) => [r.orderId, r.kind])).toEqual([[order.id, "before-3"]]);

    const steps: string[] = [];
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    await stopServing(server, {
      graceMs: 100,
      flush: async () => void steps.push("flushed"),
      closeDatabase: async () => void steps.push("database closed"),
      stopJobs: async () => {
        await stopReminderScheduler();
        steps.push("reminders stopped");
      },
    });
    expect(steps).toEqual(["reminders stopped", "flushed", "database closed"]);

    // A day later another reminder is due: the stopped timer sends nothing.
    await setClock(new Date(`${addDays(due, -1)}T09:00:00+08:00`));
    await wait(200);
    expect(await db().reminder.count()).toBe(1);
  });
});
