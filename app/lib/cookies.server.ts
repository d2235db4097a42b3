/**
 * The documented "session flag" showBankTip, kept as a session cookie so the server can decide
 * before rendering (the Kind tips modal then behaves the same with JavaScript off).
 */
export const SHOW_BANK_TIP = "showBankTip";

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(/;\s*/)) {
    const [key, ...rest] = part.split("=");
    if (key !== name) continue;
    // A cookie is the client's to write: a malformed escape reads as no cookie, never a 500.
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function sessionFlagCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax`;
}

/**
 * "; Secure" when the request came over HTTPS, else "". The request's URL has the scheme the
 * server established: behind TRUST_PROXY proxies that is their X-Forwarded-Proto, believed only as
 * the forwarded rule decides (server/security/forwarded.ts); a client's own header is not. A cookie
 * that carries a session must never travel in clear once the site is served over HTTPS (third
 * penetration test, P11); over plain HTTP (a local start) a Secure cookie would not be kept at all.
 */
export function secureAttribute(request: Request): string {
  return new URL(request.url).protocol === "https:" ? "; Secure" : "";
}
