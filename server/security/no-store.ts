import type express from "express";

const SESSION_KEYS = ["sessionId", "userId"];

/**
 * Pages that show a borrower's data (their session is in the query) and the ops console are never
 * kept in a browser or shared cache: a phone is often shared, and a proxy must not keep loans.
 * The backend marks its borrower and ops JSON the same way (lending/http.ts).
 */
export function noStoreForPrivatePages(req: express.Request, res: express.Response, next: express.NextFunction) {
  const search = req.originalUrl.includes("?") ? new URLSearchParams(req.originalUrl.slice(req.originalUrl.indexOf("?") + 1)) : null;
  const path = req.path.toLowerCase();
  if (path.startsWith("/ops/") || SESSION_KEYS.some((key) => search?.has(key))) res.set("Cache-Control", "no-store");
  // The promotion sign-up carries a captcha and a nonce made for this one visit: nobody else's.
  else if (path === "/promotion" || path.startsWith("/promotion/") || path.startsWith("/promotion."))
    res.set("Cache-Control", "private, no-store");
  // The other public pages may be kept, but they speak the language of the `language` cookie or,
  // without one, of Accept-Language: a cache must keep one copy per value of both (second
  // penetration test, N13).
  else {
    res.vary("Accept-Language");
    res.vary("Cookie");
  }
  next();
}
