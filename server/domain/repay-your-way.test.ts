import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountDue } from "./amount-due";
import { receiveMoney } from "./arrival";
import { COOLING_OFF_DAYS_DEFAULT } from "./constants";
import { daysBetween } from "./dates";
import type { LoanState } from "./loan-state";
import { inEnglish } from "./reasons";
import { coolingOff, partPaymentRange, partPaymentRangeOf, partPaymentRefusal, payoffQuote, payoffQuoteOf } from "./repay-your-way";
import { arbLoan, day, openLoan } from "./test-support";

/** Applies one payment the way every apply path does; throws when any of it is owed back. */
function pay(state: LoanState, amount: number, today: string): LoanState {
  const arrival = receiveMoney(state, "repay", amount, today, "open");
  if (!arrival.settlement || arrival.owedBack !== 0) throw new Error(`payment of ${amount} on ${today} was not all applied`);
  return arrival.settlement.state;
}

describe("pay in full today: the payoff quote", () => {
  it("worked example: ₱10,000 for 91 days at 0.15% a day, paid off on day 50, settles for ₱11,365.00", () => {
    const { quote, state } = openLoan();
    const today = day(quote.disbursementDate, 50);
    const payoff = payoffQuote(state, today);
    expect(payoff).toMatchObject({ amount: 1_136_500, principal: 1_000_000, interest: 136_500, charges: 0, rebate: 0, allowed: true });
    expect(receiveMoney(state, "repay", payoff.amount, today, "open").settlement?.fullyPaid).toBe(true);
  });

  it("is refused before the early-repayment window, with the day it opens", () => {
    const { quote, state } = openLoan();
    const payoff = payoffQuote(state, day(quote.disbursementDate, 10));
    expect(payoff.allowed).toBe(false);
    expect(inEnglish(payoff.reason!)).toContain(day(quote.disbursementDate, 46));
  });

  it("paying the quote settles the loan to the centavo, on any day it is offered", () => {
    fc.assert(
      fc.property(arbLoan, fc.integer({ min: 0, max: 500 }), ({ quote, state }, days) => {
        const today = day(quote.disbursementDate, days);
        const payoff = payoffQuote(state, today);
        fc.pre(payoff.allowed);
        expect(payoff.amount).toBe(payoff.principal + payoff.interest + payoff.charges - payoff.rebate);
        const arrival = receiveMoney(state, "repay", payoff.amount, today, "open");
        expect(arrival).toMatchObject({ applied: payoff.amount, owedBack: 0 });
        expect(arrival.settlement?.fullyPaid).toBe(true);
        expect(arrival.settlement?.balanceAfter).toBe(0);
        expect(amountDue(arrival.settlement!.state, today).payoff).toBe(0);
      }),
    );
  });
});

