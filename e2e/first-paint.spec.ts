import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";

/**
 * What the first paint waits for (docs/decisions/068): the build's stylesheets are written into the
 * document, so it waits for no second request; the page's script preloads start once it is drawn.
 * A client-side navigation to a route with a sheet of its own still gets it styled.
 */
const stylesheetRequests = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") seen.push(new URL(request.url()).pathname);
  });
  return seen;
};
const inDocument = (page: Page) =>
  page.evaluate(() => ({
    styles: [...document.querySelectorAll("style[data-href]")].map((e) => e.getAttribute("data-href")),
    links: [...document.querySelectorAll("link[rel=stylesheet]")].map((e) => e.getAttribute("href")),
  }));

async function expectStyled(page: Page) {
  await expect(page.getByRole("button", { name: "Payment" })).toHaveCSS("background-color", "rgb(36, 87, 197)");
  await expect(page.locator(".repay-head")).toHaveCSS("background-image", /^linear-gradient/);
}

for (const javaScript of [true, false]) {
  test.describe(`Stylesheets in the page, JavaScript ${javaScript ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("repayment draws styled with no stylesheet request", async ({ page }) => {
      const order = qaOrder(174);
      const requested = stylesheetRequests(page);
      await page.goto(order.pages.repay);
      if (javaScript) await hydrated(page);
      const { styles, links } = await inDocument(page);
      expect(styles).toEqual([expect.stringMatching(/^\/build\/_assets\/app-\w+\.css$/), expect.stringMatching(/^\/build\/_assets\/repayment-\w+\.css$/)]);
      expect(links).toEqual([]);
      expect(requested).toEqual([]);
      // Both sheets apply: the app's button colour (app.css) and the repayment head's gradient (repayment.css).
      await expectStyled(page);
    });
  });
}

test("a client-side navigation to a page with its own sheet loads it and applies it", async ({ page }) => {
  const order = qaOrder(174);
  const logged: string[] = [];
  page.on("pageerror", (error) => logged.push(error.message));
  page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
  await page.goto(order.pages.details);
  await hydrated(page);
  expect((await inDocument(page)).styles).toHaveLength(1); // Order Details has the app's sheet only
  const documents: string[] = [];
  page.on("request", (request) => request.resourceType() === "document" && documents.push(request.url()));
  await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(to), order.pages.repay);
  await expect(page).toHaveURL(/\/away\?/);
  await expectStyled(page);
  expect(documents).toEqual([]);
  const { styles, links } = await inDocument(page);
  expect(styles).toEqual([expect.stringMatching(/\/app-\w+\.css$/)]);
  expect(links).toEqual([expect.stringMatching(/\/repayment-\w+\.css$/)]);
  await expect(page).toHaveTitle("Repayment");
  expect(logged).toEqual([]);
});

test("the page's module preloads arrive inert and are all fetched once the page is drawn", async ({ page, request }) => {
  const order = qaOrder(174);
  const html = await (await request.get(order.pages.details)).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  const deferred = [...html.matchAll(/<link data-defer-rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  expect(deferred.length).toBeGreaterThan(5);
  expect(deferred).toContainEqual(expect.stringMatching(/^\/build\/entry\.client-\w+\.js$/));

  await page.goto(order.pages.details);
  await hydrated(page);
  const fetched = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
  expect(fetched).toEqual(expect.arrayContaining(deferred));
  expect(await page.evaluate(() => performance.getEntriesByType("paint").map((entry) => entry.name))).toContain("first-contentful-paint");
});
