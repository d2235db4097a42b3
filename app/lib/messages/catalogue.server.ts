/**
 * The server's one door to the catalogue (docs/decisions/130, 255): `serverTexts(area, language)`,
 * an area in the request's language, for loaders, actions and the PDFs. Every area of `areas.ts` is
 * loaded in both languages as this module is first imported (a top-level await, before any request
 * is answered), so loaders and actions pick a text without waiting, and the server draws a page at
 * once. A page reads its texts with `useTexts` (texts.ts), never through this module.
 */
import { textOfMessage } from "@contract/keyed-message";
import { backend as backendEnglish } from "@contract/texts/backend";
import { backend as backendFilipino } from "@contract/texts/fil/backend";
import { AREA_NAMES, type AreaName, type EnglishArea, type Texts } from "./areas";
import { loadedTexts, loadTexts } from "./texts";
import { languageOf, verbatim, type Language } from "./verbatim";

await Promise.all([loadTexts("en", AREA_NAMES), loadTexts("fil", AREA_NAMES)]);

/** One area in a language (a session's `language` value or a resolved one), verbatim wordings laid over. */
export function serverTexts<A extends AreaName>(area: A, language: string | null | undefined): Texts<A> {
  const lang: Language = languageOf(language);
  const overlay = lang === "en" || lang === "fil" ? undefined : (verbatim[lang] as Partial<Record<AreaName, object>>)[area];
  return loadedTexts(lang, area, overlay ? { [lang]: overlay } : undefined);
}

/**
 * A contract check's message (keyed, contract/keyed-message.ts) in the request's language: the
 * backend's own catalogue, so the answer reads the same whichever side refused. A message that
 * names no key (zod's own wording) comes back as it is.
 */
export function contractText(message: string, language: string | null | undefined): string {
  const named = textOfMessage(message);
  if (!named || !(named.key in backendEnglish)) return message;
  const wording = (languageOf(language) === "fil" ? backendFilipino : backendEnglish)[named.key] as string | ((values: unknown) => string);
  return typeof wording === "function" ? wording(named.values) : wording;
}

/** The keys of an area whose text takes no values: what a form check names. */
export type TextKey<A extends AreaName> = {
  [K in keyof EnglishArea<A>]: EnglishArea<A>[K] extends string ? K : never;
}[keyof EnglishArea<A>] &
  string;

/**
 * A zod issue's message as a key of the area: the web app's form checks write keys, never wordings,
 * so the action says them in the page's language (docs/decisions/191). Null for zod's own wording
 * (a check that names no text, met only by a malformed request).
 */
export function textKeyOf<A extends AreaName>(area: A, message: string | undefined): TextKey<A> | null {
  const texts = serverTexts(area, "en") as Record<string, unknown>;
  return message !== undefined && Object.hasOwn(texts, message) && typeof texts[message] === "string" ? (message as TextKey<A>) : null;
}

/** A form check's key, checked against its area where the schema is written. */
export const keyIn =
  <A extends AreaName>(_area: A) =>
  (key: TextKey<A>): string =>
    key;

/** A form check's refusals, one key per field, said in the request's language. */
export function fieldTexts<A extends AreaName, F extends string>(
  area: A,
  keys: Partial<Record<F, TextKey<A>>>,
  language: string | null | undefined,
): Partial<Record<F, string>> {
  const texts = serverTexts(area, language) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries<TextKey<A> | undefined>(keys).map(([field, key]) => [field, key && (texts[key] as string)]),
  ) as Partial<Record<F, string>>;
}
