import { amountDue } from "./amount-due";
import { addDays, daysBetween, fromInstant, MANILA_UTC_OFFSET_MINUTES, type LocalDate } from "./dates";
import type { LoanState } from "./loan-state";
import type { Centavos } from "./money";

/**
 * Payment reminders by SMS: which reminder a loan is due, and when one may go out. Pure rules (no
 * clock, no database): the scheduler (server/lending/reminders) passes "now" and what the database
 * says was already sent, so a restart or a second instance computes the same answer
 * (docs/decisions/182).
 */

/** The reminders of one due date, by days from it: 3 and 1 before, on it, 1, 3 and 7 after. */
export const REMINDER_SCHEDULE = [
  { kind: "before-3", offset: -3 },
  { kind: "before-1", offset: -1 },
  { kind: "due", offset: 0 },
  { kind: "after-1", offset: 1 },
  { kind: "after-3", offset: 3 },
  { kind: "after-7", offset: 7 },
] as const;

export type ReminderKind = (typeof REMINDER_SCHEDULE)[number]["kind"];
export const REMINDER_KINDS: readonly ReminderKind[] = REMINDER_SCHEDULE.map((step) => step.kind);

/**
 * Manila wall-clock hours in which a reminder may go out: 8:00 up to (not including) 20:00. Stricter
 * than SEC Memorandum Circular No. 18, s. 2019 (6 a.m. to 10 p.m.).
 */
export const SENDING_HOURS = { from: 8, to: 20 } as const;

/** The last reminder (7 days late) may still go out this many days after its own day, no later. */
export const LAST_REMINDER_SLOT_DAYS = 7;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** Minutes since Manila midnight of the instant. */
function manilaMinuteOfDay(instant: Date): number {
  const local = instant.getTime() + MANILA_UTC_OFFSET_MINUTES * MS_PER_MINUTE;
  return Math.floor((((local % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / MS_PER_MINUTE);
}

/** Whether a reminder may go out at this instant (Manila 8:00 <= time < 20:00). */
export function withinSendingHours(instant: Date): boolean {
  const minute = manilaMinuteOfDay(instant);
  return minute >= SENDING_HOURS.from * 60 && minute < SENDING_HOURS.to * 60;
}

/** The first instant at or after `instant` at which a reminder may go out: itself, or the next 8:00 in Manila. */
export function nextSendingTime(instant: Date): Date {
  if (withinSendingHours(instant)) return instant;
  const minute = manilaMinuteOfDay(instant);
  const startOfMinute = instant.getTime() - (instant.getTime() % MS_PER_MINUTE);
  const minutesToGo = minute < SENDING_HOURS.from * 60 ? SENDING_HOURS.from * 60 - minute : 24 * 60 - minute + SENDING_HOURS.from * 60;
  return new Date(startOfMinute + minutesToGo * MS_PER_MINUTE);
}

/** The day a reminder of this kind belongs to, for a due date. */
export function reminderDay(dueDate: LocalDate, kind: ReminderKind): LocalDate {
  const step = REMINDER_SCHEDULE.find((s) => s.kind === kind)!;
  return addDays(dueDate, step.offset);
}

/**
 * The reminder whose slot holds `today`: the latest kind whose day has come. Its slot lasts until
 * the next kind's day, which replaces it (a reminder not sent in its slot is never sent late); the
 * last one's slot lasts LAST_REMINDER_SLOT_DAYS. Null before the first and after the last slot.
 */
export function reminderSlot(dueDate: LocalDate, today: LocalDate): ReminderKind | null {
  const day = daysBetween(dueDate, today);
  const last = REMINDER_SCHEDULE[REMINDER_SCHEDULE.length - 1];
  if (day < REMINDER_SCHEDULE[0].offset || day >= last.offset + LAST_REMINDER_SLOT_DAYS) return null;
  let slot: ReminderKind | null = null;
  for (const step of REMINDER_SCHEDULE) if (step.offset <= day) slot = step.kind;
  return slot;
}

export interface ReminderQuestion {
  now: Date;
  /** The due date the reminder is about (the earliest unpaid instalment's); null when nothing is owed. */
  dueDate: LocalDate | null;
  /** The borrower's preference: false turns reminders off (legally required notices still go). */
  remindersOn: boolean;
  /** Reminders already sent for this order and due date. */
  sentKinds: readonly ReminderKind[];
  /** Whether this borrower was already sent a reminder on today's Manila day (any of their loans). */
  borrowerRemindedToday: boolean;
}

/**
 * The one reminder to send now for a loan, or null: inside the sending hours only, at most one a
 * day per borrower, each kind once per due date, never an earlier kind after a later one.
 */
export function reminderToSend(question: ReminderQuestion): ReminderKind | null {
  const { now, dueDate } = question;
  if (!dueDate || !question.remindersOn || question.borrowerRemindedToday) return null;
  if (!withinSendingHours(now)) return null;
  const kind = reminderSlot(dueDate, fromInstant(now));
  if (!kind) return null;
  const rank = REMINDER_KINDS.indexOf(kind);
  if (question.sentKinds.some((sent) => REMINDER_KINDS.indexOf(sent) >= rank)) return null;
  return kind;
}

export interface ReminderFigures {
  /** The earliest unpaid instalment's due date. */
  dueDate: LocalDate;
  /** What is to be paid on that date (before it) or today (on and after it), late charges included. */
  amount: Centavos;
}

/** The due date and the amount a reminder names, from the lending rules; null when nothing is owed. */
export function reminderFigures(state: LoanState, today: LocalDate): ReminderFigures | null {
  const unpaid = amountDue(state, today).instalments.find((row) => row.standing !== "paid");
  if (!unpaid) return null;
  const asOf = daysBetween(unpaid.dueDate, today) >= 0 ? today : unpaid.dueDate;
  const amount = amountDue(state, asOf).dueNow;
  return amount > 0 ? { dueDate: unpaid.dueDate, amount } : null;
}
