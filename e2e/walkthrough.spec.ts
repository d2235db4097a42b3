import { expect, hydrated, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";

/** What a first-time borrower's walkthrough found (issue 16), JavaScript on. */
test.describe("Walkthrough, JavaScript on", () => {
  test("the rating modal on a settled loan closes: close icon, Escape, mask, Not now; Borrow Again is reachable", async ({ page }) => {
    const order = await qaOrder(200, "--score");
    await page.goto(order.pages.details);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Rate your experience" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await dialog.getByRole("link", { name: "Close" }).click();
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

test.describe("320 px phones", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test("confirm and repayment pages do not scroll sideways; the schedule fits its card; codes stay whole", async ({ page }) => {
    const order = await qaOrder(180);
    for (const path of [order.pages.confirm, order.pages.confirmOlder, order.pages.repay]) {
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      const table = page.locator("table.schedule");
      if ((await table.count()) > 0) {
        const widths = await table.evaluate((t) => ({ table: t.scrollWidth, card: (t.closest(".card") as HTMLElement).clientWidth }));
        expect(widths.table).toBeLessThanOrEqual(widths.card);
      }
    }
    const code = page.locator(".code-line .copyable").first();
    const box = await code.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(40); // one line: the contract number is not broken
  });
});
