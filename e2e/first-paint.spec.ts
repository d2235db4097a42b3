import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";
import { navigateInApp } from "./support/remix-internals";

/**
 * What the first paint waits for (docs/decisions/068): the build's stylesheets are written into the
 * document, so it waits for no second request; the page's script preloads start once it is drawn.
 * A client-side navigation to a route with a sheet of its own still gets it styled, and a form sent
 * from a page never fetches the sheets it already holds.
 */
const stylesheetRequests = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet" || /\.css$/.test(new URL(request.url()).pathname))
      seen.push(new URL(request.url()).pathname);
  });
  return seen;
};
const inDocument = (page: Page) =>
  page.evaluate(() => ({
    styles: [...document.querySelectorAll("style[data-href]")].map((e) => e.getAttribute("data-href")),
    links: [...document.querySelectorAll("link[rel=stylesheet]:not([disabled])")].map((e) => e.getAttribute("href")),
    placeholders: [...document.querySelectorAll("link[rel=stylesheet][disabled]")].map((e) => e.getAttribute("href")),
  }));
const APP_CSS = expect.stringMatching(/^\/build\/_assets\/app-\w+\.css$/);
const REPAYMENT_CSS = expect.stringMatching(/^\/build\/_assets\/repayment-\w+\.css$/);

async function expectStyled(page: Page) {
  await expect(page.getByRole("button", { name: "Payment" })).toHaveCSS("background-color", "rgb(36, 87, 197)");
  await expect(page.locator(".repay-head")).toHaveCSS("background-image", /^linear-gradient/);
}

for (const javaScript of [true, false]) {
  test.describe(`Stylesheets in the page, JavaScript ${javaScript ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("repayment draws styled with no stylesheet request", async ({ page }) => {
      const order = await qaOrder(174);
      const requested = stylesheetRequests(page);
      await page.goto(order.pages.repay);
      if (javaScript) await hydrated(page);
      // Both sheets apply: the app's button colour (app.css) and the repayment head's gradient (repayment.css).
      await expectStyled(page);
      expect(await inDocument(page)).toEqual({ styles: [APP_CSS, REPAYMENT_CSS], links: [], placeholders: [APP_CSS, REPAYMENT_CSS] });
      expect(requested).toEqual([]);
    });
  });
}

test("a form sent from the page fetches none of the sheets the page holds", async ({ page }) => {
  const order = await qaOrder(200, "--score");
  const requested = stylesheetRequests(page);
  await page.goto(order.pages.details);
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "Rate your experience" });
  await dialog.getByText("4 stars").click({ force: true });
  await dialog.getByRole("button", { name: "Submit" }).click();
  // The rating is sent and every route's data loaded again (the root's too, whose sheet is app.css).
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(requested).toEqual([]);
});

test("a client-side navigation to a page with its own sheet loads it and applies it", async ({ page }) => {
  const order = await qaOrder(174);
  const logged: string[] = [];
  page.on("pageerror", (error) => logged.push(error.message));
  page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
  await page.goto(order.pages.details);
  await hydrated(page);
  expect((await inDocument(page)).styles).toEqual([APP_CSS]); // Order Details has the app's sheet only
  const documents: string[] = [];
  page.on("request", (request) => request.resourceType() === "document" && documents.push(request.url()));
  const navigate = (to: string) => navigateInApp(page, to);

  await navigate(order.pages.repay);
  await expect(page).toHaveURL(/\/away\?/);
  await expectStyled(page);
  await expect(page).toHaveTitle("Repayment");
  expect(await inDocument(page)).toEqual({ styles: [APP_CSS], links: [REPAYMENT_CSS], placeholders: [APP_CSS] });

  // Back and forth: the sheet that came by navigation goes and comes back as a link.
  await page.goBack();
  await expect(page).toHaveURL(/\/poles\?/);
  // The address changes first; the page follows once Order Details' data is in.
  await expect.poll(() => inDocument(page)).toEqual({ styles: [APP_CSS], links: [], placeholders: [APP_CSS] });
  await page.goForward();
  await expectStyled(page);
  expect(documents).toEqual([]);
  expect(logged).toEqual([]);
});

test("the page's module preloads arrive inert and all become preloads once the page is drawn", async ({ page, request }) => {
  const order = await qaOrder(174);
  const html = await (await request.get(order.pages.details)).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  const deferred = [...html.matchAll(/<link data-defer-rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  expect(deferred.length).toBeGreaterThan(5);
  expect(deferred).toContainEqual(expect.stringMatching(/^\/build\/entry\.client-\w+\.js$/));

  // With the page's own module script held back, only the deferred preloads can fetch the modules.
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.route(/\/build\/root-\w+\.js$/, () => new Promise(() => {}));
  await page.goto(order.pages.details, { waitUntil: "domcontentloaded" });
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll("link[rel=modulepreload]")].map((l) => l.getAttribute("href"))))
    .toEqual(deferred);
  await expect.poll(() => deferred.filter((href) => !fetched.includes(href))).toEqual([]);
});

test("the module preloads are turned on one per task, so turning them holds no tap back", async ({ page }) => {
  // A mutation observer is told once per task with every change that task made: one call listing
  // all the links is one long task (docs/benchmarks.md, "/promotion's blocking time, traced").
  await page.addInitScript(() => {
    const calls: number[] = [];
    (window as unknown as { preloadTurns: number[] }).preloadTurns = calls;
    new MutationObserver((records) => {
      const turned = records.filter((r) => (r.target as HTMLLinkElement).rel === "modulepreload").length;
      if (turned) calls.push(turned);
    }).observe(document, { subtree: true, attributeFilter: ["rel"] });
  });
  // Held before hydration, which takes the links out of the document.
  await page.route(/\/build\/root-\w+\.js$/, () => new Promise(() => {}));
  const response = await page.goto("/promotion?id=1&utm_tag=tasks&user_from=sms&app_from=web", { waitUntil: "domcontentloaded" });
  const deferred = [...(await response!.text()).matchAll(/<link data-defer-rel="modulepreload" href="([^"]+)"/g)].length;
  expect(deferred).toBeGreaterThan(5);
  const turns = () => page.evaluate(() => (window as unknown as { preloadTurns: number[] }).preloadTurns);
  await expect.poll(async () => (await turns()).reduce((sum, n) => sum + n, 0)).toBe(deferred);
  expect(await turns()).toEqual(Array(deferred).fill(1));
});

test("the framework's modules arrive marked to be compiled while they download; the page's own are not", async ({ request }) => {
  // docs/decisions/235: V8 compiles a marked file's functions on a background thread as it streams
  // in, instead of on the main thread when hydration first calls them.
  const order = await qaOrder(174);
  const html = await (await request.get(order.pages.details)).text();
  const entry = JSON.parse(/"entry":\s*(\{[^}]*\})/.exec(html)![1]) as { module: string; imports: string[] };
  expect(entry.imports.length).toBeGreaterThan(0);
  for (const url of [entry.module, ...entry.imports]) {
    expect(await (await request.get(url)).text(), url).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  }
  const routeModule = /"module":\s*"(\/build\/order-details-\w+\.js)"/.exec(html)![1];
  expect(await (await request.get(routeModule)).text()).not.toContain("allFunctionsCalledOnLoad");
});
