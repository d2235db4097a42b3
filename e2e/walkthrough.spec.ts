import { expect, hydrated, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";

/** What a first-time borrower's walkthrough found (issue 16), JavaScript on. */
test.describe("Walkthrough, JavaScript on", () => {
  test("the rating modal on a settled loan closes: close icon, Escape, mask, Not now; Borrow Again is reachable", async ({ page }) => {
    const order = qaOrder(200, "--score");
    await page.goto(order.pages.details);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Rate your experience" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await page.mouse.click(5, 5); // the mask, outside the panel
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await dialog.getByRole("link", { name: "Not now" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Borrow Again" })).toBeEnabled();
  });
});
