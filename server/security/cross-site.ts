import type express from "express";
import { render, requestLanguage, text, type Text } from "../lending/texts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one cross-site check in front of every non-GET request of the web app (docs/decisions/003 and
 * 074). Remix 2 checks the origin of document posts only: its `?_data=<routeId>` requests and
 * resource routes run actions without it, so the check lives here, before any route runs.
 *
 * 1. `_data` on a non-GET is refused: single fetch (`.data` URLs) replaced it, so only a forged
 *    request still uses it.
 * 2. Fetch metadata, when the browser sends it: only `same-origin` (and `none`, a request the user
 *    started) pass. Under `Referrer-Policy: no-referrer` browsers send `Origin: null` on form
 *    posts; such a same-origin post passes without the null origin, which Remix would refuse.
 * 3. Without fetch metadata (older browsers): an Origin must name this host; `null` is refused. No
 *    Origin at all is a client that is not a browser (no ambient cookies to abuse), let through.
 *
 * A refusal answers 403 with a sentence a person can act on, never a 500.
 */
export function crossSiteCheck(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "";
  if (new URLSearchParams(search).has("_data")) return refuse(req, res, text("dataParameter"));

  const site = req.get("Sec-Fetch-Site");
  const origin = req.get("Origin");
  if (site !== undefined) {
    if (site !== "same-origin" && site !== "none") return refuse(req, res, text("crossSite"));
    if (origin === "null") delete req.headers.origin;
    return next();
  }
  if (origin === undefined) return next();
  if (origin !== "null" && sameHost(origin, req)) return next();
  return refuse(req, res, text("crossSite"));
}

function sameHost(origin: string, req: express.Request): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === req.get("Host") || host === req.host;
}

function refuse(req: express.Request, res: express.Response, message: Text) {
  res
    .status(403)
    .type("text/plain")
    .set("Cache-Control", "no-store")
    .send(render(message, requestLanguage(req)));
}
