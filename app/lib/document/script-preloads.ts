import { createElement } from "react";

/**
 * Script preloads after the first paint (docs/decisions/068).
 *
 * Every page is drawn on the server and works without JavaScript: the scripts make it quicker to
 * use, never make it appear. Remix preloads all of a page's modules (twenty-odd files) from links
 * at the end of the document, so on a weak connection they start at once and share the first round
 * trips with the page's own pictures. The server writes those links inert
 * (`script-preloads.server.ts`); this script, placed after them, makes them preloads again once the
 * browser has drawn the page: `requestAnimationFrame` runs just before the first paint, the timeout
 * just after it. Until then, Remix's module script is already fetching the page's route modules, so
 * nothing waits on this; a page that is never painted (a hidden web view) loads its modules through
 * the module graph as usual.
 */
export const DEFERRED_PRELOAD = "data-defer-rel";

/**
 * One link per task: turning a link into a preload starts its request there and then (up to 4 ms
 * of main thread each on the measuring host, unthrottled, the first more), so turning a page's
 * fifteen-odd links at once made one task of 8-34 ms under Lighthouse, a long task at a phone's
 * speed (docs/benchmarks.md, "/promotion's blocking time, traced"). Between two links the browser
 * can answer a tap or paint. The browser spaces nested timeouts by 4 ms after the fifth, so the
 * last preload starts some 50 ms after the first; the page's module script has been fetching the
 * route modules since it was parsed.
 */
const script =
  `requestAnimationFrame(function(){setTimeout(function(){` +
  `var links=document.querySelectorAll("link[${DEFERRED_PRELOAD}]"),i=0;` +
  `(function turn(){var l=links[i++];if(!l)return;l.rel=l.getAttribute("${DEFERRED_PRELOAD}");setTimeout(turn)})()` +
  `})})`;

/** Placed after `<Scripts />`, so every link it turns is already in the document when it runs. */
export function PreloadAfterFirstPaint({ nonce }: { nonce: string }) {
  // The browser hides a nonce once it has been read: the element is not compared with the client's
  // render. (The links it turns are `<Scripts />`'s; React 18 hydrates them without comparing their
  // attributes, and `<Scripts />` draws none after hydration.)
  return createElement("script", { nonce, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: script } });
}
