import { Form, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CreditBureauNotice, type CreditBureauTexts } from "~/components/credit-bureau-notice";
import { Disclosure } from "~/components/disclosure";
import { Modal } from "~/components/modal";
import { LoadingToast, ToastView, useToast } from "~/components/toast";
import { hasNativeApp, TRACKING_POINTS } from "~/lib/bridge";
import type { AgreementItem, LoanConfirmData } from "~/lib/contract";
import { formatPeso } from "~/lib/format";
import type { CeilingsTexts } from "~/lib/late-charges-texts.server";
import { textsHandle, useTexts } from "~/lib/messages/texts";
import { carriedParamsOf, pageHref } from "~/lib/query";
import { useBridge, usePageQuery } from "~/lib/use-page-query";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("common", "loanConfirm");

declare global {
  interface Window {
    /**
     * The native app calls this when the borrower taps back on iOS. It answers true when the page
     * handled the back itself (the retention popup is showing: stay), false when the app may go back.
     */
    onIosBack?: () => boolean;
  }
}

export interface LoanConfirmViewProps {
  view: LoanConfirmData & { newPopMsg?: string; newButtonMsg?: string };
  agreements: AgreementItem[];
  requestKey: string;
  fieldErrors: Partial<Record<"loanAmount" | "term" | "instalments", string>>;
  agreementUrl: string | null;
  refusedAgreementUrl: boolean;
  modals: { agreement: boolean; promo: boolean };
  /** "I agree" was pressed in the agreement pop-up: an act of agreement, so the box starts ticked. */
  agreedInPopup: boolean;
  /** Why Next made no order: the choice changed or is wrong (the figures shown are for it now). */
  notice?: string | null;
  actionResult?: { intent: string; field: string; error: string };
  /** The older variant adds the repayment date block. */
  showDateBlock?: boolean;
  /** The Disclosure Statement advice and the credit bureau notice, in the page's language (the loader's). */
  legalNotices: CreditBureauTexts & { readDisclosure: string; readDisclosureLink: string };
  /** The legal ceilings' sentences under the disclosure statement, in the page's language (the loader's). */
  ceilings: CeilingsTexts;
}

