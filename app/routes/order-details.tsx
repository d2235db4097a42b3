import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { LoadFailed } from "~/components/error-page";
import { isLoadFailure } from "~/lib/load-failure";
import { LateChargesCard } from "~/components/late-charges";
import { Modal } from "~/components/modal";
import { OrderCard } from "~/components/order-card";
import { ProductList } from "~/components/product-list";
import { StarRating } from "~/components/star-rating";
import { StatusHeader } from "~/components/status-header";
import { LoadingToast, ToastView, useToast } from "~/components/toast";
import { hasNativeApp, NATIVE_PAGES } from "~/lib/bridge";
import { eventSave, googleScore, loanDetails, productDefine, type RecommendedProduct } from "~/lib/contract";
import { appEnv, attempt, createLendingClient, parseOrderAction, readCookie, sessionFlagCookie, sessionTrustFor, SHOW_BANK_TIP, trackPageView, failureData, failureMessage } from "./order-details.server";
// Only the texts this module uses: the whole catalogue (~/lib/messages) would ship every page's
// texts to every page (docs/decisions/060-payday-load.md, JS budget).
import { english as englishTexts, serverTexts } from "~/lib/messages/catalogue.server";
import { metaTexts, useTexts, type Texts, type TextsHandle } from "~/lib/messages/texts";
import { verbatimOrderDetails } from "~/lib/messages/verbatim";
import { asksStoreRating, hasPaymentHistory, orderActions, redirectsToContinueUrl, showsRecommendedProducts } from "~/lib/order-status";
import { pageHref, parsePageQuery, safeHttpUrl, withCommonParams, type PageQuery } from "~/lib/query";
import { useBridge, usePageQuery } from "~/lib/use-page-query";
import { BORROW_AGAIN_MODULE_ID, PRODUCT_MODULE_ID } from "./order-details.tracking";

/** The page's texts; 'Silakan pilih' (documented, Indonesian) for language=id (docs/decisions/112). */
const useOrderTexts = () => useTexts("orderDetails", verbatimOrderDetails);

export const handle: TextsHandle = { texts: ["common", "orderDetails", "lateCharges"] };

export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "orderDetails").pageTitle }];

