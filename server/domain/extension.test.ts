import { describe, expect as expectRaw, it } from "vitest";
import { accrueCharges } from "./accrual";
import { amountDue } from "./amount-due";
import { applyExtension, extensionQuote } from "./extension";
import { lifecycleStatus } from "./lifecycle";
import { lifetimeCosts } from "./loan-state";
import { applyPayment } from "./payment";
import { inEnglish, inWords } from "./reasons";
import { day, openLoan, PRICING } from "./test-support";

/** Reasons are texts by key: compared as the English a borrower reads. */
const expect = ((value: unknown, message?: string) => expectRaw(inWords(value), message)) as typeof expectRaw;

describe("extensionQuote", () => {
  const { quote, state } = openLoan();
  const due = quote.maturityDate;

  it("is not offered before the due date", () => {
    expect(extensionQuote(state, day(due, -1))).toEqual({
      eligible: false,
      reason: "You can extend your loan from its due date, 2025-04-07.",
    });
  });

  it("on the due date asks for the interest only and moves the due date by the term", () => {
    const result = extensionQuote(state, due);
    expect(result).toMatchObject({
      eligible: true,
      payNow: 136_500,
      currentDueDate: "2025-04-07",
      newDueDate: "2025-07-07",
      principal: 1_000_000,
      newPeriodInterest: 136_500,
      capped: false,
      reason: "Pay ₱1,365.00 today to move your due date to 2025-07-07.",
    });
  });

  it("when overdue asks for interest, penalty and default interest, everything but principal", () => {
    const today = day(due, 5);
    const result = extensionQuote(state, today);
    if (!result.eligible) throw new Error(inEnglish(result.reason));
    // Late charges of 5 days: 5 x 1,136,500 x 5% / 30 = 9,470.83 -> 9,470 (the ceiling, not the contract).
    expect(result.payNow).toBe(136_500 + 9_470);
    expect(result.payNowBuckets).toEqual({
      charges: 0,
      costs: 0,
      penalties: 9_470,
      fees: 0,
      interest: 136_500,
      principal: 0,
    });
    expect(result.payNow).toBe(amountDue(state, today).dueNow - 1_000_000);
    expect(result.newDueDate).toBe("2025-07-07"); // old due date + 91, not today + 91
  });

  it("cuts the new period's interest to what is left under the cap", () => {
    // 365 days at 0.20% a day, no fee: 730,000 interest, 270,000 left under the cap.
    const long = openLoan({ termDays: 365, pricing: { ...PRICING, interestBpsPerDay: 20, serviceFeeBps: 0 } });
    const longDue = long.quote.maturityDate;
    expect(extensionQuote(long.state, longDue)).toMatchObject({ eligible: true, newPeriodInterest: 270_000, capped: true });
    // Day 5: late charges 5 x 1,730,000 x 5% / 30 = 14,416.67 -> 14,416; 255,584 left.
    expect(extensionQuote(long.state, day(longDue, 5))).toMatchObject({ eligible: true, newPeriodInterest: 255_584, capped: true });
  });

  it("is refused when the moved due date would not be in the future", () => {
    expect(extensionQuote(state, day(due, 90)).eligible).toBe(true);
    expect(extensionQuote(state, day(due, 91))).toEqual({
      eligible: false,
      reason: "An extension would move your due date only to 2025-07-07, which is not in the future; please repay the loan.",
    });
  });

  it("is not offered for instalment loans", () => {
    const instalments = openLoan({ periods: 3 });
    expect(extensionQuote(instalments.state, instalments.quote.schedule[0].dueDate)).toMatchObject({ eligible: false });
  });

  it("is not offered for a settled loan, nor when only charges are left", () => {
    const settled = applyPayment(state, 1_136_500, due).state;
    expect(extensionQuote(settled, due)).toEqual({ eligible: false, reason: "This loan is fully paid." });
    const late = day(due, 1);
    const principalPaid = {
      ...state,
      instalments: [{ ...state.instalments[0], paidPrincipal: 1_000_000 }],
    };
    expect(extensionQuote(principalPaid, late)).toMatchObject({ eligible: false });
  });
});

describe("applyExtension", () => {
  const { quote, state } = openLoan();
  const due = quote.maturityDate;

  it("refuses a payment short of the amount due now, saying how much is missing", () => {
    expect(applyExtension(state, 136_499, due)).toEqual({
      ok: false,
      reason: "An extension needs ₱1,365.00; ₱1,364.99 was paid.",
      shortfall: 1,
    });
  });

  it("moves the due date, adds the new period's interest and counts the extension", () => {
    const result = applyExtension(state, 136_500, due);
    if (!result.ok) throw new Error(inEnglish(result.reason));
    expect(result.overpayment).toBe(0);
    expect(result.state.extensions).toBe(1);
    expect(result.state.instalments[0]).toMatchObject({
      dueDate: "2025-07-07",
      principal: 1_000_000,
      interest: 273_000,
      paidInterest: 136_500,
      paidPrincipal: 0,
    });
    expect(lifecycleStatus(result.state, day(due, 1))).toMatchObject({ status: 170, nextDueDate: "2025-07-07" });
    expect(amountDue(result.state, "2025-07-07").dueNow).toBe(1_136_500);
  });

  it("clears every charge when overdue, and does not charge the late penalty again later", () => {
    const today = day(due, 5);
    const result = applyExtension(state, 10_000_000, today);
    if (!result.ok) throw new Error(inEnglish(result.reason));
    expect(result.overpayment).toBe(10_000_000 - result.quote.payNow);
    expect(amountDue(result.state, today).chargesTotal).toBe(0);
    const lateAgain = accrueCharges(result.state, day("2025-07-07", 1));
    expect(lateAgain.contract.latePenalty).toBe(0);
    // Default interest starts again at the 5% tier from the new due date (the contract), and what
    // the ceiling held back before the extension (₱1,000 - ₱94.70 of penalty) is not caught up.
    expect(lateAgain.contract.defaultInterest).toBe(56_825);
    expect(lateAgain).toMatchObject({ latePenalty: 0, defaultInterest: 1_894 });
  });

  it("keeps the loan within the cap across repeated extensions", () => {
    let current = state;
    let today = due;
    for (let i = 0; i < 6; i += 1) {
      const result = applyExtension(current, 10_000_000, today);
      if (!result.ok) throw new Error(inEnglish(result.reason));
      current = result.state;
      expect(lifetimeCosts(current)).toBeLessThanOrEqual(1_000_000);
      today = current.instalments[0].dueDate;
    }
    expect(current.extensions).toBe(6);
    expect(lifetimeCosts(current)).toBe(1_000_000);
  });

  it("refuses an ineligible loan without a shortfall", () => {
    expect(applyExtension(state, 10_000_000, day(due, -1))).toMatchObject({ ok: false, shortfall: 0 });
  });
});
