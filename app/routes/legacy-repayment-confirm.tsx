import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { formatPeso } from "@contract/format";
import { repaymentCancel, repaymentCommit, repaymentConfirm, repaymentWay } from "@contract/legacy-repayment";
import { pageQueries } from "@contract/page-query";
import { CountdownButton } from "~/components/countdown-button";
import { ErrorPage } from "~/components/error-page";
import { ActionFailure } from "~/components/toast";
import { formErrors } from "~/lib/form-errors.server";
import { lendingFor } from "~/lib/lending-api.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import styles from "~/styles/repayment.css";
import { isWrongCode, legacyFailure, parseConfirmCodeForm } from "./legacy-repayment.forms.server";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("common", "repayment");

/**
 * Legacy repayment, step 2 (/here): confirm with the SMS code. 'get code' sends a new one after the
 * 60-second countdown; Confirm settles the repayment and returns to the loan detail. Cancel
 * withdraws the request and goes back to the card choice, where starting again begins a new
 * countdown from 60 (spec 001 §4) instead of being refused as a double submit.
 */
const RESEND_SECONDS = 60;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "repayment").confirmTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, client } = lendingFor(request, pageQueries.legacyRepaymentConfirm);
  if (page.orderId === undefined || page.repayRecordId === undefined) {
    return data({ ok: false as const, message: serverTexts("repayment", page.language).noOrder }, 400);
  }
  const sentAt = Number(page.sentAt);
  const elapsed = Number.isFinite(sentAt) ? (Date.now() - sentAt) / 1000 : RESEND_SECONDS;
  return {
    ok: true as const,
    remaining: Math.max(0, Math.min(RESEND_SECONDS, Math.ceil(RESEND_SECONDS - elapsed))),
    runKey: page.repayRecordId,
    debit: await debitOf(client, page.orderId, page.cardId),
  };
}

/**
 * What the code confirms, for the last step to name (issue 40 W7): the amount the lending rules
 * charge and the chosen account, masked, both from the backend. Without them (the backend did not
 * answer, the card is gone) the page still asks for the code: the debit itself is checked there.
 */
