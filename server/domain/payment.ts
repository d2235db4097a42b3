import { accrueCharges } from "./accrual";
import { allocatePayment, type BucketAmounts } from "./allocation";
import { amountDue } from "./amount-due";
import type { LocalDate } from "./dates";
import { unpaidInterest, unpaidPrincipal, type InstalmentState, type LoanState } from "./loan-state";
import { assertCentavos, type Centavos } from "./money";
import { text, type Reason } from "./reasons";

export interface PaymentResult {
  /** The loan after the payment, charges accrued up to `today`. */
  state: LoanState;
  /** What was applied to amounts due today, per bucket of the terms' payment order. */
  applied: BucketAmounts;
  /** What was applied ahead of schedule to instalments not yet due (prepayment). */
  prepaid: { interest: Centavos; principal: Centavos };
  /** Money not applied: more than the loan owes, or prepayment not yet allowed. To be refunded. */
  overpayment: Centavos;
  /** Why part of the money was not applied, for the borrower; null when all of it was. */
  notice: Reason | null;
}

/** Takes up to `amount` from one owed figure; returns what was taken. */
function take(owed: Centavos, amount: Centavos): Centavos {
  return Math.min(owed, amount);
}

/**
 * Applies a payment received on `today`:
 * 1. late charges are accrued up to today first (today's default interest included);
 * 2. what is due today is paid in the terms' order: lawful charges, enforcement costs, penalties
 *    (the one-time penalty before default interest), fees, interest, principal; within the
 *    interest and principal buckets the oldest instalment first. The terms fix this order "after
 *    maturity"; we use it for every due amount, before maturity too, so there is one order only;
 * 3. anything left goes to instalments not yet due, oldest first, interest then principal, but
 *    only inside the prepayment window; otherwise it is reported as overpayment, to be refunded.
 * Money is conserved: amount = applied + prepaid + overpayment.
 */
export function applyPayment(state: LoanState, amount: Centavos, today: LocalDate): PaymentResult {
  assertCentavos(amount, "amount");
  const accrued = accrueCharges(state, today).state;
  const due = amountDue(accrued, today);
  const allocation = allocatePayment(amount, due.dueNowBuckets);
  const { applied } = allocation;

  const chargesPaid = { ...accrued.chargesPaid };
  chargesPaid.lawfulCharges += applied.charges;
  chargesPaid.enforcementCosts += applied.costs;
  const toPenalty = take(due.charges.latePenalty, applied.penalties);
  chargesPaid.latePenalty += toPenalty;
  chargesPaid.defaultInterest += applied.penalties - toPenalty;
  chargesPaid.fees += applied.fees;

  let interestLeft = applied.interest;
  let principalLeft = applied.principal;
  const dueSeqs = new Set(due.instalments.filter((row) => row.standing === "due" || row.standing === "overdue").map((row) => row.seq));
  const afterDue = accrued.instalments.map((instalment): InstalmentState => {
    if (!dueSeqs.has(instalment.seq)) return instalment;
    const interest = take(unpaidInterest(instalment), interestLeft);
    const principal = take(unpaidPrincipal(instalment), principalLeft);
    interestLeft -= interest;
    principalLeft -= principal;
    return {
      ...instalment,
      paidInterest: instalment.paidInterest + interest,
      paidPrincipal: instalment.paidPrincipal + principal,
    };
  });

  let rest = allocation.overpayment;
  const prepaid = { interest: 0, principal: 0 };
  let notice: Reason | null = null;
  const hasUpcoming = due.instalments.some((row) => row.standing === "upcoming");
  let instalments = afterDue;
  if (rest > 0 && hasUpcoming) {
    if (due.prepayment.allowed) {
      instalments = afterDue.map((instalment) => {
        if (dueSeqs.has(instalment.seq)) return instalment;
        const interest = take(unpaidInterest(instalment), rest);
        rest -= interest;
        const principal = take(unpaidPrincipal(instalment), rest);
        rest -= principal;
        prepaid.interest += interest;
        prepaid.principal += principal;
        return {
          ...instalment,
          paidInterest: instalment.paidInterest + interest,
          paidPrincipal: instalment.paidPrincipal + principal,
        };
      });
    } else {
      notice = due.prepayment.reason;
    }
  }
  if (rest > 0 && notice === null) notice = text("overpaid");

  return {
    state: { ...accrued, instalments, chargesPaid },
    applied,
    prepaid,
    overpayment: rest,
    notice,
  };
}
