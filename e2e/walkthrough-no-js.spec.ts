import { expect, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";

test.use({ javaScriptEnabled: false });

/** What a first-time borrower's walkthrough found (issue 16), JavaScript off. */
test.describe("Walkthrough, JavaScript off", () => {
  test("the rating modal closes with Not now and Borrow Again is usable", async ({ page }) => {
    const order = await qaOrder(200, "--score");
    await page.goto(order.pages.details);
    const dialog = page.getByRole("dialog", { name: "Rate your experience" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Not now" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Borrow Again" })).toBeVisible();
  });
});

test.describe("Repayment references, JavaScript off", () => {
  test.setTimeout(60_000);
  test("the contract number is not offered as a pay code; the gateway's pay code and QR pages lead back; the pay code gets its barcode", async ({
    page,
  }) => {
    const order = await qaOrder(180);
    await page.goto(order.pages.repay);
    const box = page.getByRole("region", { name: "Contract number (not a pay code)" });
    await expect(box).toContainText("It is not a pay code: press Payment below");
    await expect(box.getByRole("link", { name: "Show barcode" })).toHaveCount(0);
    await page.getByRole("button", { name: "Payment", exact: true }).click();
    await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\/PAU[A-Z0-9]+$/);
    const gateway = page.url();
    await page.getByRole("link", { name: "Show pay code" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Repayment code" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the payment page" }).click();
    await expect(page).toHaveURL(gateway);
    await page.getByRole("link", { name: "Show QR code" }).click();
    await page.getByRole("link", { name: "Back to the payment page" }).click();
    await expect(page).toHaveURL(gateway);
    await expect(page.getByRole("button", { name: /^Pay ₱/ })).toBeVisible();

    // Back on the repayment page the pending pay code is shown, with its channel and barcode.
    await page.goto(order.pages.repay);
    await expect(page.getByRole("region", { name: /^Pay code for / })).toBeVisible();
    await page.getByRole("link", { name: "Show barcode" }).click();
    await expect(page.getByRole("dialog", { name: "Barcode" }).getByRole("img", { name: /Barcode of the pay code PAU/ })).toBeVisible();
  });

  test("a way back is only ever the gateway's own page", async ({ page }) => {
    await page.goto("/repaymentOfCode?showType=1&payCode=PAU123&back=https%3A%2F%2Fevil.example%2F");
    await expect(page.getByRole("heading", { level: 1, name: "Repayment code" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the payment page" })).toHaveCount(0);
  });
});

test.describe("Texts in the borrower's language, JavaScript off", () => {
  test.setTimeout(60_000);
  test("sign-up: English by default; the documented Chinese with language=zh", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.16.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
    await page.goto("/promotion?id=1&utm_tag=lang&user_from=sms&app_from=web");
    await page.getByRole("button", { name: "get code" }).click();
    await expect(page.locator("#phone-error")).toHaveText("Please enter a valid mobile number.");
    await expect(page.getByText(/[\u4e00-\u9fff]/)).toHaveCount(0);

    await page.goto("/promotion?id=1&utm_tag=lang&user_from=sms&app_from=web&language=zh");
    await page.getByRole("button", { name: "get code" }).click();
    await expect(page.locator("#phone-error")).toHaveText("请正确输入手机号！");
  });

  test("order rating: English by default, the documented Indonesian with language=id", async ({ page }) => {
    const order = await qaOrder(200, "--score");
    await page.goto(order.pages.details);
    await page.getByRole("dialog", { name: "Rate your experience" }).getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please choose a rating.");
    await page.goto(order.pages.details.replace("language=en", "language=id"));
    await page.getByRole("dialog", { name: "Rate your experience" }).getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert")).toHaveText("Silakan pilih");
  });
});
