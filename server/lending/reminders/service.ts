import { formatPeso } from "@contract";
import { now } from "../../clock";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import {
  addDays,
  fromInstant,
  LAST_REMINDER_SLOT_DAYS,
  REMINDER_SCHEDULE,
  reminderFigures,
  reminderToSend,
  withinSendingHours,
  type ReminderKind,
} from "../../domain";
import { isRepayable, OrderStatus } from "../../domain/order-status";
import { countReminderSent } from "../../metrics";
import { loanViewAt } from "../loans/loan-store";
import { queueSms } from "../sms/outbox";
import { backendLanguage, smsTexts, type BackendLanguage } from "../texts";

/**
 * Sends the payment reminders that are due now (docs/decisions/182). Nothing is kept in memory:
 * what is due is computed from the database (the loans, and the Reminder rows of what was sent) by
 * the rules in server/domain/reminders.ts, so a restart loses nothing and sends nothing twice. Each
 * reminder is written with its SMS in one transaction; the Reminder row's unique keys (order, due
 * date, kind; borrower, day) let only one of several instances send it: the others' insert fails
 * and they move on.
 */

export interface SentReminder {
  orderId: number;
  orderNo: string;
  kind: ReminderKind;
  dueDate: string;
  amount: number;
  phone: string;
}

const REPAYABLE = [OrderStatus.repaying, OrderStatus.due, OrderStatus.overdue];
/** The widest distance from a due date at which a reminder can still be due. */
const FIRST_OFFSET = REMINDER_SCHEDULE[0].offset;
const LAST_OFFSET = REMINDER_SCHEDULE[REMINDER_SCHEDULE.length - 1].offset + LAST_REMINDER_SLOT_DAYS;

function pesos(amount: number): string {
  // SMS alphabets have no peso sign.
  return formatPeso(amount).replace("₱", "PHP ");
}

/** The fixed text of a reminder, in the borrower's language, naming the amount and the due date. */
export function reminderText(kind: ReminderKind, language: BackendLanguage, amount: number, orderNo: string, dueDate: string): string {
  const texts = smsTexts(language);
  if (kind === "due") return texts.reminderDue(pesos(amount), orderNo, dueDate);
  return kind.startsWith("before")
    ? texts.reminderBefore(pesos(amount), orderNo, dueDate)
    : texts.reminderLate(pesos(amount), orderNo, dueDate);
}

/** The language the borrower last chose with us: their saved one, else their latest payment code's. */
async function languageOf(borrower: { id: number; language: string | null }): Promise<BackendLanguage> {
  if (borrower.language) return backendLanguage(borrower.language);
  const payment = await db().payment.findFirst({ where: { borrowerId: borrower.id }, orderBy: { id: "desc" }, select: { language: true } });
  return backendLanguage(payment?.language);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === "P2002";
}

/** Sends every reminder due at `at` (the QA clock's now by default); answers what this call sent. */
export async function sendDueReminders(at?: Date): Promise<SentReminder[]> {
  const instant = at ?? (await now());
  if (!withinSendingHours(instant)) return [];
  const today = fromInstant(instant);
  const orders = await db().loanOrder.findMany({
    where: {
      status: { in: REPAYABLE },
      borrower: { remindersOff: false },
      instalments: { some: { settledAt: null, dueDate: { gte: addDays(today, -LAST_OFFSET), lte: addDays(today, -FIRST_OFFSET) } } },
    },
    include: { instalments: true, borrower: { select: { id: true, phone: true, language: true } } },
    orderBy: { id: "asc" },
  });
  const sent: SentReminder[] = [];
  for (const order of orders) {
    const view = loanViewAt(order, today);
    if (!view.state || !isRepayable(view.order.status)) continue;
    const figures = reminderFigures(view.state, today);
    if (!figures) continue;
    const [already, remindedToday] = await Promise.all([
      db().reminder.findMany({ where: { orderId: order.id, dueDate: figures.dueDate }, select: { kind: true } }),
      db().reminder.count({ where: { borrowerId: order.borrowerId, day: today } }),
    ]);
    const kind = reminderToSend({
      now: instant,
      dueDate: figures.dueDate,
      remindersOn: true,
      sentKinds: already.map((row) => row.kind as ReminderKind),
      borrowerRemindedToday: remindedToday > 0,
    });
    if (!kind) continue;
    const body = reminderText(kind, await languageOf(order.borrower), figures.amount, order.orderNo, figures.dueDate);
    try {
      await transaction(async (tx) => {
        // The preference is read again here: a borrower who just turned reminders off gets none.
        const borrower = await tx.borrower.findUniqueOrThrow({ where: { id: order.borrowerId }, select: { remindersOff: true } });
        if (borrower.remindersOff) throw new TurnedOff();
        await tx.reminder.create({
          data: {
            orderId: order.id,
            borrowerId: order.borrowerId,
            dueDate: figures.dueDate,
            kind,
            day: today,
            amount: figures.amount,
            sentAt: instant,
          },
        });
        await queueSms(tx, { phone: order.borrower.phone, purpose: "payment-reminder", createdAt: instant, body });
        countReminderSent(kind);
      });
    } catch (error) {
      // Another instance sent this one (or another reminder to this borrower today) first.
      if (isUniqueViolation(error) || error instanceof TurnedOff) continue;
      throw error;
    }
    sent.push({
      orderId: order.id,
      orderNo: order.orderNo,
      kind,
      dueDate: figures.dueDate,
      amount: figures.amount,
      phone: order.borrower.phone,
    });
  }
  return sent;
}

class TurnedOff extends Error {}
