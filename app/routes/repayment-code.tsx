import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatDateTime, formatPeso } from "@contract/format";
import { pageQueries } from "@contract/page-query";
import { isPayCode } from "@contract/pay-code";
import { payCodeInfo } from "@contract/pay-code-info";
import { CopyButton } from "~/components/copy-button";
import { createLendingClient } from "~/lib/lending-api.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { readPage } from "~/lib/page-query.server";
import styles from "~/styles/repayment.css";
import { sameSiteImagePath } from "./repayment-code.helpers";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("repayment");

/**
 * The repayment code page (/repaymentOfCode), driven by its query: showType 1 shows the pay code
 * with a copy button and the channel image, 2 a QR code of the pay code with tips. The QR image is
 * drawn by our backend from the pay code; payCodeImg is shown only when it is an image on this site.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "repayment").codeTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = readPage(request, pageQueries.repaymentCode);
  // The query is public (the gateway page links here): only a pay code and an amount of the
  // documented shape are shown, and a channel image from this site (docs/decisions/072).
  const candidate = (page.payCode ?? "").trim();
  const payCode = isPayCode(candidate) ? candidate : "";
  // The amount is never the link's `repayAmount` (anyone can write any figure into a link on our
  // domain): it is the one our backend holds for a code it issued and that can still be paid. Any
  // other code is shown without an amount, and says where to check it (second penetration test,
  // N16; docs/decisions/072).
  const issued = payCode
    ? await createLendingClient({ query: {}, request })
        .call(payCodeInfo, { payCode })
        .catch(() => null)
    : null;
  // A closed or paid code can no longer be paid: its page says so, with no amount and no QR code
  // (docs/decisions/245).
  const state = issued?.ok ? issued.data.state : "unknown";
  const open = state === "open";
  return {
    state,
    showType: page.showType === "2" ? 2 : 1,
    payCode,
    image: sameSiteImagePath(page.payCodeImg),
    amount: issued?.ok && open ? formatPeso(issued.data.amount, page.real === "1" ? "₹" : "₱") : "",
    // Until when the code can be paid: its own expiry, in Manila time (a payoff's ends with its
    // Manila day, docs/decisions/216).
    payBefore: issued?.ok && open ? formatDateTime(issued.data.expiresAt) : "",
    // Only the local Dragonpay's own payment page is a way back (never a link from elsewhere).
    back: /^\/api\/gateway\/dragonpay\/pay\/[A-Z0-9]{4,32}$/.test(page.back ?? "") ? (page.back as string) : null,
  };
}

export default function RepaymentCode() {
  const t = useTexts("repayment");
  const { state, showType, payCode, image, amount, payBefore, back } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <h1 className="page-title">{t.codeTitle}</h1>
      {!payCode ? (
        <p className="notice" role="alert">
          {t.noCode}
        </p>
      ) : state === "closed" || state === "paid" ? (
        <section className="card code-card" aria-label={t.codeTitle}>
          <p className="notice" role="alert">
            {state === "paid" ? t.codePaid : t.codeClosed}
          </p>
          <p className="mono">{payCode}</p>
        </section>
      ) : (
        <section className="card code-card" aria-label={t.codeTitle}>
          {amount ? (
            <>
              <span className="repay-head__label">{t.totalPayment}</span>
              <p className="code-card__amount">{amount}</p>
              {payBefore ? <p>{t.payBefore(payBefore)}</p> : null}
            </>
          ) : (
            <p className="notice">{t.codeAmountUnknown}</p>
          )}
          <p>{t.codesCloseEachOther}</p>
          {showType === 2 ? (
            <>
              <img
                className="code-image code-image--qr"
                src={`/api/codes/qr.svg?text=${encodeURIComponent(payCode)}`}
                alt={t.qrAlt(payCode)}
                width={240}
                height={240}
              />
              {image ? <img className="pay-box__logo" style={{ justifySelf: "center" }} src={image} alt={t.channelImageAlt} /> : null}
              <p>{t.qrTips}</p>
              <div className="code-line">
                <span className="copyable">{payCode}</span>
                <CopyButton text={payCode} />
              </div>
            </>
          ) : (
            <>
              {image ? <img className="code-image" style={{ width: 200 }} src={image} alt={t.channelImageAlt} width={200} /> : null}
              <div className="code-line">
                <span className="copyable">{payCode}</span>
                <CopyButton text={payCode} />
              </div>
              <p>{t.codeTips}</p>
            </>
          )}
        </section>
      )}
      {back ? (
        <a className="button button--ghost button--block" href={back}>
          {t.backToPayment}
        </a>
      ) : null}
    </main>
  );
}
