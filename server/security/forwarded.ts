import type express from "express";
import { isValidWebAppProof, WEB_APP_PROOF_HEADER, WEB_APP_PROOF_LIFETIME_MS, webAppSecret } from "@contract/web-app-proof";

/**
 * Forwarded headers (X-Forwarded-For, -Host, -Proto) are believed from exactly two sources:
 * - the TRUST_PROXY proxies in front of the server (a number of hops; 0 by default, so a client
 *   cannot claim another address), applied by Express to every request;
 * - the web app calling its own backend, and only when the call carries a valid web-app proof
 *   (an HMAC of the forwarded values). Loopback alone is not believed: any local process, or a
 *   request relayed through the web app, comes from loopback too.
 * (docs/decisions/073-forwarded-trust-and-web-app-proof.md)
 */
export function trustProxies(app: express.Express, hops: number) {
  app.set("trust proxy", hops);
}

/** What a caller says it forwards, with the web app's proof (if any). */
export interface ForwardedClaim {
  for: string;
  host: string;
  proto: string;
  proof?: string;
}

/**
 * The forwarded values when the web app's proof holds for them, else null. The one check of the
 * proof: the HTTP middleware below and every endpoint's answer (lending/http.ts), on both paths.
 */
export function believedForwarded(claim: ForwardedClaim): ForwardedClaim | null {
  if (!claim.proof) return null;
  const values = { for: claim.for, host: claim.host, proto: claim.proto };
  const key = `${webAppSecret()}\n${claim.proof}\n${values.for}\n${values.host}\n${values.proto}`;
  const madeAt = provenBefore.get(key);
  if (madeAt !== undefined) return Math.abs(Date.now() - madeAt) <= WEB_APP_PROOF_LIFETIME_MS ? values : null;
  if (!isValidWebAppProof(values, claim.proof)) return null;
  if (provenBefore.size >= PROVEN_KEPT_MAX) provenBefore.clear();
  provenBefore.set(key, Number(claim.proof.slice(0, claim.proof.indexOf("."))));
  return values;
}

/**
 * Proofs that held, with the time each was made: a page's two or three calls carry one proof
 * (app/lib/lending-api.server.ts), so its HMAC is checked once (issue 38). Only a proof that held,
 * for exactly the values, under the same secret, is remembered, and it is believed no longer than
 * its lifetime, as the check itself would; forgotten whole when full (a bound, not a cache policy).
 */
const provenBefore = new Map<string, number>();
const PROVEN_KEPT_MAX = 1_000;

/**
 * In front of the lending backend's other routes (the gateway's pages, photos): when the web app
 * proves who it is, the borrower's address, host and scheme it forwards become this request's
 * `ip`, `host` and `protocol`. Otherwise the forwarded headers stay under the TRUST_PROXY rule alone.
 */
export function believeProvenWebApp(req: express.Request, _res: express.Response, next: express.NextFunction) {
  const proof = req.get(WEB_APP_PROOF_HEADER);
  if (!proof) return next();
  const values = believedForwarded({
    for: req.get("X-Forwarded-For") ?? "",
    host: req.get("X-Forwarded-Host") ?? "",
    proto: req.get("X-Forwarded-Proto") ?? "",
    proof,
  });
  if (!values) return next();
  // Own properties shadow Express's getters for this request only.
  if (values.for) Object.defineProperty(req, "ip", { value: values.for, configurable: true });
  if (values.host) Object.defineProperty(req, "host", { value: values.host, configurable: true });
  if (values.host) Object.defineProperty(req, "hostname", { value: values.host.replace(/:\d+$/, ""), configurable: true });
  if (values.proto === "http" || values.proto === "https")
    Object.defineProperty(req, "protocol", { value: values.proto, configurable: true });
  next();
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
