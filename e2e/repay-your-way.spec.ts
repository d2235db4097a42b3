import type { Page } from "@playwright/test";
import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";

/**
 * Repay your way (issue 29, docs/decisions/174), JavaScript on and off: a part payment refused
 * beside its field and then paid, the rest paid in full from the payoff quote, and a loan cancelled
 * in its cooling-off period (Filipino without JavaScript), with the offer gone after the period.
 * Figures: ₱10,000 for 91 days at 0.15% a day (the first seeded product), released 50 days ago
 * (payoff ₱11,365.00) or 2 days ago (return ₱9,500.00).
 */

const filipino = (path: string) => path.replace(/language=en/, "language=fil");

/** The stand-in gateway's Pay, then back on Order Details. */
async function payAtGateway(page: Page) {
  await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\/PAU/);
  await page.getByRole("button", { name: /^Pay ₱/ }).click();
  await expect(page).toHaveURL(/\/poles\?/);
}

/** No control of the page is wider than a 320 px phone. */
async function fitsAt320(page: Page) {
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 390, height: 844 });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Repay your way (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });
    test.setTimeout(180_000);

    test("a part refused beside the field, then paid; the rest paid in full; the history shows the split", async ({ page }) => {
      const order = await qaOrder(170, "--disbursed-days-ago", "50");
      await page.goto(order.pages.details);
      await page.getByRole("link", { name: "Pay in full today: ₱11,365.00" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Repay your way" })).toBeVisible();
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByText("Any amount from ₱100.00 to ₱11,365.00.")).toBeVisible();
      await expect(page.getByText("Late charges keep running on what remains unpaid after the due date.")).toBeVisible();
      await fitsAt320(page);
      // axe runs in the page: only with JavaScript.
      if (javaScriptEnabled) expect(await seriousA11yViolations(page)).toEqual([]);

      const amount = page.getByLabel("Amount to pay (PHP)");
      await amount.fill("50");
      await page.getByRole("button", { name: "Pay this amount" }).click();
      await expect(amount).toHaveAccessibleDescription("Please pay at least ₱100.00.");
      await expect(amount).toHaveValue("50");
      await amount.fill("20000");
      await amount.press("Enter");
      await expect(amount).toHaveAccessibleDescription("You can pay at most ₱11,365.00 today.");

      await amount.fill("3,000");
      await page.getByRole("button", { name: "Pay this amount" }).click();
      await payAtGateway(page);
      await page.getByRole("link", { name: "Payment history" }).click();
      const part = page.getByRole("article").first();
      await expect(part).toContainText("Interest paid ahead");
      await expect(part).toContainText("₱1,365.00");
      await expect(part).toContainText("Principal paid ahead");
      await expect(part).toContainText("₱1,635.00");
      await expect(part).toContainText("₱8,365.00");

      // The repayment page offers the same way, with today's figure.
      await page.goto(order.pages.repay);
      await page.getByRole("link", { name: "Pay in full today: ₱8,365.00" }).click();
      await page.getByRole("button", { name: "Pay ₱8,365.00 in full" }).click();
      await payAtGateway(page);
      await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
    });

    test("cancelled in the cooling-off period: its own status and a receipt; after the period the offer is gone", async ({ page }) => {
      const order = await qaOrder(170, "--disbursed-days-ago", "2");
      // Filipino where the words are new: without JavaScript; English with it.
      const fil = !javaScriptEnabled;
      await page.goto(fil ? filipino(order.pages.details) : order.pages.details);
      await expect(page.getByRole("heading", { name: fil ? "Nagbago ang isip mo?" : "Changed your mind?" })).toBeVisible();
      await page.getByRole("link", { name: fil ? "Kanselahin ang loan" : "Cancel this loan" }).click();
      if (javaScriptEnabled) await hydrated(page);
      await fitsAt320(page);
      await page.getByRole("button", { name: fil ? "Ibalik ang ₱9,500.00 at kanselahin" : "Return ₱9,500.00 and cancel" }).click();
      await payAtGateway(page);
      await expect(page.getByRole("heading", { level: 1, name: fil ? "Kanselado" : "Cancelled" })).toBeVisible();
      await expect(page.getByText(fil ? "Halagang ibinalik" : "Amount returned")).toBeVisible();
      await expect(page.getByRole("link", { name: fil ? "Kanselahin ang loan" : "Cancel this loan" })).toHaveCount(0);
      await page.getByRole("link", { name: fil ? "Kasaysayan ng bayad" : "Payment history" }).click();
      await page
        .getByRole("link", { name: fil ? /resibo/i : "View receipt" })
        .first()
        .click();
      await expect(page.getByText(fil ? "Kanselado ang loan: wala nang utang" : "Loan cancelled: nothing more is owed")).toBeVisible();
      await expect(page.getByText(fil ? "Ibinalik para makansela ang loan" : "Returned to cancel the loan")).toBeVisible();

      const after = await qaOrder(170);
      await page.goto(after.pages.details);
      await expect(page.getByRole("heading", { level: 1, name: "Repaying" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Cancel this loan" })).toHaveCount(0);
    });
  });
}
