import type { BackendTexts } from "./backend";

/**
 * A text the backend means to say, by key (docs/decisions/191): the key of its wording in the
 * backend's catalogues (`backend.ts`, `fil/backend.ts`) and the values that wording takes. Pure
 * data, so the lending rules (server/domain) can give their reasons this way too; the words are
 * looked up only when an answer is made, in the session's language (server/lending/texts.ts).
 */
export type TextKey = keyof BackendTexts;
/** The named values a key's wording takes (never for a fixed sentence). */
export type TextValues<K extends TextKey> = BackendTexts[K] extends (values: infer V) => string ? V : never;
export type ValuesArg<K extends TextKey> = BackendTexts[K] extends (values: infer V) => string ? [values: V] : [];

/** A text the backend means to say: its key and values, rendered in a language only when answered. */
export type Text = { [K in TextKey]: TextValues<K> extends never ? { key: K } : { key: K; values: TextValues<K> } }[TextKey];

export function text<K extends TextKey>(key: K, ...values: ValuesArg<K>): Text {
  return (values.length > 0 ? { key, values: values[0] } : { key }) as Text;
}

/** The words of a text in one catalogue (a language's `backend`). */
export function wordsOf(catalogue: { readonly [K in TextKey]: unknown }, said: Text): string {
  const wording = catalogue[said.key] as string | ((values: unknown) => string);
  return typeof wording === "function" ? wording("values" in said ? said.values : undefined) : wording;
}
