import type { ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import crypto from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { log } from "./log";
import { metrics } from "./metrics";
import { isDraining } from "./shutdown";

/**
 * Every request the server is sent: an `X-Request-Id` on its answer, one log line when it ends
 * (request id, method, route pattern, status, duration) and its time in the request-duration
 * histogram. The route is a pattern (`/api/v3/order/detail`) or the Remix route id
 * (`routes/away`), never the URL: session parameters and references live in URLs.
 *
 * An incoming X-Request-Id is kept only when the peer is a trusted proxy (TRUST_PROXY): a proxy's
 * id ties its log to ours; a client's could forge or flood ours. (docs/decisions/160)
 */
export const REQUEST_ID_HEADER = "X-Request-Id";
const ACCEPTED_ID = /^[\w.:@/+=-]{1,128}$/;

/** Quiet routes: probes and scrapes every few seconds would drown the borrowers' requests. */
const PROBES = new Set(["/healthz", "/readyz", "/metrics", "/api/healthz"]);

/** Where Remix answers the route manifest (v3_lazyRouteDiscovery; no basename here). */
const REMIX_MANIFEST_PATH = "/__manifest";

export function requestTelemetry(routeOf: (req: Request, res: Response) => string) {
  const { requestDuration, requestsInFlight } = metrics();
  return function telemetry(req: Request, res: Response, next: NextFunction) {
    const started = performance.now();
    const incoming = req.headers["x-request-id"];
    const trusted = typeof incoming === "string" && ACCEPTED_ID.test(incoming) && fromTrustedProxy(req);
    const id = trusted ? incoming : crypto.randomUUID();
    // Later code (the web app's error report, entry.server.tsx) reads it from the request.
    req.headers["x-request-id"] = id;
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    // Draining (SIGTERM): answer, then let the connection go (server/shutdown.ts).
    if (isDraining()) res.setHeader("Connection", "close");
    requestsInFlight.inc();
    let ended = false;
    const end = (finished: boolean) => {
      if (ended) return;
      ended = true;
      requestsInFlight.dec();
      const seconds = (performance.now() - started) / 1000;
      const route = routeOf(req, res);
      // A client that went away before the answer: 499, as proxies write it.
      const status = finished ? res.statusCode : 499;
      requestDuration.observe({ route, method: req.method, status }, seconds);
      const line = { reqId: id, method: req.method, route, status, ms: Math.round(seconds * 10_000) / 10 };
      if (status >= 500) log().error(line, "request");
      else if (PROBES.has(route)) log().debug(line, "request");
      else log().info(line, "request");
    };
    res.once("finish", () => end(true));
    res.once("close", () => end(res.writableFinished));
    next();
  };
}

function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get("trust proxy fn") as ((address: string, hop: number) => boolean) | undefined;
  return Boolean(trust && req.socket.remoteAddress && trust(req.socket.remoteAddress, 0));
}

/**
 * The label of a request: the route pattern Express matched under /api, the Remix route id of a
 * page, or a fixed name for files and anything unmatched. Page ids are remembered per path (a
 * bounded map) so the match runs once per distinct path.
 */
export function routeLabeller(build: ServerBuild | (() => Promise<ServerBuild>)) {
  let pages: RouteObject[] | undefined;
  if (typeof build !== "function") pages = routeTree(build);
  else
    void build().then(
      (loaded) => (pages = routeTree(loaded)),
      () => undefined,
    );
  const known = new Map<string, string>();
  return function routeOf(req: Request, res: Response): string {
    const fixed = res.locals.route as string | undefined;
    if (fixed) return fixed;
    // The path as it arrived: inside a mounted router Express shortens req.path.
    const url = req.originalUrl;
    const query = url.indexOf("?");
    const path = query >= 0 ? url.slice(0, query) : url;
    const pattern = (req.route as { path?: unknown } | undefined)?.path;
    if (path.startsWith("/api/")) {
      if (path.startsWith("/api/assets/")) return "/api/assets/*";
      // The router's own mount path and the pattern inside it: a router mounted under /api (the
      // local Semaphore's at /api/sms/semaphore) is labelled with its whole path, once.
      const mount = req.baseUrl.startsWith("/api") ? req.baseUrl : "/api";
      return typeof pattern === "string" ? `${mount}${pattern}` : "/api/*";
    }
    // A route of the app itself (/healthz); the web app's catch-all is labelled by its page below.
    if (typeof pattern === "string" && !pattern.includes("*")) return pattern;
    if (path.startsWith("/build/")) return "/build/*";
    if (/\.\w+$/.test(path)) return "static";
    // Remix's route manifest, fetched by the browser for lazy route discovery: answered by Remix
    // itself, never by a page, so not the catch-all's "not found" (issue 40, W19).
    if (path === REMIX_MANIFEST_PATH) return "manifest";
    let label = known.get(path);
    if (label === undefined) {
      const matched = pages ? matchRoutes(pages, path) : null;
      label = (matched?.at(-1)?.route.id as string | undefined) ?? "unmatched";
      if (known.size >= 2000) known.clear();
      known.set(path, label);
    }
    return label;
  };
}

function routeTree(build: ServerBuild): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes ?? {})) {
    const list = children.get(route.parentId) ?? [];
    list.push(route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, caseSensitive: route.caseSensitive });
    children.set(route.parentId, list);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => (route.index ? route : { ...route, children: attach(children.get(route.id as string) ?? []) }));
  return attach(children.get(undefined) ?? []);
}

/**
 * The last handler of the app: an error no handler answered is logged once with its stack and the
 * request id, then answered with its status (a 4xx the error carries, else 500) and no details.
 */
export function logUnhandledError(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const carried = Number((error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode);
  const status = carried >= 400 && carried < 600 ? carried : 500;
  if (status >= 500) log().error({ err: error, reqId: res.locals.requestId, method: req.method }, "request failed");
  else log().debug({ err: error, reqId: res.locals.requestId }, "request refused");
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res
    .status(status)
    .type("text/plain")
    .send(http.STATUS_CODES[status] ?? "Error");
}
