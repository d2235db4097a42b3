import fs from "node:fs";
import path from "node:path";
import { INLINE_STYLE_HREF, type StyleReader } from "./inline-styles";

/** Larger sheets stay links: past this, the document would carry more than a round trip saves. */
export const MAX_INLINE_STYLE_BYTES = 24 * 1024;

/**
 * Reads a built stylesheet from `publicDir` (public/, where `/build/` is served from) once and keeps
 * its text: the file names carry their content's hash, so a name never changes content. A file that
 * is missing or too large is remembered as such and stays a `<link>`.
 */
export function buildStyleReader(publicDir = path.join(process.cwd(), "public")): StyleReader {
  const kept = new Map<string, string | undefined>();
  return (href) => {
    if (kept.has(href)) return kept.get(href);
    let text: string | undefined;
    if (INLINE_STYLE_HREF.test(href)) {
      try {
        const file = path.join(publicDir, href);
        if (fs.statSync(file).size <= MAX_INLINE_STYLE_BYTES) text = fs.readFileSync(file, "utf8");
      } catch {
        text = undefined; // not built (yet): the link still works
      }
    }
    // A sheet holding "</style" would end the element early, and relative `url()`s or `@import`s
    // would resolve against the page instead of the sheet: such a sheet stays a link.
    if (text !== undefined && /<\/style|url\(|@import/i.test(text)) text = undefined;
    kept.set(href, text);
    return text;
  };
}
