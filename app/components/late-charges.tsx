import { formatPeso, type CeilingsDisclosure, type LateChargesBreakdown } from "~/lib/contract";
// Only this area's texts: the whole catalogue would ship every page's texts with Order Details.
import { lateCharges as t } from "~/lib/messages/late-charges";

/**
 * The ceilings that apply to a loan and the late-charge rule in plain words, inside the Truth in
 * Lending disclosure (both confirm pages and the agreement). Every figure comes from the backend.
 */
export function CeilingsDisclosureView({ ceilings: c, eirMonthlyPercent }: { ceilings: CeilingsDisclosure; eirMonthlyPercent: number }) {
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

/** Late charges broken down: why the borrower owes what they owe (Order Details, repayment pages). */
export function LateChargesCard({ late }: { late: LateChargesBreakdown }) {
  return (
    <section className="card late-charges" aria-labelledby="late-charges-title">
      <h2 id="late-charges-title" className="section-title">
        {t.breakdownTitle}
      </h2>
      <p className="late-charges__lead">{t.breakdownLead(late.source, late.latePercentPerMonth)}</p>
      <dl className="rows">
        <div className="rows__row">
          <dt>
            <span>{t.latePenalty}</span>
            <br />
            <small>{t.ofContract(formatPeso(late.contractLatePenalty))}</small>
          </dt>
          <dd>{formatPeso(late.latePenalty)}</dd>
        </div>
        <div className="rows__row">
          <dt>
            <span>{t.defaultInterest}</span>
            <br />
            <small>{t.ofContract(formatPeso(late.contractDefaultInterest))}</small>
          </dt>
          <dd>{formatPeso(late.defaultInterest)}</dd>
        </div>
        <div className="rows__row">
          <dt>{t.waived}</dt>
          <dd>{formatPeso(late.waivedByCeiling)}</dd>
        </div>
        {late.cutByCostCap > 0 ? (
          <div className="rows__row">
            <dt>{t.cutByCap}</dt>
            <dd>{formatPeso(late.cutByCostCap)}</dd>
          </div>
        ) : null}
        {late.paid > 0 ? (
          <div className="rows__row">
            <dt>{t.paid}</dt>
            <dd>{formatPeso(late.paid)}</dd>
          </div>
        ) : null}
        <div className="rows__row">
          <dt>{t.outstanding}</dt>
          <dd>{formatPeso(late.outstanding)}</dd>
        </div>
      </dl>
    </section>
  );
}
