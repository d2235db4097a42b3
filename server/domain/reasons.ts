import { backend } from "@contract/texts/backend";
import { wordsOf, type Text } from "@contract/texts/backend-text";

/**
 * The rules give their reasons (a refusal, a notice) as texts by key, never as English sentences
 * (docs/decisions/191): the lending backend says them in the session's language. Pure data.
 */
export { text, type Text as Reason } from "@contract/texts/backend-text";

/** A reason in English: for logs, an operator's catalogue check and tests. */
export function inEnglish(reason: Text): string {
  return wordsOf(backend, reason);
}

/** Every reason inside a value in English words (tests compare what a borrower reads). */
export function inWords(value: unknown): unknown {
  if (
    value &&
    typeof value === "object" &&
    "key" in value &&
    typeof (value as { key: unknown }).key === "string" &&
    (value as { key: string }).key in backend
  ) {
    return inEnglish(value as Text);
  }
  if (Array.isArray(value)) return value.map(inWords);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inWords(v)]));
  return value;
}
