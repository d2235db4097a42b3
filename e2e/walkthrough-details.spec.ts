import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { opsLogin } from "./support/ops";
import { qa, qaOrder } from "./support/qa";

/**
 * What the first-time walkthroughs found on Order Details, the footer, amounts, the 404 page,
 * complaints and the joint-login page (issue 16, items 9 and 11).
 */

/** Amounts a borrower reads use the peso sign; "PHP 1,000" style figures are gone from pages. */
async function pesoFigures(page: Page) {
  const text = await page.locator("body").innerText();
  return { php: text.match(/PHP\s?\d[\d,.]*/g) ?? [], peso: text.match(/₱\s?\d[\d,.]*/g) ?? [] };
}

test.describe("Order Details footer", () => {
  for (const width of [390, 320]) {
    test(`at ${width} px the two footer buttons have the same height, and repaying is called "Repayment"`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      const order = await qaOrder(174, "--delay", "1");
      await page.goto(order.pages.details);
      await hydrated(page);
      const repay = page.getByRole("button", { name: "Repayment", exact: true });
      const rollover = page.getByRole("button", { name: "Rollover Repayment" });
      const [a, b] = [await repay.boundingBox(), await rollover.boundingBox()];
      expect(a && b).toBeTruthy();
      expect(Math.abs(a!.height - b!.height)).toBeLessThan(1);
      expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
      // Both stay inside the bar's padding: nothing runs off a narrow screen.
      expect(b!.x + b!.width).toBeLessThanOrEqual(width - 16 + 0.5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expect(page.getByRole("button", { name: /^REPAY$/ })).toHaveCount(0);
      await page.screenshot({ path: `e2e/.artifacts/screens/order-details-footer-${width}.png` });
    });
  }

  test('an on-time loan without an extension says "Repayment" too', async ({ page }) => {
    const order = await qaOrder(170);
    await page.goto(order.pages.details);
    await expect(page.getByRole("button", { name: "Repayment", exact: true })).toBeVisible();
  });
});

test.describe("Amounts on the site and in the app", () => {
  test("the public site, the loan terms and loan confirm write ₱, never PHP", async ({ page }) => {
    const order = await qaOrder(200);
    for (const path of ["/", `/loanTerms?${order.query}`, order.pages.confirm]) {
      await page.goto(path);
      const figures = await pesoFigures(page);
      expect(figures.php, path).toEqual([]);
      expect(figures.peso.length, path).toBeGreaterThan(0);
    }
    await expect(page.getByLabel("Amount (₱)")).toBeVisible();
  });

  test("a refused amount names its figures with ₱", async ({ page }) => {
    const order = await qaOrder(200);
    await page.goto(order.pages.confirm);
    await hydrated(page);
    await page.getByLabel("Amount (₱)").fill("999999");
    await expect(page.getByText("Choose an amount from ₱2,000.00 to ₱20,000.00.")).toBeVisible();
  });
});

test.describe("The 404 page", () => {
  test("answers 404 and hydrates without a React error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && /React|Hydration|#418|#423/.test(message.text())) errors.push(message.text());
    });
    const response = await page.goto("/no-such-page/here?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    // It says what to do here and offers the ways on, rather than sending the reader back.
    await expect(page.getByText("This page does not exist. Please check the link, or go on from here.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the Pautang website" })).toHaveAttribute("href", "/");
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
    await expect(page).toHaveTitle(/Page not found/);
  });
});