function queryOf(request: Request): PageQuery {
  return parsePageQuery(new URL(request.url).searchParams);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const query = queryOf(request);
  if (!/^\d{1,12}$/.test(query.orderId ?? "")) {
    return data({ state: "failed" as const, message: serverTexts("repayment", query.language).noOrder }, 400);
  }
  const client = createLendingClient({ query, request });
  // The page view is tracked as 'Order Details'; tracking never blocks or breaks the page.
  trackPageView(query, { moduleId: "page_view", positionId: "", page: englishTexts.orderDetails.pageTitle, productId: query.productId });
  const result = await attempt(() => client.call(loanDetails, { orderId: query.orderId, productId: query.productId }));
  if (isLoadFailure(result)) return failureData(result);
  const details = result.data;

  let refusedContinueUrl = false;
  if (redirectsToContinueUrl(details.orderStatus, details.playeduL)) {
    const target = withCommonParams(details.playeduL, query, sessionTrustFor(request));
    if (target) throw redirect(target);
    refusedContinueUrl = true; // never follow a javascript: or other non-http(s) URL
  }

  const dismissed = new Set((query.dismiss ?? "").split(","));
  const withdrawUrl = details.reyMsg ? withCommonParams(details.playeduL, query, sessionTrustFor(request)) : null;
  return {
    state: "ok" as const,
    details,
    supportPhone: details.telephone || appEnv().SUPPORT_PHONE,
    refusedContinueUrl,
    withdrawUrl,
    modals: {
      kindTips: Boolean(details.KindTipsMsg) && !readCookie(request, SHOW_BANK_TIP) && !dismissed.has("tips"),
      withdraw: Boolean(details.reyMsg) && !dismissed.has("withdraw"),
      card: details.cardNeedPop === 1 && !dismissed.has("card"),
      rating: details.isScore === 1 && !dismissed.has("rating"),
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const query = queryOf(request);
  const form = await request.formData();
  const parsed = parseOrderAction(form);
  if (!parsed.ok) return data({ intent: parsed.intent, error: parsed.error === englishTexts.orderDetails.ratingNoStar ? serverTexts("orderDetails", query.language).ratingNoStar : parsed.error }, 400);
  const client = createLendingClient({ query, request });
  const input = parsed.value;
  const wantsJson = form.get("mode") === "json";

  switch (input.intent) {
    case "rate": {
      const result = await attempt(() => client.call(googleScore, { orderId: query.orderId, productId: query.productId, score: input.score }));
      if (isLoadFailure(result)) return data({ intent: "rate" as const, error: failureMessage(result, query.language) }, 400);
      return { intent: "rate" as const, score: input.score };
    }
    case "repay": {
      // Going to repay sets the session flag that keeps Kind tips from showing again.
      const path = input.target === "rollover" ? "/tree" : "/away";
      return redirect(pageHref(path, query, { orderId: query.orderId, productId: query.productId }), {
        headers: { "Set-Cookie": sessionFlagCookie(SHOW_BANK_TIP, "1") },
      });
    }
    case "borrowAgain": {
      await client.call(eventSave, { moduleId: BORROW_AGAIN_MODULE_ID, positionId: "0", productId: input.productId }).catch(() => undefined);
      if (wantsJson) return { intent: "borrowAgain" as const, productId: input.productId };
      return redirect(pageHref("/matter", query, { productId: input.productId }));
    }
    case "product": {
      await client
        .call(eventSave, { moduleId: input.moduleId, positionId: String(input.position), productId: input.productId })
        .catch(() => undefined);
      const result = await attempt(() => client.call(productDefine, { productId: input.productId, moduleId: input.moduleId, positionId: String(input.position) }));
      if (isLoadFailure(result)) return data({ intent: "product" as const, error: failureMessage(result, query.language) }, 400);
      const web = safeHttpUrl(result.data.url);
      if (wantsJson) return { intent: "product" as const, productId: input.productId, url: web ? web.toString() : null, target: result.data.url };
      if (web) return redirect(web.toString());
      // No native app without JavaScript: our own product page is the nearest thing.
      return redirect(pageHref("/matter", query, { productId: input.productId }));
    }
  }
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type OkData = Extract<LoaderData, { state: "ok" }>;

export default function OrderDetails() {
  const loaded = useLoaderData<typeof loader>();
  const t = useOrderTexts();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.pageTitle} />;
  return <OrderDetailsView loaded={loaded as OkData} />;
}

type ModalName = "kindTips" | "withdraw" | "card" | "rating";
const MODAL_ORDER: ModalName[] = ["kindTips", "withdraw", "card", "rating"];

function OrderDetailsView({ loaded }: { loaded: OkData }) {
  const t = useOrderTexts();
  const common = useTexts("common");
  const { details } = loaded;
  const query = usePageQuery();
  const bridge = useBridge();
  const toast = useToast();
  const location = useLocation();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const rateFetcher = useFetcher<typeof action>();
  const productFetcher = useFetcher<typeof action>();
  const borrowFetcher = useFetcher<typeof action>();

  const [closed, setClosed] = useState<Set<ModalName>>(() => new Set());
  const [stars, setStars] = useState(0);
  const [ratingError, setRatingError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);

  const open = useMemo(() => MODAL_ORDER.find((name) => loaded.modals[name] && !closed.has(name)), [loaded.modals, closed]);
  const close = useCallback((name: ModalName) => setClosed((prev) => new Set(prev).add(name)), []);
  const closeRating = useCallback(() => close("rating"), [close]);
  const dismissHref = (name: string) => {
    const params = new URLSearchParams(location.search);
    const list = new Set((params.get("dismiss") ?? "").split(",").filter(Boolean)).add(name);
    params.set("dismiss", Array.from(list).join(","));
    return `?${params.toString()}`;
  };

  // The loading toast shows while a call the borrower started runs (rendered below, from the
  // fetchers' own state).
  const calling = rateFetcher.state !== "idle" || productFetcher.state !== "idle" || borrowFetcher.state !== "idle";

  useEffect(() => {
    if (loaded.refusedContinueUrl) toast.show(common.refusedUrl, "error");
  }, [loaded.refusedContinueUrl, toast]);

  // Rating answered (JavaScript on): fewer than 4 stars thanks the borrower, 4 or more asks the
  // native app to open its store rating instead; either way the modal closes.
  useEffect(() => {
    const result = rateFetcher.data;
    if (!result || result.intent !== "rate") return;
    if ("error" in result) {
      toast.show(result.error, "error");
      return;
    }
    close("rating");
    if (asksStoreRating(result.score)) bridge({ action: "rateApp" });
    else setThanked(true);
  }, [rateFetcher.data, bridge, close, toast]);

  useEffect(() => {
    const result = productFetcher.data;
    if (!result || result.intent !== "product") return;
    if ("error" in result) return toast.show(result.error, "error");
    if (result.url) window.location.assign(result.url);
    else bridge({ action: "navigateWithParam", to: result.target, param: { productId: String(result.productId) } });
  }, [productFetcher.data, bridge, toast]);

  useEffect(() => {
    const result = borrowFetcher.data;
    if (!result || result.intent !== "borrowAgain" || "error" in result) return;
    bridge({ action: "navigateWithParam", to: NATIVE_PAGES.productDetail, param: { productId: String(result.productId), scheme: "pautang://productDetail" } });
  }, [borrowFetcher.data, bridge]);

  const submitRating = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stars) {
      // Nothing is sent without a star (spec 000 §5).
      setRatingError(t.ratingNoStar);
      toast.show(t.ratingNoStar);
      return;
    }
    setRatingError(null);
    rateFetcher.submit({ intent: "rate", score: String(stars) }, { method: "post" });
  };

  const selectProduct = (product: RecommendedProduct, position: number) => {
    productFetcher.submit(
      { intent: "product", productId: String(product.id), position: String(position), moduleId: PRODUCT_MODULE_ID, mode: "json" },
      { method: "post" },
    );
  };

  const serverRating = actionData && actionData.intent === "rate" ? actionData : undefined;
  // Without JavaScript there is no app to ask for the store rating: 4 and 5 stars simply close.
  const showThanks = thanked || (serverRating && "score" in serverRating && !asksStoreRating(serverRating.score));
  const ratingOpen = open === "rating" && !(serverRating && "score" in serverRating);
  const ratingErrorText = ratingError ?? (serverRating && "error" in serverRating ? serverRating.error : null);
  const productError = actionData && actionData.intent === "product" && "error" in actionData ? actionData.error : null;

  const actions = orderActions(details.orderStatus, details.isDelay);
  const busy = navigation.state !== "idle" || productFetcher.state !== "idle" || borrowFetcher.state !== "idle";
  const rows = details.userOrderDetail.detail;
  const supportHref = `tel:${loaded.supportPhone.replace(/[^\d+]/g, "")}`;

  return (
    <>
      <main className="page" aria-busy={busy}>
        <StatusHeader status={details.orderStatus} title={details.noticeStatusText} description={details.noticeDesText} />
        {showThanks ? (
          <p className="card notice" role="status">
            <strong>{t.ratingThanks}</strong> {t.ratingThanksBody}
          </p>
        ) : null}
        <OrderCard logo={details.productLogo} name={details.productName} rows={rows} />
        {hasPaymentHistory(details.orderStatus) ? (
          <a className="card more-link" href={pageHref("/paymentHistory", query, { orderId: details.orderId, productId: details.productId })}>
            {t.paymentHistory}
          </a>
        ) : null}
        {details.lateCharges ? <LateChargesCard late={details.lateCharges} /> : null}
        {/* The app's own order list (native page "order", the generic navigate); a browser, or no
            JavaScript, gets our order list. */}
        <a
          className="more-link"
          href={pageHref("/attic", query)}
          onClick={(event) => {
            event.preventDefault();
            bridge({ action: "navigate", to: NATIVE_PAGES.order });
          }}
        >
          {t.allOrders}
        </a>
        <section className="card support" aria-label={t.support}>
          <span className="support__label">{t.support}</span>
          <a
            href={supportHref}
            onClick={(event) => {
              if (!hasNativeApp()) return;
              event.preventDefault();
              bridge({ action: "callPhone", phone: loaded.supportPhone });
            }}
          >
            {loaded.supportPhone}
          </a>
        </section>

        {showsRecommendedProducts(details.orderStatus) && details.recProducts.length > 0 ? (
          <section aria-labelledby="recommended-title" className="recommended">
            <h2 id="recommended-title" className="section-title">
              {t.recommendedTitle}
            </h2>
            <ProductList products={details.recProducts} moduleId={PRODUCT_MODULE_ID} onSelect={selectProduct} />
            <a
              className="more-link"
              href={pageHref("/stump", query)}
              onClick={(event) => {
                event.preventDefault();
                bridge({ action: "goHome" });
              }}
            >
              {t.moreProducts}
            </a>
          </section>
        ) : null}
      </main>

      {actions.length > 0 ? (
        <div className="bottom-bar">
          <div className="bottom-bar__inner bottom-bar__inner--pair">
            {actions.includes("rollover") ? (
              <Form method="post" className="bottom-bar__hinted">
                <input type="hidden" name="intent" value="repay" />
                <input type="hidden" name="target" value="rollover" />
                <button type="submit" className="button button--ghost button--block" disabled={busy}>
                  {t.rollover}
                </button>
                <span className="bottom-bar__hint">{t.rolloverHint}</span>
              </Form>
            ) : null}
            {actions.includes("repay") || actions.includes("repayment") ? (
              <Form method="post" className="bottom-bar__hinted">
                <input type="hidden" name="intent" value="repay" />
                <input type="hidden" name="target" value="repay" />
                <button type="submit" className="button button--block" disabled={busy}>
                  {t.repay}
                </button>
              </Form>
            ) : null}
            {actions.includes("borrowAgain") ? (
              <Form
                method="post"
                onSubmit={(event) => {
                  event.preventDefault();
                  borrowFetcher.submit({ intent: "borrowAgain", productId: String(details.productId), mode: "json" }, { method: "post" });
                }}
              >
                <input type="hidden" name="intent" value="borrowAgain" />
                <input type="hidden" name="productId" value={details.productId} />
                <button type="submit" className="button button--block" disabled={busy}>
                  {t.borrowAgain}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
      ) : null}

      <Modal open={open === "kindTips"} title={t.kindTipsTitle} actions={<DismissButton href={dismissHref("tips")} onClick={() => close("kindTips")} label={common.confirm} />}>
        <p>{details.KindTipsMsg}</p>
      </Modal>

      <Modal
        open={open === "withdraw"}
        title={t.withdrawTitle}
        actions={
          <>
            <a
              className="button button--ghost"
              href={pageHref("/stump", query)}
              onClick={(event) => {
                event.preventDefault();
                bridge({ action: "goHome" });
              }}
            >
              {common.cancel}
            </a>
            {loaded.withdrawUrl ? (
              <a
                className="button"
                href={loaded.withdrawUrl}
                onClick={(event) => {
                  event.preventDefault();
                  window.location.replace(loaded.withdrawUrl as string);
                }}
              >
                {t.withdrawNow}
              </a>
            ) : (
              <button type="button" className="button" onClick={() => toast.show(common.refusedUrl, "error")}>
                {t.withdrawNow}
              </button>
            )}
          </>
        }
      >
        <p>{details.reyMsg}</p>
      </Modal>

      <Modal
        open={open === "card"}
        title={details.cardPopTitle}
        closeLabel={common.close}
        onClose={() => close("card")}
        actions={
          <a className="button" href={pageHref("/only", query, { productId: details.productId, orderId: details.orderId, source: "loanDetail" })}>
            {t.bindCard}
          </a>
        }
      >
        <p>{details.cardPopMsg}</p>
        <noscript>
          <a className="link-button" href={dismissHref("card")}>
            {common.close}
          </a>
        </noscript>
      </Modal>

      {/* Rating is optional: close, Escape, the mask and "Not now" (a link, so it works without
          JavaScript) all dismiss it, and Borrow Again is reachable without rating. */}
      <Modal open={ratingOpen} title={t.ratingTitle} closeLabel={common.close} onClose={closeRating} closeOnMask>
        <Form method="post" onSubmit={submitRating} noValidate>
          <input type="hidden" name="intent" value="rate" />
          <p>{t.ratingLegend}</p>
          <StarRating
            legend={t.ratingLegend}
            starLabel={t.star}
            value={stars || undefined}
            onChange={(n) => {
              setStars(n);
              setRatingError(null);
            }}
            errorId={ratingErrorText ? "rating-error" : undefined}
          />
          {ratingErrorText ? (
            <p id="rating-error" className="field-error" role="alert">
              {ratingErrorText}
            </p>
          ) : null}
          <div className="modal__actions">
            <a
              className="button button--ghost"
              href={dismissHref("rating")}
              onClick={(event) => {
                event.preventDefault();
                closeRating();
              }}
            >
              {t.ratingSkip}
            </a>
            <button type="submit" className="button" disabled={rateFetcher.state !== "idle"}>
              {t.ratingSubmit}
            </button>
          </div>
        </Form>
      </Modal>

      {productError ? <ToastView message={productError} kind="error" /> : null}
      {/* Back from binding a bank account (source=loanDetail): the save is confirmed here. */}
      {query.bankSaved === "1" ? <ToastView message={t.bankSaved} kind="success" /> : null}
      <LoadingToast on={calling} />
    </>
  );
}

/** Closes a modal: by state with JavaScript, by reloading without it otherwise. */
function DismissButton({ href, onClick, label }: { href: string; onClick: () => void; label: string }) {
  return (
    <a
      className="button"
      href={href}
      role="button"
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      {label}
    </a>
  );
}
