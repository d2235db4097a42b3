import { expect, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";

test.use({ javaScriptEnabled: false });

test.describe("Order Details with JavaScript off", () => {
  test("renders the order, and the repay form goes to repayment", async ({ page }) => {
    const order = await qaOrder(180, "--delay", "1");
    await page.goto(order.pages.details);
    await expect(page.getByRole("heading", { name: "Overdue" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Rollover Repayment" })).toBeVisible();
    await page.getByRole("button", { name: "Repayment", exact: true }).click();
    await expect(page).toHaveURL(/\/away\?.*orderId=/);
  });

  test("rating: no star shows 'Please choose a rating.'; 2 stars are kept and thanked", async ({ page }) => {
    const order = await qaOrder(200, "--score");
    await page.goto(order.pages.details);
    const dialog = page.getByRole("dialog", { name: "Rate your experience" });
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please choose a rating.");
    await page.getByRole("dialog", { name: "Rate your experience" }).getByText("2 stars").click({ force: true });
    await page.getByRole("dialog", { name: "Rate your experience" }).getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Rate your experience" })).toHaveCount(0);
  });

  test("the rating pop-up's close icon closes it (a link without JavaScript, issue 30 item 14)", async ({ page }) => {
    const order = await qaOrder(200, "--score");
    await page.goto(order.pages.details);
    await page.getByRole("dialog", { name: "Rate your experience" }).getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog", { name: "Rate your experience" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Settled" })).toBeVisible();
  });

  test("Kind tips closes with Confirm and stays dismissed on the next visit; a product tap follows its http(s) link", async ({ page }) => {
    // Kind tips are for a loan being repaid (issue 40: none on a settled loan or an application).
    const order = await qaOrder(174, "--tips", "Only repay in your own name.");
    await page.goto(order.pages.details);
    await page.getByRole("dialog", { name: "Kind tips" }).getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("dialog", { name: "Kind tips" })).toHaveCount(0);
    // Remembered for this borrower without JavaScript too (issue 30 polish).
    await page.goto(order.pages.details);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Kind tips" })).toHaveCount(0);
    // The product list of an application under review.
    await page.goto((await qaOrder(21)).pages.details);
    await page.route("https://partner.example.ph/**", (route) => route.fulfill({ body: "partner page", contentType: "text/html" }));
    await page.getByRole("button", { name: "Borrow: Bayanihan Credit" }).click();
    await expect(page).toHaveURL("https://partner.example.ph/apply?product=bayanihan");
  });
});
