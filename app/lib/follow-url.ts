import { HEADER_PARAMS, SESSION_PARAMS } from "@contract/session-params";
import { carriedParamsOf, mayCarrySession, safeHttpUrl, type CarriedParams, type SessionTrust } from "./query";

const LOCAL = "http://same-origin.invalid";
const CARRIED = new Set<string>([...SESSION_PARAMS, ...HEADER_PARAMS]);

/**
 * A server-given URL the page may follow: an http(s) URL, or a path on our own site such as
 * `/well?...` (the bundled backend does not know the web app's host). Anything else (`javascript:`,
 * `//other.host`, `/.//other.host` once normalised, `data:`) is refused with null (BRIEF §5). The
 * session and header parameters of the current page are added to our own paths and to hosts that
 * may carry the session (our host, configured partners); another host gets only the caller's
 * non-session `extra` (docs/decisions/072).
 */
export function followableUrl(
  value: string | null | undefined,
  query: CarriedParams,
  extra: Record<string, string> = {},
  trust: SessionTrust = { ownHost: "", partnerHosts: [] },
): string | null {
  if (!value) return null;
  const text = value.trim();
  let url: URL;
  let sameOrigin = false;
  if (text.startsWith("/") && !text.startsWith("//") && !text.startsWith("/\\")) {
    url = new URL(text, LOCAL);
    // Judged after normalisation: '/.//evil.example/x' becomes the path '//evil.example/x', which a
    // browser reads as another host.
    sameOrigin = url.origin === LOCAL && !url.pathname.startsWith("//") && !url.pathname.includes("\\");
    if (!sameOrigin) return null;
  } else {
    const web = safeHttpUrl(text);
    if (!web) return null;
    url = web;
  }
  const carries = sameOrigin || mayCarrySession(url, trust);
  const params = carries
    ? [...carriedParamsOf(query), ...Object.entries(extra)]
    : Object.entries(extra).filter(([key]) => !CARRIED.has(key));
  for (const [key, val] of params) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, val);
  }
  return sameOrigin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
