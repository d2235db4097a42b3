const SAME_SITE = "http://same-site.invalid";

/**
 * The channel image from the query is used only when it is an image our backend serves
 * (`/api/assets/...`), judged after URL normalisation: the page's address is public, so another
 * host's picture (or `/./\/evil.example`) is never drawn on it (docs/decisions/072).
 */
export function sameSiteImagePath(value: string | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (!text.startsWith("/") || /[\\\s]/.test(text)) return null;
  try {
    const url = new URL(text, SAME_SITE);
    if (url.origin !== SAME_SITE || !url.pathname.startsWith("/api/assets/")) return null;
    return url.pathname + url.search;
  } catch {
    return null;
  }
}
