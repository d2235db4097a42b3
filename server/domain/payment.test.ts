import { describe, expect, it } from "vitest";
import { accrueCharges } from "./accrual";
import { amountDue } from "./amount-due";
import { lifecycleStatus } from "./lifecycle";
import { applyPayment } from "./payment";
import { inEnglish } from "./reasons";
import { day, openLoan } from "./test-support";

describe("applyPayment on the example loan", () => {
  const { quote, state } = openLoan();
  const due = quote.maturityDate;

  it("settles the loan when the full amount is paid on the due date", () => {
    const result = applyPayment(state, 1_136_500, due);
    expect(result.applied).toEqual({ charges: 0, costs: 0, penalties: 0, fees: 0, interest: 136_500, principal: 1_000_000 });
    expect(result.overpayment).toBe(0);
    expect(result.notice && inEnglish(result.notice)).toBeNull();
    expect(amountDue(result.state, due).payoff).toBe(0);
  });

  it("charges the payment day's default interest: the amount due on day 1 settles the loan on day 1", () => {
    const owed = amountDue(state, day(due, 1)).dueNow;
    // Day 1's late charges: the ceiling's 1/30 of 5% of ₱11,365 (₱18.94), all to the penalty.
    expect(owed).toBe(1_136_500 + 1_894);
    const result = applyPayment(state, owed, day(due, 1));
    expect(result.overpayment).toBe(0);
    expect(lifecycleStatus(result.state, day(due, 1)).status).toBe(200);
  });

  it("after maturity pays penalties first, then interest, then principal", () => {
    const result = applyPayment(state, 900_000, day(due, 45));
    expect(result.applied).toEqual({ charges: 0, costs: 0, penalties: 85_237, fees: 0, interest: 136_500, principal: 678_263 });
    expect(result.state.instalments[0]).toMatchObject({ paidInterest: 136_500, paidPrincipal: 678_263 });
    expect(result.state.chargesPaid).toMatchObject({ latePenalty: 85_237, defaultInterest: 0 });
  });

  it("within penalties pays the one-time penalty before default interest", () => {
    // Day 60: ₱1,136.50 charged (5% of ₱11,365 for each 30 days): ₱1,000 penalty + ₱136.50.
    const result = applyPayment(state, 105_000, day(due, 60));
    expect(result.state.charged).toMatchObject({ latePenalty: 100_000, defaultInterest: 13_650 });
    expect(result.state.chargesPaid).toMatchObject({ latePenalty: 100_000, defaultInterest: 5_000 });
  });

  it("lowers the base of later default interest once principal and interest are partly paid", () => {
    const payDay = day(due, 1);
    const charges = 1_894;
    const paid = applyPayment(state, charges + 136_500 + 500_000, payDay).state; // leaves ₱5,000 principal
    const day2 = accrueCharges(paid, day(due, 2));
    expect(day2.contract.defaultInterest).toBe(25_000); // the contract: 5% of 500,000
    // The ceiling: 500,000 x 5% / 30 = 833.33, plus day 1's carried fraction (0.17): 833.5 -> 833.
    expect(day2.latePenalty + day2.defaultInterest).toBe(833);
  });

  it("refunds money offered before the prepayment window opens, with the date it opens", () => {
    const today = day(quote.disbursementDate, 45);
    const result = applyPayment(state, 1_136_500, today);
    expect(result.overpayment).toBe(1_136_500);
    expect(result.prepaid).toEqual({ interest: 0, principal: 0 });
    expect(result.notice && inEnglish(result.notice)).toBe(
      "You can repay early from 2025-02-21, once half of your 91-day term has passed.",
    );
    expect(result.state.instalments).toEqual(state.instalments);
  });

  it("accepts prepayment once half the term has passed, interest first", () => {
    const today = day(quote.disbursementDate, 46);
    const result = applyPayment(state, 1_136_500, today);
    expect(result.prepaid).toEqual({ interest: 136_500, principal: 1_000_000 });
    expect(result.overpayment).toBe(0);
    expect(lifecycleStatus(result.state, today).status).toBe(200);

    const part = applyPayment(state, 200_000, today);
    expect(part.prepaid).toEqual({ interest: 136_500, principal: 63_500 });
  });

  it("reports money beyond everything owed as overpayment", () => {
    const result = applyPayment(state, 1_136_600, due);
    expect(result.overpayment).toBe(100);
    expect(result.notice && inEnglish(result.notice)).toBe("The payment is more than the loan owes; the difference will be refunded.");
  });
});

describe("applyPayment on an instalment loan", () => {
  const { quote, state } = openLoan({ periods: 3 });
  const [first, second, third] = quote.schedule;

  it("on the first due date (before the prepayment window) takes only the due instalment", () => {
    const result = applyPayment(state, first.total + second.total, first.dueDate);
    expect(result.applied.interest + result.applied.principal).toBe(first.total);
    expect(result.overpayment).toBe(second.total);
    expect(result.notice && inEnglish(result.notice)).toMatch(/^You can repay early from /);
  });

  it("on the second due date (after the window) also prepays the third instalment", () => {
    const afterFirst = applyPayment(state, first.total, first.dueDate).state;
    const result = applyPayment(afterFirst, second.total + third.total, second.dueDate);
    expect(result.prepaid).toEqual({ interest: third.interest, principal: third.principal });
    expect(result.overpayment).toBe(0);
    expect(lifecycleStatus(result.state, second.dueDate).status).toBe(200);
  });

  it("pays the oldest late instalment's interest before the newer one's", () => {
    const today = day(second.dueDate, 1);
    const owed = amountDue(state, today);
    const chargesOwed = owed.chargesTotal;
    const result = applyPayment(state, chargesOwed + first.interest + 1, today);
    expect(result.state.instalments.map((row) => row.paidInterest)).toEqual([first.interest, 1, 0]);
    expect(result.state.instalments.map((row) => row.paidPrincipal)).toEqual([0, 0, 0]);
  });
});
