import { describe, expect, it } from "vitest";
import { formatPeso } from "@contract";
import { db } from "../../db";
import { addDays, REMINDER_KINDS, withinSendingHours } from "../../domain";
import { metrics } from "../../metrics";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";
import { signedPostback } from "../gateway/local-dragonpay/sign-postback";
import { sendDueReminders } from "./service";

/**
 * The reminder sender against the database (SQLite, and PostgreSQL with TEST_POSTGRES_URL): what
 * the scheduler would do once a minute, run here at chosen instants (Manila wall-clock times).
 */
const api = useLendingApi();
const manila = (day: string, time: string) => new Date(`${day}T${time}+08:00`);
const pesos = (amount: number) => formatPeso(amount).replace("₱", "PHP ");

async function dueDateOf(orderId: number): Promise<string> {
  const first = await db().instalment.findFirstOrThrow({ where: { orderId }, orderBy: { seq: "asc" } });
  return first.dueDate;
}

/**
 * Runs the sender from 5 days before the due date to 16 days after, at these Manila times each day
 * (before, at and after the hours), twice a tick: a second instance, or a restart, changes nothing.
 */
const TICKS = ["00:30:00", "07:59:00", "08:00:00", "13:00:00", "19:59:00", "20:00:00", "23:30:00"];
async function runAround(dueDate: string) {
  for (let n = -5; n <= 16; n++) {
    for (const time of TICKS) {
      const at = manila(addDays(dueDate, n), time);
      await sendDueReminders(at);
      await sendDueReminders(at);
    }
  }
}

const remindersTo = (phone: string) => db().smsOutbox.findMany({ where: { phone, purpose: "payment-reminder" }, orderBy: { id: "asc" } });

describe("payment reminders", () => {
  it("sends each reminder once, inside 8:00-20:00 Manila, to the borrower, naming the amount due and the due date", async () => {
    const { borrower } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 170 });
    const due = await dueDateOf(order.id);
    const counted = async () => (await metrics().remindersSent.get()).values.reduce((sum, v) => sum + v.value, 0);
    const countedBefore = await counted();

    await runAround(due);

    const rows = await db().reminder.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => r.kind)).toEqual(REMINDER_KINDS);
    expect(rows.map((r) => r.day)).toEqual([-3, -1, 0, 1, 3, 7].map((n) => addDays(due, n)));
    // Each at the first tick of its day inside the hours: 8:00.
    expect(rows.map((r) => r.sentAt.toISOString())).toEqual(rows.map((r) => manila(r.day, "08:00:00").toISOString()));
    const sms = await remindersTo(borrower.phone);
    expect(sms).toHaveLength(6);
    // Nothing went to any other phone.
    expect(await db().smsOutbox.count({ where: { purpose: "payment-reminder", NOT: { phone: borrower.phone } } })).toBe(0);
    for (const [i, message] of sms.entries()) {
      expect(withinSendingHours(message.createdAt)).toBe(true);
      expect(message.body).toContain(due);
      expect(message.body).toContain(order.orderNo);
      expect(message.body).toContain(pesos(rows[i].amount));
    }
    expect(sms[0].body).toMatch(/^Pautang reminder: .* is due on /);
    expect(sms[2].body).toContain("is due today");
    expect(sms[5].body).toContain("was due on");
    // Late charges run after the due date: the amount named 7 days late is larger.
    expect(rows[5].amount).toBeGreaterThan(rows[0].amount);
    expect((await counted()) - countedBefore).toBe(6);
  }, 60_000);

  it("sends a borrower at most one reminder a day, and none for a settled loan", async () => {
    const { borrower } = await createBorrower();
    const first = await createOrder(borrower.id, { status: 170 });
    const second = await createOrder(borrower.id, { status: 170 });
    await createOrder(borrower.id, { status: 200 });
    const due = await dueDateOf(first.id);
    expect(await dueDateOf(second.id)).toBe(due);

    const day = addDays(due, -3);
    await sendDueReminders(manila(day, "08:00:00"));
    await sendDueReminders(manila(day, "12:00:00"));
    expect(await remindersTo(borrower.phone)).toHaveLength(1);
    // The other loan's reminder goes the next day, still in its slot.
    await sendDueReminders(manila(addDays(day, 1), "08:00:00"));
    const rows = await db().reminder.findMany({ where: { borrowerId: borrower.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.orderId, r.kind, r.day])).toEqual([
      [first.id, "before-3", day],
      [second.id, "before-3", addDays(day, 1)],
    ]);
  });

  it("waits for 8:00: nothing at 7:59 or 20:00, the reminder at 8:00", async () => {
    const { borrower } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 170 });
    const due = await dueDateOf(order.id);
    expect(await sendDueReminders(manila(due, "07:59:00"))).toEqual([]);
    expect(await sendDueReminders(manila(addDays(due, -1), "20:00:00"))).toEqual([]);
    const sent = await sendDueReminders(manila(due, "08:00:00"));
    expect(sent.map((s) => [s.orderId, s.kind])).toEqual([[order.id, "due"]]);
  });

  it("lets the borrower turn reminders off (in Filipino too); payment receipts still go", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 170 });
    const due = await dueDateOf(order.id);

    expect((await api.get("/v3/personal-center/reminders", {}, query)).body).toMatchObject({ code: 0, data: { remindersOn: true } });
    const refused = await api.post("/v3/personal-center/reminders", { remindersOn: "maybe" }, query.replace("language=en", "language=fil"));
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.message).toBe("Piliin kung gusto mong makatanggap ng mga paalala sa pagbabayad.");
    const off = await api.post("/v3/personal-center/reminders", { remindersOn: "0" }, query);
    expect(off.body).toMatchObject({ code: 0, data: { remindersOn: false } });
    // Another borrower's switch is untouched.
    const other = await createBorrower();
    expect((await api.get("/v3/personal-center/reminders", {}, other.query)).body.data).toEqual({ remindersOn: true });

    await sendDueReminders(manila(addDays(due, -3), "09:00:00"));
    await sendDueReminders(manila(due, "09:00:00"));
    expect(await remindersTo(borrower.phone)).toEqual([]);

    // A payment's receipt is a notice the law requires: it still goes.
    const dueToday = await createOrder(borrower.id, { status: 174 });
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: dueToday.id, channelNumber: "GCSH" }, query);
    const fields = { txnid: code.body.data.reference as string, refno: "RM001", status: "S", message: "ok" };
    expect((await api.post("/v3/payments/postback", await signedPostback(fields))).body.data.applied).toBe(true);
    expect(await db().smsOutbox.count({ where: { phone: borrower.phone, purpose: "payment-receipt" } })).toBe(1);

    // Turned on again from a Filipino page: the reminders speak Filipino.
    const on = await api.post("/v3/personal-center/reminders", { remindersOn: "1" }, query.replace("language=en", "language=fil"));
    expect(on.body.data).toEqual({ remindersOn: true });
    const second = await createOrder(borrower.id, { status: 170 });
    const secondDue = await dueDateOf(second.id);
    await sendDueReminders(manila(addDays(secondDue, -1), "10:00:00"));
    const [message] = await remindersTo(borrower.phone);
    expect(message.body).toMatch(/^Paalala ng Pautang: ang PHP [\d,.]+ para sa order .* ay dapat bayaran sa /);
    expect(message.body).toContain(secondDue);
  });

  it("answers an unknown session like any borrower endpoint, never a 5xx", async () => {
    const answer = await api.get("/v3/personal-center/reminders", {}, "userId=999999&sessionId=nope&language=en");
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.code).not.toBe(0);
  });
});
