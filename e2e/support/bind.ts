import { expect, type Browser } from "@playwright/test";
import type { QaOrder } from "./qa";

/**
 * Binds an e-wallet (GCash, number ending 4567) for the order's borrower on /only, the way a
 * borrower does, in a context without JavaScript (the plainest path through the form).
 */
export async function bindEwallet(browser: Browser, baseURL: string | undefined, order: QaOrder) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/only?productId=${order.productId}&cardType=2&${order.query}`);
  await page.getByLabel("E-wallet", { exact: true }).selectOption("90101");
  await page.getByLabel("Account holder name").fill("Maria Santos");
  await page.getByLabel("E-wallet mobile number").fill("09171234567");
  await page.getByLabel("Account kind").selectOption("verified");
  await page.getByLabel("Date of birth").fill("1995-01-02");
  await page.getByLabel("City / province").fill("Quezon City, Metro Manila");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Your payment account is saved.")).toBeVisible();
  await context.close();
}