async function debitOf(client: ReturnType<typeof lendingFor>["client"], orderId: number, cardId: string | undefined) {
  try {
    const way = await client.call(repaymentWay, { orderId });
    const card = way.ok ? way.data.bankCards.find((c) => String(c.id) === cardId) : undefined;
    return way.ok && card ? { amount: way.data.repayAmount, account: `${card.bankName} ${card.cardNo}` } : null;
  } catch {
    return null;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { page, client } = lendingFor(request, pageQueries.legacyRepaymentConfirm);
  const form = await request.formData();
  const back = pageHref("/poles", page, { orderId: page.orderId, productId: page.productId });
  try {
    if (form.get("intent") === "cancel") {
      const choose = pageHref("/funny", page, { orderId: page.orderId, productId: page.productId });
      if (page.repayRecordId === undefined) return redirect(choose);
      const cancelled = await client.call(repaymentCancel, { orderId: page.orderId, repaymentRecordId: page.repayRecordId });
      // Already paid (800005) or otherwise refused: say so here rather than start a second payment.
      if (!cancelled.ok) return data({ fieldErrors: {}, error: legacyFailure(cancelled, page.language) }, 400);
      return redirect(choose);
    }
    if (form.get("intent") === "resend") {
      const way = await client.call(repaymentWay, { orderId: page.orderId });
      if (!way.ok) return data({ fieldErrors: {}, error: way.message || serverTexts("repayment", page.language).cardListFailed }, 400);
      const card = way.data.bankCards.find((c) => String(c.id) === page.cardId);
      if (!card) return redirect(pageHref("/funny", page, { orderId: page.orderId, productId: page.productId }));
      const sent = await client.call(repaymentCommit, {
        amount: String(way.data.repayAmount),
        bankName: card.bankName,
        cardId: card.id,
        cardNo: card.cardNo,
        couponId: "",
        orderId: page.orderId,
        repayToken: way.data.repayToken,
        bankCode: card.bankCode,
        sendMsg: "1",
      });
      if (!sent.ok) return data({ fieldErrors: {}, error: legacyFailure(sent, page.language) }, 400);
      if (!sent.data.codeNeeded) return redirect(back);
      return redirect(
        pageHref("/here", page, {
          orderId: page.orderId,
          productId: page.productId,
          repayRecordId: sent.data.repayRecordId,
          cardId: card.id,
          sentAt: Date.now(),
        }),
      );
    }
    const parsed = parseConfirmCodeForm(form);
    if (!parsed.ok)
      return formErrors({
        fieldErrors: { verifyCode: serverTexts("repayment", page.language)[parsed.fieldErrors.verifyCode] },
        error: null,
      });
    const result = await client.call(repaymentConfirm, {
      orderId: page.orderId,
      verifyCode: parsed.value.verifyCode,
      repaymentRecordId: page.repayRecordId,
    });
    if (!result.ok) {
      const message = legacyFailure(result, page.language);
      // A wrong code (by the refusal's code) belongs next to the code field; anything else is a
      // page-level message.
      return data(isWrongCode(result) ? { fieldErrors: { verifyCode: message }, error: null } : { fieldErrors: {}, error: message }, 400);
    }
    return redirect(back);
  } catch {
    return data({ fieldErrors: {}, error: serverTexts("common", page.language).networkError }, 400);
  }
}

export default function LegacyRepaymentConfirm() {
  const common = useTexts("common");
  const t = useTexts("repayment");
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  if (!loaded.ok) return <ErrorPage title={t.confirmTitle} body={loaded.message} />;
  const busy = navigation.state !== "idle";
  const codeError =
    clientError ?? (actionData?.fieldErrors && "verifyCode" in actionData.fieldErrors ? actionData.fieldErrors.verifyCode : undefined);

  return (
    <main className="page">
      <h1 className="page-title">{t.confirmTitle}</h1>
      <div className="card" role="status">
        {loaded.debit ? <p>{t.legacyDebit(formatPeso(loaded.debit.amount), loaded.debit.account)}</p> : null}
        <p>{t.codeHint}</p>
      </div>
      <Form
        method="post"
        noValidate
        className="card"
        onSubmit={(event) => {
          const code = String(new FormData(event.currentTarget).get("verifyCode") ?? "").trim();
          if (code.length < 6) {
            event.preventDefault();
            setClientError(t.codeTooShort);
          }
        }}
      >
        <label htmlFor="verify-code">{t.smsCode}</label>
        <div className="sms-row">
          <input
            id="verify-code"
            className="input"
            name="verifyCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? "code-error" : undefined}
            onChange={() => setClientError(null)}
          />
          {/* Its own form, so Enter in the code field confirms rather than resends. */}
          <CountdownButton
            label={t.getCode}
            initialRemaining={loaded.remaining}
            startKey={loaded.runKey}
            disableWhileRunning
            className="button button--ghost"
            type="submit"
            form="resend-form"
          />
        </div>
        {codeError ? (
          <p id="code-error" className="field-error" role="alert">
            {codeError}
          </p>
        ) : null}
        <div className="bottom-bar">
          <div className="bottom-bar__inner">
            <button type="submit" form="cancel-form" className="button button--ghost" disabled={busy}>
              {common.cancel}
            </button>
            <button type="submit" name="intent" value="confirm" className="button" disabled={busy}>
              {t.confirmRepay}
            </button>
          </div>
        </div>
      </Form>
      <Form method="post" id="cancel-form">
        <input type="hidden" name="intent" value="cancel" />
      </Form>
      <Form method="post" id="resend-form">
        <input type="hidden" name="intent" value="resend" />
      </Form>
      <ActionFailure message={actionData?.error} />
    </main>
  );
}
