import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

/**
 * Native-bridge actions of the specification (spec 000 §7) called where the screens use them,
 * read through the recording mode (`window.__bridgeCalls`): the bank flow's start and end, the
 * tracking point, "mine" and the generic navigate by page key.
 */
async function fillBankAccount(page: Page) {
  await page.getByLabel("Bank", { exact: true }).selectOption("90006");
  await page.getByLabel("Bank account number").pressSequentially("123456789012");
  await page.getByLabel("Account holder name").fill("Juan dela Cruz");
  await page.getByLabel("Account kind").selectOption("savings");
  await page.getByLabel("Date of birth").fill("1990-05-17");
  await page.getByLabel("City / province").fill("Cebu City, Cebu");
}

test.describe("Native bridge calls", () => {
  test("bank binding: the bank flow starts with the form and ends on save, before the web view closes", async ({ page, bridgeCalls }) => {
    const { query } = await qa<{ query: string }>("borrower");
    await page.goto(`/only?productId=1&${query}`);
    await hydrated(page);
    await expect.poll(bridgeCalls).toEqual([{ action: "startBankFlow" }]);
    // Switching the card type stays in the same flow.
    await page.getByRole("link", { name: "E-wallet" }).click();
    await page.getByRole("link", { name: "Bank account" }).click();
    await expect(page.getByLabel("Bank account number")).toBeVisible();
    await fillBankAccount(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Account saved" })).toBeVisible();
    await expect.poll(bridgeCalls).toEqual([{ action: "startBankFlow" }, { action: "endBankFlow" }, { action: "closeWebView" }]);
  });

  test("bank binding from Order Details: the flow ends when the save returns to the order", async ({ page, bridgeCalls }) => {
    const order = await qaOrder(151, "--card-pop");
    await page.goto(order.pages.bind ?? `/only?productId=${order.productId}&orderId=${order.orderId}&source=loanDetail&${order.query}`);
    await hydrated(page);
    await fillBankAccount(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/poles\?.*source=loanDetail/);
    expect(await bridgeCalls()).toEqual([{ action: "startBankFlow" }, { action: "endBankFlow" }]);
  });

  test("loan confirm: Next that makes the order confirms the tracking point", async ({ page, bridgeCalls }) => {
    const existing = await qaOrder(200);
    await page.goto(existing.pages.confirm);
    await hydrated(page);
    expect(await bridgeCalls()).not.toContainEqual(expect.objectContaining({ action: "confirmTrack" }));
    await page.getByRole("checkbox", { name: "I have read and agree to the" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/poles\?/);
    expect((await bridgeCalls()).filter((c) => (c as { action: string }).action === "confirmTrack")).toEqual([
      { action: "confirmTrack", point: "loanConfirmed" },
    ]);
  });

  test("customer service: 'Back to my account' goes to the app's mine tab", async ({ page, bridgeCalls }) => {
    const { query } = await qa<{ query: string }>("borrower");
    await page.goto(`/bungalow?${query}`);
    await hydrated(page);
    await page.getByRole("link", { name: "Back to my account" }).click();
    await expect.poll(bridgeCalls).toContainEqual({ action: "goMine" });
  });

  test("Order Details: 'All my orders' navigates to the app's order page by its key", async ({ page, bridgeCalls }) => {
    const order = await qaOrder(170);
    await page.goto(order.pages.details);
    await hydrated(page);
    await page.getByRole("link", { name: "All my orders" }).click();
    await expect.poll(bridgeCalls).toContainEqual({ action: "navigate", to: "order" });
  });
});

test.describe("Native-bridge links without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'All my orders' and 'Back to my account' lead to our order list", async ({ page }) => {
    const order = await qaOrder(170);
    await page.goto(order.pages.details);
    await page.getByRole("link", { name: "All my orders" }).click();
    await expect(page).toHaveURL(/\/attic\?/);
    await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
    await page.goto(`/bungalow?${order.query}`);
    await page.getByRole("link", { name: "Back to my account" }).click();
    await expect(page).toHaveURL(/\/attic\?/);
  });
});
