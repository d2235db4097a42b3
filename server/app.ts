import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import crypto from "node:crypto";
import path from "node:path";
import { FailureCode } from "@contract";
import { admission } from "./admission";
import { serverConfig } from "./config";
import { serveWebAppInProcess } from "./in-process";
import { lendingBackend } from "./lending";
import { operationsRoutes } from "./operations";
import { precompressedBuild } from "./precompressed";
import { logUnhandledError, requestTelemetry, routeLabeller } from "./request-log";
import { withBodyLimit } from "./security/body-limit";
import { crossSiteCheck } from "./security/cross-site";
import { formContentOnly } from "./security/form-content";
import { forwardedAsTrusted, trustProxies } from "./security/forwarded";
import { noStoreForPrivatePages } from "./security/no-store";

/** The picture files the catalogue links to. */
const IMAGE_FILE = /^\/[\w/-]+\.(svg|png|jpe?g|webp|gif)$/i;

// Kept importable from here: tests and the server start the backend with the same trust rule.
export { forwardedAsTrusted, trustProxies } from "./security/forwarded";

/** Browser features refused to our pages and anything framed in them (none is used). */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()";

/**
 * The one process: security headers, static files, the lending backend under /api, and the web
 * app for everything else. Built as a function so tests can start it on any port.
 */
export function createApp(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const config = serverConfig();
  const app = express();
  const developmentMode = config.NODE_ENV === "development";
  app.set("env", developmentMode ? "development" : "production");
  app.disable("x-powered-by");
  trustProxies(app, config.TRUST_PROXY);

  // First: every answer, even a static file or a refusal, carries its request id and is logged.
  app.use(requestTelemetry(routeLabeller(build)));
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
          // Forms post to this site only; a form answered with a redirect to a payment page or a
          // partner lender on another host needs that host in FORM_ACTION_HOSTS (docs/decisions/003).
          "form-action": ["'self'", ...config.FORM_ACTION_HOSTS],
          "upgrade-insecure-requests": null,
        },
      },
      referrerPolicy: { policy: "no-referrer" },
      crossOriginEmbedderPolicy: false,
      // The web view may be on plain HTTP on a local network; HSTS would lock it out.
      strictTransportSecurity: config.profile === "production" ? undefined : false,
    }),
  );
  // Helmet sets no Permissions-Policy: beside its headers, the browser features no page of ours
  // uses are refused to every page and frame (third penetration test, P13). Copying a pay code uses
  // the clipboard's write, which needs no policy. Geolocation stays for our own pages only: the
  // native bridge's test preview (/testPreview) asks for the position; no frame may.
  app.use((_req, res, next) => {
    res.set("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });

  // Probes and metrics: before compression and the admission queue (server/operations.ts).
  app.use(operationsRoutes({ metricsToken: config.METRICS_TOKEN }));

  // Phones on weak connections: compress HTML, JSON, CSS and scripts (images are already compact).
  app.use(compression());

  // Browsers ask for /favicon.ico on pages without an icon link (the gateway page, JSON answers).
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));
  if (!developmentMode) {
    // Build scripts and styles at the strongest compression, once (server/precompressed.ts).
    const buildFiles = precompressedBuild(path.join(process.cwd(), "public", "build"));
    app.use("/build", buildFiles);
    if (config.NODE_ENV === "production") void buildFiles.warm();
  }
  app.use("/build", express.static(path.join(process.cwd(), "public", "build"), { immutable: true, maxAge: "1y" }));
  const publicFiles = express.static(path.join(process.cwd(), "public"), { maxAge: "1h" });
  // Only a name with an extension can be a file there (favicon.svg); pages skip the disk lookup,
  // which cost about 3% of an Order Details request.
  app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  // The pictures of the catalogue (logos, payment channels) only: the catalogue's data files beside
  // them (products.json, bank-form.json...) are the backend's input, not the public's (second
  // penetration test, N11).
  const assets = express.static(path.join(process.cwd(), "mocks"), { maxAge: "1h", fallthrough: false });
  app.use("/api/assets", (req, res, next) => {
    if (IMAGE_FILE.test(req.path)) return assets(req, res, next);
    res.status(404).json({ code: FailureCode.notFound, message: "This file does not exist.", data: null });
  });
  // Past the static files, requests are served in the order they came, a few at a time.
  app.use(admission(config.CONCURRENT_REQUESTS));
  app.use("/api", lendingBackend());

  app.all(
    "/{*splat}",
    crossSiteCheck,
    formContentOnly,
    noStoreForPrivatePages,
    forwardedAsTrusted,
    withBodyLimit(
      createRequestHandler({
        build,
        // Error details only when a developer asked for them (`npm run dev`), never by default.
        mode: developmentMode ? "development" : "production",
        getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
      }),
    ),
  );
  app.use(logUnhandledError);
  // The web app's own calls reach the same endpoints without HTTP (server/in-process.ts).
  serveWebAppInProcess();
  return app;
}
