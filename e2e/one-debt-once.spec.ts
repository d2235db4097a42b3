import type { Browser, Page } from "@playwright/test";
import { bindEwallet } from "./support/bind";
import { expect, hydrated, test } from "./support/fixtures";
import { opsLogin } from "./support/ops";
import { qa, qaOrder, type QaOrder } from "./support/qa";

/**
 * Finding N1 (docs/security.md, docs/decisions/150): one debt is paid once, whatever the method.
 * A borrower starts both the gateway pay code and the legacy card payment; whichever is completed
 * first settles the order, and the other is refused before any money moves. The history shows
 * one payment.
 */
const phoneOf = (order: QaOrder) => new URLSearchParams(order.query).get("mobilePhone") as string;

/** Repayment page, Payment: the stand-in gateway's page for a new pay code (not paid). */
async function openPayCode(page: Page, order: QaOrder) {
  await page.goto(order.pages.repay);
  await page.getByRole("button", { name: "Payment", exact: true }).click();
  await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\/PAU/);
  return /PAU[A-Z0-9]+/.exec(page.url())?.[0] as string;
}

/** The legacy card payment up to its SMS code: the code step is on screen, the code read from the outbox. */
async function startCard(page: Page, order: QaOrder, javaScriptEnabled: boolean) {
  await page.goto(`/funny?orderId=${order.orderId}&productId=${order.productId}&${order.query}`);
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole("radio", { name: /\*\*\*\* 4567/ }).check();
  await page.getByRole("button", { name: "Repay now" }).click();
  await expect(page).toHaveURL(/\/here\?/);
  return (await qa<{ code: string }>("sms", "--phone", phoneOf(order))).code;
}

/** The Manila calendar day `days` from today (YYYY-MM-DD), as the date field takes it. */
function manilaDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The order's history: its entries, and how many say "Paid" (an applied payment with a receipt). */
async function historyOf(page: Page, order: QaOrder) {
  await page.goto(`/paymentHistory?orderId=${order.orderId}&${order.query}`);
  return { entries: page.getByRole("article"), paid: page.locator(".payment__status").filter({ hasText: /^Paid$/ }) };
}

async function secondTab(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`One debt, paid once: card and gateway (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });
    // Two orders, two QA reads, two tabs each: slow on a shared 2-core machine.
    test.setTimeout(180_000);

    test("card first: the older pay code is closed, the gateway refuses it, the history shows one payment; money a counter took for it anyway is owed back, then refunded", async ({
      page,
      browser,
      baseURL,
    }) => {
      const cardFirst = await qaOrder(180);
      await bindEwallet(browser, baseURL, cardFirst);
      const other = await secondTab(browser, javaScriptEnabled);
      const reference = await openPayCode(other.page, cardFirst);
      const code = await startCard(page, cardFirst, javaScriptEnabled);
      await page.getByLabel("SMS code").fill(code);
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
      await other.page.getByRole("button", { name: /^Pay ₱/ }).click();
      // Voided at Dragonpay when the card settled the debt: its pay page refuses the code.
      await expect(other.page.getByRole("alert")).toContainText("This payment code is no longer valid.");
      await other.close();
      const first = await historyOf(page, cardFirst);
      await expect(first.paid).toHaveCount(1);
      await expect(first.entries.filter({ hasText: reference })).toContainText("Closed, not paid");

      // A counter took the money for the closed code anyway: it is owed back, never applied, and an
      // agent marks it refunded (docs/decisions/150).
      const arrived = await qa<{ status: string; applied: boolean }>("postback", "--reference", reference);
      expect(arrived).toMatchObject({ status: "refundDue", applied: false });
      const owed = await historyOf(page, cardFirst);
      await expect(owed.paid).toHaveCount(1);
      const refund = owed.entries.filter({ hasText: "Refund due (not applied)" });
      await expect(refund).toHaveCount(1);
      await expect(refund).toContainText(reference);
      // Listed once, as the money owed back: not also as the closed code (issue 40).
      await expect(owed.entries.filter({ hasText: reference })).toHaveCount(1);
      await expect(refund).toContainText("It is owed back to you");
      // Marking asks how, when, a reference and who, and a confirmation naming the amount
      // (docs/decisions/248); a date in the future is refused beside the row, nothing marked.
      await opsLogin(page, "/ops/refunds");
      const row = page.getByRole("listitem").filter({ hasText: reference });
      const today = manilaDay(0);
      await row.getByLabel("How it was sent back").selectOption("bank");
      await row.getByLabel("Date sent (not in the future)").fill(manilaDay(1));
      await row.getByLabel("Transfer reference (optional)").fill("BDO-4471");
      await row.getByLabel("Your name").fill("Ana Reyes");
      await row.getByLabel(/I have sent ₱[\d,.]+ back to the borrower /).check();
      await row.getByRole("button", { name: "Mark refunded" }).click();
      await expect(row.getByRole("alert")).toContainText("cannot be in the future");
      await expect(row.getByText("Refund due (not applied)")).toBeVisible();
      await expect(row.getByLabel("Your name")).toHaveValue("Ana Reyes");
      await row.getByLabel("Date sent (not in the future)").fill(today);
      await row.getByLabel(/I have sent ₱[\d,.]+ back to the borrower /).check();
      await row.getByRole("button", { name: "Mark refunded" }).click();
      await expect(page.getByRole("status")).toContainText(`Marked refunded. ${cardFirst.orderNo}`);
      // The row stays, as refunded, with what was sent and who marked it.
      const marked = page.getByRole("listitem").filter({ hasText: reference });
      await expect(marked).toContainText("Refunded (not applied)");
      await expect(marked).toContainText(`Sent back on ${today} · Sent back by Bank transfer · Transfer reference BDO-4471`);
      await expect(marked).toContainText("Marked by Ana Reyes on");
      await expect(marked.getByRole("button", { name: "Mark refunded" })).toHaveCount(0);
      const back = await historyOf(page, cardFirst);
      const refunded = back.entries.filter({ hasText: "Refunded (not applied)" });
      await expect(refunded).toContainText("has been refunded to you");
      await expect(refunded).toContainText(today);
      await expect(refunded).toContainText("Bank transfer");
      await expect(back.paid).toHaveCount(1);
    });

    test("gateway first: the card payment waiting for its SMS code is refused before any debit, the history shows one payment", async ({
      page,
      browser,
      baseURL,
    }) => {
      const gatewayFirst = await qaOrder(180);
      await bindEwallet(browser, baseURL, gatewayFirst);
      const cardCode = await startCard(page, gatewayFirst, javaScriptEnabled);
      const tab = await secondTab(browser, javaScriptEnabled);
      const paidRef = await openPayCode(tab.page, gatewayFirst);
      await tab.page.getByRole("button", { name: /^Pay ₱/ }).click();
      await expect(tab.page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
      await tab.close();
      await page.getByLabel("SMS code").fill(cardCode);
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "This loan is already paid. Nothing was debited from your account." }).first(),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toHaveCount(0);
      const second = await historyOf(page, gatewayFirst);
      await expect(second.paid).toHaveCount(1);
      await expect(second.entries.filter({ hasText: paidRef })).toContainText("Fully paid");
    });
  });
}
