import { expect, hydrated, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";

/**
 * The order rating's answer (spec 000 §7): 4 and 5 stars also ask the native app for its store
 * rating; every rating is thanked on the page (issue 30 polish, docs/decisions/197). Either way the
 * modal closes.
 */
test.describe("Order rating: thank-you or store rating", () => {
  for (const stars of [4, 5]) {
    test(`${stars} stars ask the app for the store rating and thank the borrower`, async ({ page, bridgeCalls }) => {
      const order = await qaOrder(200, "--score");
      await page.goto(order.pages.details);
      await hydrated(page);
      const dialog = page.getByRole("dialog", { name: "Rate your experience" });
      await dialog.getByText(`${stars} stars`).click({ force: true });
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expect(dialog).toHaveCount(0);
      await expect.poll(bridgeCalls).toContainEqual({ action: "rateApp" });
      await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
    });
  }

  test("3 stars thank the borrower and never ask for the store rating", async ({ page, bridgeCalls }) => {
    const order = await qaOrder(200, "--score");
    await page.goto(order.pages.details);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Rate your experience" });
    await dialog.getByText("3 stars").click({ force: true });
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
    expect(await bridgeCalls()).not.toContainEqual({ action: "rateApp" });
  });
});

test.describe("Order rating without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("5 stars and 2 stars each close the modal and are thanked", async ({ page }) => {
    const high = await qaOrder(200, "--score");
    await page.goto(high.pages.details);
    await page.getByRole("dialog", { name: "Rate your experience" }).getByText("5 stars").click({ force: true });
    await page.getByRole("dialog", { name: "Rate your experience" }).getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Rate your experience" })).toHaveCount(0);
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();

    const low = await qaOrder(200, "--score");
    await page.goto(low.pages.details);
    await page.getByRole("dialog", { name: "Rate your experience" }).getByText("2 stars").click({ force: true });
    await page.getByRole("dialog", { name: "Rate your experience" }).getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
  });
});
