import type * as RemixRouter from "@remix-run/router";
import type { AgnosticNonIndexRouteObject } from "@remix-run/router";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeIdOf, routeTable } from "../../remix.config.js";

/**
 * The server's router, patched at install (server/router-internals/README.md, docs/decisions/232):
 * a route table is flattened and ranked once, and a path's regular expression made once. Loaded as
 * the server loads it (Remix's server runtime requires the CommonJS build).
 */
const router = createRequire(import.meta.url)("@remix-run/router") as typeof RemixRouter;
type Route = Omit<AgnosticNonIndexRouteObject, "children"> & { id: string; children?: Route[] };

const PATCHED_VERSION = "1.23.3";
const installedVersion = JSON.parse(fs.readFileSync(path.join(process.cwd(), "node_modules/@remix-run/router/package.json"), "utf8"))
  .version as string;

/** The route tree Remix builds from remix.config.js: the root, every screen's paths beneath it. */
function routeTree(): Route[] {
  const children: Route[] = [];
  for (const [file, paths] of routeTable) {
    paths.forEach((routePath, index) => children.push({ id: routeIdOf(file, routePath, index), path: routePath }));
  }
  return [{ id: "root", path: "", children }];
}

const leafOf = (routes: Route[], address: string) => router.matchRoutes(routes, address)?.at(-1)?.route.id ?? null;

describe("route matching with the route table ranked once", () => {
  it("runs on the router version the patch was written for", () => {
    expect(
      installedVersion,
      `@remix-run/router is now ${installedVersion}: port server/router-internals' patch to it or drop it (docs/decisions/232)`,
    ).toBe(PATCHED_VERSION);
  });

  it("sends every address of the table to its page, however it is written, and others to not-found", () => {
    const table = routeTree();
    for (const [file, paths] of routeTable) {
      paths.forEach((routePath, index) => {
        if (routePath === "*") return;
        const page = routeIdOf(file, routePath, index);
        // The same table object each time (ranked once) and a new one (ranked now).
        for (const routes of [table, routeTree()]) {
          for (const address of [routePath, `${routePath}/`, `${routePath}//`, routePath.toUpperCase(), routePath.toLowerCase()])
            expect(leafOf(routes, address), address).toBe(page);
          if (routePath !== "/") {
            expect(leafOf(routes, `${routePath}/extra`), `${routePath}/extra`).toBe("not-found");
            expect(leafOf(routes, `/${routePath}`), `/${routePath}`).toBe("not-found");
            expect(leafOf(routes, `${routePath}x`), `${routePath}x`).toBe("not-found");
          }
        }
      });
    }
    for (const address of ["/nowhere", "/myData/csv", "/%E2%82%B1", "/promotion/agreement/x", "/\u212Aa", "/pole"])
      expect(leafOf(table, address), address).toBe("not-found");
    expect(leafOf(table, "/")).toBe("public-site");
    expect(leafOf(table, "/tree")).toBe("repayment-tree");
    expect(leafOf(table, "/myData/pdf")).toBe("my-data-download-myData-pdf");
    expect(leafOf(table, "/paymentReceipt/PDF")).toBe("payment-receipt-pdf");
  });

  it("still matches parameters and splats, and the case where a route asks for it", () => {
    const routes: Route[] = [
      {
        id: "root",
        path: "",
        children: [
          { id: "order", path: "/orders/:id" },
          { id: "exact", path: "/Exact", caseSensitive: true },
          { id: "files", path: "/files/*" },
          { id: "pay", path: "/orders/:id/pay" },
        ],
      },
    ];
    for (let i = 0; i < 2; i++) {
      expect(router.matchRoutes(routes, "/orders/42")?.at(-1)?.params).toEqual({ id: "42" });
      expect(leafOf(routes, "/ORDERS/42/pay")).toBe("pay");
      expect(leafOf(routes, "/Exact")).toBe("exact");
      expect(leafOf(routes, "/exact")).toBeNull();
      expect(router.matchRoutes(routes, "/files/a/b")?.at(-1)?.params["*"]).toBe("a/b");
    }
  });

  it("ranks a table once: the table is fixed once matched (the server builds its tables at start)", () => {
    const table = routeTree();
    expect(leafOf(table, "/poles")).toBe("order-details");
    // Changed in place behind the router's back: the ranking made at the first match still answers.
    table[0].children = table[0].children?.filter((route) => route.id !== "order-details");
    expect(leafOf(table, "/poles")).toBe("order-details");
    // A new table is ranked anew.
    expect(
      leafOf(
        routeTree().map((r) => ({ ...r, children: table[0].children })),
        "/poles",
      ),
    ).toBe("not-found");
  });

  it("answers a new table of the same routes with that table's own routes", () => {
    const first = routeTree();
    const second = routeTree();
    const leaf = (routes: Route[]) => router.matchRoutes(routes, "/away")?.at(-1)?.route;
    expect(leaf(first)).toBe(first[0].children?.find((route) => route.id === "repayment"));
    expect(leaf(second)).toBe(second[0].children?.find((route) => route.id === "repayment"));
    // Same ids, another tree: ranked anew, not copied.
    const moved = routeTree();
    moved[0].children = moved[0].children?.map((route) => (route.id === "repayment" ? { ...route, path: "/elsewhere" } : route));
    expect(leafOf(moved, "/away")).toBe("not-found");
    expect(leafOf(moved, "/elsewhere")).toBe("repayment");
    // Routes without ids are ranked as they are.
    const anonymous = [{ path: "/a" }, { path: "/b" }] as unknown as Route[];
    expect(router.matchRoutes(anonymous, "/b")?.at(-1)?.route.path).toBe("/b");
  });

  it("sees routes the router itself adds (lazy route discovery's patchRoutes)", () => {
    const memory = router.createRouter({ routes: [{ id: "home", path: "/" }], history: router.createMemoryHistory() }).initialize();
    expect(router.matchRoutes(memory.routes, "/found")).toBeNull();
    memory.patchRoutes(null, [{ id: "found", path: "/found" }]);
    expect(router.matchRoutes(memory.routes, "/found")?.at(-1)?.route.id).toBe("found");
    memory.dispose();
  });

  it("matches a path pattern the same with its expression made once", () => {
    for (let i = 0; i < 3; i++) {
      expect(router.matchPath("/orders/:id", "/orders/42")?.params).toEqual({ id: "42" });
      expect(router.matchPath({ path: "/orders/:id", end: false }, "/orders/42/pay")?.pathnameBase).toBe("/orders/42");
      expect(router.matchPath({ path: "/Orders", caseSensitive: true }, "/orders")).toBeNull();
      expect(router.matchPath({ path: "/Orders", caseSensitive: false }, "/orders")?.pathname).toBe("/orders");
      expect(router.matchPath("/files/*", "/files/a/b")?.params["*"]).toBe("a/b");
    }
  });
});
