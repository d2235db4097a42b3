import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

/**
 * Late charges under the legal ceilings, as a borrower reads them (docs/decisions/080), and the
 * ceilings the disclosure states. The clock is moved with `qa clock` and put back afterwards.
 *
 * The hand check of the 45-day order (Peso Express: ₱10,000 for 91 days at 0.15% a day, 5% fee,
 * accepted after 2026-04-01, so SEC Memorandum Circular No. 14, Series of 2025):
 * due and unpaid ₱11,365.00; 5% of it is ₱568.25 per 30 days; for 45 days
 * 568.25 x 45 / 30 = 852.375 -> ₱852.37, all of it late penalty (the penalty is charged first).
 * The page shows what was charged and that ceiling (₱568.25 per 30 days, 5% of ₱11,365.00), never
 * the contract's own ₱1,000.00 + ₱23,866.50, which the law never allowed and so was never "waived"
 * (docs/decisions/233). Amount due: ₱11,365.00 + ₱852.37 = ₱12,217.37.
 */

const SCREENS = "e2e/.artifacts/screens";
const DAY_MS = 86_400_000;

test.describe.configure({ mode: "serial" });
// Four QA commands (clock, order, clock, session) and three pages with axe checks, on a shared machine.
test.setTimeout(150_000);

test.afterAll(async () => {
  await qa("clock", "--reset");
});

/** A fresh session for the order's borrower (a jump of the clock expires the old one). */
async function relogin(query: string): Promise<string> {
  const phone = new URLSearchParams(query).get("mobilePhone") ?? "";
  return (await qa<{ query: string }>("borrower", "--phone", phone)).query;
}

/** Makes a Peso Express order and moves the clock so it is `late` days late; answers page paths. */
async function orderLate(late: number) {
  const start = Date.parse("2026-09-01T02:00:00Z");
  await qa("clock", "--set", new Date(start).toISOString());
  const order = await qaOrder(180, "--delay", "1"); // 5 days late on the day it is made
  await qa("clock", "--set", new Date(start + (late - 5) * DAY_MS).toISOString());
  const query = await relogin(order.query);
  const ids = `orderId=${order.orderId}&productId=${order.productId}`;
  return { details: `/poles?${ids}&${query}`, repay: `/away?${ids}&${query}`, extend: `/tree?${ids}&${query}` };
}

async function expectBreakdown(page: Page) {
  const card = page.getByRole("region", { name: "Late charges" });
  await expect(card).toContainText(
    "Under SEC Memorandum Circular No. 14, Series of 2025, the late penalty and default interest together are at most 5% every 30 days of the amount due and unpaid.",
  );
  const row = (label: string) => card.locator(".rows__row", { has: page.getByText(label, { exact: true }) });
  await expect(row("Late penalty charged").locator("dd")).toHaveText("₱852.37");
  await expect(row("Default interest charged").locator("dd")).toHaveText("₱0.00");
  const ceiling = row("Legal ceiling: the most late charges may add per 30 days late");
  await expect(ceiling).toContainText("5% of ₱11,365.00 due and unpaid today");
  await expect(ceiling.locator("dd")).toHaveText("₱568.25");
  await expect(row("Late charges to pay").locator("dd")).toHaveText("₱852.37");
  // No contract amount the law never allowed, and no "waiver" of it.
  await expect(card).not.toContainText(/waived|in the contract|₱24,014\.13|₱23,866\.50/i);
}

test("an order 45 days late shows its late charges broken down on Order Details, /away and /tree", async ({ page }) => {
  const pages = await orderLate(45);

  await page.goto(pages.details);
  await expectBreakdown(page);
  await expect(page.locator(".order-card")).toContainText("₱12,217.37");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/late-charges-details.png`, fullPage: true });

  await page.goto(pages.repay);
  await expectBreakdown(page);
  await expect(page.getByRole("region", { name: "Repayment amount" })).toContainText("₱12,217.37");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/late-charges-away.png`, fullPage: true });

  await page.goto(pages.extend);
  await expectBreakdown(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/late-charges-tree.png`, fullPage: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the breakdown is server-rendered", async ({ page }) => {
    const pages = await orderLate(45);
    await page.goto(pages.details);
    await expectBreakdown(page);
    await page.goto(pages.repay);
    await expectBreakdown(page);
  });
});

test("an order not late shows no late-charge breakdown", async ({ page }) => {
  await qa("clock", "--set", "2026-09-01T02:00:00Z");
  const order = await qaOrder(170);
  await page.goto(order.pages.details);
  await expect(page.getByRole("heading", { name: "Peso Express" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Late charges" })).toHaveCount(0);
});

async function expectCeilings(page: Page, source: string, eir: number) {
  const ceilings = page.getByRole("region", { name: "Legal ceilings on this loan" });
  await expect(ceilings).toContainText(`This loan follows ${source}`);
  await expect(ceilings).toContainText(`The effective interest rate (interest and all fees) is at most ${eir}% a month. Yours is`);
  await expect(ceilings).toContainText("a late penalty of ₱1,000.00, charged once, and default interest of 5% a day for days 1-30");
  await expect(ceilings).toContainText("at most 5% for every 30 days late of the scheduled amount that is due and unpaid");
  await expect(ceilings).toContainText(/at most 100% of the amount borrowed: ₱[\d,]+\.\d\d/);
}

test("both confirm pages and the agreement state the ceilings of the day and the late-charge rule", async ({ page }) => {
  await qa("clock", "--set", "2026-09-01T02:00:00Z");
  const { query } = await qa<{ query: string }>("borrower");
  const sec = "SEC Memorandum Circular No. 14, Series of 2025";

  await page.goto(`/opened?productId=1&amount=1000000&periods=91&${query}`);
  await expectCeilings(page, sec, 12);
  await expect(page.getByRole("region", { name: "Legal ceilings on this loan" })).toContainText(
    "if ₱11,365.00 is due and unpaid for 30 days, late charges are at most ₱568.25",
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/ceilings-opened.png`, fullPage: true });

  await page.goto(`/and?productId=3&${query}`);
  await expectCeilings(page, sec, 12);
  await page.screenshot({ path: `${SCREENS}/ceilings-and.png`, fullPage: true });

  await page.goto(`/well?productId=1&amount=1000000&periods=91&${query}`);
  await expectCeilings(page, sec, 12);
  await expect(page.getByRole("region", { name: "4. Late payment" })).toContainText("(SEC Memorandum Circular No. 14, Series of 2025)");
  await page.screenshot({ path: `${SCREENS}/ceilings-well.png`, fullPage: true });

  // Before 2026-04-01 a loan is made under BSP Circular No. 1133 (EIR at most 15% a month).
  await qa("clock", "--set", "2026-03-01T02:00:00Z");
  const early = (await qa<{ query: string }>("borrower")).query;
  await page.goto(`/opened?productId=1&${early}`);
  await expectCeilings(page, "BSP Circular No. 1133, Series of 2021", 15);
});
