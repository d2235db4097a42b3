import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import React from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { routeIdOf, routeTable } from "../../remix.config.js";

/**
 * The server's render, patched at install (server/router-internals/README.md, docs/decisions/234):
 * Remix makes a build's route tree once, and React Router converts one tree to data routes once,
 * instead of both on every page. Loaded as the server loads them (CommonJS).
 */
const load = createRequire(import.meta.url);

type ServerRoute = { id: string; path?: string; index?: boolean; handle?: unknown; children?: ServerRoute[] };
type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; hasLoader: boolean; module: string };
type RouteModule = { default: () => React.ReactElement; handle?: unknown };
const remixRoutes = load("@remix-run/react/dist/routes.js") as {
  createServerRoutes(
    manifest: Record<string, ManifestRoute>,
    modules: Record<string, RouteModule>,
    future: object,
    isSpaMode: boolean,
  ): ServerRoute[];
};
type Match = { params: object; pathname: string; pathnameBase: string; route: { id: string } };
type StaticContext = { basename: string; location: object; matches: Match[]; loaderData: object; actionData: null; errors: null };
type StaticRouter = { routes: ServerRoute[]; state: { matches: Array<{ route: ServerRoute }> } };
const routerServer = load("react-router-dom/server") as {
  createStaticRouter(routes: ServerRoute[], context: StaticContext): StaticRouter;
  createStaticHandler(routes: ServerRoute[]): { query(request: Request): Promise<StaticContext | Response> };
  StaticRouterProvider: React.ComponentType<{ router: StaticRouter; context: StaticContext; hydrate: boolean }>;
};
const { Outlet } = load("react-router-dom") as { Outlet: React.ComponentType };

const versionOf = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "node_modules", name, "package.json"), "utf8")).version as string;

/** A manifest and modules as Remix's build has them: the root, every screen of remix.config.js under it. */
function build() {
  const manifest: Record<string, ManifestRoute> = { root: { id: "root", path: "", hasLoader: false, module: "root.js" } };
  const modules: Record<string, RouteModule> = { root: { default: () => React.createElement("main", null, React.createElement(Outlet)) } };
  for (const [file, paths] of routeTable) {
    paths.forEach((routePath, index) => {
      const id = routeIdOf(file, routePath, index);
      manifest[id] = { id, parentId: "root", path: routePath, hasLoader: true, module: `${id}.js` };
      modules[id] = { default: () => React.createElement("p", null, `page ${id}`), handle: { id } };
    });
  }
  // Remix makes its route modules object anew for every request: only the modules in it are the same.
  return { manifest, future: {}, modules: () => ({ ...modules }) };
}

describe("a build's route tree made once", () => {
  it("runs on the versions the patches were written for", () => {
    for (const [name, version] of [
      ["@remix-run/react", "2.17.5"],
      ["react-router-dom", "6.30.4"],
    ]) {
      expect(
        versionOf(name),
        `${name} is now ${versionOf(name)}: port server/router-internals' patch to it or drop it (docs/decisions/234)`,
      ).toBe(version);
    }
  });

  it("gives every page of one build the same route tree, with each route's module", () => {
    const { manifest, future, modules } = build();
    const first = remixRoutes.createServerRoutes(manifest, modules(), future, false);
    const second = remixRoutes.createServerRoutes(manifest, modules(), future, false);
    expect(second).toBe(first);
    const repayment = first[0].children?.find((route) => route.id === "repayment");
    expect(repayment).toMatchObject({ path: "/away", handle: { id: "repayment" } });
    expect(first[0].children).toHaveLength(Object.keys(manifest).length - 1);
  });

  it("makes the tree again when a route's module, the SPA mode or the future flags differ", () => {
    const { manifest, future, modules } = build();
    const first = remixRoutes.createServerRoutes(manifest, modules(), future, false);
    // A development rebuild: one module replaced.
    const rebuilt = { ...modules(), repayment: { default: () => React.createElement("p", null, "new"), handle: { id: "new" } } };
    const second = remixRoutes.createServerRoutes(manifest, rebuilt, future, false);
    expect(second).not.toBe(first);
    expect(second[0].children?.find((route) => route.id === "repayment")?.handle).toEqual({ id: "new" });
    expect(remixRoutes.createServerRoutes(manifest, rebuilt, future, false)).toBe(second);
    expect(remixRoutes.createServerRoutes(manifest, rebuilt, { v3_singleFetch: true }, false)).not.toBe(second);
    expect(remixRoutes.createServerRoutes(manifest, rebuilt, future, true)).not.toBe(second);
    // Another build's manifest has its own tree.
    const other = build();
    expect(remixRoutes.createServerRoutes(other.manifest, other.modules(), other.future, false)).not.toBe(first);
  });

  it("converts one tree to data routes once, and still renders each page's own matches", async () => {
    const { manifest, future, modules } = build();
    const tree = remixRoutes.createServerRoutes(manifest, modules(), future, false);
    const handler = routerServer.createStaticHandler(tree);
    const rendered: string[] = [];
    const routers: StaticRouter[] = [];
    for (const address of ["/poles", "/away", "/nowhere-at-all"]) {
      const context = await handler.query(new Request(`http://localhost${address}`));
      if (context instanceof Response) throw new Error(`${address} answered ${context.status}`);
      const router = routerServer.createStaticRouter(tree, context);
      routers.push(router);
      // The page's matches are the data routes of this router, not the handler's own objects.
      const leaf = router.state.matches.at(-1)!.route;
      expect(router.routes[0].children).toContain(leaf);
      rendered.push(renderToString(React.createElement(routerServer.StaticRouterProvider, { router, context, hydrate: false })));
    }
    expect(routers[1].routes).toBe(routers[0].routes);
    expect(routers[2].routes).toBe(routers[0].routes);
    expect(rendered[0]).toContain(`page ${routeIdOf("routes/order-details.tsx", "/poles", 0)}`);
    expect(rendered[1]).toContain("page repayment");
    expect(rendered[2]).toContain("page not-found");
    // A new tree is converted anew.
    const other = build();
    const otherTree = remixRoutes.createServerRoutes(other.manifest, other.modules(), other.future, false);
    const context = await routerServer.createStaticHandler(otherTree).query(new Request("http://localhost/away"));
    if (context instanceof Response) throw new Error("answered a response");
    expect(routerServer.createStaticRouter(otherTree, context).routes).not.toBe(routers[0].routes);
  });
});
