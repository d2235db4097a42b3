import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accrueCharges, lateChargesBreakdown } from "./accrual";
import { CEILING_SETS, ceilingsById, ceilingsOn, LATE_ALLOWANCE_DENOMINATOR, lateChargeCeilingPer30Days } from "./ceilings";
import { addDays, daysBetween, isBefore, type LocalDate } from "./dates";
import { applyExtension } from "./extension";
import { instalmentUnpaid, lifetimeCosts, type LoanState } from "./loan-state";
import { applyPayment } from "./payment";
import { inEnglish } from "./reasons";
import { arbLoan, day, openLoan } from "./test-support";

/**
 * Late charges under the ceilings (docs/decisions/080): the lesser of the contract and 5% per 30
 * days of the scheduled amount due and unpaid, accrued day by day, then the total cost cap.
 */

const [BSP_1133, SEC_MC_14] = CEILING_SETS;

function lateTotal(state: LoanState): number {
  return state.charged.latePenalty + state.charged.defaultInterest;
}

describe("the ceiling sets", () => {
  it("are dated and cited: BSP Circular 1133 from 2022-01-03, SEC MC 14 s.2025 from 2026-04-01", () => {
    expect(BSP_1133).toMatchObject({
      effectiveFrom: "2022-01-03",
      eirPercentPerMonth: 15,
      latePaymentBpsPerMonth: 500,
      totalCostCapBps: 10_000,
    });
    expect(BSP_1133.source).toBe("BSP Circular No. 1133, Series of 2021");
    expect(SEC_MC_14).toMatchObject({
      effectiveFrom: "2026-04-01",
      nominalInterestBpsPerMonth: 600,
      eirPercentPerMonth: 12,
      latePaymentBpsPerMonth: 500,
      totalCostCapBps: 10_000,
    });
    expect(SEC_MC_14.citation).toContain("Recalibrated Ceilings on Interest Rates and Other Fees");
  });

  it("picks the set in force on a date; a date before every circular gets the earliest", () => {
    expect(ceilingsOn("1999-12-31").id).toBe("BSP-1133-2021");
    expect(ceilingsOn("2022-01-02").id).toBe("BSP-1133-2021");
    expect(ceilingsOn("2022-01-03").id).toBe("BSP-1133-2021");
    expect(ceilingsOn("2026-03-31").id).toBe("BSP-1133-2021");
    expect(ceilingsOn("2026-04-01").id).toBe("SEC-MC-14-2025");
    expect(ceilingsOn("2040-01-01").id).toBe("SEC-MC-14-2025");
  });

  it("lists the sets in effective-date order with unique ids (adding a circular is adding an entry)", () => {
    for (let i = 1; i < CEILING_SETS.length; i += 1) {
      expect(isBefore(CEILING_SETS[i - 1].effectiveFrom, CEILING_SETS[i].effectiveFrom)).toBe(true);
    }
    expect(new Set(CEILING_SETS.map((set) => set.id)).size).toBe(CEILING_SETS.length);
    expect(() => ceilingsById("NOT-A-SET")).toThrow(RangeError);
  });

  it("bounds 30 days of late charges on ₱11,365 due at ₱568.25", () => {
    expect(lateChargeCeilingPer30Days(1_136_500, SEC_MC_14)).toBe(56_825);
    expect(lateChargeCeilingPer30Days(1_136_500, BSP_1133)).toBe(56_825);
    // 5% of 333 centavos is 16.65: rounded down, never above the ceiling.
    expect(lateChargeCeilingPer30Days(333, SEC_MC_14)).toBe(16);
  });
});

