import { languageCookie, readRequestCookie } from "~/lib/cookies.server";
import { resolveLanguage } from "~/lib/messages/resolve-language";
import type { Language } from "~/lib/messages/verbatim";

/** The language a request's page is drawn in (docs/decisions/130): the same rule as the root loader's. */
export async function requestLanguage(request: Request): Promise<Language> {
  return resolveLanguage({
    query: new URL(request.url).searchParams.get("language"),
    cookie: await readRequestCookie(languageCookie, request),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
}
