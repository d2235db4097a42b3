import { redirect } from "@remix-run/node";
import { clearCookie, cookieSecurity, opsSessionCookie, readRequestCookie } from "./cookies.server";

/**
 * The ops console (agent replies, promotion funnel) has its own login form at /ops/login. The
 * backend exchanges the password for a signed session token (contract/ops.ts); the web app keeps it
 * in a same-site cookie, HttpOnly, scoped to /ops, signed (app/lib/cookies.server.ts), and passes
 * it on to the backend, which checks it. A browser never sends the cookie on a request another
 * site starts, so a page elsewhere cannot post as the agent (docs/decisions/074).
 */
export function opsSessionOf(request: Request): Promise<string | undefined> {
  return readRequestCookie(opsSessionCookie, request);
}

/** Where a console page sends an operator who is not logged in (or whose session ended). */
export function opsLoginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/ops/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * Only the console's own pages are followed after login, never another site. Printable ASCII only:
 * the path becomes a Location header, and a non-ASCII one made the redirect throw (a 500; second
 * penetration test, N7).
 */
export function opsNextPath(value: string | null): string {
  return value && /^\/ops\/[A-Za-z0-9/_-]*(\?[\x21-\x5b\x5d-\x7e]*)?$/.test(value) && !value.startsWith("/ops/login")
    ? value
    : "/ops/complaints";
}

/** Set-Cookie keeping the token for as long as it lives. */
export function setOpsSessionCookie(token: string, expiresAt: string, request: Request): Promise<string> {
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  return opsSessionCookie.serialize(token, { ...cookieSecurity(request), maxAge });
}

export function clearOpsSessionCookie(request: Request): Promise<string> {
  return clearCookie(opsSessionCookie, request);
}
