import type { LinkDescriptor } from "@remix-run/node";
import { Links, UNSAFE_RemixContext } from "@remix-run/react";
import { createElement, useContext, useMemo, type ReactElement } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router-dom";

/**
 * Everything the web app takes from Remix's (and its router's) private or `UNSAFE_` parts, in one
 * place, for the first paint without render-blocking requests (docs/decisions/068) and texts that
 * hydrate as drawn (docs/decisions/135). `app/lib/remix-internals.test.ts` fails with a sentence
 * naming what moved when an upgrade changes any of it; `@remix-run/react` and `react-router-dom`
 * are pinned to the versions below.
 */
export const REMIX_VERSION = "2.17.5";
export const REACT_ROUTER_DOM_VERSION = "6.30.4";

type RouteModules = Record<string, { links?: () => LinkDescriptor[]; handle?: unknown } | undefined>;

/**
 * The route modules of the routes `<Links />` draws, in order: the matched routes, up to the one
 * whose error is shown (as Remix's `<Links />` takes them). Remix's `UNSAFE_RemixContext` and the
 * router's `UNSAFE_DataRouterStateContext`.
 */
export function useLinkedRouteModules(): Array<{ links?: () => LinkDescriptor[] }> {
  const remix = useContext(UNSAFE_RemixContext);
  const router = useContext(UNSAFE_DataRouterStateContext);
  if (!remix || !router)
    throw new Error("remix-internals: rendered outside Remix (UNSAFE_RemixContext or UNSAFE_DataRouterStateContext is empty)");
  const errorAt = router.errors ? router.matches.findIndex((match) => router.errors?.[match.route.id] !== undefined) : -1;
  const matches = errorAt >= 0 ? router.matches.slice(0, errorAt + 1) : router.matches;
  const modules = remix.routeModules as RouteModules;
  return matches.map((match) => modules[match.route.id] ?? {});
}

/**
 * Remix's `<Links />`, drawn with every link descriptor passed through `replace` first: the route
 * modules it reads are handed over through `UNSAFE_RemixContext`, each module's `links` wrapped.
 * `key` says when `replace` changed (it is a closure).
 */
export function LinksWith({
  replace,
  replaceKey,
}: {
  replace: (link: LinkDescriptor) => LinkDescriptor;
  replaceKey: string;
}): ReactElement {
  const remix = useContext(UNSAFE_RemixContext);
  if (!remix) throw new Error("remix-internals: rendered outside Remix (UNSAFE_RemixContext is empty)");
  const routeModules = remix.routeModules as RouteModules;
  const context = useMemo(() => {
    // A view, not a copy: Remix adds the modules of routes loaded later to the same object.
    const modules = new Proxy(routeModules, {
      get(target, id: string) {
        const module = target[id];
        if (!module?.links) return module;
        const links = module.links;
        return { ...module, links: () => links().map(replace) };
      },
    });
    return { ...remix, routeModules: modules as typeof remix.routeModules };
    // `replace` is a new closure on every render; `replaceKey` says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remix, routeModules, replaceKey]);
  return createElement(UNSAFE_RemixContext.Provider, { value: context }, createElement(Links));
}

/** The route modules Remix's browser entry registered (`window.__remixRouteModules`), before hydration. */
export function browserRouteModules(): Record<string, { handle?: unknown } | undefined> {
  return (window as unknown as { __remixRouteModules?: Record<string, { handle?: unknown } | undefined> }).__remixRouteModules ?? {};
}

/**
 * How React writes the start of each script preload Remix's `<Scripts />` draws
 * (`<link rel="modulepreload" href="...">`): the bytes app/lib/document/script-preloads.server.ts rewrites.
 */
export const MODULE_PRELOAD_START = '<link rel="modulepreload" ';
