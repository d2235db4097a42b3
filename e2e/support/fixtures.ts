import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Shared fixtures: every page records native-bridge calls instead of running browser fallbacks
 * (so tests can assert what the page asked the app to do), and `axe` checks accessibility.
 */
export const test = base.extend<{ bridgeCalls: () => Promise<unknown[]> }>({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      (window as unknown as { __BRIDGE_RECORD__: boolean }).__BRIDGE_RECORD__ = true;
    });
    await use(page);
  },
  bridgeCalls: async ({ page }, use) => {
    await use(() => page.evaluate(() => (window as unknown as { __bridgeCalls?: unknown[] }).__bridgeCalls ?? []));
  },
});

export { expect };

/** Serious or critical accessibility violations on the page (empty when clean). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Waits until React has hydrated, so clicks are handled by the enhanced page. */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
