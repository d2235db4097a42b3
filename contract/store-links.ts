/**
 * The app's store pages (PLAY_STORE_URL, APP_STORE_URL; docs/decisions/271). A placeholder (an
 * example host, an App Store id of zeros) is no link at all: a borrower who taps it lands nowhere,
 * so pages leave it out and the production profile refuses it.
 */
/** The app's page on Google Play, by the package id the native app is published under. */
export const DEFAULT_PLAY_STORE_URL = "https://play.google.com/store/apps/details?id=ph.pautang.app";

export function isPlaceholderStoreUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return true;
  }
  const host = parsed.hostname.toLowerCase();
  return (
    parsed.protocol !== "https:" ||
    /(^|\.)example(\.[a-z]+)+$/.test(host) ||
    host.endsWith(".example") ||
    host === "localhost" ||
    /\/id0+($|[/?#])/.test(parsed.pathname + (parsed.search ? "?" : ""))
  );
}

/** The store link to offer, or "" when it is unset or a placeholder. */
export function storeLink(url: string | undefined | null): string {
  return url && !isPlaceholderStoreUrl(url) ? url : "";
}
