import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatPeso } from "@contract/format";
import { orderPage } from "@contract/page-query";
import { ErrorPage, LoadFailed } from "~/components/error-page";
import { lendingFor } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { failureData } from "~/lib/loader-helpers.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/receipts.css";
import { loadCertificate } from "./full-payment-certificate.server";
import { PrintButton } from "./payment-receipt.parts";

/**
 * Certificate of full payment (/fullPaymentCertificate?orderId=) of a settled loan
 * (docs/decisions/186): server-rendered, printable, the PDF a plain link. A loan not settled has
 * none: the page says so (HTTP 409) and offers the statement of account; another borrower's order
 * answers like a missing one (404).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = textsHandle("common", "receipts");
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "receipts").certificateTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, client } = lendingFor(request, orderPage);
  const result = await loadCertificate(client, page);
  if (result.state === "notSettled") return data(result, 409);
  if (isLoadFailure(result)) return failureData(result);
  return { ...result, pdfHref: pageHref("/fullPaymentCertificate/pdf", page, { orderId: result.certificate.orderId }) };
}

export default function FullPaymentCertificate() {
  const t = useTexts("receipts");
  const loaded = useLoaderData<typeof loader>();
  const query = usePageQuery();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.certificateTitle} />;
  const orderHref = pageHref("/poles", query, { orderId: query.orderId, productId: query.productId });
  const statementHref = pageHref("/statementOfAccount", query, { orderId: query.orderId, productId: query.productId });
  if (loaded.state === "notSettled") {
    return (
      <ErrorPage
        title={t.certificateTitle}
        body={loaded.message}
        action={
          <nav className="error-card__actions">
            <a className="button" href={statementHref}>
              {t.statementLink}
            </a>
            <a className="button button--ghost" href={orderHref}>
              {t.backToOrder}
            </a>
          </nav>
        }
      />
    );
  }
  const { certificate, pdfHref } = loaded as Extract<typeof loaded, { state: "ok" }>;
  return (
    <main className="page page--no-bar receipts">
      <article className="card receipt" aria-labelledby="certificate-title">
        <header className="receipt__lender">
          <p className="receipt__lender-name">{certificate.lender.name}</p>
          <p>
            {t.lenderSec} {certificate.lender.secNo}
          </p>
          <p>{certificate.lender.address}</p>
        </header>
        <h1 id="certificate-title" className="receipt__title">
          {t.certificateTitle}
        </h1>
        <p className="certificate__body">
          {t.certificateBody(certificate.borrower.name || t.theBorrower, certificate.orderNo, certificate.productName)}
        </p>
        <dl className="facts">
          <div>
            <dt>{t.phone}</dt>
            <dd>{certificate.borrower.phone}</dd>
          </div>
          <div>
            <dt>{t.orderNo}</dt>
            <dd className="mono">{certificate.orderNo}</dd>
          </div>
          <div>
            <dt>{t.principal}</dt>
            <dd>{formatPeso(certificate.principal)}</dd>
          </div>
          <div>
            <dt>{t.disbursedOn}</dt>
            <dd>{certificate.disbursedDate}</dd>
          </div>
          <div>
            <dt>{t.totalPaid}</dt>
            <dd>{formatPeso(certificate.totalPaid)}</dd>
          </div>
          <div>
            <dt>{t.settledOn}</dt>
            <dd>
              <strong>{certificate.settledDate}</strong>
            </dd>
          </div>
          {certificate.lastReceiptNo ? (
            <div>
              <dt>{t.settlingReceipt}</dt>
              <dd className="mono">
                <a href={pageHref("/paymentReceipt", query, { receiptNo: certificate.lastReceiptNo })}>{certificate.lastReceiptNo}</a>
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="paid-stamp receipt__stamp">{t.fullyPaid}</p>
        <p className="receipt__foot">
          {t.certificateIssued}: {certificate.issuedAtText}. {t.certificateFoot}
        </p>
      </article>

      <div className="receipt__actions no-print">
        <a className="button button--block" href={pdfHref} download={`certificate-${certificate.orderNo}.pdf`} type="application/pdf">
          {t.downloadPdf}
        </a>
        <PrintButton label={t.print} />
        <a className="more-link" href={statementHref}>
          {t.statementLink}
        </a>
        <a className="more-link" href={orderHref}>
          {t.backToOrder}
        </a>
      </div>
    </main>
  );
}
