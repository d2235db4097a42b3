import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountDue } from "./amount-due";
import { addDays, daysBetween, fromInstant, type LocalDate } from "./dates";
import {
  LAST_REMINDER_SLOT_DAYS,
  REMINDER_KINDS,
  nextSendingTime,
  reminderDay,
  reminderFigures,
  reminderSlot,
  reminderToSend,
  withinSendingHours,
  type ReminderKind,
} from "./reminders";
import { openLoan } from "./test-support";

/** An instant given as Manila wall-clock time. */
const manila = (wall: string) => new Date(`${wall}+08:00`);
const HOUR = 3_600_000;

interface Sent {
  kind: ReminderKind;
  at: Date;
}

/**
 * What a scheduler does over time with nothing but the database between ticks: at each tick it asks
 * the rules with what was sent so far (so a restart between two ticks changes nothing).
 */
function run(dueDate: LocalDate, ticks: Date[], remindersOn = true): Sent[] {
  const sent: Sent[] = [];
  for (const now of ticks) {
    const today = fromInstant(now);
    const kind = reminderToSend({
      now,
      dueDate,
      remindersOn,
      sentKinds: sent.map((s) => s.kind),
      borrowerRemindedToday: sent.some((s) => fromInstant(s.at) === today),
    });
    if (kind) sent.push({ kind, at: now });
  }
  return sent;
}

const arbDue = fc.integer({ min: 0, max: 3_000 }).map((n) => addDays("2025-01-01", n));
/** Tick instants from 5 days before the due date to 20 days after, in any order of arrival (sorted). */
const arbTicks = (due: LocalDate) =>
  fc
    .array(fc.integer({ min: 0, max: 25 * 24 * 60 }), { maxLength: 300 })
    .map((minutes) =>
      [...minutes].sort((x, y) => x - y).map((m) => new Date(manila(`${addDays(due, -5)}T00:00:00`).getTime() + m * 60_000)),
    );

