import { createCookie, type Cookie } from "@remix-run/node";
import { cookieSecret, opsSessionCookie, readStringCookie } from "@contract/ops-session-cookie";

/**
 * Every cookie the web app writes or reads, each declared once (issue 39; docs/decisions/247).
 * Nothing else builds a Set-Cookie header or parses a Cookie header: a route reads through
 * `cookie.parse(request.headers.get("Cookie"))` (or the typed readers below) and writes through
 * `cookie.serialize(value, cookieSecurity(request))`.
 *
 * Signed (HMAC with the secret below) where a forged value would matter: the ops console's
 * session, the payment return's saved session, the session flag that hides Kind tips. A tampered
 * signed value reads as no cookie. Unsigned where a forged value can only change what this very
 * browser is shown: the language switch, the Kind tips already seen, the promotion's countdown
 * and notice.
 *
 * The signing secret, the ops console's session cookie and the string reader are in the contract
 * (contract/ops-session-cookie.ts): the server's body limit reads the console's session through the
 * same signed cookie object (docs/decisions/247, 250). They are the same objects here.
 */
export { cookieSecret, opsSessionCookie, readStringCookie };

const secrets = [cookieSecret()];
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * `{ secure: true }` when the request came over HTTPS. The request's URL has the scheme the server
 * established: behind TRUST_PROXY proxies that is their X-Forwarded-Proto, believed only as the
 * forwarded rule decides (server/security/forwarded.ts); a client's own header is not. A cookie
 * that carries a session must never travel in clear once the site is served over HTTPS (third
 * penetration test, P11); over plain HTTP (a local start) a Secure cookie would not be kept at all.
 * Options of a cookie are fixed at creation, so each serialize passes this.
 */
export function cookieSecurity(request: Request): { secure: boolean } {
  return { secure: new URL(request.url).protocol === "https:" };
}

/** The language switch's choice (`lang`), a year. Unsigned: any value is one the visitor may pick. */
export const languageCookie: Cookie = createCookie("lang", {
  path: "/",
  maxAge: ONE_YEAR_SECONDS,
  httpOnly: true,
  sameSite: "lax",
});

/** Kind tips this browser dismissed (app/routes/order-details.kind-tips.ts), a year. Unsigned: forging it only hides tips from oneself. */
export const kindTipsSeenCookie: Cookie = createCookie("kindTipsSeen", {
  path: "/",
  maxAge: ONE_YEAR_SECONDS,
  httpOnly: true,
  sameSite: "lax",
});

/**
 * The documented "session flag" showBankTip: set when the borrower goes to repay, it keeps Kind
 * tips from showing again, decided on the server before rendering (the same with JavaScript off).
 * A browser-session cookie (no Max-Age), as the spec's flag lives as long as the app's session.
 */
export const showBankTipCookie: Cookie = createCookie("showBankTip", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secrets,
});

/** The way back from the payment gateway (app/lib/payment-return.server.ts, decision 071): as long as a pay code lives. */
export const paymentReturnCookie: Cookie = createCookie("pay_return", {
  path: "/payment-return",
  maxAge: 24 * 3600,
  httpOnly: true,
  sameSite: "lax",
  secrets,
});

/** When the promotion page last sent a code (its countdown without JavaScript), a minute. */
export const promotionSentCookie: Cookie = createCookie("promo_sms_sent", {
  path: "/promotion",
  maxAge: 60,
  httpOnly: true,
  sameSite: "lax",
});

/** The promotion's one-time notice after registering (`registered` | `already`), a minute. */
export const promotionNoticeCookie: Cookie = createCookie("promo_notice", {
  path: "/promotion",
  maxAge: 60,
  httpOnly: true,
  sameSite: "lax",
});

/** The same for a request. */
export function readRequestCookie(cookie: Cookie, request: Request): Promise<string | undefined> {
  return readStringCookie(cookie, request.headers.get("Cookie"));
}

/** Set-Cookie that removes `cookie` (same path and attributes, Max-Age 0). */
export function clearCookie(cookie: Cookie, request: Request): Promise<string> {
  return cookie.serialize("", { ...cookieSecurity(request), maxAge: 0 });
}
