import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import type { TextRow } from "@contract";
import { formatPeso } from "@contract/format";
import { CopyButton } from "~/components/copy-button";
import { LateChargesCard } from "~/components/late-charges";
import { Modal } from "~/components/modal";
import { LoadingToast, ActionFailure } from "~/components/toast";
import { useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import type { action, RepaymentLoaded } from "./repayment.server";

/** Both areas in the page's language. */
export function usePageTexts() {
  return { t: useTexts("repayment"), messages: { common: useTexts("common") } };
}

function FoldedRows({ rows }: { rows: TextRow[] }) {
  const { t } = usePageTexts();
  const head = rows.slice(0, 2);
  const rest = rows.slice(2);
  const row = (r: TextRow) => (
    <div className="rows__row" key={r.text}>
      <dt>{r.text}</dt>
      <dd>{r.value}</dd>
    </div>
  );
  return (
    <>
      <dl className="rows">{head.map(row)}</dl>
      {rest.length > 0 ? (
        // <details> folds and unfolds without JavaScript.
        <details className="fold">
          <summary>
            <span className="fold__more">{t.more}</span>
            <span className="fold__hide">{t.hide}</span>
          </summary>
          <dl className="rows">{rest.map(row)}</dl>
        </details>
      ) : null}
    </>
  );
}

export function RepaymentView({ loaded }: { loaded: RepaymentLoaded }) {
  const { t, messages } = usePageTexts();
  const { info, kind, extension } = loaded;
  const query = usePageQuery();
  const location = useLocation();
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const [channel, setChannel] = useState(info.repayList[0]?.channel_number ?? "");
  const [barcodeClosed, setBarcodeClosed] = useState(false);
  const [barcodeOpened, setBarcodeOpened] = useState(false);
  const busy = navigation.state !== "idle";
  const paying = navigation.state !== "idle" && navigation.formMethod === "POST";
  const selected = info.repayList.find((c) => c.channel_number === channel) ?? info.repayList[0];
  const payable = info.repayAmount > 0;
  const channelError =
    actionData?.fieldErrors && "channelNumber" in actionData.fieldErrors ? actionData.fieldErrors.channelNumber : undefined;

  const params = new URLSearchParams(location.search);
  const barcodeOpen = barcodeOpened || (params.get("barcode") === "1" && !barcodeClosed);
  params.delete("barcode");
  const closeHref = `?${params.toString()}`;
  params.set("barcode", "1");
  const barcodeHref = `?${params.toString()}`;
  const codeOf = info.defaultPay?.payCode ?? "";
  // Before Payment there is no pay code yet: the box shows the contract number instead.
  const isPayCode = Boolean(codeOf) && codeOf !== info.orderNo;
  // The code page's way back to Payment leads to the page the borrower came from.
  const codePageFrom = kind === "extend" ? "extend" : undefined;

  return (
    <>
      <main className="page" aria-busy={busy}>
        <h1 className="page-title">{kind === "extend" ? t.extendTitle : t.repayTitle}</h1>
        <section className="repay-head" aria-label={kind === "extend" ? t.extendTitle : t.repayAmount}>
          {extension ? (
            <>
              <p className="repay-head__label">{extension.delayInfo.title}</p>
              <p className="repay-head__amount">{formatPeso(extension.delayInfo.delayAmount)}</p>
              {extension.nextRepayDate ? (
                <p className="repay-head__row">
                  <span>{t.nextPaymentDate}</span>
                  <strong className="nowrap">{extension.nextRepayDate}</strong>
                </p>
              ) : null}
            </>
          ) : (
            <>
              <p className="repay-head__label">{t.repayAmount}</p>
              {/* Nothing payable today (before the early-repayment window): say so, not "₱0.00". */}
              {payable ? (
                <p className="repay-head__amount">{formatPeso(info.repayAmount)}</p>
              ) : (
                <p className="repay-head__amount repay-head__amount--none">{t.nothingToPayToday}</p>
              )}
              <p className="repay-head__row">
                <span>{t.repayDate}</span>
                <strong className="nowrap">{info.repayDate || "—"}</strong>
              </p>
            </>
          )}
        </section>

        {loaded.otherWays && (loaded.otherWays.payoff !== null || loaded.otherWays.part) ? (
          <a
            className="card more-link"
            href={`${pageHref("/repayYourWay", query, { orderId: query.orderId })}#${loaded.otherWays.payoff !== null ? "payoff" : "part"}`}
          >
            {loaded.otherWays.payoff !== null ? t.ways.payoffToday(formatPeso(loaded.otherWays.payoff)) : t.ways.waysLink}
          </a>
        ) : null}

        {info.notPayableReason ? (
          <p className="notice" role="status">
            {info.notPayableReason}
          </p>
        ) : null}

        {info.showPayGuide ? (
          // The guide lands on the order's own steps (issue 30 item 8): the channel pictures of
          // /dragonpayPaymentInstructions only when the order has no pay details to show.
          <a
            className="repay-banner"
            href={
              info.defaultPay
                ? `${pageHref("/repaymentOfCode2", query, { orderId: info.orderId, productId: info.productId, from: codePageFrom })}#how-to-pay`
                : pageHref("/dragonpayPaymentInstructions", query)
            }
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M12 3a9 9 0 100 18 9 9 0 000-18zm0 5v.5M12 11v6"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
            {t.instructionsBanner}
          </a>
        ) : null}

        <section className="card order-card" aria-label={info.productName}>
          <div className="order-card__head">
            <img className="order-card__logo" src={info.productLogo} alt="" width={40} height={40} />
            <h2 className="order-card__name">{info.productName}</h2>
          </div>
          <FoldedRows rows={info.detail} />
        </section>
        {info.lateCharges && loaded.lateChargesTexts ? <LateChargesCard late={info.lateCharges} texts={loaded.lateChargesTexts} /> : null}

        {extension && extension.repayPlan.length > 0 ? (
          <section className="card" aria-labelledby="plan-title">
            <h2 id="plan-title" className="section-title">
              {t.plan}
            </h2>
            <ul className="plan">
              {extension.repayPlan.map((row) => (
                <li key={`${row.remark}-${row.time}`}>
                  <span>
                    <span className="plan__remark">{row.remark}</span>
                    <br />
                    {row.title}
                  </span>
                  <span>
                    <span className="plan__amount">{formatPeso(row.amount)}</span>
                    <br />
                    <span className="plan__time">{row.time}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {info.defaultPay ? (
          <section className="card pay-box" aria-labelledby="pay-box-title">
            <div className="pay-box__head">
              {/* A channel's logo only beside a pay code for it: beside the contract number it
                  would suggest the number can be paid with. */}
              {isPayCode ? <img className="pay-box__logo" src={info.defaultPay.logo} alt="" width={72} height={36} /> : null}
              <h2 id="pay-box-title" className="pay-box__title">
                {info.defaultPay.title}
              </h2>
            </div>
            <div className="code-line">
              <span className="copyable">{codeOf}</span>
              <CopyButton text={codeOf} />
            </div>
            {isPayCode ? null : <p className="pay-box__hint">{t.contractNotPayCode}</p>}
            <div className="pay-box__links">
              {isPayCode ? (
                <a
                  className="button button--ghost button--small"
                  href={barcodeHref}
                  onClick={(event) => {
                    event.preventDefault();
                    setBarcodeClosed(false);
                    setBarcodeOpened(true);
                  }}
                >
                  {t.showBarcode}
                </a>
              ) : null}
              <a
                className="button button--ghost button--small"
                href={pageHref("/repaymentOfCode2", query, { orderId: info.orderId, productId: info.productId, from: codePageFrom })}
              >
                {t.openCodePage}
              </a>
            </div>
          </section>
        ) : null}

        <ActionFailure message={actionData?.error} />

        <Form method="post" id="payment-form" noValidate>
          <input type="hidden" name="amount" value={info.repayAmount} />
          {payable && info.repayList.length > 0 ? (
            // The channel list is a <details> "bottom list": it opens and closes without JavaScript.
            <details className="card channel-sheet" open={Boolean(channelError)}>
              <summary>
                {t.paymentMethod}
                <span className="channel-sheet__current">
                  {selected ? <img src={selected.logo} alt="" width={48} height={24} /> : null}
                  {selected?.name}
                </span>
              </summary>
              <fieldset aria-describedby={channelError ? "channel-error" : undefined} aria-invalid={channelError ? true : undefined}>
                <legend>{t.chooseMethod}</legend>
                {info.repayList.map((c) => (
                  <label className="channel" key={c.channel_number}>
                    <img src={c.logo} alt="" width={64} height={32} />
                    <span className="channel__name">{c.name}</span>
                    <input
                      type="radio"
                      name="channelNumber"
                      value={c.channel_number}
                      checked={channel === c.channel_number}
                      onChange={() => setChannel(c.channel_number)}
                    />
                  </label>
                ))}
                {channelError ? (
                  <p id="channel-error" className="field-error" role="alert">
                    {channelError}
                  </p>
                ) : null}
              </fieldset>
            </details>
          ) : null}
        </Form>
      </main>

      <div className="bottom-bar">
        <div className="bottom-bar__inner">
          <button type="submit" form="payment-form" className="button button--block" disabled={!payable || busy}>
            {busy ? t.paying : t.payment}
          </button>
        </div>
      </div>

      <Modal
        open={barcodeOpen && Boolean(codeOf)}
        title={t.barcodeTitle}
        closeLabel={messages.common.close}
        onClose={() => {
          setBarcodeOpened(false);
          setBarcodeClosed(true);
        }}
        closeOnMask
      >
        <img
          className="code-image code-image--bar"
          src={`/api/codes/barcode.svg?text=${encodeURIComponent(codeOf)}`}
          alt={t.barcodeAlt(codeOf)}
        />
        <noscript>
          <a className="button button--block" href={closeHref}>
            {messages.common.close}
          </a>
        </noscript>
      </Modal>
      <LoadingToast on={paying} />
    </>
  );
}
