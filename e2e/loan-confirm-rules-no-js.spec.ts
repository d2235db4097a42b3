import { expect, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";

test.use({ javaScriptEnabled: false });

const agreeBox = "I have read and agree to the";

/** Loan confirm without JavaScript: an order is only ever made for figures the borrower saw. */
test.describe("Loan confirm rules with JavaScript off", () => {
  test("a typed amount without 'Update figures' makes no order for the old figure: the new figures first, then Next", async ({ page }) => {
    const existing = await qaOrder(200);
    await page.goto(existing.pages.confirm);
    await expect(page.getByTestId("loan-amount")).toHaveText("₱10,000.00");
    await page.getByLabel("Amount (₱)").fill("15000");
    await page.getByRole("checkbox", { name: agreeBox }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/opened\?.*loanAmount=15000/);
    await expect(page.getByTestId("loan-amount")).toHaveText("₱15,000.00");
    await expect(page.getByRole("alert").filter({ hasText: "These are the figures for the loan you chose" })).toBeVisible();
    await page.getByRole("checkbox", { name: agreeBox }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Under review" })).toBeVisible();
    const amountRow = page
      .getByRole("term")
      .filter({ hasText: /^Loan amount$/ })
      .locator("xpath=..");
    await expect(amountRow.getByRole("definition")).toHaveText("₱15,000.00");
  });

  test("an amount off the ₱500 step is refused next to the field, and Next files nothing", async ({ page }) => {
    const existing = await qaOrder(200);
    await page.goto(existing.pages.confirm);
    await page.getByLabel("Amount (₱)").fill("2500.50");
    await page.getByRole("button", { name: "Update figures" }).click();
    const amount = page.getByLabel("Amount (₱)");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#loanAmount-error")).toHaveText("Choose an amount in steps of ₱500.00, for example ₱2,500.00 or ₱3,000.00.");
    await page.getByRole("checkbox", { name: agreeBox }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/opened\?/);
    await expect(page.getByRole("alert").filter({ hasText: "No loan was requested" })).toBeVisible();
  });

  test("a borrower with an overdue loan cannot apply: the backend's message, no order", async ({ page }) => {
    const overdue = await qaOrder(180);
    await page.goto(overdue.pages.confirm);
    await page.getByRole("checkbox", { name: agreeBox }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/opened\?/);
    await expect(
      page.getByText("You have an overdue loan. Please repay it first; then you can apply for a new loan.").first(),
    ).toBeVisible();
  });

  test("one application at a time: a borrower whose application is under review cannot open another", async ({ page }) => {
    const pending = await qaOrder(21);
    await page.goto(pending.pages.confirm.replace(/productId=\d+/, "productId=3"));
    await page.getByRole("checkbox", { name: agreeBox }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/opened\?/);
    await expect(page.getByText("You already have an application in progress.").first()).toBeVisible();
    await expect(page.getByText("You can apply again once it is refused").first()).toBeVisible();
    await expect(page.getByText(/withdraw/i)).toHaveCount(0);
  });

  test("the disclosure: amount financed is the net proceeds, and with the finance charge makes the total of payments", async ({ page }) => {
    const existing = await qaOrder(200);
    await page.goto(existing.pages.confirm);
    const disclosure = page.getByRole("region", { name: "Disclosure statement" });
    await expect(disclosure.getByRole("definition").and(page.getByTestId("amount-financed"))).toHaveText("₱9,500.00");
    await expect(disclosure).toContainText("Amount financed ₱9,500.00 + finance charge ₱1,865.00 = total of payments ₱11,365.00.");
    await expect(page.getByRole("checkbox", { name: agreeBox })).not.toBeChecked();
  });
});
