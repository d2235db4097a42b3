import { expect, test } from "./support/fixtures";
import { qa } from "./support/qa";

test.use({ javaScriptEnabled: false });

test("joint-login failure without JavaScript: a tap on an app-only product opens our product page", async ({ page }) => {
  const { query } = await qa<{ query: string }>("borrower");
  await page.goto(`/rabbit?productId=1&${query}`);
  await expect(page.getByRole("heading", { name: "We could not sign you in to Peso Express." })).toBeVisible();
  await page.getByRole("button", { name: "Get cash: Sari-Sari Cash" }).click();
  await expect(page).toHaveURL(/\/matter\?.*productId=3/);
  await expect(page.getByRole("heading", { name: "Sari-Sari Cash" })).toBeVisible();
});
