import type { CeilingsDisclosure, LateChargesBreakdown } from "@contract";
import {
  DEFAULT_INTEREST_TIERS,
  ceilingsById,
  lateCeilingToday,
  lateChargeCeilingPer30Days,
  latePenaltyAmount,
  totalCostCap,
  type AmountDue,
  type LoanQuote,
} from "../../domain";

/**
 * The wire shape of the ceilings and late charges, every figure from server/domain: the
 * disclosure's "ceilings that apply to this loan" and the late-charge breakdown of a loan.
 */

export function ceilingsDisclosureOf(quote: LoanQuote, repeatClient: boolean): CeilingsDisclosure {
  const set = ceilingsById(quote.ceilings);
  // The worked bound uses the first scheduled payment: what would be due and unpaid if it is missed.
  const amountDue = quote.schedule[0]?.total ?? quote.totalRepayable;
  return {
    source: set.source,
    citation: set.citation,
    effectiveFrom: set.effectiveFrom,
    nominalPercentPerMonth: set.nominalInterestBpsPerMonth / 100,
    eirPercentPerMonth: set.eirPercentPerMonth,
    latePercentPerMonth: set.latePaymentBpsPerMonth / 100,
    totalCostCapPercent: set.totalCostCapBps / 100,
    totalCostCap: totalCostCap(quote.principal, set),
    latePenalty: latePenaltyAmount(repeatClient),
    defaultInterest: DEFAULT_INTEREST_TIERS.map((t) => ({ fromDay: t.fromDay, toDay: t.toDay, percentPerDay: t.bpsPerDay / 100 })),
    lateExample: { amountDue, maxPer30Days: lateChargeCeilingPer30Days(amountDue, set) },
  };
}

/**
 * The late-charge breakdown of a loan as of today; null while the contract has asked for nothing.
 * What was charged and the ceiling it respects (docs/decisions/233); the contract's own amounts stay
 * in the loan's books (`late.contract`) and the lending rules' document, not on the borrower's page.
 */
export function lateChargesOf(due: AmountDue | null): LateChargesBreakdown | null {
  if (!due) return null;
  const late = due.lateCharges;
  if (late.contract.latePenalty + late.contract.defaultInterest === 0) return null;
  const set = ceilingsById(due.ceilings);
  const ceiling = lateCeilingToday(due);
  return {
    latePenalty: late.charged.latePenalty,
    defaultInterest: late.charged.defaultInterest,
    amountDueUnpaid: ceiling.amountDueUnpaid,
    ceilingPer30Days: ceiling.maxPer30Days,
    totalCostCap: due.costCap.cap,
    costCapReached: late.cutByCostCap > 0,
    paid: late.paid,
    outstanding: late.outstanding,
    source: set.source,
    latePercentPerMonth: set.latePaymentBpsPerMonth / 100,
  };
}
