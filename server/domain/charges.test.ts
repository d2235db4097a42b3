import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accrueDefaultInterest, defaultInterestTierForDay, latePenaltyAmount } from "./charges";
import { addDays } from "./dates";

/**
 * The CONTRACT's late charges (the maximum); what is charged under the ceilings and the cap is
 * tested in late-charges.test.ts.
 */
const DUE = "2025-04-07";

/** The contract's default interest on ₱10,000 unpaid, from the due date (or `through`) to day `days`. */
function late(days: number, unpaid = 1_000_000, through: string | null = null) {
  return accrueDefaultInterest(unpaid, DUE, through, addDays(DUE, days));
}

describe("default interest tiers", () => {
  it("charges 5% a day through day 30 and 4% from day 31", () => {
    expect(defaultInterestTierForDay(1).bpsPerDay).toBe(500);
    expect(defaultInterestTierForDay(30).bpsPerDay).toBe(500);
    expect(defaultInterestTierForDay(31).bpsPerDay).toBe(400);
  });

  it("charges 4% through day 90 and 2% from day 91 on", () => {
    expect(defaultInterestTierForDay(90).bpsPerDay).toBe(400);
    expect(defaultInterestTierForDay(91).bpsPerDay).toBe(200);
    expect(defaultInterestTierForDay(1_000).bpsPerDay).toBe(200);
  });

  it("has no rate for day 0 (the due date) or fractional days", () => {
    expect(() => defaultInterestTierForDay(0)).toThrow(RangeError);
    expect(() => defaultInterestTierForDay(1.5)).toThrow(RangeError);
  });
});

describe("the contract's late charges on ₱10,000 unpaid", () => {
  it("charges nothing on the due date itself, or before it", () => {
    expect(late(0)).toEqual({ tiers: [], total: 0 });
    expect(late(-5)).toEqual({ tiers: [], total: 0 });
  });

  it("on day 1: one day at 5%; the one-time penalty is ₱1,000, ₱800 for a repeat client", () => {
    expect(late(1).total).toBe(50_000);
    expect(latePenaltyAmount(false)).toBe(100_000);
    expect(latePenaltyAmount(true)).toBe(80_000);
  });

  it("day 30 is the last day at 5%; day 31 is the first at 4%", () => {
    expect(late(30).total).toBe(30 * 50_000);
    expect(late(30).tiers.map((tier) => [tier.tier, tier.days])).toEqual([[1, 30]]);
    expect(late(31).total).toBe(30 * 50_000 + 40_000);
    expect(late(31).tiers.map((tier) => [tier.tier, tier.fromDay, tier.toDay])).toEqual([
      [1, 1, 30],
      [2, 31, 31],
    ]);
  });

  it("day 90 is the last day at 4%; day 91 is the first at 2%", () => {
    expect(late(90).total).toBe(30 * 50_000 + 60 * 40_000);
    expect(late(91).total).toBe(30 * 50_000 + 60 * 40_000 + 20_000);
    expect(late(91).tiers.map((tier) => [tier.tier, tier.days, tier.bpsPerDay])).toEqual([
      [1, 30, 500],
      [2, 60, 400],
      [3, 1, 200],
    ]);
  });

  it("charges default interest on unpaid interest as well as principal", () => {
    expect(late(1, 1_136_500).total).toBe(56_825);
  });

  it("charges nothing when nothing is unpaid", () => {
    expect(late(10, 0).total).toBe(0);
  });

  it("accrues only the days after the last accrual", () => {
    const result = late(31, 1_000_000, addDays(DUE, 30));
    expect(result.total).toBe(40_000);
    expect(result.tiers).toEqual([{ tier: 2, fromDay: 31, toDay: 31, days: 1, bpsPerDay: 400, perDay: 40_000, amount: 40_000 }]);
  });

  it("rounds each day's interest half up on its own", () => {
    // 1,001 centavos x 5% = 50.05 -> 50 a day; 1,010 x 5% = 50.5 -> 51 a day.
    expect(late(30, 1_001).total).toBe(30 * 50);
    expect(late(30, 1_010).total).toBe(30 * 51);
  });
});

describe("the contract's default interest: properties", () => {
  it("accruing in two steps gives the same default interest as accruing at once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (unpaid, first, second) => {
          const middle = addDays(DUE, first);
          const end = addDays(DUE, first + second);
          const atOnce = accrueDefaultInterest(unpaid, DUE, null, end).total;
          const inSteps = accrueDefaultInterest(unpaid, DUE, null, middle).total + accrueDefaultInterest(unpaid, DUE, middle, end).total;
          expect(inSteps).toBe(atOnce);
        },
      ),
    );
  });
});
