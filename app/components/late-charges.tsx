import type { LateChargesBreakdown } from "@contract";
// Straight from the formatter, not the contract barrel: Order Details ships this (JS budget).
import { formatPeso } from "@contract/format";
import type { LateChargesTexts } from "~/lib/texts/late-charges-texts.server";

/**
 * Late charges broken down: what was charged and the legal ceiling it respects (Order Details,
 * repayment pages; docs/decisions/233).
 * Its sentences come with the page's data, in the page's language (`late-charges-texts.server.ts`).
 */
export function LateChargesCard({ late, texts: t }: { late: LateChargesBreakdown; texts: LateChargesTexts }) {
  return (
    <section className="card late-charges" aria-labelledby="late-charges-title">
      <h2 id="late-charges-title" className="section-title">
        {t.title}
      </h2>
      <p className="late-charges__lead">{t.lead}</p>
      <dl className="rows">
        <div className="rows__row">
          <dt>{t.latePenalty}</dt>
          <dd>{formatPeso(late.latePenalty)}</dd>
        </div>
        <div className="rows__row">
          <dt>{t.defaultInterest}</dt>
          <dd>{formatPeso(late.defaultInterest)}</dd>
        </div>
        {late.amountDueUnpaid > 0 ? (
          <div className="rows__row">
            <dt>
              <span>{t.ceiling}</span>
              <br />
              <small>{t.ceilingOf}</small>
            </dt>
            <dd>{formatPeso(late.ceilingPer30Days)}</dd>
          </div>
        ) : null}
        {late.costCapReached ? (
          <div className="rows__row">
            <dt>
              <span>{t.costCapReached}</span>
              <br />
              <small>{t.costCapNote}</small>
            </dt>
            <dd>{formatPeso(late.totalCostCap)}</dd>
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
