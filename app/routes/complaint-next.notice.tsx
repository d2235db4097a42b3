import { Modal } from "~/components/modal";
import { DueWhen, useComplaintTexts } from "./complaint.shared";

/**
 * What the borrower is told right before the page asks for photos (NPC Circular No. 2020-01;
 * docs/decisions/173): what is taken, why, how long it is kept, and that they may decline and still
 * complain.
 */
export function PhotoNotice({ id }: { id?: string }) {
  const t = useComplaintTexts();
  return (
    <div className="notice photo-notice" id={id}>
      <p>
        <strong>{t.photoNoticeTitle}</strong>
      </p>
      <p>{t.photoNoticeWhat}</p>
      <p>{t.photoNoticeWhy}</p>
      <p>{t.photoNoticeKept}</p>
      <p>{t.photoNoticeOptional}</p>
    </div>
  );
}

/** With JavaScript: the same notice before the first pick; Choose opens the picker, Not now leaves it. */
export function PhotoNoticeModal({ open, onChoose, onSkip }: { open: boolean; onChoose: () => void; onSkip: () => void }) {
  const t = useComplaintTexts();
  return (
    <Modal
      open={open}
      title={t.photoNoticeTitle}
      onClose={onSkip}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onSkip}>
            {t.photoNoticeSkip}
          </button>
          <button type="button" className="button" onClick={onChoose}>
            {t.photoNoticeContinue}
          </button>
        </>
      }
    >
      <p>{t.photoNoticeWhat}</p>
      <p>{t.photoNoticeWhy}</p>
      <p>{t.photoNoticeKept}</p>
      <p>{t.photoNoticeOptional}</p>
    </Modal>
  );
}

/** The ticket's reference number and due time, shown the moment the complaint is filed (docs/decisions/172). */
export function SentTicket({ referenceNo, dueAt }: { referenceNo: string; dueAt: string }) {
  const t = useComplaintTexts();
  return (
    <dl className="ticket__facts">
      <div>
        <dt>{t.referenceNo}</dt>
        <dd className="ticket__reference">{referenceNo}</dd>
      </div>
      <div>
        <dt>{t.answerDue}</dt>
        <dd>
          <DueWhen at={dueAt} /> ({t.manilaTime})
        </dd>
      </div>
    </dl>
  );
}
