import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatPeso } from "@contract/format";
import { pageQueries } from "@contract/page-query";
import { repaymentCodeInfo } from "@contract/repayment";
import { CopyButton } from "~/components/copy-button";
import { LoadFailed } from "~/components/error-page";
import { lendingFor } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/repayment.css";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("repayment");

/**
 * Repayment code page 2 (/repaymentOfCode2): the stored repayment info of an order, read from the
 * backend by orderId (not a browser store, so it works in any web view and without JavaScript).
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "repayment").codeTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, client } = lendingFor(request, pageQueries.repaymentCode2);
  if (page.orderId === undefined) return data({ state: "failed" as const, message: serverTexts("repayment", page.language).noOrder }, 400);
  const fromExtension = page.from === "extend";
  // From the extension page the amount is the extension's, from the backend (issue 40 W4).
  const kind = fromExtension ? ("extend" as const) : ("repay" as const);
  const result = await attempt(() => client.call(repaymentCodeInfo, { orderId: page.orderId, productId: page.productId, kind }));
  if (isLoadFailure(result)) return failureData(result);
  // The steps ask for a pay code this page does not have: the way to Payment is the page the
  // borrower came from (the extension page, or repayment).
  const payPath = fromExtension ? "/tree" : "/away";
  const payHref = { path: payPath, orderId: page.orderId, productId: page.productId };
  return { state: "ok" as const, info: result.data, payHref };
}

export default function RepaymentCode2() {
  const t = useTexts("repayment");
  const loaded = useLoaderData<typeof loader>();
  const query = usePageQuery();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.codeTitle} />;
  const { info, payHref } = loaded as Extract<typeof loaded, { state: "ok" }>;
  const { defaultPay } = info;
  return (
    <main className="page">
      <h1 className="page-title">{t.codeTitle}</h1>
      <section className="card code-card" aria-labelledby="code2-title">
        <img className="code-image" style={{ width: 160 }} src={defaultPay.logo} alt="" width={160} />
        <h2 id="code2-title" className="pay-box__title">
          {defaultPay.title}
        </h2>
        <div className="code-line">
          <span className="copyable">{defaultPay.payCode}</span>
          <CopyButton text={defaultPay.payCode} />
        </div>
        <span className="repay-head__label">{t.totalPayment}</span>
        <p className="code-card__amount">{formatPeso(info.repayAmount)}</p>
        {/* The code here is always one that can be paid now (the order's live code, or its contract
            number); that paying one closes the others is said before the borrower pays (decision 245). */}
        <p>{t.codesCloseEachOther}</p>
      </section>
      {/* Where "How to pay: step-by-step guide" on the repayment page lands (issue 30 item 8). */}
      <h2 id="how-to-pay" className="section-title steps-title" tabIndex={-1}>
        {t.stepsTitle}
      </h2>
      {/* The steps say "enter the pay code"; the code above is the contract number, so the way to a
          pay code is here (no dead end: the walkthrough of issue 30). */}
      <div className="card steps-pay-code">
        <p>{t.stepsPayCode}</p>
        <a
          className="button button--ghost"
          href={pageHref(payHref.path, query, { orderId: payHref.orderId, productId: payHref.productId })}
        >
          {t.getPayCode}
        </a>
      </div>
      {Object.entries(defaultPay.payNotice).map(([group, channels]) => (
        <section className="card notes" key={group} aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`} className="section-title">
            {group}
          </h2>
          {channels.map((channel) => (
            <div key={channel.name}>
              <h3>{channel.name}</h3>
              <ol className="steps">
                {channel.step.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </main>
  );
}
