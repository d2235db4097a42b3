import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatPeso } from "@contract/format";
import { orderPage } from "@contract/page-query";
import { paymentHistory, type PaymentEntry } from "@contract/receipts";
import { LoadFailed } from "~/components/error-page";
import { lendingFor } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { hasFullPaymentCertificate } from "~/lib/order-status";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/receipts.css";
import { AllocationList } from "./payment-receipt.parts";

/**
 * Payment history of one order (/paymentHistory): every applied payment with its allocation and
 * the balance after it, as stored when it was applied; codes that failed or expired say so, and
 * money received but not applied says it is owed back (docs/decisions/150).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = textsHandle("common", "receipts");
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "receipts").historyTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, client } = lendingFor(request, orderPage);
  if (page.orderId === undefined) return data({ state: "failed" as const, message: serverTexts("receipts", page.language).noOrder }, 400);
  const result = await attempt(() => client.call(paymentHistory, { orderId: page.orderId }));
  if (isLoadFailure(result)) return failureData(result);
  return { state: "ok" as const, history: result.data };
}

export default function PaymentHistory() {
  const t = useTexts("receipts");
  const loaded = useLoaderData<typeof loader>();
  const query = usePageQuery();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.historyTitle} />;
  const { history } = loaded as Extract<typeof loaded, { state: "ok" }>;
  return (
    <main className="page page--no-bar receipts">
      <h1 className="page-title">{t.historyTitle}</h1>
      <p className="receipts__sub">
        {history.productName} · {t.orderNo} <span className="nowrap">{history.orderNo}</span>
      </p>
      {history.items.length === 0 ? <p className="card">{t.historyEmpty}</p> : null}
      <ol className="receipts__list">
        {history.items.map((entry, i) => (
          <li key={`${entry.status}-${entry.reference}-${entry.gatewayRef}-${i}`} className={`card payment payment--${entry.status}`}>
            <Entry entry={entry} receiptHref={entry.receiptNo ? pageHref("/paymentReceipt", query, { receiptNo: entry.receiptNo }) : ""} />
          </li>
        ))}
      </ol>
      <nav className="statement__links">
        <a className="more-link" href={pageHref("/statementOfAccount", query, { orderId: history.orderId, productId: query.productId })}>
          {t.statementLink}
        </a>
        {hasFullPaymentCertificate(history.orderStatus) ? (
          <a
            className="more-link"
            href={pageHref("/fullPaymentCertificate", query, { orderId: history.orderId, productId: query.productId })}
          >
            {t.certificateLink}
          </a>
        ) : null}
        <a className="more-link" href={pageHref("/poles", query, { orderId: history.orderId, productId: query.productId })}>
          {t.backToOrder}
        </a>
      </nav>
    </main>
  );
}

function Entry({ entry, receiptHref }: { entry: PaymentEntry; receiptHref: string }) {
  const t = useTexts("receipts");
  return (
    <article aria-label={`${t.kind[entry.kind]} ${formatPeso(entry.amount)} ${t.status[entry.status]}`}>
      <div className="payment__head">
        <span className="payment__kind">{t.kind[entry.kind]}</span>
        <span className={`payment__status payment__status--${entry.status}`}>{t.status[entry.status]}</span>
      </div>
      <p className="payment__amount">{formatPeso(entry.amount)}</p>
      {entry.status === "refundDue" || entry.status === "refunded" ? (
        <p className="payment__note">{entry.status === "refundDue" ? t.refundNote : t.refundedNote}</p>
      ) : entry.status === "pending" ? (
        // Said before the borrower pays: paying one code closes the others (docs/decisions/245).
        <p className="payment__note">{t.pendingNote}</p>
      ) : entry.status === "expired" || entry.status === "failed" ? (
        <p className="payment__note">{t.closedNote}</p>
      ) : null}
      <dl className="facts">
        <div>
          <dt>{t.date}</dt>
          <dd>{entry.at}</dd>
        </div>
        <div>
          <dt>{t.channel}</dt>
          <dd>{entry.channel}</dd>
        </div>
        <div>
          <dt>{t.reference}</dt>
          <dd className="mono">{entry.reference}</dd>
        </div>
        {entry.gatewayRef ? (
          <div>
            <dt>{t.gatewayRef}</dt>
            <dd className="mono">{entry.gatewayRef}</dd>
          </div>
        ) : null}
        {entry.refundPaid ? (
          <>
            <div>
              <dt>{t.refundSentOn}</dt>
              <dd>{entry.refundPaid.on}</dd>
            </div>
            <div>
              <dt>{t.refundSentBy}</dt>
              <dd>{t.refundMethod[entry.refundPaid.method]}</dd>
            </div>
            {entry.refundPaid.reference ? (
              <div>
                <dt>{t.refundSentReference}</dt>
                <dd className="mono">{entry.refundPaid.reference}</dd>
              </div>
            ) : null}
          </>
        ) : null}
        {entry.newDueDate ? (
          <div>
            <dt>{t.newDueDate}</dt>
            <dd>{entry.newDueDate}</dd>
          </div>
        ) : null}
        {entry.balanceAfter !== null ? (
          <div>
            <dt>{t.balanceAfter}</dt>
            <dd>
              {entry.fullyPaid ? (
                <strong className="paid-stamp">{t.fullyPaid}</strong>
              ) : entry.kind === "cancel" ? (
                <strong className="paid-stamp">{t.cancelled}</strong>
              ) : (
                formatPeso(entry.balanceAfter)
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      {entry.allocation.length > 0 ? <AllocationList lines={entry.allocation} /> : null}
      {receiptHref ? (
        <a className="button button--ghost button--block" href={receiptHref}>
          {t.openReceipt} {entry.receiptNo}
        </a>
      ) : null}
    </article>
  );
}
