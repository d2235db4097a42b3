import { serverConfig } from "../../../config";

/**
 * Where Dragonpay is and where it calls us. DRAGONPAY_BASE_URL in production; locally the local
 * Dragonpay under PUBLIC_URL. A test that serves the backend on a port of its own says so here
 * (server/test/api.ts), since PUBLIC_URL names the configured port.
 */
let localOrigin: string | undefined;

/** The origin this process is reached at, when it is not PUBLIC_URL's (tests on an ephemeral port). */
export function serveLocallyAt(origin: string | undefined) {
  localOrigin = origin?.replace(/\/+$/, "");
}

function origin(): string {
  return localOrigin ?? serverConfig().PUBLIC_URL;
}

/** Dragonpay's host, no trailing `/`; the Collection API is under /api/collect/v1. */
export function dragonpayBaseUrl(): string {
  const config = serverConfig();
  if (localOrigin && config.profile === "local" && !process.env.DRAGONPAY_BASE_URL) return `${localOrigin}/api/gateway/dragonpay`;
  return config.DRAGONPAY_BASE_URL;
}

export function collectApi(path: string): string {
  return `${dragonpayBaseUrl()}/api/collect/v1${path}`;
}

/** The postback URL registered with Dragonpay (docs/deployment.md, Going live). */
export function merchantPostbackUrl(): string {
  return `${origin()}/api/payments/dragonpay/postback`;
}

/** The return URL registered with Dragonpay: the borrower's browser comes back here. */
export function merchantReturnUrl(): string {
  return `${origin()}/api/payments/dragonpay/return`;
}
