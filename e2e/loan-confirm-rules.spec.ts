import { expect, hydrated, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";

const agreeBox = "I have read and agree to the";

/** Loan confirm with JavaScript on: an order is only ever made for figures the borrower saw. */
test.describe("Loan confirm rules with JavaScript on", () => {
  test("an out-of-range amount shows its error and Next files nothing (never the suggested ₱10,000)", async ({ page }) => {
    const existing = await qaOrder(200);
    await page.goto(existing.pages.confirm);
    await hydrated(page);
    await page.getByRole("checkbox", { name: agreeBox }).check();
    await page.getByLabel("Amount (₱)").fill("999999");
    await expect(page.getByText("Choose an amount from ₱2,000.00 to ₱20,000.00.")).toBeVisible();
    await page.getByRole("checkbox", { name: agreeBox }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "No loan was requested" })).toBeVisible();
    await expect(page).toHaveURL(/\/opened\?/);
    await expect(page.getByLabel("Amount (₱)")).toHaveValue("999999");
  });

  test("Next pressed before the figures caught up: the figures for the typed amount first, then the order is for it", async ({ page }) => {
    const existing = await qaOrder(200);
    await page.goto(existing.pages.confirm);
    await hydrated(page);
    await page.getByRole("checkbox", { name: agreeBox }).check();
    await page.getByLabel("Amount (₱)").fill("15000");
    await page.getByRole("button", { name: "Next" }).click(); // within the 400 ms before the page re-asks
    await expect(page.getByTestId("loan-amount")).toHaveText("₱15,000.00");
    await expect(page).toHaveURL(/\/opened\?/);
    await page.getByRole("checkbox", { name: agreeBox }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Under review" })).toBeVisible();
    await expect(page.getByText("₱15,000.00").first()).toBeVisible();
  });

  test("an amount off the step is refused; an overdue borrower is told why no order is made", async ({ page }) => {
    const overdue = await qaOrder(180);
    await page.goto(overdue.pages.confirm);
    await hydrated(page);
    await page.getByLabel("Amount (₱)").fill("2500.50");
    await expect(page.getByText("Choose an amount in steps of ₱500.00")).toBeVisible();
    await page.getByLabel("Amount (₱)").fill("3000");
    await expect(page.getByTestId("loan-amount")).toHaveText("₱3,000.00");
    await page.getByRole("checkbox", { name: agreeBox }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(
      page.getByText("You have an overdue loan. Please repay it first; then you can apply for a new loan.").first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/opened\?/);
  });

  test("the disclosure's amount financed is what the borrower receives", async ({ page }) => {
    const existing = await qaOrder(200);
    await page.goto(existing.pages.confirm);
    await hydrated(page);
    await expect(page.getByTestId("amount-financed")).toHaveText("₱9,500.00");
    await expect(page.getByRole("region", { name: "Disclosure statement" })).toContainText("= total of payments ₱11,365.00.");
  });
});
