import { describe, expect, it } from "vitest";
import { isOverdue, replyDueAt } from "./reply-due";

/** An instant given as Manila wall-clock time. */
const manila = (wall: string) => new Date(`${wall}+08:00`);

describe("replyDueAt", () => {
  it.each([
    // 2026-11-16 is a Monday.
    ["Monday morning: Thursday, same time", "2026-11-16T09:30:00", "2026-11-19T09:30:00"],
    ["Wednesday: the weekend is skipped, Monday", "2026-11-18T14:00:00", "2026-11-23T14:00:00"],
    ["Thursday: Tuesday", "2026-11-19T08:00:00", "2026-11-24T08:00:00"],
    ["Friday afternoon: Wednesday", "2026-11-20T15:00:00", "2026-11-25T15:00:00"],
    ["Saturday: the clock starts Monday 00:00, so Thursday 00:00", "2026-11-21T10:00:00", "2026-11-26T00:00:00"],
    ["Sunday late: the same as Saturday", "2026-11-22T23:59:00", "2026-11-26T00:00:00"],
  ])("%s", (_label, filed, due) => {
    expect(replyDueAt(manila(filed)).toISOString()).toBe(manila(due).toISOString());
  });

  it("uses Manila days, not UTC days: Friday 23:30 UTC is already Saturday in Manila", () => {
    // Friday 2026-11-20 23:30 UTC = Saturday 07:30 Manila.
    expect(replyDueAt(new Date("2026-11-20T23:30:00Z")).toISOString()).toBe(manila("2026-11-26T00:00:00").toISOString());
  });

  it("never lands on a weekend and is always later than filing", () => {
    const start = manila("2026-01-01T00:00:00").getTime();
    for (let hours = 0; hours < 24 * 60; hours += 7) {
      const filed = new Date(start + hours * 3_600_000);
      const due = replyDueAt(filed);
      const wallDay = new Date(due.getTime() + 8 * 3_600_000).getUTCDay();
      expect(due.getTime()).toBeGreaterThan(filed.getTime());
      // Thursday 00:00 after a weekend filing is the end of Wednesday: a weekday either way.
      expect([1, 2, 3, 4, 5]).toContain(wallDay);
      expect(due.getTime() - filed.getTime()).toBeLessThanOrEqual(5 * 86_400_000);
    }
  });
});

describe("isOverdue", () => {
  const due = manila("2026-11-19T09:30:00");
  it("is overdue only when unreplied and past due", () => {
    expect(isOverdue(due, null, manila("2026-11-19T09:31:00"))).toBe(true);
    expect(isOverdue(due, null, manila("2026-11-19T09:29:00"))).toBe(false);
    expect(isOverdue(due, manila("2026-11-18T10:00:00"), manila("2026-11-20T00:00:00"))).toBe(false);
  });
});
