import { backend as english } from "@contract/texts/backend";
import { text, wordsOf, type Text, type TextKey, type ValuesArg } from "@contract/texts/backend-text";
import { backend as filipino } from "@contract/texts/fil/backend";
import { sms as smsFil } from "@contract/texts/fil/sms";
import { isFilipino } from "@contract/texts/filipino";
import { sms as smsEnglish } from "@contract/texts/sms";

/**
 * The lending backend's texts by key (docs/decisions/191). A service names what it means, `text(
 * "orderNotFound")` or `text("smsCodeWrong", { left: 2 })`, and the words are looked up by that key
 * in the catalogue of the session's language (`contract/texts/backend.ts`, `fil/backend.ts`).
 * The envelope's `message` is rendered once, where the envelope is made (./http.ts).
 *
 * Which languages: `fil` and `tl` (any case, with a region) are Filipino; anything else keeps
 * today's answer: English, or the documented Chinese, Spanish and Indonesian wordings
 * (docs/decisions/112). The language changes texts only: never a code, a field, an amount.
 */
export type BackendLanguage = "fil" | "en";

/** `fil`, `tl` and their regional forms (`fil-PH`, `tl_PH`) are Filipino; anything else is not. */
export function backendLanguage(value: unknown): BackendLanguage {
  return isFilipino(value) ? "fil" : "en";
}

export { text, type Text, type TextKey, type TextValues } from "@contract/texts/backend-text";

const catalogues = { en: english, fil: filipino } as const;

/** The words of a text in a language. */
export function render(said: Text, language: BackendLanguage): string {
  return wordsOf(catalogues[language], said);
}

/** Several texts as one notice (a settlement's notes), each sentence in the language. */
export function renderAll(texts: ReadonlyArray<Text>, language: BackendLanguage): string {
  return texts.map((said) => render(said, language)).join(" ");
}

/** Whether a value is a text (failure data may carry texts, e.g. a form's per-field messages). */
export function isText(value: unknown): value is Text {
  return (
    Boolean(value) &&
    typeof value === "object" &&
    typeof (value as { key?: unknown }).key === "string" &&
    (value as { key: string }).key in english
  );
}

/** Every text inside failure data rendered in the language; everything else as it is. */
export function renderData(data: unknown, language: BackendLanguage): unknown {
  if (isText(data)) return render(data, language);
  if (Array.isArray(data)) return data.map((item) => renderData(item, language));
  if (data && typeof data === "object") return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, renderData(v, language)]));
  return data;
}

/** The words of a service's own data in the session's language: `t("rowLoanAmount")`. */
export function textsIn(language: BackendLanguage) {
  return <K extends TextKey>(key: K, ...values: ValuesArg<K>): string => render(text(key, ...values), language);
}

/** The SMS texts in the given language (the `sms` catalogue area). */
export function smsTexts(language: BackendLanguage) {
  return language === "fil" ? smsFil : smsEnglish;
}

/** The language of a request's session parameters (the query; a repeated key: its first value). */
export function requestLanguage(req: { query: unknown }): BackendLanguage {
  const value = (req.query as Record<string, unknown> | undefined)?.language;
  return backendLanguage(Array.isArray(value) ? value[0] : value);
}
