import { expect, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

test.use({ javaScriptEnabled: false });

test.describe("Loan confirm with JavaScript off", () => {
  test("choose with the form, confirm, land on Order Details in status 21", async ({ page }) => {
    const existing = await qaOrder(200);
    await page.goto(existing.pages.confirm);
    await page.getByLabel("Amount (₱)").fill("12000");
    await page.getByRole("button", { name: "Update figures" }).click();
    await expect(page.getByTestId("loan-amount")).toHaveText("₱12,000.00");
    await page.screenshot({ path: "e2e/.artifacts/screens/loan-confirm-no-js.png", fullPage: true });
    await page.getByRole("checkbox", { name: "I have read and agree to the" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/poles\?orderId=\d+&productId=\d+.*from=confirm/);
    await expect(page.getByRole("heading", { level: 1, name: "Under review" })).toBeVisible();
    await expect(page.getByText("₱12,000.00").first()).toBeVisible();
  });

  test("Next without the box: the message next to the box, no order", async ({ page }) => {
    const existing = await qaOrder(200);
    await page.goto(existing.pages.confirm);
    await expect(page.getByRole("checkbox", { name: "I have read and agree to the" })).not.toBeChecked();
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Next" }).click();
    expect((await response).status()).toBe(400);
    await expect(page).toHaveURL(/\/opened\?/);
    const box = page.getByRole("checkbox", { name: "I have read and agree to the" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#agree-error")).toHaveText("Please read and agree to the agreements before you continue.");
  });

  test("a tampered amount is refused with the rule's message: the server decides the figures", async ({ page }) => {
    const existing = await qaOrder(200);
    const response = await page.request.post(existing.pages.confirm, {
      form: { intent: "next", agree: "on", amount: "100", periods: "91", instalments: "1", requestKey: "tampered-key-0001", interest: "0" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Choose an amount from ₱2,000.00 to ₱20,000.00.");
  });

  test("the agreement modal shows for a first loan and Agree dismisses it", async ({ page }) => {
    const { query } = await qa<{ query: string }>("borrower");
    await page.goto(`/opened?productId=1&${query}`);
    const dialog = page.getByRole("dialog", { name: "Loan agreement" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Agree" }).click();
    await expect(page.getByRole("dialog", { name: "Loan agreement" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
  });
});
