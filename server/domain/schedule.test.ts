import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysBetween } from "./dates";
import { sumCentavos } from "./money";
import { buildSchedule, instalmentDayOffset } from "./schedule";
import { arbDate } from "./test-support";

describe("buildSchedule", () => {
  it("puts a single payment on the maturity date", () => {
    expect(buildSchedule({ principal: 1_000_000, interest: 136_500, termDays: 91, periods: 1 }, "2025-01-06")).toEqual([
      { seq: 1, dueDate: "2025-04-07", principal: 1_000_000, interest: 136_500, total: 1_136_500 },
    ]);
  });

  it("splits 91 days into 3 instalments on days 30, 60 and 91", () => {
    const schedule = buildSchedule({ principal: 900_000, interest: 90_000, termDays: 91, periods: 3 }, "2025-01-06");
    expect(schedule.map((row) => row.dueDate)).toEqual(["2025-02-05", "2025-03-07", "2025-04-07"]);
    expect(schedule.map((row) => row.total)).toEqual([330_000, 330_000, 330_000]);
  });

  it("gives both remainders to the last instalment", () => {
    const schedule = buildSchedule({ principal: 1_000_001, interest: 136_502, termDays: 91, periods: 3 }, "2025-01-06");
    expect(schedule.map((row) => row.principal)).toEqual([333_333, 333_333, 333_335]);
    expect(schedule.map((row) => row.interest)).toEqual([45_500, 45_500, 45_502]);
    expect(schedule.map((row) => row.total)).toEqual([378_833, 378_833, 378_837]);
  });

  it("spaces 6 instalments over 182 days every 30 or 31 days and ends on maturity", () => {
    const offsets = [1, 2, 3, 4, 5, 6].map((seq) => instalmentDayOffset(182, 6, seq));
    expect(offsets).toEqual([30, 60, 91, 121, 151, 182]);
  });

  it("refuses more periods than days", () => {
    expect(() => buildSchedule({ principal: 100, interest: 0, termDays: 2, periods: 3 }, "2025-01-06")).toThrow(RangeError);
  });

  it("property: totals equal principal + interest, due dates rise strictly and the last is maturity", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 91, max: 365 }),
        fc.constantFrom(1, 2, 3, 4, 6, 12, 91),
        arbDate,
        (principal, interest, termDays, periods, disbursed) => {
          const schedule = buildSchedule({ principal, interest, termDays, periods }, disbursed);
          expect(sumCentavos(schedule.map((row) => row.principal))).toBe(principal);
          expect(sumCentavos(schedule.map((row) => row.interest))).toBe(interest);
          expect(sumCentavos(schedule.map((row) => row.total))).toBe(principal + interest);
          expect(schedule.every((row) => row.principal >= 0 && row.interest >= 0)).toBe(true);
          expect(daysBetween(disbursed, schedule[schedule.length - 1].dueDate)).toBe(termDays);
          let previous = 0;
          for (const row of schedule) {
            const offset = daysBetween(disbursed, row.dueDate);
            expect(offset).toBeGreaterThan(previous);
            previous = offset;
          }
        },
      ),
    );
  });
});
