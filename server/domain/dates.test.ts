import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, compareDates, daysBetween, fromInstant, isAfter, isBefore, isLocalDate, maxDate } from "./dates";
import { arbDate } from "./test-support";

describe("calendar arithmetic", () => {
  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2025-01-06", 91)).toBe("2025-04-07");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
  });

  it("counts whole days between dates, signed", () => {
    expect(daysBetween("2025-01-06", "2025-04-07")).toBe(91);
    expect(daysBetween("2025-04-07", "2025-01-06")).toBe(-91);
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
    expect(daysBetween("2025-05-05", "2025-05-05")).toBe(0);
  });

  it("compares dates", () => {
    expect(compareDates("2025-01-01", "2025-01-02")).toBeLessThan(0);
    expect(isBefore("2025-01-01", "2025-01-02")).toBe(true);
    expect(isAfter("2025-01-01", "2025-01-02")).toBe(false);
    expect(maxDate("2025-01-01", "2024-12-31")).toBe("2025-01-01");
  });

  it("accepts only real YYYY-MM-DD calendar dates", () => {
    expect(isLocalDate("2024-02-29")).toBe(true);
    expect(isLocalDate("2025-02-29")).toBe(false);
    expect(isLocalDate("2025-13-01")).toBe(false);
    expect(isLocalDate("2025-1-1")).toBe(false);
    expect(isLocalDate("2025-01-01T00:00:00Z")).toBe(false);
    expect(isLocalDate(20250101)).toBe(false);
    expect(() => addDays("2025-02-30", 1)).toThrow(RangeError);
  });

  it("property: addDays and daysBetween are inverse", () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: -2_000, max: 2_000 }), (date, days) => {
        expect(daysBetween(date, addDays(date, days))).toBe(days);
        expect(isLocalDate(addDays(date, days))).toBe(true);
      }),
    );
  });
});

describe("fromInstant: the Manila calendar day of an instant", () => {
  it("switches day at 16:00 UTC (midnight in Manila, UTC+8)", () => {
    expect(fromInstant(new Date("2025-01-01T15:59:59.999Z"))).toBe("2025-01-01");
    expect(fromInstant(new Date("2025-01-01T16:00:00.000Z"))).toBe("2025-01-02");
  });

  it("uses the same offset in June as in January (no daylight saving)", () => {
    expect(fromInstant(new Date("2025-06-30T16:00:00Z"))).toBe("2025-07-01");
    expect(fromInstant(new Date("2025-06-30T15:59:59Z"))).toBe("2025-06-30");
  });

  it("handles instants before 1970", () => {
    expect(fromInstant(new Date("1969-12-31T16:00:00Z"))).toBe("1970-01-01");
    expect(fromInstant(new Date("1969-12-31T15:59:59Z"))).toBe("1969-12-31");
  });

  it("refuses an invalid Date", () => {
    expect(() => fromInstant(new Date("not a date"))).toThrow(RangeError);
  });
});
