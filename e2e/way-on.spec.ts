import type { Page } from "@playwright/test";
import { fillBankAccount } from "./support/bank";
import { expect, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

/**
 * Issue 40 W10: every page has a way on, a link and not the app's back button alone, and the link
 * keeps the borrower's session. Without JavaScript, where nothing but a link can take the borrower on.
 */
test.setTimeout(60_000);
test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

/** Follows the link named `name` and expects a page that knows the borrower (200, the same session). */
async function follow(page: Page, name: string, path: string, sessionId: string) {
  const link = page.getByRole("link", { name, exact: true });
  const href = (await link.getAttribute("href")) as string;
  expect(href.startsWith(`${path}?`) || href === path, `${name} -> ${href}`).toBe(true);
  if (sessionId) expect(new URL(href, "http://x").searchParams.get("sessionId")).toBe(sessionId);
  const answer = await page.goto(href);
  expect(answer?.status(), href).toBe(200);
  return href;
}

const sessionOf = (query: string) => new URLSearchParams(query).get("sessionId") as string;

test("repay your way, the loan agreement and the payment guide lead back to the order; a product to the other loans", async ({ page }) => {
  const order = await qaOrder(170);
  const session = sessionOf(order.query);

  await page.goto(order.pages.repayYourWay);
  const back = await follow(page, "Back to order details", "/poles", session);
  expect(new URL(back, "http://x").searchParams.get("orderId")).toBe(String(order.orderId));

  await page.goto(order.pages.agreement);
  await follow(page, "Back to order details", "/poles", session);

  // The payment guide is reached from Order Details' ways to repay, and leads back.
  const paying = await qaOrder(170, "--disbursed-days-ago", "50");
  await page.goto(paying.pages.details);
  await follow(page, "How to pay at a store or with an e-wallet", "/dragonpayPaymentInstructions", sessionOf(paying.query));
  await follow(page, "Back to order details", "/poles", sessionOf(paying.query));
  await page.goto(`/dragonpayPaymentInstructions?${order.query}`);
  await follow(page, "All my orders", "/attic", session);

  await page.goto(order.pages.product);
  await follow(page, "See other loans", "/stump", session);
});

test("bank binding: the saved account and a revisit lead to the orders", async ({ page }) => {
  const { query } = await qa<{ query: string }>("borrower");
  const session = sessionOf(query);
  await page.goto(`/only?productId=1&${query}`);
  await fillBankAccount(page, { holder: "Juan dela Cruz", city: "cebu city, cebu" });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Account saved" })).toBeVisible();
  await follow(page, "Open my order list", "/attic", session);
  await page.goto(`/only?productId=1&${query}`);
  await expect(page.locator(".bound-account")).toBeVisible();
  await page.screenshot({ path: "/tmp/way-on-bound-320.png", fullPage: true });
  await follow(page, "Open my order list", "/attic", session);
});

test("an overdue borrower refused at the confirm page, and an unknown order, are given their order list (Filipino)", async ({ page }) => {
  const overdue = await qaOrder(180);
  const query = overdue.query.replace("language=en", "language=fil");
  const session = sessionOf(query);
  await page.goto(`/opened?productId=3&${query}`);
  await expect(page.locator(".confirm-refusal")).toBeVisible();
  await page.screenshot({ path: "/tmp/way-on-confirm-overdue-fil-320.png", fullPage: true });
  await follow(page, "Pumunta sa mga order ko", "/attic", session);

  const unknown = await page.goto(`/poles?orderId=999999999&${query}`);
  expect(unknown?.status()).not.toBe(200);
  await page.screenshot({ path: "/tmp/way-on-unknown-order-fil-320.png", fullPage: true });
  await follow(page, "Buksan ang listahan ng order ko", "/attic", session);
});

test("the legal pages lead a borrower in the app to their orders and a visitor to the public site", async ({ page }) => {
  const order = await qaOrder(170);
  const session = sessionOf(order.query);
  for (const path of ["/Uncle", "/going", "/loanTerms"]) {
    await page.goto(`${path}?${order.query}`);
    await follow(page, "Open my order list", "/attic", session);
    await page.goto(`${path}?language=fil`);
    await expect(page.getByRole("link", { name: "Pumunta sa website ng Pautang" })).toHaveAttribute("href", "/");
  }
});
