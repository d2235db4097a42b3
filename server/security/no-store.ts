import type express from "express";

const SESSION_KEYS = ["sessionId", "userId"];

/**
 * Pages that show a borrower's data (their session is in the query) and the ops console are never
 * kept in a browser or shared cache: a phone is often shared, and a proxy must not keep loans.
 * The backend marks its borrower and ops JSON the same way (lending/http.ts).
 */
export function noStoreForPrivatePages(req: express.Request, res: express.Response, next: express.NextFunction) {
  const search = req.originalUrl.includes("?") ? new URLSearchParams(req.originalUrl.slice(req.originalUrl.indexOf("?") + 1)) : null;
  if (req.path.toLowerCase().startsWith("/ops/") || SESSION_KEYS.some((key) => search?.has(key))) res.set("Cache-Control", "no-store");
  next();
}
