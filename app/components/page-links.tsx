import type { LinkDescriptor } from "@remix-run/node";
import { Links, UNSAFE_RemixContext } from "@remix-run/react";
import { useContext, useMemo } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router-dom";
import { inlineStyleText } from "~/lib/inline-styles";

type RouteModules = Record<string, { links?: () => LinkDescriptor[] } | undefined>;
type Stylesheet = { rel: "stylesheet"; href: string };

const isStylesheet = (link: LinkDescriptor): link is LinkDescriptor & Stylesheet =>
  "rel" in link && link.rel === "stylesheet" && typeof link.href === "string";

/** A plain stylesheet (no media, title or integrity to keep) whose text can go into the page. */
const inlinable = (link: LinkDescriptor & Stylesheet) =>
  Object.keys(link).every((key) => key === "rel" || key === "href") && inlineStyleText(link.href) !== undefined;

/**
 * Remix's `<Links />`, with the build's stylesheets written into the document as `<style>` elements
 * (app/lib/inline-styles.ts, docs/decisions/068): the first paint waits for no second round trip.
 *
 * - Which sheets: those of the matched routes as Remix's `<Links />` takes them (up to the route
 *   whose error is shown), in order, up to the first that cannot be inlined; that one and those
 *   after it stay links, so the cascade keeps Remix's order.
 * - `<Links />` still draws everything: it is handed the same route modules (Remix 2's exported
 *   `UNSAFE_RemixContext`; the version is pinned) with each inlined sheet as a *disabled* link,
 *   which the browser never fetches. It is there for Remix: before a route's loader or action runs
 *   again, Remix loads the route's sheets unless a `link[rel="stylesheet"]` with that href is in the
 *   page; without it, every form sent would fetch the inlined sheets once more and wait for them.
 * - A client-side navigation to a route with a sheet the page does not hold: the text is not in the
 *   document, so it is an ordinary link, which Remix loads before the new route shows.
 */
export function PageLinks() {
  const remix = useContext(UNSAFE_RemixContext);
  const router = useContext(UNSAFE_DataRouterStateContext);
  if (!remix || !router) throw new Error("PageLinks renders inside Remix");
  const routeModules = remix.routeModules as RouteModules;

  // As Remix's <Links />: when a route's error is shown, the routes below it do not count.
  const errorAt = router.errors ? router.matches.findIndex((match) => router.errors?.[match.route.id] !== undefined) : -1;
  const matches = errorAt >= 0 ? router.matches.slice(0, errorAt + 1) : router.matches;

  const inlined: Array<{ href: string; text: string }> = [];
  let linkedFromHere = false;
  for (const match of matches) {
    for (const link of routeModules[match.route.id]?.links?.() ?? []) {
      if (!isStylesheet(link) || linkedFromHere || inlined.some((style) => style.href === link.href)) continue;
      if (inlinable(link)) inlined.push({ href: link.href, text: inlineStyleText(link.href)! });
      else linkedFromHere = true;
    }
  }
  const hrefs = inlined.map((style) => style.href).join("\n");

  const linksContext = useMemo(() => {
    const inlinedHrefs = new Set(hrefs.split("\n"));
    const placeholder = (link: LinkDescriptor): LinkDescriptor =>
      isStylesheet(link) && inlinedHrefs.has(link.href) ? { rel: "stylesheet", href: link.href, disabled: true } as LinkDescriptor : link;
    const modules = new Proxy(routeModules, {
      get(target, id: string) {
        const module = target[id];
        if (!module?.links) return module;
        const links = module.links;
        return { ...module, links: () => links().map(placeholder) };
      },
    });
    return { ...remix, routeModules: modules as typeof remix.routeModules };
  }, [remix, routeModules, hrefs]);

  return (
    <>
      {inlined.map((style) => (
        <style key={style.href} data-href={style.href} dangerouslySetInnerHTML={{ __html: style.text }} />
      ))}
      <UNSAFE_RemixContext.Provider value={linksContext}>
        <Links />
      </UNSAFE_RemixContext.Provider>
    </>
  );
}
