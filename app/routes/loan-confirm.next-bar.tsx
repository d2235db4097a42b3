import { Form } from "@remix-run/react";
import type { FormEvent } from "react";
import type { AgreementItem, LoanConfirmData } from "@contract";
import { useTexts } from "~/lib/messages/texts";
import { FieldError } from "./loan-confirm.choice";

/**
 * The bar at the bottom: the agreement box, its documents, and Next, which sends the choice's
 * fields (they name this form) with the figures shown and the page's request key.
 */
export function NextBar(props: {
  view: LoanConfirmData;
  agreements: AgreementItem[];
  requestKey: string;
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  agreeError: string | null;
  /** Why Next made no order: the choice changed or is wrong. */
  notice?: string | null;
  /** The page runs: Next waits for the box. */
  hydrated: boolean;
  submittingNext: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const t = useTexts("loanConfirm");
  const { view, agreements, agreeError } = props;
  return (
    <>
      <div className="bottom-bar confirm-bar">
        <div className="bottom-bar__inner confirm-bar__inner">
          <Form method="post" replace id="confirm-next" className="confirm-next" noValidate onSubmit={props.onSubmit}>
            <input type="hidden" name="requestKey" value={props.requestKey} />
            <input type="hidden" name="amount" value={view.amount} />
            <input type="hidden" name="periods" value={view.periods} />
            <input type="hidden" name="shownInstalments" value={view.instalments} />
            <div className="agree">
              <input
                id="agree"
                type="checkbox"
                name="agree"
                checked={props.agreed}
                onChange={(e) => props.onAgreed(e.currentTarget.checked)}
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
            <FieldError id="agree-error" error={agreeError} />
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
              disabled={(props.hydrated && !props.agreed) || props.submittingNext}
            >
              {t.next}
            </button>
          </Form>
        </div>
      </div>
      {/* A document's name in the agreement line opens it at its place in the agreement. */}
      <Form method="post" id="agreement-jump" hidden>
        <input type="hidden" name="intent" value="jump" />
        <input type="hidden" name="amount" value={view.amount} />
        <input type="hidden" name="periods" value={view.periods} />
        <input type="hidden" name="instalments" value={view.instalments} />
      </Form>
    </>
  );
}
