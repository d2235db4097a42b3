/**
 * The specification's verbatim Chinese, Spanish and Indonesian wordings, all of them, and the
 * borrower's language (docs/decisions/112): for the server and the catalogue's tests. Pages import
 * their area's wordings from its own module (JS budget, docs/decisions/060).
 */
import { verbatimPromotion } from "@contract/texts/verbatim-promotion";
import { verbatimRepayment } from "@contract/texts/verbatim-repayment";
import { languageOf, type Language } from "./language-of";
import { verbatimComplaints } from "./verbatim-complaints";
import { verbatimOrderDetails } from "./verbatim-order-details";

export { languageOf, type Language };

/**
 * The documented wordings, verbatim (spec 000 §5, spec 001 §5, §8), one module per area: a page
 * imports its area's module (`verbatim-order-details.ts`...), never this one, and ships no other
 * area's wordings (the bundler gives a page every shared file of each module it reaches).
 */
export { verbatimComplaints, verbatimOrderDetails, verbatimPromotion, verbatimRepayment };

/** Every documented wording by language, then area. */
export const verbatim = {
  zh: { promotion: verbatimPromotion.zh, repayment: verbatimRepayment.zh },
  es: { complaints: verbatimComplaints.es },
  id: { orderDetails: verbatimOrderDetails.id },
} as const;

/** `english`, or the wording for the borrower's language when there is one. */
export function pick(
  english: string,
  language: string | null | undefined,
  wordings: Partial<Record<Exclude<Language, "en" | "fil">, string>>,
): string {
  const lang = languageOf(language);
  return lang === "en" || lang === "fil" ? english : (wordings[lang] ?? english);
}
