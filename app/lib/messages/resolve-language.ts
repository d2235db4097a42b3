/**
 * Which language a page is drawn in (docs/decisions/130). Pure: the root loader feeds it the
 * request's query, cookie and Accept-Language; tests feed it strings.
 *
 * 1. The session's `language` query parameter, when the URL has one (every borrower URL does):
 *    `fil`/`tl` Filipino, `zh`/`es`/`id` the documented verbatim wordings (decision 112), anything
 *    else English. It wins over the cookie: the native app decides a session's language.
 * 2. Pages without a session: the language switch's cookie (`en` or `fil`).
 * 3. No cookie: the browser's Accept-Language, by q-value, among English and Filipino.
 * 4. English.
 */
import { languageOf, type Language } from "./language-of";

/** The cookie the language switch writes on pages without a session. */
export const LANGUAGE_COOKIE = "lang";

/** The languages a borrower can switch between (and ask for through Accept-Language). */
export type SwitchLanguage = "en" | "fil";

export interface LanguageSources {
  /** The URL's `language` parameter (null when the URL has none). */
  query: string | null | undefined;
  /** The language switch's cookie value. */
  cookie: string | null | undefined;
  /** The request's Accept-Language header. */
  acceptLanguage: string | null | undefined;
}

export function resolveLanguage({ query, cookie, acceptLanguage }: LanguageSources): Language {
  if (query !== null && query !== undefined && query.trim() !== "") return languageOf(query);
  const chosen = switchLanguageOf(cookie);
  if (chosen) return chosen;
  return fromAcceptLanguage(acceptLanguage) ?? "en";
}

/** `en` or `fil` for a cookie (or switch form) value; anything else is no choice. */
export function switchLanguageOf(value: string | null | undefined): SwitchLanguage | null {
  return value === "en" || value === "fil" ? value : null;
}

/**
 * The preferred of English and Filipino in an Accept-Language header (RFC 9110 §12.5.4): the
 * highest q-value wins, ties go to the earlier entry, q=0 means "not this one". `*` and other
 * languages name neither. Null when the header names neither.
 */
export function fromAcceptLanguage(header: string | null | undefined): SwitchLanguage | null {
  let best: { language: SwitchLanguage; q: number } | null = null;
  for (const part of (header ?? "").split(",").slice(0, 50)) {
    const [range, ...params] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    const language: SwitchLanguage | null = primary === "fil" || primary === "tl" ? "fil" : primary === "en" ? "en" : null;
    if (!language) continue;
    let q = 1;
    for (const param of params) {
      if (!/^\s*q\s*=/i.test(param)) continue;
      // A q-value that is not one (q=2, q=abc) makes the entry unreadable: it names nothing.
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      q = match ? Number(match[1]) : Number.NaN;
    }
    if (!(q > 0) || q > 1) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? null;
}

/** The `<html lang>` value: `fil` for Filipino pages, `en` for the rest (their texts are English). */
export function htmlLang(language: Language): "fil" | "en" {
  return language === "fil" ? "fil" : "en";
}
