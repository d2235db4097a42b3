import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { captchaAnswer, freshIp, freshPhone } from "./support/promotion";
import { qa, qaOrder } from "./support/qa";

/**
 * The loading toast (spec 000 §7) wherever a call the borrower starts can take noticeable time. The
 * page's own POST is held back for a moment on its way to the (real) server, so the toast can be
 * seen; the answer is the server's own.
 */
async function slowPosts(page: Page) {
  await page.route("**/*", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback();
  });
}

const loadingToast = (page: Page) => page.getByRole("status").filter({ hasText: "Loading…" });

test.describe("Loading toast while a call runs", () => {
  test("complaint Send", async ({ page }) => {
    const order = await qaOrder(180);
    await page.goto(`/complainPageNext?problemType=2&orderNo=${order.orderNo}&orderId=${order.orderId}&${order.query}`);
    await hydrated(page);
    await page.getByRole("textbox", { name: "Description" }).fill("The app showed a different amount than the SMS.");
    await slowPosts(page);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(loadingToast(page)).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Successfully Sent" })).toBeVisible();
    await expect(loadingToast(page)).toHaveCount(0);
  });

  test("bank save", async ({ page }) => {
    const { query } = await qa<{ query: string }>("borrower");
    await page.goto(`/only?productId=1&${query}`);
    await hydrated(page);
    await page.getByLabel("Bank", { exact: true }).selectOption("90006");
    await page.getByLabel("Bank account number").pressSequentially("123456789012");
    await page.getByLabel("Account holder name").fill("Juan dela Cruz");
    await page.getByLabel("Account kind").selectOption("savings");
    await page.getByLabel("Date of birth").fill("1990-05-17");
    await page.getByLabel("City / province").fill("Cebu City, Cebu");
    await slowPosts(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(loadingToast(page)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "saved" }).first()).toBeVisible();
    await expect(loadingToast(page)).toHaveCount(0);
  });

  test("loan confirm Next", async ({ page }) => {
    const existing = await qaOrder(200);
    await page.goto(existing.pages.confirm);
    await hydrated(page);
    await slowPosts(page);
    await page.getByRole("checkbox", { name: "I have read and agree to the" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(loadingToast(page)).toBeVisible();
    await expect(page).toHaveURL(/\/poles\?/);
    await expect(loadingToast(page)).toHaveCount(0);
  });

  test("repayment Payment", async ({ page }) => {
    const order = await qaOrder(180);
    await page.goto(order.pages.repay);
    await hydrated(page);
    await slowPosts(page);
    await page.getByRole("button", { name: "Payment", exact: true }).click();
    await expect(loadingToast(page)).toBeVisible();
    await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\//);
  });

  test("Order Details: rating Submit", async ({ page }) => {
    const order = await qaOrder(200, "--score");
    await page.goto(order.pages.details);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Rate your experience" });
    await dialog.getByText("2 stars").click({ force: true });
    await slowPosts(page);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(loadingToast(page)).toBeVisible();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
    await expect(loadingToast(page)).toHaveCount(0);
  });

  test("sign-up: get code", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
    await page.goto("/promotion?id=1&utm_tag=e2e-loading&user_from=fb&app_from=web");
    await hydrated(page);
    await page.getByLabel("Mobile number").fill(freshPhone());
    await page.getByLabel("Picture code", { exact: true }).fill(await captchaAnswer(page));
    await slowPosts(page);
    await page.getByRole("button", { name: "get code" }).click();
    await expect(loadingToast(page)).toBeVisible();
    await expect(page.getByRole("button", { name: /^\d+s$/ })).toBeVisible();
    await expect(loadingToast(page)).toHaveCount(0);
  });
});
