import { emptyBuckets, type BucketAmounts } from "./allocation";
import { amountDue } from "./amount-due";
import type { LocalDate } from "./dates";
import { applyExtension } from "./extension";
import { LOAN_STATUS, lifecycleStatus, type Lifecycle } from "./lifecycle";
import type { LoanState } from "./loan-state";
import { assertCentavos, type Centavos } from "./money";
import { applyPayment } from "./payment";
import type { Reason } from "./reasons";

/**
 * Settling money received for a loan, as one record: the new loan state plus what the rules did
 * with the money. The record is what a payment history, a receipt and a confirmation SMS show, so
 * it is kept as applied and never recomputed later (a later change of the rules must not rewrite
 * an old receipt).
 */
export interface PaymentAllocation {
  /** Applied to amounts due that day, per bucket of the terms' payment order. */
  buckets: BucketAmounts;
  /** Applied ahead of schedule to instalments not yet due. */
  prepaid: { interest: Centavos; principal: Centavos };
  /** Not applied (more than owed, or prepayment not allowed): to be refunded. */
  overpayment: Centavos;
  /** The proceeds returned to cancel the loan in its cooling-off period (decision 174); 0 otherwise. */
  returned: Centavos;
}

export interface Settlement {
  state: LoanState;
  lifecycle: Lifecycle;
  /**
   * 'extension' when the money bought an extension; 'cancellation' when it returned the proceeds in
   * the cooling-off period (the loan is cancelled, not settled); 'payment' otherwise.
   */
  appliedAs: "payment" | "extension" | "cancellation";
  allocation: PaymentAllocation;
  /** Everything still owed after the payment, on the day it was applied: the payoff that day. */
  balanceAfter: Centavos;
  fullyPaid: boolean;
  /** The due date an extension moved to; null for a payment. */
  newDueDate: LocalDate | null;
  /** Why part of the money was not applied as asked, in order; none when all of it was. */
  notices: Reason[];
}

/**
 * Applies `amount` received on `today`: an extension through applyExtension when asked and still
 * possible (otherwise as an ordinary payment, so the money is never lost), a repayment through
 * applyPayment.
 */
export function settle(state: LoanState, kind: "repay" | "extend", amount: Centavos, today: LocalDate): Settlement {
  assertCentavos(amount, "amount");
  const extended = kind === "extend" ? applyExtension(state, amount, today) : null;
  if (extended && extended.ok) {
    return finish(
      extended.state,
      today,
      "extension",
      {
        buckets: { ...extended.quote.payNowBuckets },
        prepaid: { interest: 0, principal: 0 },
        overpayment: extended.overpayment,
        returned: 0,
      },
      extended.quote.newDueDate,
      [],
    );
  }
  const paid = applyPayment(state, amount, today);
  const notices = [extended && !extended.ok ? extended.reason : null, paid.notice].filter((reason): reason is Reason => reason !== null);
  return finish(
    paid.state,
    today,
    "payment",
    { buckets: { ...paid.applied }, prepaid: { ...paid.prepaid }, overpayment: paid.overpayment, returned: 0 },
    null,
    notices,
  );
}

/**
 * The record of a cooling-off cancellation: the loan's state is left as it was (nothing of the
 * schedule was paid, it is void), `returned` is the proceeds given back, anything beyond them is to
 * be refunded, and nothing is owed after it.
 */
export function cancellationSettlement(state: LoanState, today: LocalDate, returned: Centavos, overpayment: Centavos): Settlement {
  assertCentavos(returned, "returned");
  assertCentavos(overpayment, "overpayment");
  return {
    state,
    lifecycle: lifecycleStatus(state, today),
    appliedAs: "cancellation",
    allocation: { buckets: emptyBuckets(), prepaid: { interest: 0, principal: 0 }, overpayment, returned },
    balanceAfter: 0,
    fullyPaid: false,
    newDueDate: null,
    notices: [],
  };
}

function finish(
  state: LoanState,
  today: LocalDate,
  appliedAs: Settlement["appliedAs"],
  allocation: PaymentAllocation,
  newDueDate: LocalDate | null,
  notices: Reason[],
): Settlement {
  const lifecycle = lifecycleStatus(state, today);
  const fullyPaid = lifecycle.status === LOAN_STATUS.settled;
  return {
    state,
    lifecycle,
    appliedAs,
    allocation,
    balanceAfter: fullyPaid ? 0 : amountDue(state, today).payoff,
    fullyPaid,
    newDueDate,
    notices,
  };
}

/** An allocation read back from storage; anything missing counts as nothing applied. */
export function allocationFrom(value: unknown): PaymentAllocation {
  const record = (value && typeof value === "object" ? value : {}) as Partial<PaymentAllocation>;
  const buckets = emptyBuckets();
  for (const key of Object.keys(buckets) as Array<keyof BucketAmounts>) buckets[key] = toCentavos(record.buckets?.[key]);
  return {
    buckets,
    prepaid: { interest: toCentavos(record.prepaid?.interest), principal: toCentavos(record.prepaid?.principal) },
    overpayment: toCentavos(record.overpayment),
    returned: toCentavos(record.returned),
  };
}

function toCentavos(value: unknown): Centavos {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}
