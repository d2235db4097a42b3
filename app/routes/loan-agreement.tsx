import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ErrorPage, SessionExpired, Unreachable } from "~/components/error-page";
import { Disclosure } from "~/components/loan-confirm-view";
import { formatPeso, loanAgreement } from "~/lib/contract";
import { appEnv } from "~/lib/env.server";
import { createLendingClient } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { lateCharges } from "~/lib/messages/late-charges";
import { loanAgreement as loanAgreementTexts } from "~/lib/messages/loan-confirm";
import { parsePageQuery } from "~/lib/query";
import styles from "~/styles/loan-confirm.css";

// Only the areas this page shows: the whole catalogue (~/lib/messages) would ship every page's
// texts to every page (JS budget, docs/decisions/060-payday-load.md).
const messages = { lateCharges, loanAgreement: loanAgreementTexts } as const;

/**
 * The loan agreement (/well) with this borrower's figures filled in: for a quote (productId,
 * amount in centavos, periods = term in days, instalments) from the confirm page, or for one of the
 * borrower's own orders (orderId). Every figure comes from the lending rules via the backend; the
 * lender's identity from configuration. `embed=1` is the agreement modal's compact form.
 */

const t = messages.loanAgreement;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: t.pageTitle }];

const digits = (v: string | undefined) => (v && /^\d{1,12}$/.test(v) ? v : undefined);

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parsePageQuery(new URL(request.url).searchParams);
  const orderId = digits(query.orderId);
  const productId = digits(query.productId);
  if (!orderId && !productId) return data({ state: "failed" as const, message: t.missing }, 400);
  const client = createLendingClient({ query, request });
  const result = await attempt(() =>
    client.call(loanAgreement, orderId ? { orderId } : { productId, amount: query.amount, periods: query.periods, instalments: query.instalments }),
  );
  if (isLoadFailure(result)) return data(result, result.state === "failed" ? 404 : 200);
  const env = appEnv();
  return {
    state: "ok" as const,
    embedded: query.embed === "1",
    figures: result.data,
    company: {
      name: env.COMPANY_NAME,
      sec: env.COMPANY_SEC_NO,
      ca: env.COMPANY_CA_NO,
      address: env.COMPANY_ADDRESS,
      email: env.SUPPORT_EMAIL,
      phone: env.SUPPORT_PHONE,
    },
  };
}

export default function LoanAgreementPage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state === "sessionExpired") return <SessionExpired />;
  if (loaded.state === "unreachable") return <Unreachable />;
  if (loaded.state === "failed") return <ErrorPage title={t.pageTitle} body={loaded.message} />;
  const { figures: f, company: c } = loaded;
  const d = f.disclosure;
  const tiers = f.defaultInterest
    .map((tier) => `${tier.percentPerDay}% a day for days ${tier.fromDay}${tier.toDay === null ? " onwards" : `-${tier.toDay}`}`)
    .join("; ");
  const payments = d.instalments === 1 ? "in one payment on the due date" : `in ${d.instalments} equal instalments`;

  return (
    <main className={`page agreement${loaded.embedded ? " agreement--embedded" : ""}`}>
      <article className="card agreement">
        <h1>{t.pageTitle}</h1>
        {f.orderNo ? <p>Order No. {f.orderNo}</p> : null}
        <p>Date: {f.agreementDate}</p>

        <section className="agreement__parties" aria-labelledby="parties">
          <h2 id="parties">1. The parties</h2>
          <p>
            <strong>Lender:</strong> {c.name}, a lending company registered with the Securities and Exchange Commission under
            No. {c.sec}, Certificate of Authority No. {c.ca}, of {c.address} (email {c.email}, telephone {c.phone}).
          </p>
          <p>
            <strong>Borrower:</strong> {f.borrowerName || "The account holder"}, mobile number {f.borrowerPhone}, a Filipino citizen
            over 18 years of age with an address in the Philippines.
          </p>
        </section>

        <section aria-labelledby="loan">
          <h2 id="loan">2. The loan</h2>
          <p>
            The Lender lends the Borrower {formatPeso(d.principal)} through {f.productName} for {d.termDays} days, repayable {payments}.
            A service fee of {formatPeso(d.serviceFee)} is deducted when the money is sent, so the Borrower receives{" "}
            {formatPeso(d.netProceeds)}. Interest for the whole term is {formatPeso(d.interest)} ({(d.interestBpsPerDay / 100).toFixed(2)}% a day on
            the principal). The Borrower repays {formatPeso(d.totalRepayable)} in total.
          </p>
          <p>
            The Lender decides on the application within 1 day. Once the Borrower accepts, the money is credited within 1 to 3
            calendar days; the due dates count from the day it is sent.
          </p>
        </section>

        <section id="disclosure" aria-labelledby="disclosure-heading">
          <h2 id="disclosure-heading">3. Disclosure statement (Republic Act No. 3765)</h2>
          <Disclosure disclosure={d} />
        </section>

        <section aria-labelledby="late">
          <h2 id="late">4. Late payment</h2>
          <ul>
            <li>A one-time late penalty of {formatPeso(f.latePenalty)} is charged when a payment is missed.</li>
            <li>Default interest on the unpaid amount: {tiers}.</li>
            <li>{messages.lateCharges.lateRuleCeiling(d.ceilings.latePercentPerMonth)}</li>
            <li>
              All interest, fees and penalties together never exceed {f.totalCostCapPercent}% of the principal ({d.ceilings.source}).
            </li>
            <li>If the amount stays unpaid for {f.judgmentDefaultDays} days after maturity, the loan is in default and the Lender may go to court.</li>
            <li>After maturity a payment goes to lawful charges, enforcement costs, late penalties, then fees, interest and principal.</li>
          </ul>
        </section>

        <section aria-labelledby="early">
          <h2 id="early">5. Early repayment and extension</h2>
          <ul>
            <li>
              The Borrower may repay early once at least half of the term has passed, and not before {f.prepaymentMinDays} calendar days
              after the money is sent.
            </li>
            <li>An extension moves the due date by the same period and requires all due interest and penalties to be paid first.</li>
          </ul>
        </section>

        <section aria-labelledby="notices">
          <h2 id="notices">6. Notices</h2>
          <ul>
            <li>The Borrower tells the Lender of a change of name, birth date or address within 3 calendar days.</li>
            <li>The Lender may assign the loan with 7 business days' notice.</li>
            <li>Email notices are received 1 hour after sending; mail on the 2nd business day.</li>
          </ul>
        </section>
      </article>
    </main>
  );
}
