import {
  data,
  redirect,
  redirectDocument,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { FailureCode } from "@contract/envelope";
import { formatPeso } from "@contract/format";
import { LegacyCode, pendingRequest, repaymentCommit, repaymentHuichao, repaymentWay } from "@contract/legacy-repayment";
import { orderPage } from "@contract/page-query";
import { verbatimRepayment } from "@contract/texts/verbatim-repayment";
import { ErrorPage, LoadFailed } from "~/components/error-page";
import { ToastView } from "~/components/toast";
import { formErrors } from "~/lib/form-errors.server";
import { lendingFor } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { pageAsQuery } from "~/lib/page-query.server";
import { paymentReturnPath, setPaymentReturnCookie } from "~/lib/payment-return.server";
import { pageHref, safeHttpUrl } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/repayment.css";
import { legacyFailure, parseChooseCardForm } from "./legacy-repayment.forms.server";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("common", "repayment");

/**
 * Legacy repayment, step 1 (/funny): choose a bank card. Repay now commits the repayment; when the
 * backend asks for an SMS code (codeNeeded) the borrower goes on to /here, otherwise back to the
 * loan detail.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "repayment").legacyTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, client } = lendingFor(request, orderPage);
  if (page.orderId === undefined) return data({ state: "failed" as const, message: serverTexts("repayment", page.language).noOrder }, 400);
  try {
    const result = await client.call(repaymentWay, { orderId: page.orderId });
    if (result.ok) return { state: "ok" as const, way: result.data };
    if (result.sessionExpired) return { state: "sessionExpired" as const };
    // Nothing to pay by card (the loan is paid, say): the backend's sentence is news, not a bad
    // request: HTTP 200 and a tick, with the way back to the order (issue 30).
    if (Number(result.code) === FailureCode.conflict) return { state: "nothingToPay" as const, message: result.message };
    // Card list failure: the server's message, or by default 'query of card list failed'.
    return data({ state: "failed" as const, message: result.message || serverTexts("repayment", page.language).cardListFailed }, 400);
  } catch {
    return { state: "unreachable" as const };
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { page, client } = lendingFor(request, orderPage);
  const form = await request.formData();
  try {
    if (form.get("intent") === "online") {
      const online = await client.call(repaymentHuichao, { orderId: page.orderId, returnPath: paymentReturnPath(pageAsQuery(page)) });
      if (!online.ok) return data({ fieldErrors: {}, error: legacyFailure(online, page.language) }, 400);
      const url = safeHttpUrl(online.data.url);
      if (!url) return data({ fieldErrors: {}, error: serverTexts("common", page.language).refusedUrl }, 400);
      return redirectDocument(url.toString(), { headers: { "Set-Cookie": await setPaymentReturnCookie(pageAsQuery(page), request) } });
    }
    const parsed = parseChooseCardForm(form);
    if (!parsed.ok) {
      return formErrors({ fieldErrors: { cardId: serverTexts("repayment", page.language)[parsed.fieldErrors.cardId] }, error: null });
    }
    // The documented payload names the card's bank too: read it from the card list, not the page.
    const way = await client.call(repaymentWay, { orderId: page.orderId });
    if (!way.ok) return data({ fieldErrors: {}, error: way.message || serverTexts("repayment", page.language).cardListFailed }, 400);
    const card = way.data.bankCards.find((c) => c.id === parsed.value.cardId);
    if (!card) return formErrors({ fieldErrors: { cardId: serverTexts("repayment", page.language).cardRequired }, error: null });
    const result = await client.call(repaymentCommit, {
      amount: String(way.data.repayAmount),
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: "",
      orderId: page.orderId,
      repayToken: parsed.value.repayToken,
      bankCode: card.bankCode,
      sendMsg: "1",
    });
    if (!result.ok) {
      // A code was sent less than a minute ago (back on this page, the card picked again): one
      // message with the way back to that code, instead of a dead end (issue 30 item 12).
      const pending = String(result.code) === String(LegacyCode.doubleSubmit) ? pendingRequest.safeParse(result.data) : null;
      if (pending?.success) {
        const { repayRecordId, cardId, waitSeconds } = pending.data;
        const sentCard = way.data.bankCards.find((c) => c.id === cardId) ?? card;
        const codePage = pageHref("/here", page, {
          orderId: page.orderId,
          productId: page.productId,
          repayRecordId,
          cardId,
          sentAt: Date.now() - (60 - waitSeconds) * 1000,
        });
        const account = `${sentCard.bankName} ${sentCard.cardNo}`;
        const error = serverTexts("repayment", page.language).codeAlreadySent(account, waitSeconds);
        return data({ fieldErrors: {}, error, codePage }, 400);
      }
      return data({ fieldErrors: {}, error: legacyFailure(result, page.language) }, 400);
    }
    if (result.data.codeNeeded) {
      return redirect(
        pageHref("/here", page, {
          orderId: page.orderId,
          productId: page.productId,
          repayRecordId: result.data.repayRecordId,
          cardId: card.id,
          sentAt: Date.now(),
        }),
      );
    }
    return redirect(pageHref("/poles", page, { orderId: page.orderId, productId: page.productId }));
  } catch {
    return data({ fieldErrors: {}, error: serverTexts("common", page.language).networkError }, 400);
  }
}

export default function LegacyRepayment() {
  const t = useTexts("repayment");
  const loaded = useLoaderData<typeof loader>();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.legacyTitle} />;
  if (loaded.state === "nothingToPay") return <NothingToPay message={loaded.message} />;
  return <ChooseCard way={(loaded as Extract<typeof loaded, { state: "ok" }>).way} />;
}

function NothingToPay({ message }: { message: string }) {
  const t = useTexts("repayment");
  const query = usePageQuery();
  return (
    <ErrorPage
      done
      title={t.legacyTitle}
      body={message}
      action={
        <a className="button" href={pageHref("/poles", query, { orderId: query.orderId, productId: query.productId })}>
          {t.backToOrderDetails}
        </a>
      }
    />
  );
}

function ChooseCard({
  way,
}: {
  way: { repayToken: string; repayAmount: number; bankCards: Array<{ id: number; bankName: string; cardNo: string }> };
}) {
  const t = useTexts("repayment");
  const actionData = useActionData<typeof action>();
  const query = usePageQuery();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // Said once, on the page, with its link (no toast repeating it).
  const codePage = actionData && "codePage" in actionData && typeof actionData.codePage === "string" ? actionData.codePage : undefined;

  return (
    <main className="page">
      <h1 className="page-title">{t.legacyTitle}</h1>
      <section className="repay-head" aria-label={t.repayAmount}>
        <p className="repay-head__label">{t.repayAmount}</p>
        <p className="repay-head__amount">{formatPeso(way.repayAmount)}</p>
      </section>
      {way.bankCards.length === 0 ? (
        // The cards are the accounts bound on /only (docs/decisions/051): none yet, so say how to bind one.
        <section className="card" aria-labelledby="no-cards-title">
          <h2 id="no-cards-title" className="section-title">
            {t.chooseCard}
          </h2>
          <p>{t.noCards}</p>
          <a className="button button--block" href={pageHref("/only", query, { productId: query.productId, orderId: query.orderId })}>
            {t.bindCard}
          </a>
        </section>
      ) : (
        <CardForm way={way} />
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="online" />
        <button type="submit" className="link-button" disabled={busy}>
          {t.payOnline}
        </button>
      </Form>
      {actionData?.error && !codePage ? <ToastView message={actionData.error} kind="error" /> : null}
      {actionData?.error ? (
        <div className="notice" role="alert">
          <p>{actionData.error}</p>
          {codePage ? (
            <a className="button button--block" href={codePage}>
              {t.enterSentCode}
            </a>
          ) : null}
        </div>
      ) : null}
    </main>
  );
}

/** The bound accounts as radio choices, and Repay now. */
function CardForm({ way }: { way: { repayToken: string; bankCards: Array<{ id: number; bankName: string; cardNo: string }> } }) {
  const t = useTexts("repayment");
  // The documented wording of a missing card (zh) over the page's language (decision 112).
  const cardRequired = useTexts("repayment", verbatimRepayment).cardRequired;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [clientError, setClientError] = useState<string | null>(null);
  const cardError =
    clientError ?? (actionData?.fieldErrors && "cardId" in actionData.fieldErrors ? actionData.fieldErrors.cardId : undefined);
  return (
    <Form
      method="post"
      noValidate
      className="card"
      onSubmit={(event) => {
        // Nothing is sent without a card (spec 001 §5).
        if (!new FormData(event.currentTarget).get("cardId")) {
          event.preventDefault();
          setClientError(cardRequired);
        }
      }}
    >
      <input type="hidden" name="intent" value="commit" />
      <input type="hidden" name="repayToken" value={way.repayToken} />
      <fieldset
        className="channel-sheet"
        style={{ border: 0, padding: 0, margin: 0 }}
        aria-invalid={cardError ? true : undefined}
        aria-describedby={cardError ? "card-error" : undefined}
      >
        <legend className="section-title">{t.chooseCard}</legend>
        <div style={{ display: "grid", gap: 8, marginTop: 8 }}>
          {way.bankCards.map((card) => (
            <label className="channel" key={card.id}>
              <span className="channel__name">
                {card.bankName}
                <br />
                <span className="plan__remark">{card.cardNo}</span>
              </span>
              <input type="radio" name="cardId" value={card.id} onChange={() => setClientError(null)} />
            </label>
          ))}
        </div>
        {cardError ? (
          <p id="card-error" className="field-error" role="alert">
            {cardError}
          </p>
        ) : null}
      </fieldset>
      <div className="bottom-bar">
        <div className="bottom-bar__inner">
          <button type="submit" className="button button--block" disabled={busy}>
            {t.repayNow}
          </button>
        </div>
      </div>
    </Form>
  );
}