describe("a loan keeps the ceilings of its acceptance date; an extension takes the set of its date", () => {
  it("a loan accepted on 2026-03-31 is under BSP Circular 1133, one accepted on 2026-04-01 under SEC MC 14", () => {
    expect(openLoan({ disbursementDate: "2026-03-31" }).state.ceilings).toBe("BSP-1133-2021");
    expect(openLoan({ disbursementDate: "2026-04-01" }).state.ceilings).toBe("SEC-MC-14-2025");
  });

  it("an extension dated from 2026-04-01 moves a loan of 2026-01-05 to SEC MC 14", () => {
    const { quote, state } = openLoan({ disbursementDate: "2026-01-05" });
    expect(state.ceilings).toBe("BSP-1133-2021");
    const extended = applyExtension(state, 10_000_000, addDays(quote.maturityDate, 3));
    if (!extended.ok) throw new Error(inEnglish(extended.reason));
    expect(addDays(quote.maturityDate, 3) >= "2026-04-01").toBe(true);
    expect(extended.state.ceilings).toBe("SEC-MC-14-2025");
  });
});

describe("late charges on the example loan, day by day (₱11,365 due and unpaid)", () => {
  const { quote, state } = openLoan();
  const due = quote.maturityDate;
  // 1,136,500 centavos x 500 bps a month / (10,000 x 30 days): 1,894.1666... centavos a day.
  const exact = (days: number) => Math.floor((days * 1_136_500 * 500) / LATE_ALLOWANCE_DENOMINATOR);

  it("charges exactly the day-by-day allowance, rounded down once, for every day until the cap", () => {
    let current = state;
    for (let n = 0; n <= 429; n += 1) {
      current = accrueCharges(current, day(due, n)).state;
      expect(lateTotal(current)).toBe(exact(n));
    }
  });

  it("reaches ₱568.25 on day 30, the penalty alone, and the ₱1,000 penalty in full on day 53", () => {
    expect(accrueCharges(state, day(due, 29)).state.charged).toMatchObject({ latePenalty: 54_930, defaultInterest: 0 });
    expect(accrueCharges(state, day(due, 30)).state.charged).toMatchObject({ latePenalty: 56_825, defaultInterest: 0 });
    expect(accrueCharges(state, day(due, 31)).state.charged).toMatchObject({ latePenalty: 58_719, defaultInterest: 0 });
    expect(accrueCharges(state, day(due, 52)).state.charged.defaultInterest).toBe(0);
    expect(accrueCharges(state, day(due, 53)).state.charged).toMatchObject({ latePenalty: 100_000, defaultInterest: 390 });
  });

  it("stops at the total cost cap on day 430 and charges nothing more, ever", () => {
    const day429 = accrueCharges(state, day(due, 429));
    expect(day429.capped).toBe(false);
    expect(lifetimeCosts(day429.state)).toBe(186_500 + 812_597);
    const day430 = accrueCharges(day429.state, day(due, 430));
    expect(day430.capped).toBe(true);
    expect(lifetimeCosts(day430.state)).toBe(1_000_000);
    expect(lateChargesBreakdown(day430.state).cutByCostCap).toBe(exact(430) - 813_500);
    const later = accrueCharges(day430.state, day(due, 900));
    expect(lifetimeCosts(later.state)).toBe(1_000_000);
    expect(later.latePenalty + later.defaultInterest).toBe(0);
  });

  it("shows what the ceiling waived: contract minus charged, on day 45", () => {
    const breakdown = lateChargesBreakdown(accrueCharges(state, day(due, 45)).state);
    expect(breakdown).toEqual({
      contract: { latePenalty: 100_000, defaultInterest: 30 * 56_825 + 15 * 45_460 },
      charged: { latePenalty: 85_237, defaultInterest: 0 },
      waivedByCeiling: 100_000 + 2_386_650 - 85_237,
      cutByCostCap: 0,
      paid: 0,
      outstanding: 85_237,
    });
  });

  it("charges the same under the 2022 and the 2026 set: both cap late payment at 5% a month", () => {
    const old = openLoan({ disbursementDate: "2025-01-06" });
    const recent = openLoan({ disbursementDate: "2026-05-04" });
    expect(old.state.ceilings).not.toBe(recent.state.ceilings);
    const at45 = (loan: typeof old) => accrueCharges(loan.state, day(loan.quote.maturityDate, 45)).state.charged;
    expect(at45(old)).toEqual(at45(recent));
  });
});

