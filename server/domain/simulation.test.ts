/**
 * Property tests over whole loan lives: random loans, random days, random payments and extensions.
 * Whatever happens, the invariants of the rules must hold after every step.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bucketsTotal } from "./allocation";
import { amountDue } from "./amount-due";
import { applyExtension, extensionQuote } from "./extension";
import { LOAN_STATUS, lifecycleStatus } from "./lifecycle";
import { assertLoanState, lifetimeCosts, type LoanState } from "./loan-state";
import { applyPayment } from "./payment";
import { arbLoan, day } from "./test-support";

type Step =
  | { kind: "pay"; advance: number; share: number }
  | { kind: "payDueNow"; advance: number }
  | { kind: "extend"; advance: number }
  | { kind: "look"; advance: number };

const arbStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("pay" as const), advance: fc.integer({ min: 0, max: 60 }), share: fc.integer({ min: 0, max: 150 }) }),
  fc.record({ kind: fc.constant("payDueNow" as const), advance: fc.integer({ min: 0, max: 60 }) }),
  fc.record({ kind: fc.constant("extend" as const), advance: fc.integer({ min: 0, max: 60 }) }),
  fc.record({ kind: fc.constant("look" as const), advance: fc.integer({ min: 0, max: 200 }) }),
);

function checkInvariants(state: LoanState, today: string): void {
  expect(() => assertLoanState(state)).not.toThrow(); // no negative amount, nothing paid twice, cap held
  expect(lifetimeCosts(state)).toBeLessThanOrEqual(state.principal);
  const due = amountDue(state, today);
  expect(due.dueNow).toBeGreaterThanOrEqual(0);
  expect(due.dueNow).toBeLessThanOrEqual(due.payoff);
  expect(due.costCap.charged).toBeLessThanOrEqual(due.costCap.cap);
  const { status } = lifecycleStatus(state, today);
  expect(status === LOAN_STATUS.settled).toBe(due.payoff === 0);
}

describe("a loan's whole life", () => {
  it("property: the cap holds, amounts stay non-negative and every payment is conserved", () => {
    fc.assert(
      fc.property(arbLoan, fc.array(arbStep, { minLength: 1, maxLength: 12 }), ({ quote, state: opened }, steps) => {
        let state = opened;
        let today = quote.disbursementDate;
        for (const step of steps) {
          today = day(today, step.advance);
          const before = amountDue(state, today);
          if (step.kind === "pay" || step.kind === "payDueNow") {
            const amount = step.kind === "pay" ? Math.floor((before.payoff * step.share) / 100) : before.dueNow;
            const result = applyPayment(state, amount, today);
            const used = bucketsTotal(result.applied) + result.prepaid.interest + result.prepaid.principal;
            expect(used + result.overpayment).toBe(amount);
            // What the borrower owes falls by exactly what was applied.
            expect(amountDue(result.state, today).payoff).toBe(before.payoff - used);
            if (step.kind === "payDueNow") expect(amountDue(result.state, today).dueNow).toBe(0);
            state = result.state;
          } else if (step.kind === "extend") {
            const offer = extensionQuote(state, today);
            const result = applyExtension(state, offer.eligible ? offer.payNow : 0, today);
            expect(result.ok).toBe(offer.eligible);
            if (result.ok) {
              expect(amountDue(result.state, today).payoff).toBe(result.quote.principal + result.quote.newPeriodInterest);
              expect(lifecycleStatus(result.state, today).status).toBe(LOAN_STATUS.repaying);
              state = result.state;
            }
          }
          checkInvariants(state, today);
        }
      }),
      { numRuns: 200 },
    );
  });
});
