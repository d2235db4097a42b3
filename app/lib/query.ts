import { HEADER_PARAMS, SESSION_PARAMS, type HeaderParamName, type SessionParamName, type SessionParams } from "@contract/session-params";

/** The page address query read into a key-value map (spec 000 §3 "Page parameters"). */
export type PageQuery = Record<string, string>;

/**
 * What a page carries on to the next page and to the backend: the session and the header values.
 * A route's typed page query (contract/page-query.ts) has them, and so does the raw map.
 */
export type CarriedParams = Partial<Record<SessionParamName | HeaderParamName, string>>;

/**
 * Reads a query string into a map. `product_id` and `productId` name the same thing: if one is
 * present the other is filled with the same value, so both always exist.
 */
export function parsePageQuery(search: string | URLSearchParams): PageQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const query: PageQuery = {};
  for (const [key, value] of params) {
    if (!(key in query)) query[key] = value;
  }
  const productId = query.productId || query.product_id;
  if (productId) {
    query.productId = productId;
    query.product_id = productId;
  }
  return query;
}

/** The common session parameters present in a page query. */
export function sessionParamsOf(query: CarriedParams): SessionParams {
  const session: SessionParams = {};
  for (const name of SESSION_PARAMS) {
    if (query[name] !== undefined) session[name] = query[name];
  }
  return session;
}

/** The client-variant header values from the page query, empty when absent. */
export function headerParamsOf(query: CarriedParams): Record<(typeof HEADER_PARAMS)[number], string> {
  return {
    building: query.building ?? "",
    gather: query.gather ?? "",
    swift: query.swift ?? "",
    eyes: query.eyes ?? "",
  };
}

/** The parameters a page passes on when it links to another page: the session plus headers. */
export function carriedParamsOf(query: CarriedParams): URLSearchParams {
  const carried = new URLSearchParams();
  for (const name of [...SESSION_PARAMS, ...HEADER_PARAMS]) {
    if (query[name] !== undefined) carried.set(name, query[name]);
  }
  return carried;
}

/** A link to one of our pages carrying the session, plus extra parameters. */
export function pageHref(path: string, query: CarriedParams, extra: Record<string, string | number | undefined> = {}) {
  const params = carriedParamsOf(query);
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Server-given URLs are followed only when they are http(s) (BRIEF §5): returns the parsed URL, or
 * null for anything else (`javascript:`, `data:`, relative junk), so such a URL can never run.
 */
export function safeHttpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether a URL may receive the borrower's session: our own host (`ownHost`, the page's host with
 * its port) or a partner lender named in configuration (`partnerHosts`, exact host names).
 * docs/decisions/072.
 */
export function mayCarrySession(url: URL, trust: SessionTrust): boolean {
  return url.host.toLowerCase() === trust.ownHost.toLowerCase() || trust.partnerHosts.includes(url.hostname.toLowerCase());
}

export type SessionTrust = { ownHost: string; partnerHosts: readonly string[] };

/**
 * A server-given http(s) URL, or null when refused. The common request parameters (the session,
 * 30 days of full rights) are added only for our own host and configured partner hosts; any other
 * host gets the URL as given (docs/decisions/072).
 */
export function withCommonParams(value: string, query: CarriedParams, trust: SessionTrust): string | null {
  const url = safeHttpUrl(value);
  if (!url) return null;
  if (!mayCarrySession(url, trust)) return url.toString();
  for (const [key, val] of carriedParamsOf(query)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, val);
  }
  return url.toString();
}
