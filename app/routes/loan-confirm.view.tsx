import { useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { AgreementItem, LoanConfirmData } from "@contract";
import type { CreditBureauTexts } from "~/components/credit-bureau-notice";
import { LoadingToast, ToastView, useToast } from "~/components/toast";
import { TRACKING_POINTS } from "~/lib/bridge";
import { useTexts } from "~/lib/messages/texts";
import { carriedParamsOf, pageHref } from "~/lib/query";
import type { CeilingsTexts } from "~/lib/texts/late-charges-texts.server";
import { useBridge, usePageQuery } from "~/lib/use-page-query";
import { ChoiceFields, type ChoiceErrors } from "./loan-confirm.choice";
import { ConfirmHero, DisclosureStatement, FirstRepaymentDate, LoanDetails, RepaymentPlan } from "./loan-confirm.figures";
import { AgreementModal, PromoModal, RetentionModal } from "./loan-confirm.modals";
import { NextBar } from "./loan-confirm.next-bar";
import { useRetention } from "./loan-confirm.retention";

export interface LoanConfirmViewProps {
  view: LoanConfirmData & { newPopMsg?: string; newButtonMsg?: string };
  agreements: AgreementItem[];
  requestKey: string;
  fieldErrors: ChoiceErrors;
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
  const t = useTexts("loanConfirm");
  const { view, fieldErrors, modals, actionResult } = props;
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
  const retention = useRetention(view.retentionPopup);
  // A refused value stays in its field, next to the message, rather than the suggestion replacing it.
  const amountShown = fieldErrors.loanAmount && query.loanAmount ? query.loanAmount : String(view.amount / 100);
  const termShown = fieldErrors.term && query.term ? query.term : String(view.periods);
  const [amountPesos, setAmountPesos] = useState(amountShown);
  const [term, setTerm] = useState(termShown);
  const sending = useRef(false);
  const choiceFields = useRef<HTMLDivElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout>>();

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

  const onNext = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Next sends the typed fields itself: a figures refresh still waiting to fire would only
    // cancel this submission a moment later, so it is dropped.
    clearTimeout(debounce.current);
    if (submitter?.getAttribute("value") === "update") return;
    // A second tap before the page moves on is ignored (the key also guards the server).
    if (sending.current || !agreed) {
      event.preventDefault();
      return;
    }
    sending.current = true;
  };

  const keep = Array.from(carriedParamsOf(query)).filter(([k]) => k !== "productId");
  for (const key of ["orderId", "dismiss"]) if (query[key]) keep.push([key, query[key]]);
  const updating = navigation.state === "loading" && navigation.location?.pathname === location.pathname && !submittingNext;

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
        <ConfirmHero view={view} />
        <p className="card notice read-disclosure">
          {props.legalNotices.readDisclosure} <a href="#disclosure">{props.legalNotices.readDisclosureLink}</a>
        </p>
        <ChoiceFields
          choices={view.choices}
          instalments={view.instalments}
          fieldErrors={fieldErrors}
          amountPesos={amountPesos}
          onAmountPesos={setAmountPesos}
          term={term}
          onTerm={setTerm}
          onChange={chooseLater}
          updating={updating}
          fieldsRef={choiceFields}
        />
        <LoanDetails details={view.details} />
        {props.showDateBlock ? <FirstRepaymentDate view={view} /> : null}
        <RepaymentPlan plans={view.repay_plans} />
        <DisclosureStatement disclosure={view.disclosure} ceilings={props.ceilings} legalNotices={props.legalNotices} />
      </main>

      <NextBar
        view={view}
        agreements={props.agreements}
        requestKey={props.requestKey}
        agreed={agreed}
        onAgreed={setAgreed}
        agreeError={actionResult?.field === "agree" ? actionResult.error : null}
        notice={props.notice}
        hydrated={hydrated}
        submittingNext={submittingNext}
        onSubmit={onNext}
      />

      <AgreementModal
        open={agreementOpen}
        agreementUrl={props.agreementUrl}
        leaveHref={pageHref("/stump", query)}
        onLeave={retention.leave}
        agreeHref={dismissHref("agreement")}
        onAgree={() => {
          close("agreement");
          setAgreed(true);
        }}
      />
      <PromoModal
        open={promoOpen}
        message={view.newPopMsg}
        button={view.newButtonMsg}
        closeHref={dismissHref("promo")}
        onClose={() => close("promo")}
      />
      <RetentionModal
        open={retention.retainOpen && !agreementOpen}
        title={view.retentionTitle}
        note={view.retentionNote}
        onLeave={retention.leave}
        onStay={retention.stay}
      />

      {actionResult?.error && actionResult.field !== "agree" ? <ToastView message={actionResult.error} kind="error" /> : null}
      <LoadingToast on={submittingNext} />
    </>
  );
}
