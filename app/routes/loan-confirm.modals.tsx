import { Modal } from "~/components/modal";
import { useTexts } from "~/lib/messages/texts";

/**
 * The loan confirm page's pop-ups. Each opens server-rendered; its links work without JavaScript
 * (a `dismiss` query parameter closes it) and, with it, act in place.
 */

/** The agreement a first-time borrower reads before choosing: "I agree" ticks the box. */
export function AgreementModal(props: {
  open: boolean;
  agreementUrl: string | null;
  leaveHref: string;
  onLeave: () => void;
  agreeHref: string;
  onAgree: () => void;
}) {
  const t = useTexts("loanConfirm");
  return (
    <Modal
      open={props.open}
      title={t.agreementTitle}
      className="modal--agreement"
      actions={
        <>
          <a
            className="button button--ghost"
            href={props.leaveHref}
            onClick={(event) => {
              event.preventDefault();
              // Not the bridge's browser fallback (history back): the retention guard would catch it.
              props.onLeave();
            }}
          >
            {t.agreementLeave}
          </a>
          <a
            className="button"
            role="button"
            href={props.agreeHref}
            onClick={(event) => {
              event.preventDefault();
              props.onAgree();
            }}
          >
            {t.agree}
          </a>
        </>
      }
    >
      {props.agreementUrl ? <iframe className="agreement-frame" src={props.agreementUrl} title={t.agreementTitle} /> : null}
      <p className="agreement-hint">{t.agreementHint}</p>
    </Modal>
  );
}

/** The older page's promotional pop-up, in the backend's words. */
export function PromoModal(props: { open: boolean; message?: string; button?: string; closeHref: string; onClose: () => void }) {
  const t = useTexts("loanConfirm");
  const common = useTexts("common");
  return (
    <Modal
      open={props.open}
      title={t.promoTitle}
      actions={
        <a
          className="button"
          role="button"
          href={props.closeHref}
          onClick={(event) => {
            event.preventDefault();
            props.onClose();
          }}
        >
          {props.button || common.confirm}
        </a>
      }
    >
      <p>{props.message}</p>
    </Modal>
  );
}

/** The retention pop-up (spec 001 §4): leave the page, or stay and finish. */
export function RetentionModal(props: { open: boolean; title: string; note: string; onLeave: () => void; onStay: () => void }) {
  const t = useTexts("loanConfirm");
  return (
    <Modal
      open={props.open}
      title={props.title}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={props.onLeave}>
            {t.retentionLeave}
          </button>
          <button type="button" className="button" onClick={props.onStay}>
            {t.retentionStay}
          </button>
        </>
      }
    >
      <p>{props.note}</p>
    </Modal>
  );
}
