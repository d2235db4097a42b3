import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formatPeso } from "@contract/format";
import { pageQueries } from "@contract/page-query";
import { paymentReceipt } from "@contract/receipts";
import { LoadFailed } from "~/components/error-page";
import { hasNativeApp } from "~/lib/bridge";
import { lendingFor } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { useBridge, usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/receipts.css";
import { AllocationList } from "./payment-receipt.parts";

/**
 * One receipt (/paymentReceipt?receiptNo=): server-rendered, readable and printable without
 * JavaScript (print styles hide everything but the receipt); the PDF is a plain link. With
 * JavaScript, Print opens the print dialog and, in the app, Share hands the PDF to the bridge.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = textsHandle("common", "receipts");
export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const t = metaTexts(matches, "receipts");
  return [{ title: loaded && "receipt" in loaded ? `${t.receiptTitle} ${loaded.receipt.number}` : t.receiptTitle }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, client } = lendingFor(request, pageQueries.paymentReceipt);
  const receiptNo = page.receiptNo ?? "";
  if (!receiptNo) return data({ state: "failed" as const, message: serverTexts("receipts", page.language).receiptNotFound }, 404);
  const result = await attempt(() => client.call(paymentReceipt, { receiptNo }));
  if (isLoadFailure(result)) return failureData(result);
  return { state: "ok" as const, receipt: result.data, pdfHref: pageHref("/paymentReceipt/pdf", page, { receiptNo: result.data.number }) };
}

export default function PaymentReceipt() {
  const t = useTexts("receipts");
  const loaded = useLoaderData<typeof loader>();
  const query = usePageQuery();
  const bridge = useBridge();
  const [hydrated, setHydrated] = useState(false);
  const [inApp, setInApp] = useState(false);
  useEffect(() => {
    setHydrated(true);
    setInApp(hasNativeApp());
  }, []);
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.receiptTitle} />;
  const { receipt, pdfHref } = loaded as Extract<typeof loaded, { state: "ok" }>;
  const fileName = `receipt-${receipt.number}.pdf`;
  return (
    <main className="page page--no-bar receipts">
      <article className="card receipt" aria-labelledby="receipt-title">
        <header className="receipt__lender">
          <p className="receipt__lender-name">{receipt.lender.name}</p>
          <p>
            {t.lenderSec} {receipt.lender.secNo}
          </p>
          <p>{receipt.lender.address}</p>
        </header>
        <h1 id="receipt-title" className="receipt__title">
          {t.receiptTitle}
        </h1>
        <dl className="facts">
          <div>
            <dt>{t.receiptNo}</dt>
            <dd className="mono receipt__number">{receipt.number}</dd>
          </div>
          <div>
            <dt>{t.date}</dt>
            <dd>{receipt.appliedAtText}</dd>
          </div>
          <div>
            <dt>{t.receivedFrom}</dt>
            {/* No name on file (sign-up asks only for a phone): the masked phone says who paid. */}
            <dd>{receipt.borrower.name || receipt.borrower.phone}</dd>
          </div>
          <div>
            <dt>{t.phone}</dt>
            <dd>{receipt.borrower.phone}</dd>
          </div>
          <div>
            <dt>{t.orderNo}</dt>
            <dd className="mono">{receipt.orderNo}</dd>
          </div>
        </dl>
        <p className="payment__amount">
          <span className="payment__kind">{t.kind[receipt.kind]}</span> {formatPeso(receipt.amount)}
        </p>
        <dl className="facts">
          <div>
            <dt>{t.channel}</dt>
            <dd>{receipt.channel}</dd>
          </div>
          <div>
            <dt>{t.reference}</dt>
            <dd className="mono">{receipt.reference}</dd>
          </div>
          {receipt.gatewayRef ? (
            <div>
              <dt>{t.gatewayRef}</dt>
              <dd className="mono">{receipt.gatewayRef}</dd>
            </div>
          ) : null}
        </dl>
        <AllocationList lines={receipt.allocation} />
        <dl className="facts">
          {receipt.newDueDate ? (
            <div>
              <dt>{t.newDueDate}</dt>
              <dd>{receipt.newDueDate}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t.balanceAfter}</dt>
            <dd>{formatPeso(receipt.balanceAfter)}</dd>
          </div>
        </dl>
        {receipt.fullyPaid ? <p className="paid-stamp receipt__stamp">{t.fullyPaid}</p> : null}
        {receipt.kind === "cancel" ? <p className="paid-stamp receipt__stamp">{t.cancelled}</p> : null}
        <p className="receipt__foot">{t.receiptFootnote}</p>
      </article>

      <div className="receipt__actions no-print">
        <a className="button button--block" href={pdfHref} download={fileName} type="application/pdf">
          {t.downloadPdf}
        </a>
        {hydrated ? (
          <button type="button" className="button button--ghost button--block" onClick={() => window.print()}>
            {t.print}
          </button>
        ) : null}
        {inApp ? (
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => bridge({ action: "shareFile", url: pdfHref, fileName, mimeType: "application/pdf" })}
          >
            {t.share}
          </button>
        ) : null}
        <a className="more-link" href={pageHref("/paymentHistory", query, { orderId: receipt.orderId, productId: query.productId })}>
          {t.historyTitle}
        </a>
      </div>
    </main>
  );
}
