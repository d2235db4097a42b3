import * as remixReact from "@remix-run/react";
import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import * as routerDom from "react-router-dom";
import { describe, expect, it } from "vitest";
import { MODULE_PRELOAD_START, REACT_ROUTER_DOM_VERSION, REMIX_VERSION } from "./remix-internals";

/**
 * What app/lib/remix-internals.ts relies on in Remix and its router. Each failure says what moved:
 * read docs/decisions/068 and the module before changing the pinned version.
 */
const installed = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "node_modules", name, "package.json"), "utf8")).version as string;
const remixSource = (file: string) => fs.readFileSync(path.join(process.cwd(), "node_modules/@remix-run/react/dist", file), "utf8");

describe("Remix's internals the first paint relies on", () => {
  it("are the versions remix-internals.ts was written against", () => {
    expect(
      installed("@remix-run/react"),
      `@remix-run/react is now ${installed("@remix-run/react")}, not ${REMIX_VERSION}: check every item of app/lib/remix-internals.ts against it, then update REMIX_VERSION`,
    ).toBe(REMIX_VERSION);
    expect(
      installed("react-router-dom"),
      `react-router-dom is now ${installed("react-router-dom")}, not ${REACT_ROUTER_DOM_VERSION}: check useLinkedRouteModules against it, then update REACT_ROUTER_DOM_VERSION`,
    ).toBe(REACT_ROUTER_DOM_VERSION);
  });

  it("still export the contexts <PageLinks /> reads and hands to <Links />", () => {
    expect(
      remixReact.UNSAFE_RemixContext,
      "@remix-run/react no longer exports UNSAFE_RemixContext: <PageLinks /> cannot hand <Links /> the inlined sheets as disabled links",
    ).toBeDefined();
    expect(
      routerDom.UNSAFE_DataRouterStateContext,
      "react-router-dom no longer exports UNSAFE_DataRouterStateContext: <PageLinks /> cannot find the matched routes",
    ).toBeDefined();
    expect(
      remixSource("components.js"),
      "Remix's <Links /> no longer reads routeModules from its context: the inlined sheets would be fetched again on every form sent",
    ).toMatch(/routeModules/);
  });

  it("still register the route modules on window before hydration", () => {
    expect(
      remixSource("browser.js"),
      "Remix's browser entry no longer sets window.__remixRouteModules: loadPageTexts cannot load the page's texts before hydration (React #418)",
    ).toContain("window.__remixRouteModules");
  });

  it("still draw script preloads with the bytes the preload rewrite looks for", () => {
    expect(
      remixSource("components.js"),
      'Remix\'s <Scripts /> no longer draws rel: "modulepreload" links: script-preloads.server.ts would defer nothing',
    ).toContain('rel: "modulepreload"');
    const html = renderToString(createElement("link", { rel: "modulepreload", href: "/build/x.js" }));
    expect(
      html.startsWith(MODULE_PRELOAD_START),
      `React now writes a preload as ${html}, not starting with ${MODULE_PRELOAD_START}: script-preloads.server.ts would defer nothing`,
    ).toBe(true);
  });
});
