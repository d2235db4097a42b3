import type { Page } from "@playwright/test";
import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { pdfText } from "./support/pdf";
import { qaOrder, type QaOrder } from "./support/qa";

/**
 * Statement of account and certificate of full payment (issue 29 item 4, docs/decisions/186):
 * reached from Order Details and the payment history, page and PDF, English and Filipino, with and
 * without JavaScript, at 390 and 320 px.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/.artifacts/screens/${name}.png`, fullPage: true });
const fil = (url: string) => url.replace(/([?&])language=[^&]*/, "$1language=fil");
const certificateOf = (order: QaOrder, query = order.query) =>
  `/fullPaymentCertificate?orderId=${order.orderId}&productId=${order.productId}&${query}`;

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function pdfOf(page: Page, href: string) {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toMatch(/private.*no-store|no-store.*private/);
  return pdfText(await response.body());
}

test("statement of account and certificate of full payment: from Order Details after paying, page and PDF, and no certificate for a loan not settled", async ({
  page,
}) => {
  // One walk through a payment and four pages with their PDFs: longer than one page's test.
  test.setTimeout(150_000);
  const overdue = await qaOrder(180);
  const open = await qaOrder(170, "--user", String(overdue.userId));
  // Pay the overdue loan in full through the stand-in gateway.
  await page.goto(overdue.pages.details);
  await page.getByRole("button", { name: "Repayment", exact: true }).click();
  await page.getByRole("button", { name: "Payment", exact: true }).click();
  await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\/PAU/);
  await page.getByRole("button", { name: /^Pay ₱/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
  await hydrated(page);

  await page.getByRole("link", { name: "Statement of account" }).click();
  await expect(page).toHaveURL(/\/statementOfAccount\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Statement of account" })).toBeVisible();
  const settled = page.getByRole("article").filter({ hasText: overdue.orderNo });
  await expect(settled).toContainText("Settled");
  await expect(settled).toContainText(/Balance today\s*₱0\.00/);
  await expect(settled.getByRole("link", { name: /^PLC-\d{8}$/ })).toBeVisible();
  const repaying = page.getByRole("article").filter({ hasText: open.orderNo });
  await expect(repaying).toContainText("Repaying");
  await expect(repaying).toContainText("No payments on this loan yet.");
  await expect(repaying.getByRole("link", { name: "Certificate of full payment" })).toHaveCount(0);
  // The total is the open loan's balance, the settled one owes nothing.
  const balance = ((await repaying.locator(".statement__balance dd").textContent()) ?? "").trim();
  await expect(page.getByTestId("statement-total")).toHaveText(balance);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, "statement-390");

  const statementPdf = await pdfOf(page, (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) as string);
  for (const text of ["Statement of account", overdue.orderNo, open.orderNo, "Settled", "Repaying", "PLC-"])
    expect(statementPdf).toContain(text);
  expect(statementPdf).toContain(`PHP ${balance.replace("₱", "")}`);

  await settled.getByRole("link", { name: "Certificate of full payment" }).click();
  await expect(page).toHaveURL(/\/fullPaymentCertificate\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Certificate of full payment" })).toBeVisible();
  await expect(page.locator("main")).toContainText(`has paid in full the loan with Order No. ${overdue.orderNo}`);
  await expect(page.locator("main")).toContainText(/Receipt of the final payment\s*PLC-\d{8}/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, "certificate-390");
  const pdfHref = (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) as string;
  const english = await pdfOf(page, pdfHref);
  for (const text of ["Certificate of full payment", overdue.orderNo, "FULLY PAID", "Pautang Lending Corporation"])
    expect(english).toContain(text);
  const filipino = await pdfOf(page, fil(pdfHref));
  for (const text of ["Katibayan ng buong pagbabayad", overdue.orderNo, "BAYAD NA NANG BUO"]) expect(filipino).toContain(text);
  expect(filipino.match(/PHP [\d,]+\.\d\d/g)).toEqual(english.match(/PHP [\d,]+\.\d\d/g));

  // A loan not settled: a plain sentence and a way on, never a 5xx; its PDF says the same.
  const refused = await page.goto(certificateOf(open));
  expect(refused?.status()).toBe(409);
  await expect(page.locator("main")).toContainText("This loan is not fully paid yet, so there is no certificate of full payment.");
  await page.getByRole("link", { name: "Statement of account" }).click();
  await expect(page).toHaveURL(/\/statementOfAccount\?/);
  const refusedPdf = await page.request.get(`/fullPaymentCertificate/pdf?orderId=${open.orderId}&${open.query}`);
  expect(refusedPdf.status()).toBe(409);
  expect(await refusedPdf.text()).toMatch(/^This loan is not fully paid yet/);

  // Another borrower's settled loan answers exactly like a missing one.
  const stranger = await qaOrder(170);
  const theirs = await page.request.get(certificateOf(overdue, stranger.query));
  const missing = await page.request.get(certificateOf({ ...overdue, orderId: 987654321 }, stranger.query));
  expect(theirs.status()).toBe(404);
  expect(missing.status()).toBe(404);
  const theirsPdf = await page.request.get(`/fullPaymentCertificate/pdf?orderId=${overdue.orderId}&${stranger.query}`);
  const missingPdf = await page.request.get(`/fullPaymentCertificate/pdf?orderId=987654321&${stranger.query}`);
  expect([theirsPdf.status(), await theirsPdf.text()]).toEqual([missingPdf.status(), await missingPdf.text()]);
});

test.describe("without JavaScript, in Filipino, at 320 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

  test("statement and certificate open from the payment history and Order Details, in Filipino, with nothing wider than the screen", async ({
    page,
  }) => {
    const settled = await qaOrder(200);
    const query = fil(settled.query);
    await page.goto(`/paymentHistory?orderId=${settled.orderId}&productId=${settled.productId}&${query}`);
    await page.getByRole("link", { name: "Statement of account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Statement of account" })).toBeVisible();
    await expect(page.locator("main")).toContainText("Kabuuang balanse ngayon");
    await expect(page.getByRole("article").filter({ hasText: settled.orderNo })).toContainText("Bayad na");
    await noSideScroll(page);
    await shot(page, "statement-fil-320-nojs");
    await page.getByRole("link", { name: "Katibayan ng buong pagbabayad" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Katibayan ng buong pagbabayad" })).toBeVisible();
    await expect(page.locator("main")).toContainText(`Pinatutunayan nito na si`);
    await expect(page.locator("main")).toContainText(settled.orderNo);
    await noSideScroll(page);
    await shot(page, "certificate-fil-320-nojs");
    await page.getByRole("link", { name: "Bumalik sa detalye ng order" }).click();
    await expect(page).toHaveURL(/\/poles\?/);
    await expect(page.getByRole("link", { name: "Katibayan ng buong pagbabayad" })).toBeVisible();
    await noSideScroll(page);

    const repaying = await qaOrder(174);
    await page.goto(`/poles?orderId=${repaying.orderId}&productId=${repaying.productId}&${fil(repaying.query)}`);
    await expect(page.getByRole("link", { name: "Statement of account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Katibayan ng buong pagbabayad" })).toHaveCount(0);
    await page.goto(certificateOf(repaying, fil(repaying.query)));
    await expect(page.locator("main")).toContainText("Hindi pa bayad nang buo ang loan na ito");
  });
});
