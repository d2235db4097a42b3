import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatPeso } from "@contract/format";
import { statementOfAccount, type StatementLoan } from "@contract/statements";
import { LoadFailed } from "~/components/error-page";
import { lendingFor } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData } from "~/lib/loader-helpers.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { statusTone } from "~/lib/order-status";
import { pageHref, type PageQuery } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/receipts.css";
import { PrintButton } from "./payment-receipt.parts";

/**
 * Statement of account (/statementOfAccount): every loan of the borrower with its status, what was
 * paid and what settles it today, and the payments applied (docs/decisions/186). Server-rendered,
 * complete without JavaScript; the PDF is a plain link; print styles print the statement alone.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = textsHandle("common", "receipts");
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "receipts").statementTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, client } = lendingFor(request);
  const result = await attempt(() => client.call(statementOfAccount, {}));
  if (isLoadFailure(result)) return failureData(result);
  return { state: "ok" as const, statement: result.data, pdfHref: pageHref("/statementOfAccount/pdf", page) };
}

export default function StatementOfAccount() {
  const t = useTexts("receipts");
  const loaded = useLoaderData<typeof loader>();
  const query = usePageQuery();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.statementTitle} />;
  const { statement, pdfHref } = loaded as Extract<typeof loaded, { state: "ok" }>;
  return (
    <main className="page page--no-bar receipts">
      <article className="card receipt statement" aria-labelledby="statement-title">
        <header className="receipt__lender">
          <p className="receipt__lender-name">{statement.lender.name}</p>
          <p>
            {t.lenderSec} {statement.lender.secNo}
          </p>
          <p>{statement.lender.address}</p>
        </header>
        <h1 id="statement-title" className="receipt__title">
          {t.statementTitle}
        </h1>
        <dl className="facts">
          <div>
            <dt>{t.statementAsOf}</dt>
            <dd>{statement.asOf}</dd>
          </div>
          {statement.borrower.name ? (
            <div>
              <dt>{t.borrower}</dt>
              <dd>{statement.borrower.name}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t.phone}</dt>
            <dd>{statement.borrower.phone}</dd>
          </div>
        </dl>
        <p className="statement__total">
          <span>{t.statementTotal}</span> <strong data-testid="statement-total">{formatPeso(statement.totalBalance)}</strong>
        </p>
        <p className="receipt__foot">{t.statementIntro}</p>
      </article>

      {statement.loans.length === 0 ? <p className="card">{t.statementEmpty}</p> : null}
      <ol className="receipts__list statement__loans">
        {statement.loans.map((loan) => (
          <li key={loan.orderId} className="card statement__loan">
            <Loan loan={loan} query={query} />
          </li>
        ))}
      </ol>
      <p className="receipt__foot statement__foot">
        {t.statementIssued} {statement.issuedAtText}. {t.statementFoot}
      </p>

      <div className="receipt__actions no-print">
        <a className="button button--block" href={pdfHref} download="statement-of-account.pdf" type="application/pdf">
          {t.downloadPdf}
        </a>
        <PrintButton label={t.print} />
        <a
          className="more-link"
          href={
            query.orderId ? pageHref("/poles", query, { orderId: query.orderId, productId: query.productId }) : pageHref("/attic", query)
          }
        >
          {query.orderId ? t.backToOrder : t.allOrders}
        </a>
      </div>
    </main>
  );
}

function Loan({ loan, query }: { loan: StatementLoan; query: PageQuery }) {
  const t = useTexts("receipts");
  return (
    <article className="statement__loan-body" aria-labelledby={`loan-${loan.orderId}`}>
      <div className="payment__head">
        <h2 id={`loan-${loan.orderId}`} className="statement__loan-title">
          {loan.productName}
        </h2>
        <span className={`loan-status loan-status--${statusTone(loan.status)}`}>{loan.statusText}</span>
      </div>
      <dl className="facts">
        <div>
          <dt>{t.orderNo}</dt>
          <dd className="mono">{loan.orderNo}</dd>
        </div>
        <div>
          <dt>{t.principal}</dt>
          <dd>{formatPeso(loan.principal)}</dd>
        </div>
        <div>
          <dt>{t.disbursedOn}</dt>
          <dd>{loan.disbursedDate}</dd>
        </div>
        {loan.dueDate ? (
          <div>
            <dt>{t.dueDate}</dt>
            <dd>{loan.dueDate}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.totalPaid}</dt>
          <dd>{formatPeso(loan.totalPaid)}</dd>
        </div>
        <div className="statement__balance">
          <dt>{t.balanceToday}</dt>
          <dd>{formatPeso(loan.balance)}</dd>
        </div>
      </dl>
      <section className="allocation" aria-label={t.paymentsTitle}>
        <h3 className="allocation__title">{t.paymentsTitle}</h3>
        {loan.payments.length === 0 ? <p className="payment__note">{t.statementNoPayments}</p> : null}
        <ul className="statement__payments">
          {loan.payments.map((payment, i) => (
            <li key={`${payment.reference}-${i}`}>
              <span className="statement__payment-what">
                {payment.at.slice(0, 10)} · {t.kind[payment.kind]}
                {payment.status === "paid" ? "" : ` · ${t.status[payment.status]}`}
                {payment.receiptNo ? (
                  <>
                    {" · "}
                    <a href={pageHref("/paymentReceipt", query, { receiptNo: payment.receiptNo })}>{payment.receiptNo}</a>
                  </>
                ) : null}
              </span>
              <span className="statement__payment-amount">{formatPeso(payment.amount)}</span>
            </li>
          ))}
        </ul>
      </section>
      <nav className="statement__links no-print">
        <a className="more-link" href={pageHref("/paymentHistory", query, { orderId: loan.orderId, productId: loan.productId })}>
          {t.historyLink}
        </a>
        {loan.certificate ? (
          <a className="more-link" href={pageHref("/fullPaymentCertificate", query, { orderId: loan.orderId, productId: loan.productId })}>
            {t.certificateLink}
          </a>
        ) : null}
      </nav>
    </article>
  );
}