describe("pay any part", () => {
  it("the range runs from the configured minimum to what can be applied today; outside it is refused", () => {
    const { quote, state } = openLoan();
    const range = partPaymentRange(state, day(quote.disbursementDate, 50), 10_000);
    expect(range).toMatchObject({ allowed: true, min: 10_000, max: 1_136_500 });
    expect(partPaymentRefusal(9_999, range)).toBe("below");
    expect(partPaymentRefusal(1_136_501, range)).toBe("above");
    expect(partPaymentRefusal(10_000, range)).toBeNull();
    expect(partPaymentRefusal(1_136_500, range)).toBeNull();
    // Before the window with nothing due: no part payment at all, and why.
    const early = partPaymentRange(state, day(quote.disbursementDate, 3), 10_000);
    expect(early.allowed).toBe(false);
    expect(partPaymentRefusal(50_000, early)).toBe("closed");
  });

  it("any amount in the range is applied whole, never owed back", () => {
    fc.assert(
      fc.property(arbLoan, fc.integer({ min: 0, max: 500 }), fc.double({ min: 0, max: 1, noNaN: true }), ({ quote, state }, days, at) => {
        const today = day(quote.disbursementDate, days);
        const range = partPaymentRange(state, today, 10_000);
        fc.pre(range.allowed);
        const amount = range.min + Math.floor((range.max - range.min) * at);
        const arrival = receiveMoney(state, "repay", amount, today, "open");
        expect(arrival).toMatchObject({ applied: amount, owedBack: 0 });
        expect(arrival.settlement!.balanceAfter).toBe(amountDue(state, today).payoff - amount);
      }),
    );
  });

  it("parts paid on the same days end where paying each day's total at once ends, and then settle for the same total", () => {
    fc.assert(
      fc.property(
        arbLoan,
        fc.array(
          fc.record({
            gap: fc.integer({ min: 0, max: 40 }),
            parts: fc.array(fc.double({ min: 0, max: 0.4, noNaN: true }), { minLength: 1, maxLength: 3 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        ({ quote, state }, days) => {
          let split = state;
          let whole = state;
          let paidSplit = 0;
          let today = day(quote.disbursementDate, 45);
          for (const { gap, parts } of days) {
            today = day(today, gap);
            const range = partPaymentRange(split, today, 10_000);
            if (!range.allowed) continue;
            const amounts: number[] = [];
            let left = range.max;
            for (const share of parts) {
              const amount = Math.min(left, Math.max(range.min, Math.floor(range.max * share)));
              if (amount <= 0 || amount < range.min) break;
              amounts.push(amount);
              left -= amount;
            }
            for (const amount of amounts) split = pay(split, amount, today);
            const total = amounts.reduce((a, b) => a + b, 0);
            if (total > 0) whole = pay(whole, total, today);
            paidSplit += total;
            expect(split).toEqual(whole);
          }
          const finalPayoff = payoffQuote(split, today).amount;
          // Nothing was late: the parts and the final payoff add up to the payoff on the first day.
          const firstDue = state.instalments[0].dueDate;
          if (daysBetween(firstDue, today) <= 0)
            expect(paidSplit + finalPayoff).toBe(payoffQuote(state, day(quote.disbursementDate, 45)).amount);
          // Late or not, paying parts early never costs more than paying it all on the last day.
          expect(paidSplit + finalPayoff).toBeLessThanOrEqual(payoffQuote(state, today).amount);
        },
      ),
    );
  });
});

describe("the quotes from an amount due already worked out", () => {
  it("are the quotes from the loan and the day, on any day and for any minimum", () => {
    fc.assert(
      fc.property(arbLoan, fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 2_000_000 }), ({ quote, state }, days, min) => {
        const today = day(quote.disbursementDate, days);
        const due = amountDue(state, today);
        expect(payoffQuoteOf(due)).toStrictEqual(payoffQuote(state, today));
        expect(partPaymentRangeOf(due, min)).toStrictEqual(partPaymentRange(state, today, min));
      }),
    );
  });
});

describe("cooling-off cancellation", () => {
  it("worked example: ₱10,000 less the 5% fee: ₱9,500.00 returned on day 7 cancels; day 8 is too late", () => {
    const { quote, state } = openLoan();
    const offer = coolingOff(state, day(quote.disbursementDate, 7));
    expect(offer).toMatchObject({ open: true, amount: 950_000, lastDay: day(quote.disbursementDate, 7) });
    const arrival = receiveMoney(state, "cancel", 950_000, day(quote.disbursementDate, 7), "open");
    expect(arrival).toMatchObject({ applied: 950_000, owedBack: 0, reason: null });
    expect(arrival.settlement).toMatchObject({
      appliedAs: "cancellation",
      balanceAfter: 0,
      fullyPaid: false,
      allocation: { returned: 950_000 },
    });
    expect(coolingOff(state, day(quote.disbursementDate, 8)).open).toBe(false);
    expect(receiveMoney(state, "cancel", 950_000, day(quote.disbursementDate, 8), "open")).toMatchObject({
      applied: 0,
      owedBack: 950_000,
      reason: "closed",
    });
  });

  it("after a payment the loan can no longer be cancelled", () => {
    const { quote, state } = openLoan({ periods: 3, termDays: 91 });
    const paid = pay(state, 1_000, day(quote.disbursementDate, 30));
    expect(coolingOff(paid, day(quote.disbursementDate, 30), 40).open).toBe(false);
  });

  it("returns exactly what was received: the net proceeds, no interest, no fees; the rest is owed back", () => {
    fc.assert(
      fc.property(
        arbLoan,
        fc.integer({ min: -2, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 100_000 }),
        ({ quote, state }, days, period, extra) => {
          const today = day(quote.disbursementDate, days);
          const offer = coolingOff(state, today, period);
          expect(offer.amount).toBe(quote.netProceeds);
          expect(offer.open).toBe(days >= 0 && days <= period);
          const arrival = receiveMoney(state, "cancel", quote.netProceeds + extra, today, "open", period);
          expect(arrival.applied + arrival.owedBack).toBe(quote.netProceeds + extra);
          if (offer.open) expect(arrival).toMatchObject({ applied: quote.netProceeds, owedBack: extra });
          else expect(arrival.applied).toBe(0);
          // Short of the proceeds cancels nothing.
          if (quote.netProceeds > 0) expect(receiveMoney(state, "cancel", quote.netProceeds - 1, today, "open", period).applied).toBe(0);
        },
      ),
    );
  });

  it("the default period is 7 days", () => {
    expect(COOLING_OFF_DAYS_DEFAULT).toBe(7);
  });
});
