import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountDue } from "./amount-due";
import { cardDebitRefusal, receiveMoney } from "./arrival";
import { payoffQuote } from "./repay-your-way";
import { arbLoan, day, openLoan } from "./test-support";

describe("receiveMoney: what part of arriving money is applied, what is owed back", () => {
  const { quote, state } = openLoan();
  const late = day(quote.maturityDate, 30);
  const owed = amountDue(state, late).payoff;

  it("money for an open way is applied up to what is owed that day; the rest is owed back", () => {
    const exact = receiveMoney(state, "repay", owed, late, "open");
    expect(exact).toMatchObject({ applied: owed, owedBack: 0, reason: null });
    expect(exact.settlement?.fullyPaid).toBe(true);
    const more = receiveMoney(state, "repay", owed + 50_000, late, "open");
    expect(more).toMatchObject({ applied: owed, owedBack: 50_000, reason: "overpaid" });
  });

  it("the same amount again on the settled loan is no repayment: nothing applied, no receipt, all owed back", () => {
    const first = receiveMoney(state, "repay", owed, late, "open");
    const second = receiveMoney(first.settlement!.state, "repay", owed, late, "open");
    expect(second).toEqual({ applied: 0, owedBack: owed, settlement: null, reason: "overpaid" });
  });

  it("money for a closed way (an expired or replaced code) is owed back in full, however much is owed", () => {
    expect(receiveMoney(state, "repay", owed, late, "closed")).toEqual({ applied: 0, owedBack: owed, settlement: null, reason: "closed" });
  });

  it("conserves every centavo and never applies more than the payoff that day", () => {
    fc.assert(
      fc.property(
        arbLoan,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.boolean(),
        fc.constantFrom("open" as const, "closed" as const),
        ({ quote: q, state: s }, days, amount, extend, standing) => {
          const today = day(q.disbursementDate, days);
          const arrival = receiveMoney(s, extend ? "extend" : "repay", amount, today, standing);
          expect(arrival.applied + arrival.owedBack).toBe(amount);
          expect(arrival.applied).toBeLessThanOrEqual(amountDue(s, today).payoff);
          expect(arrival.settlement === null).toBe(arrival.applied === 0);
        },
      ),
    );
  });
});

describe("receiveMoney of a payoff (pay in full today, third penetration test P8)", () => {
  it("worked example: quoted on the last day overdue, paid the next Manila day, is owed back whole, never applied as a part", () => {
    const { quote: q, state: s } = openLoan();
    const quotedOn = day(q.maturityDate, 5);
    const payoff = payoffQuote(s, quotedOn);
    expect(payoff.allowed).toBe(true);
    const nextDay = receiveMoney(s, "payoff", payoff.amount, day(quotedOn, 1), "open");
    expect(nextDay).toEqual({ applied: 0, owedBack: payoff.amount, settlement: null, reason: "closed" });
    expect(receiveMoney(s, "payoff", payoff.amount, quotedOn, "open").settlement?.fullyPaid).toBe(true);
  });

  it("a payoff's money either settles the loan to the centavo or is owed back whole, whatever day it arrives", () => {
    fc.assert(
      fc.property(
        arbLoan,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -5_000, max: 5_000 }),
        ({ quote: q, state: s }, days, later, drift) => {
          const quotedOn = day(q.disbursementDate, days);
          const payoff = payoffQuote(s, quotedOn);
          fc.pre(payoff.allowed);
          const amount = Math.max(0, payoff.amount + (later === 0 ? drift : 0));
          const arrivedOn = day(quotedOn, later);
          const arrival = receiveMoney(s, "payoff", amount, arrivedOn, "open");
          expect(arrival.applied + arrival.owedBack).toBe(amount);
          if (arrival.settlement) {
            expect(arrival.settlement.fullyPaid).toBe(true);
            expect(arrival.settlement.balanceAfter).toBe(0);
            expect(amountDue(arrival.settlement.state, arrivedOn).payoff).toBe(0);
          } else {
            expect(arrival).toMatchObject({ applied: 0, owedBack: amount });
          }
          // Paid the day it was quoted, the quote settles the loan.
          if (later === 0 && drift >= 0) expect(arrival.settlement?.fullyPaid).toBe(true);
        },
      ),
    );
  });
});

describe("cardDebitRefusal: a card is debited only for what is payable now", () => {
  it("refuses a settled loan and a changed amount, allows the exact amount", () => {
    expect(cardDebitRefusal(1_145_970, 0)).toBe("settled");
    expect(cardDebitRefusal(1_145_970, 1_147_000)).toBe("changed");
    expect(cardDebitRefusal(1_145_970, 1_145_970)).toBeNull();
  });
});
