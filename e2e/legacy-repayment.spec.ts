import { bindEwallet } from "./support/bind";
import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

function legacyUrl(order: { orderId: number; productId: number; query: string }) {
  return `/funny?orderId=${order.orderId}&productId=${order.productId}&${order.query}`;
}

test.describe("Legacy repayment with an SMS code", () => {
  test("choose a bound account, confirm with the code from the outbox, and the order is settled", async ({ page, browser, baseURL }) => {
    // Binding an account on /only first adds several page loads on a shared machine.
    test.setTimeout(60_000);
    const order = await qaOrder(180);
    await bindEwallet(browser, baseURL, order);
    const phone = new URLSearchParams(order.query).get("mobilePhone") as string;
    await page.goto(legacyUrl(order));
    await hydrated(page);
    await page.getByRole("button", { name: "Repay now" }).click();
    await expect(page.getByText("Please choose a bank card.")).toBeVisible();
    await page.getByRole("radio", { name: /\*\*\*\* 4567/ }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/legacy-choose-card.png", fullPage: true });
    await page.getByRole("button", { name: "Repay now" }).click();

    await expect(page).toHaveURL(/\/here\?/);
    await hydrated(page);
    // The last step names the amount and the account, and says once where the code went (issue 40 W7).
    const said = page.getByRole("status").filter({ hasText: "You are paying" });
    await expect(said).toHaveText(
      /^You are paying ₱[\d,]+\.\d\d from .+\*\*\*\* 4567\.\s*Enter the 6-digit code we sent to your phone by SMS\.$/,
    );
    // The resend countdown runs from 60 s.
    await expect(page.getByRole("button", { name: /^\d+s$/ })).toBeDisabled();
    await page.getByLabel("SMS code").fill("12");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Please enter the correct code.")).toBeVisible();

    const sms = await qa<{ code: string; purpose: string }>("sms", "--phone", phone);
    expect(sms.purpose).toBe("repayment");
    await page.getByLabel("SMS code").fill(sms.code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("The verification code is wrong. Please check the SMS and try again.")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/legacy-confirm.png", fullPage: true });

    await page.getByLabel("SMS code").fill(sms.code);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
  });
});

test.describe("Legacy repayment without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.setTimeout(60_000);

  test("completes with the code read through qa sms", async ({ page, browser, baseURL }) => {
    const order = await qaOrder(180);
    await bindEwallet(browser, baseURL, order);
    const phone = new URLSearchParams(order.query).get("mobilePhone") as string;
    await page.goto(legacyUrl(order));
    await page.getByRole("button", { name: "Repay now" }).click();
    await expect(page.getByText("Please choose a bank card.")).toBeVisible();
    await page.getByRole("radio", { name: /\*\*\*\* 4567/ }).check();
    await page.getByRole("button", { name: "Repay now" }).click();
    await expect(page).toHaveURL(/\/here\?/);
    await expect(page.getByRole("status").filter({ hasText: "You are paying" })).toContainText("**** 4567");
    const sms = await qa<{ code: string }>("sms", "--phone", phone);
    await page.getByLabel("SMS code").fill(sms.code);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
  });
});