test.describe("Order Details rows and the extension row", () => {
  test('rejected and under-review loans do not say "Amount received"', async ({ page }) => {
    const review = await qaOrder(21);
    await page.goto(review.pages.details);
    await expect(page.getByRole("heading", { level: 1, name: "Under review" })).toBeVisible();
    await expect(page.getByText("Amount received", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Amount you will receive", { exact: true })).toBeVisible();

    const rejected = await qaOrder(110);
    await page.goto(rejected.pages.details);
    await expect(page.getByRole("heading", { level: 1, name: "Rejected" })).toBeVisible();
    await expect(page.getByText("Amount received", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Amount you will receive", { exact: true })).toHaveCount(0);

    const repaying = await qaOrder(170);
    await page.goto(repaying.pages.details);
    await expect(page.getByText("Amount received", { exact: true })).toBeVisible();
  });

  test('an on-time loan\'s extension row says "Interest", not "Interest and late charges"', async ({ page }) => {
    const onTime = await qaOrder(174, "--delay", "1");
    await page.goto(onTime.pages.extend);
    const today = page.getByRole("region", { name: "Plan" }).getByRole("listitem").filter({ hasText: "Pay today" });
    await expect(today).toContainText("Interest");
    await expect(today).not.toContainText("late charges");
    await expect(page.getByText(/Interest and late charges/)).toHaveCount(0);

    const overdue = await qaOrder(180, "--delay", "1");
    await page.goto(overdue.pages.extend);
    await expect(page.getByRole("region", { name: "Plan" }).getByRole("listitem").filter({ hasText: "Pay today" })).toContainText(
      "Interest and late charges",
    );
  });
});

test.describe("Joint-login failure", () => {
  test('the page is titled "Sign-in failed", not "Order Details"', async ({ page }) => {
    const { query } = await qa<{ query: string }>("borrower");
    await page.goto(`/rabbit?productId=2&${query}`);
    await expect(page).toHaveTitle("Sign-in failed");
    await expect(page.getByRole("heading", { level: 1, name: "Sign-in failed" })).toBeVisible();
  });
});

test.describe("Complaints: the list's tab and the rating's confirmation", () => {
  test('the list opens on Replied when a reply waits and Pending is empty; after rating, no toast covers the "You rated" line', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const order = await qaOrder(180);
    await page.goto(order.pages.complaint);
    await page.getByRole("link", { name: "Collection", exact: true }).click();
    await page.getByRole("link", { name: "Calling too often" }).click();
    await hydrated(page);
    await page.getByRole("textbox", { name: "Description" }).fill("A collector called my office four times today.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("dialog", { name: "Successfully Sent" })).toBeVisible();

    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const ops = await context.newPage();
    await opsLogin(ops);
    const entry = ops.getByRole("listitem").filter({ hasText: "A collector called my office" });
    await entry
      .getByRole("textbox", { name: "Reply to the borrower" })
      .fill("We spoke to the collector; calls to your office have stopped.");
    await entry.getByRole("button", { name: "Send reply" }).click();
    await expect(ops.getByText("Reply sent.")).toBeVisible();
    await context.close();

    await page.goto(`/complaintList?${order.query}`);
    await hydrated(page);
    await expect(page.getByRole("link", { name: /^Replied/ })).toHaveAttribute("aria-current", "page");
    const item = page.getByRole("list", { name: "Replied" }).getByRole("link");
    await expect(item).toHaveCount(1);
    await item.click();
    await hydrated(page);
    const rating = page.getByRole("dialog", { name: "Please rate this service" });
    await expect(rating).toBeVisible({ timeout: 6_000 });
    await rating.getByText("4 stars").click({ force: true });
    await rating.getByRole("button", { name: "Send" }).click();
    const rated = page.getByText("You rated this service 4 of 5 stars.");
    await expect(rated).toBeVisible();
    // Nothing floats over the confirmation line, now or while a toast would still show.
    for (let i = 0; i < 3; i += 1) {
      const line = (await rated.boundingBox())!;
      const covering = await page
        .locator(".toast")
        .evaluateAll(
          (toasts, box) =>
            toasts
              .map((toast) => toast.getBoundingClientRect())
              .filter((r) => r.width > 0 && r.left < box.x + box.width && r.right > box.x && r.top < box.y + box.height && r.bottom > box.y)
              .length,
          line,
        );
      expect(covering).toBe(0);
      await page.waitForTimeout(300);
    }
  });
});
