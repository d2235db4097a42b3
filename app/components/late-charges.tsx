import type { LateChargesBreakdown } from "~/lib/contract";
// Straight from the formatter, not the contract barrel: Order Details ships this (JS budget).
import { formatPeso } from "~/lib/format";
// Only this area's texts: the whole catalogue would ship every page's texts with Order Details.
import { useTexts } from "~/lib/messages/texts";

/** Late charges broken down: why the borrower owes what they owe (Order Details, repayment pages). */
export function LateChargesCard({ late }: { late: LateChargesBreakdown }) {
  const t = useTexts("lateCharges");
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
