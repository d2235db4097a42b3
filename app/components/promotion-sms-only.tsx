import { verbatimPromotion } from "@contract/texts/verbatim-promotion";
import { useTexts } from "~/lib/messages/texts";

/**
 * The code by SMS only, beside the picture (docs/decisions/202): a submit button of the same form
 * with its own intent, so it works without JavaScript too; its allowance is said before it is
 * used, and a refusal of it stays beside it (a toast is gone before a long sentence is read).
 */
export function SmsOnly({ refusal, sent }: { refusal: string | undefined; sent: boolean }) {
  const t = useTexts("promotion", verbatimPromotion);
  return (
    <div className="promo__sms-only">
      <button type="submit" name="intent" value="smsOnly" className="link-button promo__sms-only-button" aria-describedby="sms-only-hint">
        {t.smsOnlyButton}
      </button>
      <p id="sms-only-hint" className="promo__hint">
        {sent ? t.smsOnlyNoPicture : t.smsOnlyHint}
      </p>
      {refusal ? (
        <p id="sms-only-error" className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
