import { complaints } from "./complaints";
import { orderDetails } from "./order-details";
import { promotion } from "./promotion";
import { repayment } from "./repayment";

/**
 * The borrower's language for the areas with documented verbatim wordings (docs/decisions/112,
 * 130): English, the specification's Chinese, Spanish and Indonesian wordings over it for `zh`,
 * `es`, `id`, and the Filipino area (once loaded, texts.ts) for `fil`/`tl`.
 */
import { loadedTexts, type EnglishAreas, type Overlay, type Texts } from "./texts";
import {
  languageOf,
  verbatim,
  verbatimComplaints,
  verbatimOrderDetails,
  verbatimPromotion,
  verbatimRepayment,
  type Language,
} from "./verbatim";

export { languageOf, verbatim, type Language };

const english = { promotion, repayment, complaints, orderDetails };
type Area = keyof typeof english;
const overlays: { [A in Area]: Overlay<(typeof english)[A]> } = {
  promotion: verbatimPromotion,
  repayment: verbatimRepayment,
  complaints: verbatimComplaints,
  orderDetails: verbatimOrderDetails,
};

/** One area of the catalogue in the borrower's language. */
export function textsFor<A extends Area>(area: A, language: string | null | undefined): Texts<A> {
  return loadedTexts(languageOf(language), area, overlays[area] as Overlay<EnglishAreas[A]>);
}

/**
 * A documented text that reached the page in another language (the bundled backend answers with
 * the specification's verbatim wordings; a form check answers in English) in the borrower's
 * language. Any other text, a Filipino one from the backend among them, is returned as it is.
 */
export function inLanguage(message: string, language: string | null | undefined): string {
  for (const lang of ["zh", "es", "id"] as const) {
    for (const [area, texts] of Object.entries(verbatim[lang]) as Array<[Area, Record<string, string>]>) {
      for (const [key, value] of Object.entries(texts)) {
        const englishText = (english[area] as Record<string, unknown>)[key];
        if (message === value || message === englishText) return (textsFor(area, language) as Record<string, unknown>)[key] as string;
      }
    }
  }
  return message;
}
