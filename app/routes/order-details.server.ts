import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { eventSave, googleScore, loanDetails, productDefine } from "@contract";
import { pageQueries } from "@contract/page-query";
import { cookieSecurity, kindTipsSeenCookie, readRequestCookie, showBankTipCookie } from "~/lib/cookies.server";
import { appEnv, sessionTrustFor } from "~/lib/env.server";
import { createLendingClient } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData, failureMessage } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { redirectsToContinueUrl } from "~/lib/order-status";
import { readPage } from "~/lib/page-query.server";
import { pageHref, safeHttpUrl, withCommonParams } from "~/lib/query";
import { lateChargesTexts } from "~/lib/texts/late-charges-texts.server";
import { trackPageView } from "~/lib/tracking.server";
import { parseOrderAction } from "./order-details.forms.server";
import { kindTipsEntry, kindTipsSeen, withKindTipsSeen } from "./order-details.kind-tips";
import { BORROW_AGAIN_MODULE_ID } from "./order-details.tracking";

/**
 * Order Details' loader (the order, its dialogs, a continue URL to follow) and its four-intent
 * action (rate, repay, borrow again, a recommended product). A `.server` module: the browser build
 * stands an empty chunk in for it, so none of this reaches the page's JavaScript.
 */

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = readPage(request, pageQueries.orderDetails);
  if (page.orderId === undefined) {
    return data({ state: "failed" as const, message: serverTexts("repayment", page.language).noOrder }, 400);
  }
  const client = createLendingClient({ query: page, request });
  // The page view is tracked as 'Order Details' (in English, whatever the page's language); tracking
  // never blocks or breaks the page.
  trackPageView(
    page,
    {
      moduleId: "page_view",
      positionId: "",
      page: serverTexts("orderDetails", "en").pageTitle,
      productId: page.productId?.toString(),
    },
    request,
  );
  const result = await attempt(() => client.call(loanDetails, { orderId: page.orderId, productId: page.productId }));
  if (isLoadFailure(result)) return failureData(result);
  const { yourWay, ...details } = result.data;

  let refusedContinueUrl = false;
  if (redirectsToContinueUrl(details.orderStatus, details.continueUrl)) {
    const target = withCommonParams(details.continueUrl, page, sessionTrustFor(request));
    if (target) throw redirect(target);
    refusedContinueUrl = true; // never follow a javascript: or other non-http(s) URL
  }

  const dismissed = new Set((page.dismiss ?? "").split(","));
  const withdrawUrl = details.withdrawMessage ? withCommonParams(details.continueUrl, page, sessionTrustFor(request)) : null;
  // Kind tips dismissed once stay dismissed for this borrower (app/routes/order-details.kind-tips.ts): Confirm's
  // link without JavaScript is remembered here.
  const tipsEntry = kindTipsEntry(page.userId ?? "", details.kindTips ?? "");
  const seenTips = await readRequestCookie(kindTipsSeenCookie, request);
  const headers: HeadersInit =
    details.kindTips && dismissed.has("tips") && !kindTipsSeen(seenTips, tipsEntry)
      ? { "Set-Cookie": await kindTipsSeenCookie.serialize(withKindTipsSeen(seenTips, tipsEntry), cookieSecurity(request)) }
      : {};
  const bankTipShown = (await readRequestCookie(showBankTipCookie, request)) === "1";
  return data(
    {
      state: "ok" as const,
      details,
      // The late-charge breakdown's sentences, only shown: with the data (docs/decisions/122).
      lateChargesTexts: lateChargesTexts(details.lateCharges, page.language),
      supportPhone: details.telephone || appEnv().SUPPORT_PHONE,
      refusedContinueUrl,
      withdrawUrl,
      // What paying in full or cancelling would take today (docs/decisions/174), carried by the
      // order's own answer (274); the page does without it when the answer has none.
      ways: yourWay ?? null,
      modals: {
        kindTips: Boolean(details.kindTips) && !bankTipShown && !dismissed.has("tips") && !kindTipsSeen(seenTips, tipsEntry),
        withdraw: Boolean(details.withdrawMessage) && !dismissed.has("withdraw"),
        card: details.cardPopDue && !dismissed.has("card"),
        rating: details.ratingDue && !dismissed.has("rating"),
      },
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { page } = readPage(request, pageQueries.orderDetails);
  const form = await request.formData();
  const parsed = parseOrderAction(form);
  if (!parsed.ok) {
    const error = parsed.error
      ? serverTexts("orderDetails", page.language)[parsed.error]
      : serverTexts("common", page.language).somethingWrongBody;
    return data({ intent: parsed.intent, error }, 400);
  }
  const client = createLendingClient({ query: page, request });
  const input = parsed.value;
  const wantsJson = form.get("mode") === "json";

  switch (input.intent) {
    case "rate": {
      const result = await attempt(() =>
        client.call(googleScore, { orderId: page.orderId, productId: page.productId, score: input.score }),
      );
      if (isLoadFailure(result)) return data({ intent: "rate" as const, error: failureMessage(result, page.language) }, 400);
      return { intent: "rate" as const, score: input.score };
    }
    case "repay": {
      // Going to repay sets the session flag that keeps Kind tips from showing again.
      const path = input.target === "rollover" ? "/tree" : "/away";
      return redirect(pageHref(path, page, { orderId: page.orderId, productId: page.productId }), {
        headers: { "Set-Cookie": await showBankTipCookie.serialize("1", cookieSecurity(request)) },
      });
    }
    case "borrowAgain": {
      await client
        .call(eventSave, { moduleId: BORROW_AGAIN_MODULE_ID, positionId: "0", productId: input.productId })
        .catch(() => undefined);
      if (wantsJson) return { intent: "borrowAgain" as const, productId: input.productId };
      return redirect(pageHref("/matter", page, { productId: input.productId }));
    }
    case "product": {
      await client
        .call(eventSave, { moduleId: input.moduleId, positionId: String(input.position), productId: input.productId })
        .catch(() => undefined);
      const result = await attempt(() =>
        client.call(productDefine, { productId: input.productId, moduleId: input.moduleId, positionId: String(input.position) }),
      );
      if (isLoadFailure(result)) return data({ intent: "product" as const, error: failureMessage(result, page.language) }, 400);
      const web = safeHttpUrl(result.data.url);
      if (wantsJson)
        return { intent: "product" as const, productId: input.productId, url: web ? web.toString() : null, target: result.data.url };
      if (web) return redirect(web.toString());
      // No native app without JavaScript: our own product page is the nearest thing.
      return redirect(pageHref("/matter", page, { productId: input.productId }));
    }
  }
}

/** What `data(value, init)` wraps, or the value itself. */
type Unwrapped<R> = R extends { init: ResponseInit | null; data: infer D } ? D : R;
export type OrderDetailsLoaded = Extract<Unwrapped<Awaited<ReturnType<typeof loader>>>, { state: "ok" }>;