describe("late charges with partial payments and several late instalments", () => {
  it("a partial payment lowers the next days' allowance to 5% of what is still due", () => {
    const { quote, state } = openLoan();
    const due = quote.maturityDate;
    const day10 = accrueCharges(state, day(due, 10)).state;
    // Pay the charges and the interest and ₱4,000 of principal: ₱6,000 stays due.
    const paid = applyPayment(day10, lateTotal(day10) + 136_500 + 400_000, day(due, 10)).state;
    const before = lateTotal(paid);
    const after30More = accrueCharges(paid, day(due, 40)).state;
    // 30 more days on 600,000: 5% = 30,000, plus at most the carried fraction.
    expect(lateTotal(after30More) - before).toBe(30_000);
  });

  it("adds every late instalment's unpaid amount to the base; one penalty for the loan", () => {
    const { quote, state } = openLoan({ principal: 900_000, periods: 3 });
    const [first, second] = quote.schedule;
    const today = day(second.dueDate, 10);
    const result = accrueCharges(state, today);
    const daysFirstOnly = daysBetween(first.dueDate, second.dueDate);
    const numerator = (daysFirstOnly * first.total + 10 * (first.total + second.total)) * 500;
    expect(lateTotal(result.state)).toBe(Math.floor(numerator / LATE_ALLOWANCE_DENOMINATOR));
    expect(result.contract.latePenalty).toBe(100_000);
  });

  it("charges nothing for an instalment once it is paid", () => {
    const { quote, state } = openLoan({ periods: 3 });
    const first = quote.schedule[0];
    const accrued = accrueCharges(state, day(first.dueDate, 3)).state;
    const paid = applyPayment(accrued, 10_000_000, day(first.dueDate, 3)).state;
    expect(instalmentUnpaid(paid.instalments[0])).toBe(0);
    const later = accrueCharges(paid, day(quote.schedule[1].dueDate, 0));
    expect(later.latePenalty + later.defaultInterest).toBe(0);
  });
});

/** Each property lives dozens of loans day by day: generous on a shared machine. */
const PROPERTY_TIMEOUT_MS = 120_000;

type Event = { offset: number; amount: number; extend: boolean };

/**
 * Lives a loan day by day from its disbursement, paying (or extending) on the days given, and
 * records what was charged each day and the scheduled amount due and unpaid that day.
 */
function live(start: LoanState, horizon: number, events: Event[]) {
  const disbursed = start.disbursementDate;
  let state = start;
  const days: { date: LocalDate; charged: number; dueUnpaid: number; bps: number }[] = [];
  const payments: { amount: number; applied: number }[] = [];
  for (let offset = 1; offset <= horizon; offset += 1) {
    const date = addDays(disbursed, offset);
    const dueUnpaid = state.instalments
      .filter((instalment) => isBefore(instalment.dueDate, date))
      .reduce((sum, instalment) => sum + instalmentUnpaid(instalment), 0);
    const bps = ceilingsById(state.ceilings).latePaymentBpsPerMonth;
    const before = lateTotal(state);
    state = accrueCharges(state, date).state;
    days.push({ date, charged: lateTotal(state) - before, dueUnpaid, bps });
    expect(lifetimeCosts(state)).toBeLessThanOrEqual(state.principal);
    for (const event of events.filter((candidate) => candidate.offset === offset)) {
      const extended = event.extend ? applyExtension(state, event.amount, date) : null;
      if (extended?.ok) {
        payments.push({ amount: event.amount, applied: extended.quote.payNow + extended.overpayment });
        state = extended.state;
        continue;
      }
      const paid = applyPayment(state, event.amount, date);
      const applied = Object.values(paid.applied).reduce((sum, value) => sum + value, 0) + paid.prepaid.interest + paid.prepaid.principal;
      payments.push({ amount: event.amount, applied: applied + paid.overpayment });
      state = paid.state;
    }
  }
  return { state, days, payments };
}

