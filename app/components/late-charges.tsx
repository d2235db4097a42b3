import type { LateChargesBreakdown } from "~/lib/contract";
// Straight from the formatter, not the contract barrel: Order Details ships this (JS budget).
import { formatPeso } from "~/lib/format";
import type { LateChargesTexts } from "~/lib/late-charges-texts.server";

/**
 * Late charges broken down: why the borrower owes what they owe (Order Details, repayment pages).
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
          <dt>
            <span>{t.latePenalty}</span>
            <br />
            <small>{t.latePenaltyOfContract}</small>
          </dt>
          <dd>{formatPeso(late.latePenalty)}</dd>
        </div>
        <div className="rows__row">
          <dt>
            <span>{t.defaultInterest}</span>
            <br />
            <small>{t.defaultInterestOfContract}</small>
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
