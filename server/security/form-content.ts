import type express from "express";
import { render, requestLanguage, text } from "../lending/texts";

/**
 * The web app's pages read posts as HTML forms do send them: URL-encoded, or multipart with its
 * boundary. Anything else (JSON, text/plain, no type, multipart without a boundary) made the page's
 * `request.formData()` throw, and the answer was a 500 with a stack trace (second penetration test,
 * N7). Refused here, before any route runs, with 415 and a sentence.
 */
const READABLE = /^(application\/x-www-form-urlencoded|multipart\/form-data;.*\bboundary=\S)/i;

export function formContentOnly(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  if (READABLE.test(req.get("Content-Type") ?? "")) return next();
  // The body is never read: the connection closes after the answer.
  res
    .status(415)
    .type("text/plain")
    .set({ "Cache-Control": "no-store", Connection: "close" })
    .send(render(text("formUnreadable"), requestLanguage(req)));
}
