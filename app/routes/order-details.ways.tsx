import { formatPeso } from "@contract/format";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import type { OrderDetailsLoaded } from "./order-details.server";
import { useOrderTexts } from "./order-details.texts";

/**
 * Order Details' ways to repay (docs/decisions/174): the cooling-off offer while it lasts, what
 * settles the loan today, and the way to pay any part; each leads to /repayYourWay.
 */
export function RepayWaysCard({ ways, orderId }: { ways: NonNullable<OrderDetailsLoaded["ways"]>; orderId: number }) {
  const w = useOrderTexts();
  const query = usePageQuery();
  if (!ways.coolingOff && ways.payoff === null && !ways.part) return null;
  const href = (anchor: string) => `${pageHref("/repayYourWay", query, { orderId })}#${anchor}`;
  return (
    <>
      {ways.coolingOff ? (
        <section className="card notice ways-offer" aria-labelledby="offer-title">
          <h2 id="offer-title" className="section-title">
            {w.offerTitle}
          </h2>
          <p>{w.offerBody(formatPeso(ways.coolingOff.amount), ways.coolingOff.lastDay.replace(/-/g, "\u2011"))}</p>
          <a className="button button--ghost button--small" href={href("cancel")}>
            {w.offerLink}
          </a>
        </section>
      ) : null}
      {ways.payoff !== null || ways.part ? (
        <a className="card more-link" href={href(ways.payoff !== null ? "payoff" : "part")}>
          {ways.payoff !== null ? w.payoffToday(formatPeso(ways.payoff)) : w.waysLink}
        </a>
      ) : null}
      {/* The payment guide (channel pictures) was linked from nowhere (issue 40 W10): here, where a
          borrower paying at a store or with an e-wallet looks. */}
      <a className="more-link" href={pageHref("/dragonpayPaymentInstructions", query, { orderId })}>
        {w.payGuideLink}
      </a>
    </>
  );
}
