import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accrueCharges } from "./accrual";
import { daysBetween } from "./dates";
import { assertLoanState, lifetimeCosts, type LoanState } from "./loan-state";
import { arbLoan, day, openLoan } from "./test-support";

function accrueInSteps(state: LoanState, dates: string[]): LoanState {
  return dates.reduce((current, date) => accrueCharges(current, date).state, state);
}

describe("accrueCharges on the example loan (₱11,365 unpaid, ₱8,135 left under the cap)", () => {
  const { quote, state } = openLoan();
  const due = quote.maturityDate;

  it("charges nothing up to and including the due date", () => {
    const result = accrueCharges(state, due);
    expect(result.state.charged).toEqual(state.charged);
    expect(result.state.chargesAccruedThrough).toBe(due);
  });

  it("on day 1 the contract asks the penalty and 5% of principal + interest; the ceiling lets through 1/30 of 5%", () => {
    const result = accrueCharges(state, day(due, 1));
    expect(result.contract).toEqual({ latePenalty: 100_000, defaultInterest: 56_825 });
    // 1,136,500 x 5% / 30 = 1,894.17 centavos: 1,894 granted, the fraction carried to day 2.
    expect(result).toMatchObject({ latePenalty: 1_894, defaultInterest: 0, capped: false });
    expect(result.state.late.allowanceRemainder).toBe(50_000);
  });

  it("does not compound: day 2 asks the same default interest as day 1, though day 1's charges are unpaid", () => {
    const afterDay1 = accrueCharges(state, day(due, 1)).state;
    expect(accrueCharges(afterDay1, day(due, 2)).contract.defaultInterest).toBe(56_825);
  });

  it("charges at most ₱568.25 for the first 30 days late (5% of ₱11,365), the penalty first", () => {
    const day30 = accrueCharges(state, day(due, 30)).state;
    expect(day30.charged.latePenalty + day30.charged.defaultInterest).toBe(56_825);
    expect(day30.charged).toMatchObject({ latePenalty: 56_825, defaultInterest: 0 });
  });

  it("charges default interest once the penalty is charged in full (day 53)", () => {
    const day52 = accrueCharges(state, day(due, 52)).state;
    expect(day52.charged).toMatchObject({ latePenalty: 98_496, defaultInterest: 0 });
    const day53 = accrueCharges(day52, day(due, 53)).state;
    expect(day53.charged).toMatchObject({ latePenalty: 100_000, defaultInterest: 390 });
  });

  it("is idempotent for the same day and charges nothing when the clock moves back", () => {
    const once = accrueCharges(state, day(due, 5)).state;
    expect(accrueCharges(once, day(due, 5)).state).toBe(once);
    expect(accrueCharges(once, day(due, 2)).state).toBe(once);
  });

  it("asks a repeat client for ₱800", () => {
    const repeat = openLoan({ repeatClient: true }).state;
    expect(accrueCharges(repeat, day(due, 1)).contract.latePenalty).toBe(80_000);
    expect(accrueCharges(repeat, day(due, 60)).state.charged).toMatchObject({ latePenalty: 80_000, defaultInterest: 33_650 });
  });
});

describe("accrueCharges on an instalment loan", () => {
  const { quote, state } = openLoan({ principal: 900_000, periods: 3 });
  const [first, second] = quote.schedule;

  it("gives each late instalment its own day count and tier, and one penalty for the loan", () => {
    const today = day(second.dueDate, 1);
    const firstDays = daysBetween(first.dueDate, today); // past day 30: into the 4% tier
    expect(firstDays).toBe(31);
    const result = accrueCharges(state, today);
    // Integer arithmetic: 340,950 x 5 / 100 = 17,047.5 -> 17,048 (half up).
    const perDayFirst5 = Math.round((first.total * 5) / 100);
    const perDayFirst4 = Math.round((first.total * 4) / 100);
    const perDaySecond5 = Math.round((second.total * 5) / 100);
    expect(perDayFirst5).toBe(17_048);
    expect(result.contract.latePenalty).toBe(100_000);
    expect(result.contract.defaultInterest).toBe(30 * perDayFirst5 + perDayFirst4 + perDaySecond5);
  });

  it("stops charging an instalment once it is paid", () => {
    const today = day(first.dueDate, 3);
    const accrued = accrueCharges(state, today).state;
    const paid: LoanState = {
      ...accrued,
      instalments: accrued.instalments.map((row) =>
        row.seq === 1 ? { ...row, paidPrincipal: row.principal, paidInterest: row.interest } : row,
      ),
    };
    expect(accrueCharges(paid, day(first.dueDate, 10)).defaultInterest).toBe(0);
  });
});

describe("accrueCharges properties", () => {
  it("accruing day by day or at once gives the same state, and the cap always holds", () => {
    fc.assert(
      fc.property(arbLoan, fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 8 }), ({ quote, state }, steps) => {
        const dates: string[] = [];
        let offset = 0;
        for (const step of steps) {
          offset += step;
          dates.push(day(quote.disbursementDate, offset));
        }
        const stepwise = accrueInSteps(state, dates);
        const atOnce = accrueCharges(state, dates[dates.length - 1]).state;
        expect(stepwise.charged).toEqual(atOnce.charged);
        expect(lifetimeCosts(stepwise)).toBeLessThanOrEqual(stepwise.principal);
        expect(() => assertLoanState(stepwise)).not.toThrow();
      }),
    );
  });
});
