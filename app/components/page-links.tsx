import type { LinkDescriptor } from "@remix-run/node";
import { inlineStyleText } from "~/lib/document/inline-styles";
import { LinksWith, useLinkedRouteModules } from "~/lib/remix-internals";

type Stylesheet = { rel: "stylesheet"; href: string };

const isStylesheet = (link: LinkDescriptor): link is LinkDescriptor & Stylesheet =>
  "rel" in link && link.rel === "stylesheet" && typeof link.href === "string";

/** A plain stylesheet (no media, title or integrity to keep) whose text can go into the page. */
const inlinable = (link: LinkDescriptor & Stylesheet) =>
  Object.keys(link).every((key) => key === "rel" || key === "href") && inlineStyleText(link.href) !== undefined;

/**
 * Remix's `<Links />`, with the build's stylesheets written into the document as `<style>` elements
 * (app/lib/document/inline-styles.ts, docs/decisions/068): the first paint waits for no second round trip.
 *
 * - Which sheets: those of the matched routes as Remix's `<Links />` takes them (up to the route
 *   whose error is shown), in order, up to the first that cannot be inlined; that one and those
 *   after it stay links, so the cascade keeps Remix's order.
 * - `<Links />` still draws everything: it is handed the same route modules (through Remix's
 *   internals, app/lib/remix-internals.ts) with each inlined sheet as a *disabled* link,
 *   which the browser never fetches. It is there for Remix: before a route's loader or action runs
 *   again, Remix loads the route's sheets unless a `link[rel="stylesheet"]` with that href is in the
 *   page; without it, every form sent would fetch the inlined sheets once more and wait for them.
 * - A client-side navigation to a route with a sheet the page does not hold: the text is not in the
 *   document, so it is an ordinary link, which Remix loads before the new route shows.
 */
export function PageLinks() {
  const inlined: Array<{ href: string; text: string }> = [];
  let linkedFromHere = false;
  for (const module of useLinkedRouteModules()) {
    for (const link of module.links?.() ?? []) {
      if (!isStylesheet(link) || linkedFromHere || inlined.some((style) => style.href === link.href)) continue;
      if (inlinable(link)) inlined.push({ href: link.href, text: inlineStyleText(link.href)! });
      else linkedFromHere = true;
    }
  }
  const hrefs = inlined.map((style) => style.href).join("\n");
  const inlinedHrefs = new Set(inlined.map((style) => style.href));
  const placeholder = (link: LinkDescriptor): LinkDescriptor =>
    isStylesheet(link) && inlinedHrefs.has(link.href) ? ({ rel: "stylesheet", href: link.href, disabled: true } as LinkDescriptor) : link;

  return (
    <>
      {inlined.map((style) => (
        <style key={style.href} data-href={style.href} dangerouslySetInnerHTML={{ __html: style.text }} />
      ))}
      <LinksWith replace={placeholder} replaceKey={hrefs} />
    </>
  );
}
