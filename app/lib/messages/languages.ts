import { complaints } from "./complaints";
import { orderDetails } from "./order-details";
import { promotion } from "./promotion";
import { repayment } from "./repayment";

/**
 * The borrower's language (docs/decisions/112). The catalogue is English; the specification's
 * verbatim Chinese, Spanish and Indonesian wordings are kept here and shown only when the
 * session's `language` is `zh`, `es` or `id`, so the documented behaviour stays reachable.
 */
import { languageOf, verbatim, type Language } from "./verbatim";

export { languageOf, verbatim, type Language };

const english = { promotion, repayment, complaints, orderDetails };
type Area = keyof typeof english;

/** One area of the catalogue in the borrower's language: English, with that language's wordings over it. */
export function textsFor<A extends Area>(area: A, language: string | null | undefined): (typeof english)[A] {
  const lang = languageOf(language);
  const over = lang === "en" ? undefined : (verbatim[lang] as Partial<Record<Area, object>>)[area];
  return over ? ({ ...english[area], ...over } as (typeof english)[A]) : english[area];
}

/**
 * A documented text that reached the page in another language (the bundled backend answers with
 * the specification's verbatim wordings; a form check answers in English) in the borrower's
 * language. Any other text is returned as it is.
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
