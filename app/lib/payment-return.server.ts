import { isPageId } from "@contract/page-query";
import { isFilipino } from "@contract/texts/filipino";
import { clearCookie, cookieSecurity, paymentReturnCookie, readStringCookie } from "./cookies.server";
import { carriedParamsOf, parsePageQuery, type PageQuery } from "./query";

/**
 * The way back from the payment gateway (docs/decisions/071). The gateway's return address is
 * public (the gateway page shows it, pay codes are read out at store counters), so it carries only
 * the page and the order: `/payment-return?orderId=..&productId=..`. The session stays where it
 * already lives, this browser: a cookie set when Payment is pressed, HttpOnly, SameSite=Lax (sent on
 * the gateway's top-level redirect back), scoped to the return path, signed (a forged one would name
 * another session), read once (app/lib/cookies.server.ts). A browser without
 * it (the gateway opened elsewhere) is told to go back to the app instead of getting a session.
 */
export const PAYMENT_RETURN_PATH = "/payment-return";
const GATEWAY_FIELDS = ["txnid", "refno", "status", "message", "digest", "signatures", "param1", "param2"] as const;

/** The session-free return address the backend stores with the payment. */
export function paymentReturnPath(query: PageQuery): string {
  const params = new URLSearchParams();
  if (query.orderId) params.set("orderId", query.orderId);
  if (query.productId) params.set("productId", query.productId);
  // The page's language (not part of the session): a browser without the cookie is told to go
  // back to the app in the language it paid in (docs/decisions/131).
  if (isFilipino(query.language)) params.set("language", "fil");
  return `${PAYMENT_RETURN_PATH}?${params.toString()}`;
}

/**
 * Set-Cookie for the page that sends the borrower to the gateway: this order and the session.
 * `Secure` whenever the request came over HTTPS (it carries the session; P11).
 */
export function setPaymentReturnCookie(query: PageQuery, request: Request): Promise<string> {
  const value = new URLSearchParams(carriedParamsOf(query));
  value.set("orderId", query.orderId ?? "");
  return paymentReturnCookie.serialize(value.toString(), cookieSecurity(request));
}

export function clearPaymentReturnCookie(request: Request): Promise<string> {
  return clearCookie(paymentReturnCookie, request);
}

/**
 * Where the return leads: Order Details with the session when this browser holds the cookie for
 * this very order, else null. A malformed or tampered cookie counts as none.
 */
export async function orderDetailsAfterPayment(cookieHeader: string | null, returned: URLSearchParams): Promise<string | null> {
  const raw = await readStringCookie(paymentReturnCookie, cookieHeader);
  if (!raw) return null;
  let saved: PageQuery;
  try {
    saved = parsePageQuery(raw);
  } catch {
    return null;
  }
  const orderId = returned.get("orderId") ?? "";
  if (!isPageId(orderId) || saved.orderId !== orderId || !saved.sessionId) return null;
  const params = carriedParamsOf(saved);
  params.set("orderId", orderId);
  const productId = returned.get("productId");
  if (isPageId(productId)) params.set("productId", productId);
  // The gateway's return fields (as Dragonpay's return URL carries them) are passed on unchanged.
  for (const name of GATEWAY_FIELDS) {
    const value = returned.get(name);
    if (value && value.length <= (name === "signatures" ? 2048 : 200)) params.set(name, value);
  }
  return `/poles?${params.toString()}`;
}