const arbHistory = arbLoan.chain((loan) => {
  const horizon = loan.quote.termDays + 150;
  return fc.record({
    loan: fc.constant(loan),
    horizon: fc.constant(horizon),
    events: fc.array(
      fc.record({
        offset: fc.integer({ min: 1, max: horizon }),
        amount: fc.integer({ min: 0, max: Math.ceil(loan.quote.totalRepayable / 2) }),
        extend: fc.boolean(),
      }),
      { maxLength: 5 },
    ),
  });
});

describe("late charges: properties over any loan, payment history and day", () => {
  it(
    "in any 30-day window, charged late charges are at most 5% of the scheduled amount due and unpaid in it",
    () => {
      fc.assert(
        fc.property(arbHistory, ({ loan, horizon, events }) => {
          const { days } = live(loan.state, horizon, events);
          for (let start = 0; start + 30 <= days.length; start += 1) {
            const window = days.slice(start, start + 30);
            const charged = window.reduce((sum, entry) => sum + entry.charged, 0);
            // The allowance of the window's days, exactly (a fraction of a centavo carried in from
            // before the window can complete at most one more whole centavo).
            const allowance = window.reduce((sum, entry) => sum + entry.dueUnpaid * entry.bps, 0) / LATE_ALLOWANCE_DENOMINATOR;
            expect(charged).toBeLessThanOrEqual(Math.ceil(allowance));
            // ... hence at most 5% of the largest amount due and unpaid in the window, rounded up.
            const largest = Math.max(...window.map((entry) => entry.dueUnpaid));
            expect(charged).toBeLessThanOrEqual(Math.ceil((largest * 500) / 10_000));
          }
        }),
        { numRuns: 25 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "the total cost cap always holds and money is conserved to the centavo",
    () => {
      fc.assert(
        fc.property(arbHistory, ({ loan, horizon, events }) => {
          const { state, payments } = live(loan.state, horizon, events);
          expect(lifetimeCosts(state)).toBeLessThanOrEqual(state.principal);
          for (const payment of payments) expect(payment.applied).toBe(payment.amount);
          // Everything paid is on the books: instalments' paid amounts plus charges paid.
          const paidOnBooks =
            state.instalments.reduce((sum, instalment) => sum + instalment.paidPrincipal + instalment.paidInterest, 0) +
            Object.values(state.chargesPaid).reduce((sum, value) => sum + value, 0);
          expect(paidOnBooks).toBeLessThanOrEqual(payments.reduce((sum, payment) => sum + payment.amount, 0));
          const breakdown = lateChargesBreakdown(state);
          expect(breakdown.charged.latePenalty + breakdown.charged.defaultInterest).toBeLessThanOrEqual(
            breakdown.contract.latePenalty + breakdown.contract.defaultInterest,
          );
          expect(breakdown.charged.latePenalty).toBeLessThanOrEqual(breakdown.contract.latePenalty);
        }),
        { numRuns: 25 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "accruing day by day or at once gives the same state",
    () => {
      fc.assert(
        fc.property(arbLoan, fc.integer({ min: 0, max: 600 }), ({ quote, state }, late) => {
          const end = addDays(quote.maturityDate, late);
          let stepwise = state;
          for (let offset = 0; offset <= daysBetween(quote.disbursementDate, end); offset += 7) {
            stepwise = accrueCharges(stepwise, addDays(quote.disbursementDate, offset)).state;
          }
          stepwise = accrueCharges(stepwise, end).state;
          expect(stepwise).toEqual(accrueCharges(state, end).state);
        }),
        { numRuns: 25 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
