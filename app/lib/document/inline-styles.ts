/**
 * The page's own stylesheets go inside the document instead of as `<link>`s (docs/decisions/068).
 *
 * A stylesheet link holds the first paint until a second round trip comes back; on a weak
 * connection that round trip is most of the wait for the first screen. The build's stylesheets
 * are small (3-6 KB compressed for a page), so the server writes each one the matched routes
 * declare in `links` into a `<style data-href>` element.
 *
 * Who knows the text:
 * - the server: the reader `entry.server.tsx` registers (`inline-styles.server.ts`, the built file);
 * - the browser: the `<style data-href>` element the server wrote, so hydration renders exactly the
 *   same element. A stylesheet the server did not inline (a route reached later by a client-side
 *   navigation) is a normal `<link>`: Remix has already loaded it before the navigation shows.
 */

/** The text of a build stylesheet by its URL, or undefined to leave it a `<link>`. */
export type StyleReader = (href: string) => string | undefined;

/** Only the build's own stylesheets are ever inlined (never a URL a page computed). */
export const INLINE_STYLE_HREF = /^\/build\/_assets\/[\w.-]+\.css$/;

function readFromDocument(href: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const element of document.querySelectorAll("style[data-href]")) {
    if (element.getAttribute("data-href") === href) return element.textContent ?? undefined;
  }
  return undefined;
}

let reader: StyleReader = readFromDocument;

/** The server registers the reader of built files once, before it draws any page. */
export function setStyleReader(read: StyleReader): void {
  reader = read;
}

/** The stylesheet's text when it is (or, on the server, will be) part of the document. */
export function inlineStyleText(href: string): string | undefined {
  return INLINE_STYLE_HREF.test(href) ? reader(href) : undefined;
}
