import type { BackendTexts } from "./texts/backend";

/**
 * The contract's checks name their texts by key, never by English wording (docs/decisions/191):
 * zod carries an issue's message as a string, so a check's message is its key (and the values its
 * wording takes) written as JSON. The backend renders it in the session's language where it
 * answers the envelope; the web app's loaders with `serverText` (catalogue.server.ts).
 */
type Key = keyof BackendTexts;
type ValuesArg<K extends Key> = BackendTexts[K] extends (values: infer V) => string ? [values: V] : [];

const MARK = "text:";

export function keyed<K extends Key>(key: K, ...values: ValuesArg<K>): string {
  return MARK + JSON.stringify(values.length > 0 ? { key, values: values[0] } : { key });
}

/** The key and values a message names, or null for a message that is not keyed (zod's own). */
export function textOfMessage(message: string): { key: Key; values?: unknown } | null {
  if (!message.startsWith(MARK)) return null;
  try {
    const parsed = JSON.parse(message.slice(MARK.length)) as { key?: unknown; values?: unknown };
    return typeof parsed.key === "string" ? (parsed as { key: Key; values?: unknown }) : null;
  } catch {
    return null;
  }
}
