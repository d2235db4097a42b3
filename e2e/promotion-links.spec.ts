import { expect, test } from "./support/fixtures";

/**
 * The agreement link carries the same query as the download route (spec 001 §2): app_from,
 * user_from, utm_tag, id and the template's links_id or down_id.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`Promotion agreement link (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("carries links_id for the default template and down_id for the documented one", async ({ page }) => {
      await page.goto("/promotion?id=1&utm_tag=demo&user_from=fb&app_from=web");
      const link = page.getByRole("link", { name: /agreement/i }).first();
      await expect(link).toHaveAttribute("href", "/promotion/agreement?app_from=web&user_from=fb&utm_tag=demo&id=1&links_id=ph-default");
      await link.click();
      await expect(page).toHaveURL(/\/promotion\/agreement\?.*links_id=ph-default/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      await page.goto("/promotion?id=2&utm_tag=cn&user_from=ads&app_from=h5");
      await expect(page.getByRole("link", { name: /agreement/i }).first()).toHaveAttribute(
        "href",
        "/promotion/agreement?app_from=h5&user_from=ads&utm_tag=cn&id=2&down_id=cn-2",
      );
    });
  });
}
