import { Form, useFetcher } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { Modal } from "~/components/modal";
import { StarRating } from "~/components/star-rating";
import { useToast } from "~/components/toast";
import { useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { useBridge, usePageQuery } from "~/lib/use-page-query";
import type { OrderDetailsLoaded } from "./order-details.server";
import { useOrderTexts } from "./order-details.texts";

/** Order Details' dialogs, one at a time in this order (spec 000 §5). */
export type ModalName = "kindTips" | "withdraw" | "card" | "rating";
export const MODAL_ORDER: ModalName[] = ["kindTips", "withdraw", "card", "rating"];

type NoticeProps = {
  loaded: OrderDetailsLoaded;
  open: ModalName | undefined;
  close: (name: ModalName) => void;
  dismissHref: (name: string) => string;
};

/** Kind tips, the withdrawal notice and the bank-card request: what the backend asks to show. */
export function NoticeModals({ loaded, open, close, dismissHref }: NoticeProps) {
  const t = useOrderTexts();
  const common = useTexts("common");
  const { details } = loaded;
  const query = usePageQuery();
  const bridge = useBridge();
  const toast = useToast();
  const tipsSeen = useFetcher();
  return (
    <>
      <Modal
        open={open === "kindTips"}
        title={t.kindTipsTitle}
        actions={
          <DismissButton
            href={dismissHref("tips")}
            onClick={() => {
              // Remembered for this borrower: the link's loader writes the cookie (HttpOnly, so only the
              // server can), fetched in the background while the dialog closes.
              tipsSeen.load(dismissHref("tips"));
              close("kindTips");
            }}
            label={common.confirm}
          />
        }
      >
        <p>{details.kindTips}</p>
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
        <p>{details.withdrawMessage}</p>
      </Modal>

      <Modal
        open={open === "card"}
        title={details.cardPopTitle}
        closeLabel={common.close}
        closeHref={dismissHref("card")}
        onClose={() => close("card")}
        actions={
          <a
            className="button"
            href={pageHref("/only", query, { productId: details.productId, orderId: details.orderId, source: "loanDetail" })}
          >
            {t.bindCard}
          </a>
        }
      >
        <p>{details.cardPopMsg}</p>
      </Modal>
    </>
  );
}

type RatingProps = {
  open: boolean;
  onClose: () => void;
  skipHref: string;
  /** Sends the stars (JavaScript on); without JavaScript the form posts itself. */
  onRate: (stars: number) => void;
  sending: boolean;
  /** The action's refusal, when there is one. */
  serverError: string | null;
};

/**
 * The store rating. Optional: close, Escape, the mask and "Not now" (a link, so it works without
 * JavaScript) all dismiss it, and Borrow Again is reachable without rating.
 */
export function RatingModal({ open, onClose, skipHref, onRate, sending, serverError }: RatingProps) {
  const t = useOrderTexts();
  const common = useTexts("common");
  const toast = useToast();
  const [stars, setStars] = useState(0);
  const [ratingError, setRatingError] = useState<string | null>(null);
  const errorText = ratingError ?? serverError;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stars) {
      // Nothing is sent without a star (spec 000 §5).
      setRatingError(t.ratingNoStar);
      toast.show(t.ratingNoStar);
      return;
    }
    setRatingError(null);
    onRate(stars);
  };

  return (
    <Modal open={open} title={t.ratingTitle} closeLabel={common.close} closeHref={skipHref} onClose={onClose} closeOnMask>
      <Form method="post" onSubmit={submit} noValidate>
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
          errorId={errorText ? "rating-error" : undefined}
        />
        {errorText ? (
          <p id="rating-error" className="field-error" role="alert">
            {errorText}
          </p>
        ) : null}
        <div className="modal__actions">
          <a
            className="button button--ghost"
            href={skipHref}
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
          >
            {t.ratingSkip}
          </a>
          <button type="submit" className="button" disabled={sending}>
            {t.ratingSubmit}
          </button>
        </div>
      </Form>
    </Modal>
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
