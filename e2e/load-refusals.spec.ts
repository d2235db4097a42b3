import { expect, hydrated, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

/**
 * A non-success answer while loading the confirm pages and the joint-login page shows the server's
 * message as a toast (spec 001 §8) over the page's frame, instead of replacing the page. The
 * backend refuses for real: an unknown product id.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`Load refusals as toasts (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    for (const path of ["/opened", "/and"]) {
      test(`${path} with an unknown product: the server's message as a toast, the page kept`, async ({ page }) => {
        const existing = await qaOrder(200);
        await page.goto(`${path}?productId=9999&${existing.query}`);
        if (javaScriptEnabled) await hydrated(page);
        await expect(page.getByRole("heading", { level: 1, name: "Confirm your loan" })).toBeVisible();
        await expect(page.getByRole("alert").filter({ hasText: "This loan product is not available." })).toBeVisible();
        // Issue 30 item 9: the reason stays on the page after the toast has gone.
        if (javaScriptEnabled) await expect(page.getByRole("alert")).toBeHidden({ timeout: 6_000 });
        await expect(page.locator("main").getByText("This loan product is not available.")).toBeVisible();
        await page.getByRole("link", { name: "See other loan products" }).click();
        await expect(page).toHaveURL(/\/stump\?/);
      });
    }

    test("/rabbit with an unknown product: the server's message as a toast, the page kept", async ({ page }) => {
      const { query } = await qa<{ query: string }>("borrower");
      await page.goto(`/rabbit?productId=999999&${query}`);
      if (javaScriptEnabled) await hydrated(page);
      // The joint-login page keeps its own title ("Sign-in failed"), not Order Details'.
      await expect(page.getByRole("heading", { level: 1, name: "Sign-in failed" })).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "We could not find this loan product." })).toBeVisible();
      await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    });
  });
}
