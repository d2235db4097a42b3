import { Form, useActionData, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { RecommendedProduct } from "@contract";
import { LateChargesCard } from "~/components/late-charges";
import { OrderCard } from "~/components/order-card";
import { ProductList } from "~/components/product-list";
import { StatusHeader } from "~/components/status-header";
import { LoadingToast, ToastView, useToast } from "~/components/toast";
import { hasNativeApp, NATIVE_PAGES } from "~/lib/bridge";
import { useTexts } from "~/lib/messages/texts";
import { asksStoreRating, hasFullPaymentCertificate, hasPaymentHistory, orderActions, showsRecommendedProducts } from "~/lib/order-status";
import { pageHref } from "~/lib/query";
import { useBridge, usePageQuery } from "~/lib/use-page-query";
import { MODAL_ORDER, NoticeModals, RatingModal, type ModalName } from "./order-details.modals";
import type { action, OrderDetailsLoaded } from "./order-details.server";
import { useOrderTexts } from "./order-details.texts";
import { PRODUCT_MODULE_ID } from "./order-details.tracking";
import { RepayWaysCard } from "./order-details.ways";

export { orderDetailsHandle, useOrderTexts } from "./order-details.texts";

/** Order Details as loaded: status, the order, support, recommended products, the actions bar. */
export function OrderDetailsView({ loaded }: { loaded: OrderDetailsLoaded }) {
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
  }, [loaded.refusedContinueUrl, common.refusedUrl, toast]);

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
    // Every rating is thanked (issue 30 polish); 4 and 5 stars also go on to the store rating.
    setThanked(true);
    if (asksStoreRating(result.score)) bridge({ action: "rateApp" });
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
    bridge({
      action: "navigateWithParam",
      to: NATIVE_PAGES.productDetail,
      param: { productId: String(result.productId), scheme: "pautang://productDetail" },
    });
  }, [borrowFetcher.data, bridge]);

  const selectProduct = (product: RecommendedProduct, position: number) => {
    productFetcher.submit(
      { intent: "product", productId: String(product.id), position: String(position), moduleId: PRODUCT_MODULE_ID, mode: "json" },
      { method: "post" },
    );
  };

  const serverRating = actionData && actionData.intent === "rate" ? actionData : undefined;
  // Without JavaScript there is no app to ask for the store rating: every rating is thanked here.
  const showThanks = thanked || Boolean(serverRating && "score" in serverRating);
  const ratingOpen = open === "rating" && !(serverRating && "score" in serverRating);
  const productError = actionData && actionData.intent === "product" && "error" in actionData ? actionData.error : null;

  const actions = orderActions(details.orderStatus, details.extensionOffered);
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
        {loaded.ways ? <RepayWaysCard ways={loaded.ways} orderId={details.orderId} /> : null}
        {hasPaymentHistory(details.orderStatus) ? (
          <a
            className="card more-link"
            href={pageHref("/paymentHistory", query, { orderId: details.orderId, productId: details.productId })}
          >
            {t.paymentHistory}
          </a>
        ) : null}
        {hasPaymentHistory(details.orderStatus) ? (
          <nav className="card order-papers" aria-label={t.statementLink}>
            <a
              className="more-link"
              href={pageHref("/statementOfAccount", query, { orderId: details.orderId, productId: details.productId })}
            >
              {t.statementLink}
            </a>
            {hasFullPaymentCertificate(details.orderStatus) ? (
              <a
                className="more-link"
                href={pageHref("/fullPaymentCertificate", query, { orderId: details.orderId, productId: details.productId })}
              >
                {t.certificateLink}
              </a>
            ) : null}
          </nav>
        ) : null}
        {details.lateCharges && loaded.lateChargesTexts ? (
          <LateChargesCard late={details.lateCharges} texts={loaded.lateChargesTexts} />
        ) : null}
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

      <NoticeModals loaded={loaded} open={open} close={close} dismissHref={dismissHref} />
      <RatingModal
        open={ratingOpen}
        onClose={closeRating}
        skipHref={dismissHref("rating")}
        onRate={(stars) => rateFetcher.submit({ intent: "rate", score: String(stars) }, { method: "post" })}
        sending={rateFetcher.state !== "idle"}
        serverError={serverRating && "error" in serverRating ? serverRating.error : null}
      />

      {productError ? <ToastView message={productError} kind="error" /> : null}
      {/* Back from binding a bank account (source=loanDetail): the save is confirmed here. */}
      {query.bankSaved === "1" ? <ToastView message={t.bankSaved} kind="success" /> : null}
      <LoadingToast on={calling} />
    </>
  );
}
