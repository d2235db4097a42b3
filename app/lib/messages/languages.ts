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

/** The areas the specification words verbatim in other languages. */
type Area = "promotion" | "repayment" | "complaints" | "orderDetails";
const overlays: { [A in Area]: Overlay<EnglishAreas[A]> } = {
  promotion: verbatimPromotion,
  repayment: verbatimRepayment,
  complaints: verbatimComplaints,
  orderDetails: verbatimOrderDetails,
};

/** One area of the catalogue in the borrower's language. */
export function textsFor<A extends Area>(area: A, language: string | null | undefined): Texts<A> {
  return loadedTexts(languageOf(language), area, overlays[area]);
}
