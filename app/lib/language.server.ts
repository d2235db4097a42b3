import { readCookie } from "./cookies.server";
import { LANGUAGE_COOKIE, resolveLanguage } from "./messages/resolve-language";
import type { Language } from "./messages/verbatim";

/** The language a request's page is drawn in (docs/decisions/130): the same rule as the root loader's. */
export function requestLanguage(request: Request): Language {
  return resolveLanguage({
    query: new URL(request.url).searchParams.get("language"),
    cookie: readCookie(request, LANGUAGE_COOKIE),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
}
