import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  accrueDefaultInterest,
  defaultInterestTierForDay,
  latePenaltyAmount,
  overdueCharges,
  type OverdueChargesInput,
} from "./charges";
import { addDays } from "./dates";

const DUE = "2025-04-07";

/** PHP 10,000 unpaid on a loan with room to spare under the cap, so the contract alone shows. */
function late(days: number, overrides: Partial<OverdueChargesInput> = {}) {
  return overdueCharges({
    principal: 100_000_000,
    unpaidPrincipal: 1_000_000,
    unpaidInterest: 0,
    dueDate: DUE,
    today: addDays(DUE, days),
    repeatClient: false,
    alreadyCharged: { costs: 0, latePenalty: false, defaultInterestThrough: null },
    ...overrides,
  });
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

describe("overdueCharges on PHP 10,000 unpaid", () => {
  it("charges nothing on the due date itself", () => {
    const result = late(0);
    expect(result).toMatchObject({ daysOverdue: 0, latePenalty: 0, defaultInterest: 0, capped: false, tiers: [] });
  });

  it("charges nothing before the due date", () => {
    expect(late(-5)).toMatchObject({ daysOverdue: 0, latePenalty: 0, defaultInterest: 0 });
  });

  it("on day 1 charges the PHP 1,000 penalty and one day at 5%", () => {
    expect(late(1)).toMatchObject({ daysOverdue: 1, latePenalty: 100_000, defaultInterest: 50_000, capped: false });
  });

  it("charges a repeat client PHP 800 instead of PHP 1,000", () => {
    expect(latePenaltyAmount(false)).toBe(100_000);
    expect(latePenaltyAmount(true)).toBe(80_000);
    expect(late(1, { repeatClient: true }).latePenalty).toBe(80_000);
  });

  it("charges the penalty only once", () => {
    const result = late(5, { alreadyCharged: { costs: 0, latePenalty: true, defaultInterestThrough: null } });
    expect(result.latePenalty).toBe(0);
    expect(result.uncapped.latePenalty).toBe(0);
    expect(result.defaultInterest).toBe(250_000);
  });

  it("day 30 is the last day at 5%; day 31 is the first at 4%", () => {
    expect(late(30).defaultInterest).toBe(30 * 50_000);
    expect(late(30).tiers.map((tier) => [tier.tier, tier.days])).toEqual([[1, 30]]);
    expect(late(31).defaultInterest).toBe(30 * 50_000 + 40_000);
    expect(late(31).tiers.map((tier) => [tier.tier, tier.fromDay, tier.toDay])).toEqual([
      [1, 1, 30],
      [2, 31, 31],
    ]);
  });

  it("day 90 is the last day at 4%; day 91 is the first at 2%", () => {
    expect(late(90).defaultInterest).toBe(30 * 50_000 + 60 * 40_000);
    expect(late(91).defaultInterest).toBe(30 * 50_000 + 60 * 40_000 + 20_000);
    expect(late(91).tiers.map((tier) => [tier.tier, tier.days, tier.bpsPerDay])).toEqual([
      [1, 30, 500],
      [2, 60, 400],
      [3, 1, 200],
    ]);
  });

  it("charges default interest on unpaid interest as well as principal", () => {
    expect(late(1, { unpaidPrincipal: 1_000_000, unpaidInterest: 136_500 }).defaultInterest).toBe(56_825);
  });

  it("charges nothing when nothing is unpaid", () => {
    expect(late(10, { unpaidPrincipal: 0, unpaidInterest: 0 })).toMatchObject({ latePenalty: 0, defaultInterest: 0 });
  });

  it("accrues only the days after the last accrual", () => {
    const result = late(31, { alreadyCharged: { costs: 0, latePenalty: true, defaultInterestThrough: addDays(DUE, 30) } });
    expect(result.defaultInterest).toBe(40_000);
    expect(result.tiers).toEqual([{ tier: 2, fromDay: 31, toDay: 31, days: 1, bpsPerDay: 400, perDay: 40_000, amount: 40_000 }]);
  });

  it("rounds each day's interest half up on its own", () => {
    // 1,001 centavos x 5% = 50.05 -> 50 a day; 1,010 x 5% = 50.5 -> 51 a day.
    expect(late(30, { unpaidPrincipal: 1_001 }).defaultInterest).toBe(30 * 50);
    expect(late(30, { unpaidPrincipal: 1_010 }).defaultInterest).toBe(30 * 51);
  });
});

describe("overdueCharges under the 100% cost cap", () => {
  // Principal 1,000,000 with 850,000 already charged leaves 150,000: exactly penalty + one day.
  const capInput = { principal: 1_000_000 };

  it("charges in full when the charges reach the cap exactly", () => {
    const result = late(1, { ...capInput, alreadyCharged: { costs: 850_000, latePenalty: false, defaultInterestThrough: null } });
    expect(result).toMatchObject({ latePenalty: 100_000, defaultInterest: 50_000, capped: false, headroomAfter: 0 });
  });

  it("cuts default interest when the charges exceed the cap by one centavo", () => {
    const result = late(1, { ...capInput, alreadyCharged: { costs: 850_001, latePenalty: false, defaultInterestThrough: null } });
    expect(result).toMatchObject({ latePenalty: 100_000, defaultInterest: 49_999, capped: true, headroomAfter: 0 });
    expect(result.uncapped).toEqual({ latePenalty: 100_000, defaultInterest: 50_000 });
  });

  it("cuts the penalty itself when less than the penalty is left", () => {
    const result = late(1, { ...capInput, alreadyCharged: { costs: 940_000, latePenalty: false, defaultInterestThrough: null } });
    expect(result).toMatchObject({ latePenalty: 60_000, defaultInterest: 0, capped: true });
  });

  it("charges nothing more once the cap is used up", () => {
    const result = late(45, { ...capInput, alreadyCharged: { costs: 1_000_000, latePenalty: true, defaultInterestThrough: null } });
    expect(result).toMatchObject({ latePenalty: 0, defaultInterest: 0, capped: true, headroomAfter: 0 });
    expect(result.uncapped.defaultInterest).toBeGreaterThan(0);
  });

  it("does not report a cap when nothing was due", () => {
    const result = late(0, { ...capInput, alreadyCharged: { costs: 1_000_000, latePenalty: false, defaultInterestThrough: null } });
    expect(result.capped).toBe(false);
  });
});

describe("overdueCharges properties", () => {
  const arbInput = fc.record({
    principal: fc.integer({ min: 1, max: 100_000_000 }),
    costsShare: fc.integer({ min: 0, max: 100 }),
    unpaidPrincipal: fc.integer({ min: 0, max: 100_000_000 }),
    unpaidInterest: fc.integer({ min: 0, max: 10_000_000 }),
    days: fc.integer({ min: -30, max: 500 }),
    repeatClient: fc.boolean(),
    penaltyCharged: fc.boolean(),
  });

  it("the cap always holds, amounts are never negative and never above the contract", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const costs = Math.floor((input.principal * input.costsShare) / 100);
        const result = late(input.days, {
          principal: input.principal,
          unpaidPrincipal: input.unpaidPrincipal,
          unpaidInterest: input.unpaidInterest,
          repeatClient: input.repeatClient,
          alreadyCharged: { costs, latePenalty: input.penaltyCharged, defaultInterestThrough: null },
        });
        expect(costs + result.latePenalty + result.defaultInterest).toBeLessThanOrEqual(input.principal);
        expect(result.latePenalty).toBeGreaterThanOrEqual(0);
        expect(result.defaultInterest).toBeGreaterThanOrEqual(0);
        expect(result.latePenalty).toBeLessThanOrEqual(result.uncapped.latePenalty);
        expect(result.defaultInterest).toBeLessThanOrEqual(result.uncapped.defaultInterest);
        const cut = result.latePenalty + result.defaultInterest < result.uncapped.latePenalty + result.uncapped.defaultInterest;
        expect(result.capped).toBe(cut);
        expect(result.headroomAfter).toBe(input.principal - costs - result.latePenalty - result.defaultInterest);
      }),
    );
  });

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
          const inSteps =
            accrueDefaultInterest(unpaid, DUE, null, middle).total + accrueDefaultInterest(unpaid, DUE, middle, end).total;
          expect(inSteps).toBe(atOnce);
        },
      ),
    );
  });
});
