import { accrueCharges } from "./accrual";
import { emptyBuckets, type BucketAmounts } from "./allocation";
import { ceilingsOn } from "./ceilings";
import { applyCostCap } from "./cost-cap";
import { addDays, daysBetween, type LocalDate } from "./dates";
import { LOAN_STATUS, lifecycleStatus } from "./lifecycle";
import { loanCostCapHeadroom, outstandingCharges, unpaidInterest, unpaidPrincipal, type LoanState } from "./loan-state";
import { assertCentavos, formatPhp, type Centavos } from "./money";
import { contractualInterest } from "./pricing";
import { text, type Reason } from "./reasons";

/**
 * Extension (rollover): the borrower pays everything owed except principal, and the due date moves
 * by the loan's own term (old due date + termDays, not today + termDays).
 *
 * - Offered on and after the due date (status 174 or 180), as the order details screen shows the
 *   rollover button only then; it stays open after judgment default, but not once the new due
 *   date itself would already have passed (the borrower would be overdue again at once).
 * - Single-payment loans only: an instalment loan has several due dates and the terms do not say
 *   which one would move; it repays by instalment instead.
 * - The new period bears contractual interest at the loan's daily rate on the principal still
 *   owed, for termDays, like the first period (otherwise an extension would be free credit); it is
 *   cut by the total-cost cap like every other cost, and disclosed in the quote.
 * - The one-time late penalty is not charged again after an extension (once per loan).
 * - An extension renews the loan: from its date the loan is under the ceiling set in force that
 *   day (SEC MC 14 s.2025 covers loans "renewed or restructured"), for its late charges and cap.
 */
export type ExtensionQuote =
  | { eligible: false; reason: Reason }
  | {
      eligible: true;
      reason: Reason;
      /** Everything owed except principal, charges accrued up to today. */
      payNow: Centavos;
      /** payNow by payment bucket (principal is always 0). */
      payNowBuckets: BucketAmounts;
      currentDueDate: LocalDate;
      newDueDate: LocalDate;
      /** Principal that moves to the new due date. */
      principal: Centavos;
      /** Interest for the new period, after the cap; owed on the new due date with the principal. */
      newPeriodInterest: Centavos;
      /** True when the cap cut the new period's interest. */
      capped: boolean;
    };

export function extensionQuote(state: LoanState, today: LocalDate): ExtensionQuote {
  const current = accrueCharges(state, today).state;
  if (current.instalments.length !== 1) {
    return { eligible: false, reason: text("extensionSinglePaymentOnly") };
  }
  const { status } = lifecycleStatus(current, today);
  const instalment = current.instalments[0];
  if (status === LOAN_STATUS.settled) return { eligible: false, reason: text("loanFullyPaid") };
  if (status === LOAN_STATUS.repaying) {
    return { eligible: false, reason: text("extendFromDueDate", { date: instalment.dueDate }) };
  }
  const principal = unpaidPrincipal(instalment);
  if (principal === 0) {
    return { eligible: false, reason: text("onlyChargesLeft") };
  }

  const newDueDate = addDays(instalment.dueDate, current.termDays);
  if (daysBetween(today, newDueDate) <= 0) {
    // Paying for an extension that ends in the past would leave the borrower overdue at once.
    return { eligible: false, reason: text("extensionNotInFuture", { date: newDueDate }) };
  }

  const charges = outstandingCharges(current);
  const payNowBuckets = emptyBuckets();
  payNowBuckets.charges = charges.lawfulCharges;
  payNowBuckets.costs = charges.enforcementCosts;
  payNowBuckets.penalties = charges.latePenalty + charges.defaultInterest;
  payNowBuckets.fees = charges.fees;
  payNowBuckets.interest = unpaidInterest(instalment);
  const payNow = payNowBuckets.charges + payNowBuckets.costs + payNowBuckets.penalties + payNowBuckets.fees + payNowBuckets.interest;

  const fullInterest = contractualInterest(principal, current.interestBpsPerDay, current.termDays);
  const cap = applyCostCap(loanCostCapHeadroom(current), [fullInterest]);
  return {
    eligible: true,
    reason: text("extendByPaying", { amount: formatPhp(payNow), date: newDueDate }),
    payNow,
    payNowBuckets,
    currentDueDate: instalment.dueDate,
    newDueDate,
    principal,
    newPeriodInterest: cap.amounts[0],
    capped: cap.capped,
  };
}

export type ExtensionResult =
  | { ok: true; state: LoanState; quote: Extract<ExtensionQuote, { eligible: true }>; overpayment: Centavos }
  | { ok: false; reason: Reason; shortfall: Centavos };

/**
 * Applies an extension paid with `amount` on `today`: all charges and interest are marked paid, the
 * due date moves, the new period's interest is added and the extension is counted. A payment
 * short of payNow extends nothing (the caller may apply it as an ordinary payment instead).
 */
export function applyExtension(state: LoanState, amount: Centavos, today: LocalDate): ExtensionResult {
  assertCentavos(amount, "amount");
  const quote = extensionQuote(state, today);
  if (!quote.eligible) return { ok: false, reason: quote.reason, shortfall: 0 };
  if (amount < quote.payNow) {
    return {
      ok: false,
      reason: text("extensionShortfall", { needed: formatPhp(quote.payNow), paid: formatPhp(amount) }),
      shortfall: quote.payNow - amount,
    };
  }
  const current = accrueCharges(state, today).state;
  const instalment = current.instalments[0];
  return {
    ok: true,
    quote,
    overpayment: amount - quote.payNow,
    state: {
      ...current,
      ceilings: ceilingsOn(today).id,
      late: {
        ...current.late,
        // What the ceiling held back so far is waived for good; the allowance restarts.
        closed: {
          latePenalty: current.late.contract.latePenalty - current.charged.latePenalty - current.late.cutByCostCap.latePenalty,
          defaultInterest:
            current.late.contract.defaultInterest - current.charged.defaultInterest - current.late.cutByCostCap.defaultInterest,
        },
        allowanceRemainder: 0,
      },
      extensions: current.extensions + 1,
      chargesPaid: { ...current.charged },
      instalments: [
        {
          ...instalment,
          dueDate: quote.newDueDate,
          paidInterest: instalment.interest,
          interest: instalment.interest + quote.newPeriodInterest,
        },
      ],
    },
  };
}