/** The loan confirm screen, shared by the newer (/opened) and the older (/and) page. */
export function LoanConfirmView(props: LoanConfirmViewProps) {
  const common = useTexts("common");
  const t = useTexts("loanConfirm");
  const { view, agreements, requestKey, fieldErrors, agreementUrl, modals, actionResult } = props;
  const query = usePageQuery();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const bridge = useBridge();
  const toast = useToast();
  // Consent is given, never presumed (BRIEF §5): the box starts unticked, unless the borrower has
  // just pressed "I agree" in the agreement pop-up (without JavaScript: a page load that says so).
  const [agreed, setAgreed] = useState(props.agreedInPopup);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [closed, setClosed] = useState<Set<string>>(() => new Set());
  const [retainOpen, setRetainOpen] = useState(false);
  // A refused value stays in its field, next to the message, rather than the suggestion replacing it.
  const amountShown = fieldErrors.loanAmount && query.loanAmount ? query.loanAmount : String(view.amount / 100);
  const termShown = fieldErrors.term && query.term ? query.term : String(view.periods);
  const [amountPesos, setAmountPesos] = useState(amountShown);
  const [term, setTerm] = useState(termShown);
  const sending = useRef(false);
  const choiceFields = useRef<HTMLDivElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout>>();
  const leaving = useRef(false);

  // The server decided new figures: the controls follow them, except the field the borrower is
  // typing in when it already says the same (e.g. "0120" for 120): their text is never rewritten
  // under them (issue 30 item 4).
  useEffect(() => {
    const typing = (id: string, shown: string) =>
      document.activeElement?.id === id && Number((document.activeElement as HTMLInputElement).value) === Number(shown);
    if (!typing("loanAmount", amountShown)) setAmountPesos(amountShown);
    if (!typing("term", termShown)) setTerm(termShown);
  }, [amountShown, termShown]);

  const submittingNext = navigation.state !== "idle" && navigation.formData?.get("intent") === "next";
  useEffect(() => {
    if (navigation.state === "idle") sending.current = false;
  }, [navigation.state]);

  // Next made the order and the page is on its way to Order Details: the app's tracking point.
  const tracked = useRef(false);
  const confirmed = submittingNext && navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  useEffect(() => {
    if (!confirmed || tracked.current) return;
    tracked.current = true;
    bridge({ action: "confirmTrack", point: TRACKING_POINTS.loanConfirmed });
  }, [confirmed, bridge]);

  useEffect(() => {
    if (actionResult?.error && actionResult.field !== "agree") toast.show(actionResult.error, "error");
  }, [actionResult, toast]);
  useEffect(() => {
    if (props.refusedAgreementUrl) toast.show(t.refused, "error");
  }, [props.refusedAgreementUrl, t.refused, toast]);

  const dismissHref = (name: string) => {
    const params = new URLSearchParams(location.search);
    const list = new Set((params.get("dismiss") ?? "").split(",").filter(Boolean)).add(name);
    params.set("dismiss", Array.from(list).join(","));
    return `?${params.toString()}`;
  };
  const close = useCallback((name: string) => setClosed((prev) => new Set(prev).add(name)), []);
  const agreementOpen = modals.agreement && !closed.has("agreement");
  const promoOpen = !agreementOpen && modals.promo && !closed.has("promo");

  // The retention popup (spec 001 §4): on the iOS back hook, and in a browser on the back button.
  const retain = view.retentionPopup;
  useEffect(() => {
    if (!retain) {
      window.onIosBack = () => false;
      return () => {
        delete window.onIosBack;
      };
    }
    window.onIosBack = () => {
      setRetainOpen(true);
      return true;
    };
    if (hasNativeApp()) {
      return () => {
        delete window.onIosBack;
      };
    }
    // A browser has no back hook: a second entry for this same page (the router's own state kept)
    // turns the back button into the same prompt.
    window.history.pushState(window.history.state, "");
    const onPop = () => {
      if (leaving.current) return;
      setRetainOpen(true);
      window.history.pushState(window.history.state, "");
    };
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener("popstate", onPop);
      delete window.onIosBack;
    };
  }, [retain]);

  const leave = () => {
    setRetainOpen(false);
    if (hasNativeApp() || window.__BRIDGE_RECORD__) {
      bridge({ action: "closeWebView" });
      return;
    }
    leaving.current = true;
    if (window.history.length > 2) window.history.go(-2);
    else window.location.assign(pageHref("/stump", query));
  };

  // With JavaScript the figures follow the typing: the page is asked again 400 ms after the last change.
  const chooseLater = () => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      const fields = choiceFields.current;
      if (!fields) return;
      const params = new URLSearchParams([["productId", String(view.productId)], ...keep]);
      for (const input of Array.from(fields.querySelectorAll<HTMLInputElement>("input[name]"))) {
        if (input.type !== "radio" || input.checked) params.set(input.name, input.value);
      }
      submit(params, { method: "get", replace: true, preventScrollReset: true });
    }, 400);
  };
  useEffect(() => () => clearTimeout(debounce.current), []);

  const keep = Array.from(carriedParamsOf(query)).filter(([k]) => k !== "productId");
  for (const key of ["orderId", "dismiss"]) if (query[key]) keep.push([key, query[key]]);
  const c = view.choices;
  const updating = navigation.state === "loading" && navigation.location?.pathname === location.pathname && !submittingNext;
  const agreeError = actionResult?.field === "agree" ? actionResult.error : null;
  const d = view.disclosure;

  return (
    <>
      <main className="page confirm" aria-busy={updating || submittingNext}>
        <h1 className="page-title">{t.pageTitle}</h1>
        {/* Why this borrower cannot apply now, before they fill anything in (issue 30 item 6). */}
        {view.applyRefusal ? (
          <div className="card confirm-refusal">
            <p role="alert">{view.applyRefusal}</p>
            {/* A refusal is no dead end: the orders, where the overdue loan is paid (issue 40 W10). */}
            <a className="more-link" href={pageHref("/attic", query)}>
              {t.refusalWayOn}
            </a>
          </div>
        ) : null}
        <section className="card confirm-hero" aria-label={t.loanAmount}>
          <p className="confirm-hero__label">{t.loanAmount}</p>
          <p className="confirm-hero__amount" data-testid="loan-amount">
            {formatPeso(view.amount)}
          </p>
          <div className="confirm-hero__product">
            <img src={view.productLogo} alt="" width={32} height={32} />
            <span>{view.productName}</span>
          </div>
          <dl className="confirm-hero__facts">
            <div>
              <dt>{t.term}</dt>
              <dd>{t.termDays(view.periods)}</dd>
            </div>
            <div>
              <dt>{t.interestRate}</dt>
              <dd>{view.rateDescription}</dd>
            </div>
          </dl>
        </section>
        <p className="card notice read-disclosure">
          {props.legalNotices.readDisclosure} <a href="#disclosure">{props.legalNotices.readDisclosureLink}</a>
        </p>

        <section className="card" aria-labelledby="choose-title">
          <h2 id="choose-title" className="section-title">
            {t.chooseTitle}
          </h2>
          {/* The fields belong to the Next form (form="confirm-next"), so Next always sends what was
              typed; without JavaScript "Update figures" posts them too and the page comes back with
              their figures. */}
          <div ref={choiceFields} className="choose" onChange={chooseLater}>
            <div className="choose__field">
              <label htmlFor="loanAmount">{t.amountLabel}</label>
              <input
                id="loanAmount"
                name="loanAmount"
                form="confirm-next"
                type="number"
                inputMode="numeric"
                min={c.minAmount / 100}
                max={c.maxAmount / 100}
                step={c.amountStep / 100}
                value={amountPesos}
                onChange={(e) => setAmountPesos(e.currentTarget.value)}
                aria-invalid={fieldErrors.loanAmount ? true : undefined}
                aria-describedby={fieldErrors.loanAmount ? "loanAmount-error loanAmount-range" : "loanAmount-range"}
              />
              <p id="loanAmount-range" className="choose__hint">
                {t.range(formatPeso(c.minAmount), formatPeso(c.maxAmount))}
              </p>
              {fieldErrors.loanAmount ? (
                <p id="loanAmount-error" className="field-error" role="alert">
                  {fieldErrors.loanAmount}
                </p>
              ) : null}
            </div>
            <div className="choose__field">
              <label htmlFor="term">{t.termLabel}</label>
              <input
                id="term"
                name="term"
                form="confirm-next"
                type="number"
                inputMode="numeric"
                min={c.minTerm}
                max={c.maxTerm}
                step={1}
                value={term}
                onChange={(e) => setTerm(e.currentTarget.value)}
                aria-invalid={fieldErrors.term ? true : undefined}
                aria-describedby={fieldErrors.term ? "term-error term-range" : "term-range"}
              />
              <p id="term-range" className="choose__hint">
                {t.range(t.termDays(c.minTerm), t.termDays(c.maxTerm))}
              </p>
              {fieldErrors.term ? (
                <p id="term-error" className="field-error" role="alert">
                  {fieldErrors.term}
                </p>
              ) : null}
            </div>
            {c.instalmentsAllowed.length > 1 ? (
              <fieldset
                className="choose__field choose__payments"
                aria-describedby={fieldErrors.instalments ? "instalments-error" : undefined}
              >
                <legend>{t.instalmentsLabel}</legend>
                {c.instalmentsAllowed.map((n) => (
                  <label key={n} className="choose__option">
                    {/* aria-invalid stays on each choice, where screen readers announce it. */}
                    {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
                    <input
                      type="radio"
                      form="confirm-next"
                      name="instalments"
                      value={n}
                      defaultChecked={n === view.instalments}
                      aria-invalid={fieldErrors.instalments ? true : undefined}
                    />
                    {t.instalmentsOption(n)}
                  </label>
                ))}
                {fieldErrors.instalments ? (
                  <p id="instalments-error" className="field-error" role="alert">
                    {fieldErrors.instalments}
                  </p>
                ) : null}
              </fieldset>
            ) : (
              <input type="hidden" form="confirm-next" name="instalments" value={view.instalments} />
            )}
            <button
              type="submit"
              form="confirm-next"
              name="intent"
              value="update"
              formNoValidate
              className="button button--ghost button--small"
            >
              {t.update}
            </button>
            <p className="choose__status" role="status">
              {updating ? t.updating : null}
            </p>
          </div>
        </section>

        <section className="card" aria-labelledby="details-title">
          <h2 id="details-title" className="section-title">
            {t.detailsTitle}
          </h2>
          <dl className="rows">
            {view.details.map((row) => (
              <div className="rows__row" key={row.text}>
                <dt>{row.text}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        {props.showDateBlock ? (
          <section className="card confirm-date" aria-label={t.firstRepayment}>
            <p className="confirm-date__label">{t.firstRepayment}</p>
            <p className="confirm-date__value">{view.firstPayTime}</p>
            <p className="confirm-date__hint">{t.firstRepaymentIn(view.firstPeriodDay)}</p>
          </section>
        ) : null}

        <section className="card" aria-labelledby="plan-title">
          <h2 id="plan-title" className="section-title">
            {t.planTitle}
          </h2>
          <ul className="plan">
            {view.repay_plans.map((p) => (
              <li key={`${p.title}-${p.pay_time}`} className="plan__row">
                <div>
                  <p className="plan__title">{p.title}</p>
                  <p className="plan__description">{p.description}</p>
                </div>
                <div className="plan__figures">
                  <p className="plan__amount">{formatPeso(p.amount)}</p>
                  <p className="plan__time">{p.pay_time}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className="card disclosure" id="disclosure" aria-labelledby="disclosure-title">
          <h2 id="disclosure-title" className="section-title">
            {t.disclosureTitle}
          </h2>
          <p className="disclosure__lead">{t.disclosureLead}</p>
          <Disclosure disclosure={d} ceilings={props.ceilings} />
          <p className="disclosure__note">{t.estimatedDates}</p>
        </section>
        <CreditBureauNotice texts={props.legalNotices} className="card credit-bureau" />
      </main>

      <div className="bottom-bar confirm-bar">
        <div className="bottom-bar__inner confirm-bar__inner">
          <Form
            method="post"
            replace
            id="confirm-next"
            className="confirm-next"
            noValidate
            onSubmit={(event) => {
              const submitter = (event.nativeEvent as SubmitEvent).submitter;
              // Next sends the typed fields itself: a figures refresh still waiting to fire would
              // only cancel this submission a moment later, so it is dropped.
              clearTimeout(debounce.current);
              if (submitter?.getAttribute("value") === "update") return;
              // A second tap before the page moves on is ignored (the key also guards the server).
              if (sending.current || !agreed) {
                event.preventDefault();
                return;
              }
              sending.current = true;
            }}
          >
            <input type="hidden" name="requestKey" value={requestKey} />
            <input type="hidden" name="amount" value={view.amount} />
            <input type="hidden" name="periods" value={view.periods} />
            <input type="hidden" name="shownInstalments" value={view.instalments} />
            <div className="agree">
              <input
                id="agree"
                type="checkbox"
                name="agree"
                checked={agreed}
                onChange={(e) => setAgreed(e.currentTarget.checked)}
                aria-invalid={agreeError ? true : undefined}
                aria-describedby={agreeError ? "agree-error" : undefined}
              />
              <span className="agree__text">
                <label htmlFor="agree">{t.agreePrefix}</label>{" "}
                {agreements.map((a, i) => (
                  <span key={a.position}>
                    {i > 0 ? (i === agreements.length - 1 ? ` ${t.agreeAnd} ` : ", ") : null}
                    <button type="submit" form="agreement-jump" name="position" value={a.position} className="agree__link">
                      {a.title}
                    </button>
                  </span>
                ))}
              </span>
            </div>
            {agreeError ? (
              <p id="agree-error" className="field-error" role="alert">
                {agreeError}
              </p>
            ) : null}
            {props.notice ? (
              <p className="field-error confirm-notice" role="alert">
                {props.notice}
              </p>
            ) : null}
            {/* Disabled while unticked only once the page runs: without JavaScript the box cannot re-enable it. */}
            <button
              type="submit"
              name="intent"
              value="next"
              className="button button--block"
              disabled={(hydrated && !agreed) || submittingNext}
            >
              {t.next}
            </button>
          </Form>
        </div>
      </div>
      <Form method="post" id="agreement-jump" hidden>
        <input type="hidden" name="intent" value="jump" />
        <input type="hidden" name="amount" value={view.amount} />
        <input type="hidden" name="periods" value={view.periods} />
        <input type="hidden" name="instalments" value={view.instalments} />
      </Form>

      <Modal
        open={agreementOpen}
        title={t.agreementTitle}
        className="modal--agreement"
        actions={
          <>
            <a
              className="button button--ghost"
              href={pageHref("/stump", query)}
              onClick={(event) => {
                event.preventDefault();
                // Not the bridge's browser fallback (history back): the retention guard would catch it.
                leave();
              }}
            >
              {t.agreementLeave}
            </a>
            <a
              className="button"
              role="button"
              href={dismissHref("agreement")}
              onClick={(event) => {
                event.preventDefault();
                close("agreement");
                setAgreed(true);
              }}
            >
              {t.agree}
            </a>
          </>
        }
      >
        {agreementUrl ? <iframe className="agreement-frame" src={agreementUrl} title={t.agreementTitle} /> : null}
        <p className="agreement-hint">{t.agreementHint}</p>
      </Modal>

      <Modal
        open={promoOpen}
        title={t.promoTitle}
        actions={
          <a
            className="button"
            role="button"
            href={dismissHref("promo")}
            onClick={(event) => {
              event.preventDefault();
              close("promo");
            }}
          >
            {view.newButtonMsg || common.confirm}
          </a>
        }
      >
        <p>{view.newPopMsg}</p>
      </Modal>

      <Modal
        open={retainOpen && !agreementOpen}
        title={view.retentionTitle}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={leave}>
              {t.retentionLeave}
            </button>
            <button type="button" className="button" onClick={() => setRetainOpen(false)}>
              {t.retentionStay}
            </button>
          </>
        }
      >
        <p>{view.retentionNote}</p>
      </Modal>

      {actionResult?.error && actionResult.field !== "agree" ? <ToastView message={actionResult.error} kind="error" /> : null}
      <LoadingToast on={submittingNext} />
    </>
  );
}
