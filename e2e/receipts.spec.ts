import type { Browser, Page } from "@playwright/test";
import { bindEwallet } from "./support/bind";
import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { opsLogin } from "./support/ops";
import { pdfText } from "./support/pdf";
import { qa, qaOrder, type QaOrder } from "./support/qa";

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/.artifacts/screens/${name}.png`, fullPage: true });
const phoneOf = (order: QaOrder) => new URLSearchParams(order.query).get("mobilePhone") as string;

/** Pays an overdue order's amount due through the stand-in gateway, from Order Details. */
async function payOverdue(page: Page, order: QaOrder) {
  await page.goto(order.pages.details);
  await page.getByRole("button", { name: "Repayment", exact: true }).click();
  await expect(page).toHaveURL(/\/away\?/);
  await page.getByRole("button", { name: "Payment", exact: true }).click();
  await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\/PAU/);
  const reference = /PAU[A-Z0-9]+/.exec(page.url())?.[0] as string;
  await page.getByRole("button", { name: /^Pay ₱/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
  return reference;
}

/** Opens the history from Order Details, checks the payment there, and opens its receipt. */
async function historyAndReceipt(page: Page, reference: string) {
  await page.getByRole("link", { name: "Payment history" }).click();
  await expect(page).toHaveURL(/\/paymentHistory\?/);
  const entry = page.getByRole("article").filter({ hasText: reference });
  await expect(entry).toContainText("Paid");
  await expect(entry).toContainText("GCash");
  await expect(entry).toContainText("Fully paid");
  await expect(entry).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  await expect(entry.getByRole("region", { name: "How it was applied" })).toContainText("Principal");
  const link = entry.getByRole("link", { name: /View receipt/ });
  const receiptNo = ((await link.textContent()) ?? "").replace("View receipt", "").trim();
  expect(receiptNo).toMatch(/^PLC-\d{8}$/);
  await link.click();
  await expect(page).toHaveURL(/\/paymentReceipt\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Official receipt" })).toBeVisible();
  await expect(page.locator("main")).toContainText(receiptNo);
  await expect(page.locator("main")).toContainText("Pautang Lending Corporation");
  await expect(page.locator("main")).toContainText("Fully paid");
  return receiptNo;
}

/** Downloads the receipt PDF and reads its text: the receipt number and the order are in it. */
async function checkPdf(page: Page, receiptNo: string, orderNo: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receipt-${receiptNo}.pdf`);
  const href = (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) as string;
  const response = await page.request.get(href);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="receipt-${receiptNo}.pdf"`);
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(body);
  expect(text).toContain(receiptNo);
  expect(text).toContain(orderNo);
  expect(text).toContain("FULLY PAID");
  expect(text).toMatch(/PHP [\d,]+\.\d\d/);
  // The same receipt for a Filipino session: the labels change, the figures stay (docs/decisions/135).
  const filipinoHref = /[?&]language=/.test(href) ? href.replace(/([?&])language=[^&]*/, "$1language=fil") : `${href}&language=fil`;
  const filipino = pdfText(await (await page.request.get(filipinoHref)).body());
  for (const label of ["Opisyal na resibo", "Natanggap mula kay", "BAYAD NA NANG BUO"]) expect(filipino).toContain(label);
  expect(filipino).toContain(receiptNo);
  expect(filipino.match(/PHP [\d,]+\.\d\d/g)).toEqual(text.match(/PHP [\d,]+\.\d\d/g));
}

async function checkSms(order: QaOrder, receiptNo: string, reference: string) {
  const sms = await qa<{ body: string; purpose: string }>("sms", "--phone", phoneOf(order));
  expect(sms.purpose).toBe("payment-receipt");
  expect(sms.body).toContain(receiptNo);
  expect(sms.body).toContain(reference);
  expect(sms.body).toContain("fully paid");
}

async function opsPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await opsLogin(page);
  return page;
}

test.describe("Payment proof with JavaScript on", () => {
  test.setTimeout(90_000);

  test("an overdue loan paid through the gateway: history, receipt, PDF, SMS, and Share through the app", async ({ page, bridgeCalls }) => {
    const order = await qaOrder(180);
    const reference = await payOverdue(page, order);
    const receiptNo = await historyAndReceipt(page, reference);
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await checkPdf(page, receiptNo, order.orderNo);
    await checkSms(order, receiptNo, reference);

    // In the native app, Share hands the PDF to the app through the bridge.
    await page.addInitScript(() => {
      (window as unknown as { webkit: unknown }).webkit = { messageHandlers: { shareFile: { postMessage() {} } } };
    });
    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: "Share receipt" }).click();
    expect(await bridgeCalls()).toContainEqual({
      action: "shareFile",
      url: expect.stringContaining(`receiptNo=${receiptNo}`),
      fileName: `receipt-${receiptNo}.pdf`,
      mimeType: "application/pdf",
    });

    // Another borrower opening this receipt number sees 'not found'.
    const stranger = await qa<{ query: string }>("borrower");
    await page.goto(`/paymentReceipt?receiptNo=${receiptNo}&${stranger.query}`);
    await expect(page.getByText("We could not find this receipt.")).toBeVisible();
    await expect(page.locator("main")).not.toContainText(order.orderNo);
    const pdf = await page.request.get(`/paymentReceipt/pdf?receiptNo=${receiptNo}&${stranger.query}`);
    expect(pdf.status()).toBe(404);
  });

  test("the agent sees the payment and its receipt beside a complaint about that order, and finds it by number", async ({
    page,
    browser,
    baseURL,
  }) => {
    const order = await qaOrder(180);
    const reference = await payOverdue(page, order);
    const filed = await page.request.post(`/api/user-problem/problem-save?${order.query}`, {
      form: { problemType: "1", problemSonType: "102", problemDetail: `I paid ${reference} but want proof`, orderNo: order.orderNo },
    });
    expect((await filed.json()).code).toBe(0);

    const ops = await opsPage(browser, baseURL);
    const entry = ops.getByRole("listitem").filter({ hasText: `I paid ${reference}` });
    const payments = entry.getByRole("region", { name: "Payments and receipts of this order" });
    await expect(payments).toContainText(reference);
    await expect(payments).toContainText(/Receipt No\. PLC-\d{8}/);
    await expect(payments).toContainText("Fully paid");
    const receiptNo = /PLC-\d{8}/.exec((await payments.textContent()) ?? "")?.[0] as string;

    await ops.getByLabel("Reference, gateway reference or receipt number").fill(receiptNo);
    await ops.getByRole("button", { name: "Find" }).click();
    const found = ops.getByRole("region", { name: "Find a payment" });
    await expect(found).toContainText(reference);
    await expect(found).toContainText(order.orderNo);
    await shot(ops, "ops-complaint-payments");
  });
});

test.describe("Payment proof without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.setTimeout(90_000);

  test("an overdue loan paid through the gateway: history, receipt, PDF and SMS", async ({ page }) => {
    const order = await qaOrder(180);
    const reference = await payOverdue(page, order);
    const receiptNo = await historyAndReceipt(page, reference);
    // The Filipino receipt at 320 px: the references keep their line, their longer labels wrap.
    const receiptUrl = page.url();
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(receiptUrl.replace(/language=en/, "language=fil"));
    const referenceCell = page.locator("dd.mono").filter({ hasText: reference });
    const lineCount = (dd: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(dd);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    };
    expect(await referenceCell.evaluate(lineCount)).toBe(1);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(receiptUrl);
    // The page is complete without scripts; Print needs them and is not offered.
    await expect(page.getByRole("button", { name: "Print" })).toHaveCount(0);
    await checkPdf(page, receiptNo, order.orderNo);
    await checkSms(order, receiptNo, reference);

    // The order list leads to the history too.
    await page.goto(`/attic?${order.query}`);
    await page
      .getByRole("link", { name: /Payment history/ })
      .first()
      .click();
    await expect(page.getByRole("article").filter({ hasText: reference })).toContainText("Paid");
  });

  test("/funny lists the accounts bound on /only, and says how to bind one when there are none", async ({ page, browser, baseURL }) => {
    const order = await qaOrder(180);
    await page.goto(`/funny?orderId=${order.orderId}&productId=${order.productId}&${order.query}`);
    await expect(page.getByText("You have no bank account or e-wallet bound yet.")).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Bind a bank account or e-wallet" })).toHaveAttribute("href", /^\/only\?/);
    await page.getByRole("link", { name: "Bind a bank account or e-wallet" }).click();
    await expect(page).toHaveURL(/\/only\?/);
    await bindEwallet(browser, baseURL, order);

    await page.goto(`/funny?orderId=${order.orderId}&productId=${order.productId}&${order.query}`);
    await expect(page.getByRole("radio", { name: /\*\*\*\* 4567/ })).toHaveCount(1);
    await expect(page.getByText("You have no bank account or e-wallet bound yet.")).toHaveCount(0);
    await shot(page, "legacy-bound-accounts");
  });
});
