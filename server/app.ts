import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { serverConfig } from "./config";
import { serveWebAppInProcess } from "./in-process";
import { lendingBackend } from "./lending";

/**
 * With `Referrer-Policy: no-referrer` (the session lives in URLs) browsers send `Origin: null` on
 * form posts, which Remix's CSRF check takes for an attack. Fetch metadata still tells a same-origin
 * post apart: such a post is let through without the null origin; a cross-site one is refused.
 * (docs/decisions/003-security-headers.md)
 */
export function sameOriginNullOrigin(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.headers.origin !== "null") return next();
  const site = req.headers["sec-fetch-site"];
  if (site === "same-origin") {
    delete req.headers.origin;
    return next();
  }
  res.status(403).type("text/plain").send("This form was sent from another site and was refused.");
}

/**
 * Trust the configured number of proxies in front, and always this process's own web app, which
 * calls the backend over loopback and forwards the borrower's address, host and scheme.
 */
export function trustProxies(app: express.Express, hops: number) {
  app.set("trust proxy", (address: string, hop: number) => isLoopback(address) || hop < hops);
}

function isLoopback(address: string) {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

/**
 * Before the web app: replace the forwarded headers with what Express established under the
 * trust-proxy rule, so the web app's loaders pass on the borrower's real address and host (never a
 * value an untrusted client made up).
 */
export function forwardedAsTrusted(req: express.Request, _res: express.Response, next: express.NextFunction) {
  req.headers["x-forwarded-for"] = req.ip ?? "";
  req.headers["x-forwarded-host"] = req.host;
  req.headers["x-forwarded-proto"] = req.protocol;
  next();
}

/**
 * The one process: security headers, static files, the lending backend under /api, and the web
 * app for everything else. Built as a function so tests can start it on any port.
 */
export function createApp(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const config = serverConfig();
  const app = express();
  app.disable("x-powered-by");
  trustProxies(app, config.TRUST_PROXY);

  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          "style-src": ["'self'", "'unsafe-inline'"],
          "font-src": ["'self'"],
          "img-src": ["'self'", "data:", "blob:"],
          "connect-src": ["'self'"],
          "frame-src": ["'self'"],
          "frame-ancestors": ["'self'"],
          // Payment pages and partner lenders live on other hosts; a form may be answered with a
          // redirect there (docs/decisions/003-security-headers.md).
          "form-action": ["'self'", "https:", "http:"],
          "upgrade-insecure-requests": null,
        },
      },
      referrerPolicy: { policy: "no-referrer" },
      crossOriginEmbedderPolicy: false,
      // The web view may be on plain HTTP on a local network; HSTS would lock it out.
      strictTransportSecurity: config.NODE_ENV === "production" ? undefined : false,
    }),
  );

  app.use(sameOriginNullOrigin);
  // Phones on weak connections: compress HTML, JSON, CSS and scripts (images are already compact).
  app.use(compression());

  // Browsers ask for /favicon.ico on pages without an icon link (the gateway page, JSON answers).
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));
  app.use("/build", express.static(path.join(process.cwd(), "public", "build"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(path.join(process.cwd(), "public"), { maxAge: "1h" }));
  app.use("/api/assets", express.static(path.join(process.cwd(), "mocks"), { maxAge: "1h", fallthrough: false }));
  app.use("/api", lendingBackend());

  app.all(
    "/{*splat}",
    forwardedAsTrusted,
    createRequestHandler({
      build,
      mode: config.NODE_ENV,
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
    }),
  );
  const backend = express();
  trustProxies(backend, config.TRUST_PROXY);
  backend.use("/api", lendingBackend());
  serveWebAppInProcess(backend);
  return app;
}
