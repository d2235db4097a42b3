import { DECISION_WITHIN_DAYS, PAYOUT_WITHIN_DAYS } from "./constants";

/**
 * The figures marketing may quote (issue 30 item 3, docs/decisions/116): the amounts and terms
 * span the products open for applications, the times are the loan terms' own. Marketing texts
 * name them ({amountRange}, {decisionTime}...) and never write a figure themselves, so a claim
 * cannot drift from what a borrower is then offered.
 */
export interface OfferedProduct {
  minAmount: number;
  maxAmount: number;
  minTermDays: number;
  maxTermDays: number;
}

export interface MarketingFigures {
  /** Centavos: the smallest loan any offered product gives, and the largest. */
  minAmount: number;
  maxAmount: number;
  minTermDays: number;
  maxTermDays: number;
  decisionDays: number;
  payoutMinDays: number;
  payoutMaxDays: number;
}

/** The figures over `offered` (the products open for applications); null when none is. */
export function marketingFigures(offered: readonly OfferedProduct[]): MarketingFigures | null {
  if (offered.length === 0) return null;
  return {
    minAmount: Math.min(...offered.map((p) => p.minAmount)),
    maxAmount: Math.max(...offered.map((p) => p.maxAmount)),
    minTermDays: Math.min(...offered.map((p) => p.minTermDays)),
    maxTermDays: Math.max(...offered.map((p) => p.maxTermDays)),
    decisionDays: DECISION_WITHIN_DAYS,
    payoutMinDays: PAYOUT_WITHIN_DAYS.min,
    payoutMaxDays: PAYOUT_WITHIN_DAYS.max,
  };
}
