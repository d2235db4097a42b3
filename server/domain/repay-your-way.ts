import { amountDue, type AmountDue } from "./amount-due";
import { COOLING_OFF_DAYS_DEFAULT } from "./constants";
import { addDays, daysBetween, type LocalDate } from "./dates";
import { CHARGE_KINDS, type LoanState } from "./loan-state";
import { assertCentavos, type Centavos } from "./money";
import { text, type Reason } from "./reasons";

/**
 * Repaying the borrower's way (R.A. 11765): the whole loan today, any part of it, or, in the
 * cooling-off period after release, the loan cancelled by returning what was received. Every figure
 * comes from the rules that apply money (amountDue, applyPayment through settle), so what a page
 * quotes is exactly what a payment of that amount does (docs/decisions/174).
 */

export interface PayoffQuote {
  /** What settles the loan today: principal, interest and charges still owed. */
  amount: Centavos;
  principal: Centavos;
  interest: Centavos;
  /** Late penalty, default interest and other charges accrued up to today. */
  charges: Centavos;
  /**
   * Interest given back for paying early. The loan terms charge the schedule's interest whatever
   * the day it is paid and give no rebate, so this is 0; it is named so the page can say so.
   */
  rebate: Centavos;
  /** Whether a payment of `amount` today would all be applied (the prepayment window, decision 174). */
  allowed: boolean;
  /** Why not, a text the borrower can read; null when allowed. */
  reason: Reason | null;
}

/** What pays the loan off today, by the prepayment rules; refused before the early-repayment window. */
export function payoffQuote(state: LoanState, today: LocalDate): PayoffQuote {
  return payoffQuoteOf(amountDue(state, today));
}

/** payoffQuote from the loan's amount due today, for a caller that has just worked it out (no second accrual). */
export function payoffQuoteOf(due: AmountDue): PayoffQuote {
  const principal = due.instalments.reduce((sum, row) => sum + row.principal, 0);
  const interest = due.instalments.reduce((sum, row) => sum + row.interest, 0);
  const nothingAhead = due.payoff === due.dueNow;
  const allowed = due.payoff > 0 && (nothingAhead || due.prepayment.allowed);
  const reason = due.payoff === 0 ? text("loanFullyPaidThanks") : allowed ? null : due.prepayment.reason;
  return { amount: due.payoff, principal, interest, charges: due.chargesTotal, rebate: 0, allowed, reason };
}

export interface PartPaymentRange {
  allowed: boolean;
  /** The least a part payment may be: the configured minimum, or everything payable when that is less. */
  min: Centavos;
  /** The most: everything that can be applied today (the payoff inside the prepayment window, else what is due). */
  max: Centavos;
  /** Why no part payment can be made today; null when allowed. */
  reason: Reason | null;
}

/** The amounts a part payment may take today. */
export function partPaymentRange(state: LoanState, today: LocalDate, configuredMin: Centavos): PartPaymentRange {
  assertCentavos(configuredMin, "configuredMin");
  return partPaymentRangeOf(amountDue(state, today), configuredMin);
}

/** partPaymentRange from the loan's amount due today, for a caller that has just worked it out. */
export function partPaymentRangeOf(due: AmountDue, configuredMin: Centavos): PartPaymentRange {
  assertCentavos(configuredMin, "configuredMin");
  const max = due.prepayment.allowed ? due.payoff : due.dueNow;
  if (max <= 0) {
    const reason = due.payoff === 0 ? text("loanFullyPaidThanks") : due.prepayment.reason;
    return { allowed: false, min: 0, max: 0, reason };
  }
  return { allowed: true, min: Math.max(1, Math.min(configuredMin, max)), max, reason: null };
}

export type PartPaymentRefusal = "closed" | "below" | "above";

/** Why an amount cannot be a part payment today; null when it can. */
export function partPaymentRefusal(amount: Centavos, range: PartPaymentRange): PartPaymentRefusal | null {
  if (!range.allowed) return "closed";
  if (amount < range.min) return "below";
  if (amount > range.max) return "above";
  return null;
}

export interface CoolingOff {
  /** Whether the loan may be cancelled today. */
  open: boolean;
  /** The last day of the period: the release date plus the period's days. */
  lastDay: LocalDate;
  /** What cancels it: the proceeds the borrower received (principal less the deducted fee); no interest, no fees. */
  amount: Centavos;
  /** Why it cannot be cancelled; null when it can. */
  reason: Reason | null;
}

/** Whether anything at all has been paid on the loan (instalments or charges). */
function anythingPaid(state: LoanState): boolean {
  if (state.extensions > 0) return true;
  if (state.instalments.some((row) => row.paidPrincipal > 0 || row.paidInterest > 0)) return true;
  return CHARGE_KINDS.some((kind) => state.chargesPaid[kind] > 0);
}

/**
 * The cooling-off period: from the release day through `periodDays` days after it, a loan nothing
 * has been paid on may be cancelled by returning exactly what the borrower received.
 */
export function coolingOff(state: LoanState, today: LocalDate, periodDays: number = COOLING_OFF_DAYS_DEFAULT): CoolingOff {
  if (!Number.isSafeInteger(periodDays) || periodDays < 0)
    throw new RangeError(`periodDays must be a whole number >= 0, got ${periodDays}`);
  const lastDay = addDays(state.disbursementDate, periodDays);
  const amount = state.principal - state.serviceFee;
  const elapsed = daysBetween(state.disbursementDate, today);
  if (elapsed < 0 || elapsed > periodDays) return { open: false, lastDay, amount, reason: text("coolingOffEnded", { date: lastDay }) };
  if (anythingPaid(state)) return { open: false, lastDay, amount, reason: text("cancelAfterPayment") };
  return { open: true, lastDay, amount, reason: null };
}

export interface Cancellation {
  /** Applied to cancelling the loan: exactly the proceeds, or 0 when it was not cancelled. */
  applied: Centavos;
  owedBack: Centavos;
  cancelled: boolean;
}

/**
 * Money returned to cancel a loan: inside the period, at least the proceeds cancels it and anything
 * beyond is owed back; less than the proceeds, or outside the period, cancels nothing and all of it
 * is owed back (the loan stands, and is repaid the usual way).
 */
export function cancelLoan(
  state: LoanState,
  amount: Centavos,
  today: LocalDate,
  periodDays: number = COOLING_OFF_DAYS_DEFAULT,
): Cancellation {
  assertCentavos(amount, "amount");
  const offer = coolingOff(state, today, periodDays);
  if (!offer.open || amount < offer.amount) return { applied: 0, owedBack: amount, cancelled: false };
  return { applied: offer.amount, owedBack: amount - offer.amount, cancelled: true };
}
