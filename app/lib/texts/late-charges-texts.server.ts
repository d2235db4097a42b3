import type { CeilingsDisclosure, LateChargesBreakdown } from "@contract";
import { formatPeso } from "@contract/format";
import { serverTexts } from "~/lib/messages/catalogue.server";

/**
 * The late charges' and the legal ceilings' sentences, written on the server in the page's language
 * with the loan's figures: the pages only show them, so they come with the page's data and no page
 * carries the `lateCharges` area in its JavaScript (docs/decisions/122). The wordings stay in the
 * catalogue (`messages/late-charges.ts`, its Filipino in `fil/late-charges.ts`), typed as before.
 */

/** The late-charge breakdown's texts (Order Details, the repayment pages): `LateChargesCard`. */
export interface LateChargesTexts {
  title: string;
  lead: string;
  latePenalty: string;
  defaultInterest: string;
  ceiling: string;
  ceilingOf: string;
  costCapReached: string;
  costCapNote: string;
  paid: string;
  outstanding: string;
}

/** Null when the order owes no late charges (the page shows no breakdown). */
export function lateChargesTexts(late: LateChargesBreakdown | null | undefined, language: string | undefined): LateChargesTexts | null {
  if (!late) return null;
  const t = serverTexts("lateCharges", language);
  return {
    title: t.breakdownTitle,
    lead: t.breakdownLead(late.source, late.latePercentPerMonth),
    latePenalty: t.latePenalty,
    defaultInterest: t.defaultInterest,
    ceiling: t.ceiling,
    ceilingOf: t.ceilingOf(late.latePercentPerMonth, formatPeso(late.amountDueUnpaid)),
    costCapReached: t.costCapReached,
    costCapNote: t.costCapNote,
    paid: t.paid,
    outstanding: t.outstanding,
  };
}

/** The ceilings that apply to a loan and the late-charge rule (both confirm pages, the agreement). */
export interface CeilingsTexts {
  title: string;
  lead: string;
  ceilings: readonly string[];
  lateRuleTitle: string;
  lateRule: string;
  lateRuleCeiling: string;
  lateRuleExample: string;
}

export function ceilingsTexts(c: CeilingsDisclosure, eirMonthlyPercent: number, language: string | undefined): CeilingsTexts {
  const t = serverTexts("lateCharges", language);
  const tiers = c.defaultInterest.map((tier) => t.tierText(tier.percentPerDay, tier.fromDay, tier.toDay)).join(t.tiersJoin);
  return {
    title: t.ceilingsTitle,
    lead: t.ceilingsLead(c.source, c.effectiveFrom),
    ceilings: [
      t.ceilingNominal(c.nominalPercentPerMonth),
      t.ceilingEir(c.eirPercentPerMonth, eirMonthlyPercent),
      t.ceilingTotal(c.totalCostCapPercent, formatPeso(c.totalCostCap)),
    ],
    lateRuleTitle: t.lateRuleTitle,
    lateRule: t.lateRule(formatPeso(c.latePenalty), tiers),
    lateRuleCeiling: t.lateRuleCeiling(c.latePercentPerMonth),
    lateRuleExample: t.lateRuleExample(formatPeso(c.lateExample.amountDue), formatPeso(c.lateExample.maxPer30Days)),
  };
}
