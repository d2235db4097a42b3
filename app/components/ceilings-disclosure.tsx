import type { CeilingsDisclosure } from "~/lib/contract";
import { formatPeso } from "~/lib/format";
// Only this area's texts: the whole catalogue would ship every page's texts with the confirm pages.
import { useTexts } from "~/lib/messages/texts";

/**
 * The ceilings that apply to a loan and the late-charge rule in plain words, inside the Truth in
 * Lending disclosure (both confirm pages and the agreement). Every figure comes from the backend.
 */
export function CeilingsDisclosureView({ ceilings: c, eirMonthlyPercent }: { ceilings: CeilingsDisclosure; eirMonthlyPercent: number }) {
  const t = useTexts("lateCharges");
  const tiers = c.defaultInterest.map((tier) => t.tierText(tier.percentPerDay, tier.fromDay, tier.toDay)).join(t.tiersJoin);
  return (
    <section className="ceilings" aria-labelledby="ceilings-title">
      <h3 id="ceilings-title" className="section-title">
        {t.ceilingsTitle}
      </h3>
      <p>{t.ceilingsLead(c.source, c.effectiveFrom)}</p>
      <ul>
        <li>{t.ceilingNominal(c.nominalPercentPerMonth)}</li>
        <li>{t.ceilingEir(c.eirPercentPerMonth, eirMonthlyPercent)}</li>
        <li>{t.ceilingTotal(c.totalCostCapPercent, formatPeso(c.totalCostCap))}</li>
      </ul>
      <h3 className="section-title">{t.lateRuleTitle}</h3>
      <p>{t.lateRule(formatPeso(c.latePenalty), tiers)}</p>
      <p>{t.lateRuleCeiling(c.latePercentPerMonth)}</p>
      <p>{t.lateRuleExample(formatPeso(c.lateExample.amountDue), formatPeso(c.lateExample.maxPer30Days))}</p>
    </section>
  );
}
