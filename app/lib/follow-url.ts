import { carriedParamsOf, safeHttpUrl, type PageQuery } from "./query";

const LOCAL = "http://same-origin.invalid";

/**
 * A server-given URL the page may follow: an http(s) URL, or a path on our own site such as
 * `/well?...` (the bundled backend does not know the web app's host). Anything else (`javascript:`,
 * `//other.host`, `data:`) is refused with null (BRIEF §5). The session and header parameters of
 * the current page are added unless the URL already has them, plus any `extra` the caller names.
 */
export function followableUrl(value: string | null | undefined, query: PageQuery, extra: Record<string, string> = {}): string | null {
  if (!value) return null;
  const text = value.trim();
  let url: URL;
  let sameOrigin = false;
  if (text.startsWith("/") && !text.startsWith("//") && !text.startsWith("/\\")) {
    url = new URL(text, LOCAL);
    sameOrigin = url.origin === LOCAL;
    if (!sameOrigin) return null;
  } else {
    const web = safeHttpUrl(text);
    if (!web) return null;
    url = web;
  }
  for (const [key, val] of [...carriedParamsOf(query), ...Object.entries(extra)]) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, val);
  }
  return sameOrigin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
