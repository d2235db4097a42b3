import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bucketsTotal } from "./allocation";
import { amountDue } from "./amount-due";
import { applyPayment } from "./payment";
import { inEnglish } from "./reasons";
import { allocationFrom, settle } from "./settlement";
import { arbLoan, day, openLoan } from "./test-support";

describe("settle: a payment as the receipt keeps it", () => {
  const { quote, state } = openLoan();
  const due = quote.maturityDate;

  it("a partial payment after maturity: the rules' allocation as it is, and the balance after is what is still owed that day", () => {
    const result = settle(state, "repay", 900_000, day(due, 45));
    expect(result.appliedAs).toBe("payment");
    // What applyPayment allocated, nothing recomputed: late charges are paid before interest and principal.
    const paid = applyPayment(state, 900_000, day(due, 45));
    expect(result.allocation.buckets).toEqual(paid.applied);
    expect(result.allocation.overpayment).toBe(paid.overpayment);
    expect(result.allocation.buckets.penalties).toBe(amountDue(state, day(due, 45)).dueNowBuckets.penalties);
    expect(result.balanceAfter).toBe(amountDue(result.state, day(due, 45)).payoff);
    expect(result.fullyPaid).toBe(false);
  });

  it("the full amount settles the loan: balance 0, fully paid", () => {
    const result = settle(state, "repay", 1_136_500, due);
    expect(result).toMatchObject({ fullyPaid: true, balanceAfter: 0, newDueDate: null });
  });

  it("an extension is an extension, with its new due date; short money is applied as a payment", () => {
    const owed = amountDue(state, day(due, 3));
    const interestAndCharges = owed.dueNow - owed.dueNowBuckets.principal;
    const extended = settle(state, "extend", interestAndCharges, day(due, 3));
    expect(extended.appliedAs).toBe("extension");
    expect(extended.newDueDate).not.toBeNull();
    expect(extended.allocation.buckets.principal).toBe(0);
    expect(bucketsTotal(extended.allocation.buckets)).toBe(interestAndCharges);
    const short = settle(state, "extend", 1_000, day(due, 3));
    expect(short.appliedAs).toBe("payment");
    expect(short.notices.map(inEnglish).join(" ")).toMatch(/An extension needs/);
  });

  it("conserves money: allocated + prepaid + overpayment = amount", () => {
    fc.assert(
      fc.property(
        arbLoan,
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 120 }),
        ({ state: loan, quote: q }, amount, days) => {
          const result = settle(loan, "repay", amount, day(q.maturityDate, days - 60));
          const { buckets, prepaid, overpayment } = result.allocation;
          expect(bucketsTotal(buckets) + prepaid.interest + prepaid.principal + overpayment).toBe(amount);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("reads a stored allocation back, treating anything malformed as nothing", () => {
    const stored = settle(state, "repay", 900_000, day(due, 45)).allocation;
    expect(allocationFrom(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(bucketsTotal(allocationFrom({ buckets: { principal: -5, interest: "7" } }).buckets)).toBe(0);
    expect(allocationFrom(null).overpayment).toBe(0);
  });
});