describe("reminder schedule (property: no reminder outside the hours or twice)", () => {
  it("sends only between 8:00 and 20:00 Manila, each kind at most once, at most one a day, each inside its slot", () => {
    fc.assert(
      fc.property(
        arbDue.chain((due) => fc.tuple(fc.constant(due), arbTicks(due))),
        ([due, ticks]) => {
          const sent = run(due, ticks);
          const kinds = sent.map((s) => s.kind);
          expect(new Set(kinds).size).toBe(kinds.length);
          const days = sent.map((s) => fromInstant(s.at));
          expect(new Set(days).size).toBe(days.length);
          for (const s of sent) {
            expect(withinSendingHours(s.at)).toBe(true);
            expect(reminderSlot(due, fromInstant(s.at))).toBe(s.kind);
            expect(daysBetween(reminderDay(due, s.kind), fromInstant(s.at))).toBeGreaterThanOrEqual(0);
          }
          // In the order of the schedule: never an earlier kind after a later one.
          expect(kinds.map((k) => REMINDER_KINDS.indexOf(k))).toEqual(
            [...kinds.map((k) => REMINDER_KINDS.indexOf(k))].sort((x, y) => x - y),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it("with a tick every few minutes, sends every kind once, on its own day, at the first tick from 8:00", () => {
    fc.assert(
      fc.property(arbDue, fc.integer({ min: 5, max: 30 }), (due, every) => {
        const start = manila(`${addDays(due, -5)}T00:00:00`).getTime();
        const ticks = Array.from({ length: Math.floor((25 * 24 * 60) / every) }, (_, i) => new Date(start + i * every * 60_000));
        const sent = run(due, ticks);
        expect(sent.map((s) => s.kind)).toEqual(REMINDER_KINDS);
        for (const s of sent) {
          expect(fromInstant(s.at)).toBe(reminderDay(due, s.kind));
          // The first tick at or after 8:00 that day.
          expect(s.at.getTime() - manila(`${fromInstant(s.at)}T08:00:00`).getTime()).toBeLessThan(every * 60_000);
        }
      }),
      { numRuns: 15 },
    );
  });

  it("after a stop, what fell due while stopped goes out at the next 8:00, unless a later one replaced it", () => {
    const due = "2026-03-10";
    // Down from the evening of the 6th (before-3 sent) to 21:00 on the 8th: before-1 (the 9th) is next.
    const before = run(due, [manila("2026-03-07T09:00:00")]);
    expect(before.map((s) => s.kind)).toEqual(["before-3"]);
    const sentKinds = before.map((s) => s.kind);
    expect(
      reminderToSend({ now: manila("2026-03-09T07:59:00"), dueDate: due, remindersOn: true, sentKinds, borrowerRemindedToday: false }),
    ).toBeNull();
    expect(
      reminderToSend({ now: manila("2026-03-09T08:00:00"), dueDate: due, remindersOn: true, sentKinds, borrowerRemindedToday: false }),
    ).toBe("before-1");
    // Down from the 7th to the afternoon of the 14th: before-1, due and after-1 were missed; after-3 replaces them.
    expect(
      reminderToSend({ now: manila("2026-03-14T15:00:00"), dueDate: due, remindersOn: true, sentKinds, borrowerRemindedToday: false }),
    ).toBe("after-3");
    // A reminder that fell due at 20:30 waits for the next morning's 8:00.
    expect(nextSendingTime(manila("2026-03-09T20:30:00")).toISOString()).toBe(manila("2026-03-10T08:00:00").toISOString());
  });

  it("sends nothing to a borrower who turned reminders off", () => {
    fc.assert(
      fc.property(
        arbDue.chain((due) => fc.tuple(fc.constant(due), arbTicks(due))),
        ([due, ticks]) => {
          expect(run(due, ticks, false)).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("has no slot before 3 days ahead or after the last one's days", () => {
    const due = "2026-03-10";
    expect(reminderSlot(due, "2026-03-06")).toBeNull();
    expect(reminderSlot(due, "2026-03-07")).toBe("before-3");
    expect(reminderSlot(due, "2026-03-08")).toBe("before-3");
    expect(reminderSlot(due, "2026-03-10")).toBe("due");
    expect(reminderSlot(due, addDays(due, 7 + LAST_REMINDER_SLOT_DAYS - 1))).toBe("after-7");
    expect(reminderSlot(due, addDays(due, 7 + LAST_REMINDER_SLOT_DAYS))).toBeNull();
  });

  it("nextSendingTime is the first instant inside the hours, at or after the one given", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * 365 * 24 * 60 }), (minute) => {
        const instant = new Date(Date.UTC(2026, 0, 1) + minute * 60_000 + 17_000);
        const next = nextSendingTime(instant);
        expect(withinSendingHours(next)).toBe(true);
        expect(next.getTime()).toBeGreaterThanOrEqual(instant.getTime());
        expect(next.getTime() - instant.getTime()).toBeLessThanOrEqual(12 * HOUR);
        if (next.getTime() !== instant.getTime()) expect(withinSendingHours(new Date(next.getTime() - 60_000))).toBe(false);
      }),
    );
  });
});

describe("reminderFigures", () => {
  it("names the earliest unpaid instalment's due date and what the rules say is due then", () => {
    const { state } = openLoan({ periods: 3, termDays: 91 });
    const first = state.instalments[0].dueDate;
    const before = reminderFigures(state, addDays(first, -3));
    expect(before).toEqual({ dueDate: first, amount: amountDue(state, first).dueNow });
    // Late: today's amount, late charges included.
    const late = reminderFigures(state, addDays(first, 7));
    expect(late?.dueDate).toBe(first);
    expect(late?.amount).toBe(amountDue(state, addDays(first, 7)).dueNow);
    expect(late!.amount).toBeGreaterThan(before!.amount);
  });

  it("names the next instalment once the first is paid, and nothing once all is paid", () => {
    const { state } = openLoan({ periods: 3, termDays: 91 });
    const [first, second] = state.instalments;
    const paidFirst = {
      ...state,
      instalments: state.instalments.map((i) => (i.seq === first.seq ? { ...i, paidPrincipal: i.principal, paidInterest: i.interest } : i)),
    };
    expect(reminderFigures(paidFirst, addDays(first.dueDate, -1))?.dueDate).toBe(second.dueDate);
    const paidAll = {
      ...state,
      instalments: state.instalments.map((i) => ({ ...i, paidPrincipal: i.principal, paidInterest: i.interest })),
    };
    expect(reminderFigures(paidAll, first.dueDate)).toBeNull();
  });
});
