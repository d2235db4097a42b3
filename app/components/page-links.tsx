import type { LinkDescriptor } from "@remix-run/node";
import { Links, UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { useContext, useMemo } from "react";
import { inlineStyleText } from "~/lib/inline-styles";

type RouteModules = Record<string, { links?: () => LinkDescriptor[] } | undefined>;

function inlinable(link: LinkDescriptor): link is LinkDescriptor & { rel: "stylesheet"; href: string } {
  return "rel" in link && link.rel === "stylesheet" && typeof link.href === "string" && inlineStyleText(link.href) !== undefined;
}

/**
 * Remix's `<Links />`, with the build's stylesheets written into the document as `<style>` elements
 * (app/lib/inline-styles.ts, docs/decisions/068): the first paint waits for no second round trip.
 *
 * Remix keeps doing everything else: icons, module preloads, the order and de-duplication of links,
 * and, on a client-side navigation, loading a new route's stylesheets before it shows (that reads the
 * route modules directly, so it still sees every stylesheet). `<Links />` reads the route modules
 * from Remix's context; it is handed the same modules with the inlined stylesheets left out.
 * `UNSAFE_RemixContext` is Remix 2's exported context (the package's version is pinned).
 */
export function PageLinks() {
  const context = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  if (!context) throw new Error("PageLinks renders inside Remix");
  const routeModules = context.routeModules as RouteModules;

  const inlined: Array<{ href: string; text: string }> = [];
  for (const match of matches) {
    for (const link of routeModules[match.id]?.links?.() ?? []) {
      if (inlinable(link) && !inlined.some((style) => style.href === link.href)) {
        inlined.push({ href: link.href, text: inlineStyleText(link.href)! });
      }
    }
  }

  // A view of the modules whose `links` leave out what is inlined above; everything else passes through.
  const linksContext = useMemo(() => {
    const modules = new Proxy(routeModules, {
      get(target, id: string) {
        const module = target[id];
        if (!module?.links) return module;
        const links = module.links;
        return { ...module, links: () => links().filter((link) => !inlinable(link)) };
      },
    });
    return { ...context, routeModules: modules as typeof context.routeModules };
  }, [context, routeModules]);

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
