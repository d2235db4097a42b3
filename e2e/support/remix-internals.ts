import type { Page } from "@playwright/test";

/**
 * The route modules Remix's browser entry has run on this page (`window.__remixRouteModules`, a
 * private part of Remix): the budget test uses it to know a figure is the page's own. Kept here, the
 * one test module that reads Remix's internals; `app/lib/remix-internals.test.ts` fails loudly,
 * naming what changed, when an upgrade moves it.
 */
export async function routeModulesRun(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys((window as unknown as { __remixRouteModules?: object }).__remixRouteModules ?? {}));
}

/**
 * A client-side navigation through Remix's router (`window.__remixRouter`, private): the pages have
 * no link between them that the test could follow, and a navigation is what it checks.
 */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate(
    (to) => (window as unknown as { __remixRouter: { navigate(to: string | number): Promise<void> } }).__remixRouter.navigate(to),
    to,
  );
}
