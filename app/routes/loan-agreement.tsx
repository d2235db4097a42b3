import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatPeso } from "@contract/format";
import { loanAgreement } from "@contract/loan-confirm";
import { pageQueries } from "@contract/page-query";
import { CreditBureauNotice } from "~/components/credit-bureau-notice";
import { Disclosure } from "~/components/disclosure";
import { LoadFailed } from "~/components/error-page";
import { appEnv } from "~/lib/env.server";
import { lendingFor } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { metaTexts, textsHandle, useLanguage, useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { ceilingsTexts } from "~/lib/texts/late-charges-texts.server";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/loan-confirm.css";

/** This page's areas in its language (docs/decisions/130). */
// loanConfirm: the disclosure statement's rows (the legal ceilings' sentences come with the data).
export const handle = textsHandle("loanAgreement", "loanConfirm");

/**
 * The loan agreement (/well) with this borrower's figures filled in: for a quote (productId,
 * amount in centavos, periods = term in days, instalments) from the confirm page, or for one of the
 * borrower's own orders (orderId). Every figure comes from the lending rules via the backend; the
 * lender's identity from configuration. `embed=1` is the agreement modal's compact form.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "loanAgreement").pageTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, client } = lendingFor(request, pageQueries.loanAgreement);
  const { orderId, productId } = page;
  if (orderId === undefined && productId === undefined)
    return data({ state: "failed" as const, message: serverTexts("loanAgreement", page.language).missing }, 400);
  const result = await attempt(() =>
    client.call(
      loanAgreement,
      orderId !== undefined ? { orderId } : { productId, amount: page.amount, periods: page.periods, instalments: page.instalments },
    ),
  );
  if (isLoadFailure(result)) return failureData(result);
  const env = appEnv();
  return {
    state: "ok" as const,
    embedded: page.embed,
    figures: result.data,
    // The legal ceilings' sentences, only shown: with the data, not in the script (docs/decisions/122).
    ceilings: ceilingsTexts(result.data.disclosure.ceilings, result.data.disclosure.eirMonthlyPercent, page.language),
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
  const t = useTexts("loanAgreement");
  const language = useLanguage();
  const loaded = useLoaderData<typeof loader>();
  const query = usePageQuery();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.pageTitle} />;
  const { figures: f, company: c } = loaded;
  const d = f.disclosure;
  const tiers = f.defaultInterest.map((tier) => t.tier(tier.percentPerDay, tier.fromDay, tier.toDay)).join(t.tiersJoin);
  const loan = {
    principal: formatPeso(d.principal),
    productName: f.productName,
    termDays: d.termDays,
    instalments: d.instalments,
    serviceFee: formatPeso(d.serviceFee),
    netProceeds: formatPeso(d.netProceeds),
    interest: formatPeso(d.interest),
    dailyRate: (d.interestBpsPerDay / 100).toFixed(2),
    totalRepayable: formatPeso(d.totalRepayable),
  };

  return (
    <main className={`page agreement${loaded.embedded ? " agreement--embedded" : ""}`}>
      <article className="card agreement">
        <h1>{t.pageTitle}</h1>
        {/* A translated legal text says the English one prevails (issue 17); the English has no notice. */}
        {language === "fil" ? (
          <p className="legal__notice" role="note">
            {t.translationNotice}
          </p>
        ) : null}
        {f.orderNo ? <p>{t.orderNo(f.orderNo)}</p> : null}
        <p>{t.date(f.agreementDate)}</p>

        <section className="agreement__parties" aria-labelledby="parties">
          <h2 id="parties">{t.partiesTitle}</h2>
          <p>
            <strong>{t.lenderLabel}</strong> {t.lender(c)}
          </p>
          <p>
            <strong>{t.borrowerLabel}</strong> {t.borrower(f.borrowerName, f.borrowerPhone)}
          </p>
        </section>

        <section aria-labelledby="loan">
          <h2 id="loan">{t.loanTitle}</h2>
          <p>{t.loan(loan)}</p>
          <p>{t.release}</p>
        </section>

        <section id="disclosure" aria-labelledby="disclosure-heading">
          <h2 id="disclosure-heading">{t.disclosureTitle}</h2>
          <Disclosure disclosure={d} ceilings={loaded.ceilings} />
        </section>

        <section aria-labelledby="late">
          <h2 id="late">{t.lateTitle}</h2>
          <ul>
            <li>{t.latePenalty(formatPeso(f.latePenalty))}</li>
            <li>{t.defaultInterest(tiers)}</li>
            <li>{loaded.ceilings.lateRuleCeiling}</li>
            <li>{t.totalCap(f.totalCostCapPercent, d.ceilings.source)}</li>
            <li>{t.judgmentDefault(f.judgmentDefaultDays)}</li>
            <li>{t.afterMaturity}</li>
          </ul>
        </section>

        <section aria-labelledby="early">
          <h2 id="early">{t.earlyTitle}</h2>
          <ul>
            <li>{t.prepayment(f.prepaymentMinDays)}</li>
            <li>{t.extension}</li>
          </ul>
        </section>

        <section aria-labelledby="notices">
          <h2 id="notices">{t.noticesTitle}</h2>
          <ul>
            {t.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </section>
        <CreditBureauNotice texts={t} title={t.creditInformationTitle} />
      </article>
      {/* A way on besides the app's back button, above all without JavaScript (issue 40 W10); the
          pop-up's compact form has its own buttons around it. */}
      {loaded.embedded ? null : (
        <a
          className="more-link"
          href={
            query.orderId
              ? pageHref("/poles", query, { orderId: query.orderId, productId: query.productId })
              : pageHref("/opened", query, { productId: query.productId })
          }
        >
          {query.orderId ? t.backToOrder : t.backToConfirm}
        </a>
      )}
    </main>
  );
}
