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

  test("Next without the box: the message next to the box, no order, and no console error (answered 200)", async ({ page }) => {
    const existing = await qaOrder(200);
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(existing.pages.confirm);
    await expect(page.getByRole("checkbox", { name: "I have read and agree to the" })).not.toBeChecked();
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Next" }).click();
    // A form's own errors answer 200 (docs/decisions/196): a 4xx is logged as an error by the browser.
    expect((await response).status()).toBe(200);
    expect(errors).toEqual([]);
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

  test("the agreement pop-up shows for a first loan and its agree button ticks the box (Filipino, 320x640)", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const { query } = await qa<{ query: string }>("borrower");
    await page.goto(`/opened?productId=1&${query.replace(/language=[^&]*/, "language=fil")}`);
    const dialog = page.getByRole("dialog", { name: "Kasunduan sa pautang" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Umalis nang walang loan" })).toBeVisible();
    await dialog.getByRole("button", { name: "Sumasang-ayon ako" }).click();
    await expect(page.getByRole("dialog", { name: "Kasunduan sa pautang" })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: "Nabasa ko at sumasang-ayon ako sa" })).toBeChecked();
    // The Filipino footer, the longer one, is still under a fifth of a small phone's screen.
    expect((await page.locator(".confirm-bar").boundingBox())!.height).toBeLessThan(640 * 0.2);
    await page.screenshot({ path: "e2e/.artifacts/screens/loan-confirm-agreed-no-js-fil-320.png" });
  });
});
