import type { Page } from "@playwright/test";
import { formatDateTime, formatPeso } from "@contract/format";
import { expect, hydrated, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";

/**
 * Finding 3 of the security review: a pay code was enough to take over a session, because the
 * gateway page showed a return address carrying it. The gateway page now shows no session; the
 * borrower who paid comes back to Order Details through this browser's one-time cookie, and anyone
 * else following the return address gets no session.
 */
test.setTimeout(60_000);

async function payAndCheckGateway(page: Page, js: boolean) {
  const order = await qaOrder(180);
  await page.goto(order.pages.repay);
  if (js) await hydrated(page);
  await page.getByRole("button", { name: "Payment", exact: true }).click();
  await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\/PAU[A-Z0-9]+$/);
  const html = await page.content();
  expect(html).not.toMatch(/sessionId|userId=|mobilePhone/);
  const back = page.getByRole("link", { name: "Back to the merchant" });
  // Dragonpay's way back unpaid: the merchant's return URL with the txnid alone, which leads on to
  // the session-free return path the code was stored with.
  await expect(back).toHaveAttribute("href", /^\/api\/payments\/dragonpay\/return\?txnid=PAU[A-Z0-9]+$/);
  const returnHref = (await back.getAttribute("href")) as string;
  await page.getByRole("button", { name: /^Pay ₱/ }).click();
  await expect(page).toHaveURL(/\/poles\?.*sessionId=.*txnid=PAU/);
  await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
  return { order, returnHref };
}

for (const js of [true, false]) {
  test.describe(`payment return, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("finding 3: the gateway page shows no session, the payer comes back to Order Details, nobody else gets the session", async ({
      page,
      browser,
      baseURL,
    }) => {
      const { returnHref } = await payAndCheckGateway(page, js);
      await page.screenshot({ path: `/tmp/sec-pay-return-settled-${js ? "js" : "nojs"}.png` });

      // Someone who read the pay code (another browser) follows the same return address.
      const stranger = await browser.newContext({ baseURL, javaScriptEnabled: js });
      const other = await stranger.newPage();
      await other.goto(returnHref);
      await expect(other.getByRole("heading", { level: 1, name: "Back from the payment page" })).toBeVisible();
      // No dead end (issue 30 item 2): the public site and customer service are a tap away.
      await expect(other.getByRole("link", { name: "Go to the Pautang website" })).toHaveAttribute("href", "/");
      await expect(other.getByRole("link", { name: "Contact customer service" })).toHaveAttribute("href", "/?section=contact");
      expect(other.url()).not.toMatch(/sessionId/);
      expect(await other.content()).not.toMatch(/sessionId|userId=/);
      await other.screenshot({ path: `/tmp/sec-pay-return-stranger-${js ? "js" : "nojs"}.png` });
      await stranger.close();

      // The cookie was single use: the payer's own second visit gets no session either.
      await page.goto(returnHref);
      await expect(page.getByRole("heading", { level: 1, name: "Back from the payment page" })).toBeVisible();
    });
  });
}

for (const js of [true, false]) {
  test(`a payer on another browser is told the payment was received and given a way on, nothing more (320 px, Filipino, JavaScript ${js ? "on" : "off"})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const order = await qaOrder(180);
    // The app's browser asks for the code in Filipino; the payment link opens in a plain phone browser.
    await page.goto(`${order.pages.repay.replace(/language=en/, "language=fil")}`);
    if (js) await hydrated(page);
    await page.getByRole("button", { name: "Magbayad", exact: true }).click();
    await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\/PAU[A-Z0-9]+$/);
    const payUrl = page.url();
    const reference = payUrl.split("/").pop() as string;

    const phone = await browser.newContext({
      baseURL,
      javaScriptEnabled: js,
      viewport: { width: 320, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    const other = await phone.newPage();
    await other.goto(payUrl);
    await other.getByRole("button", { name: /^Pay ₱/ }).click();
    await expect(other).toHaveURL(/\/payment-return\?.*txnid=PAU/);
    await expect(other.getByRole("heading", { level: 1, name: "Natanggap ang bayad" })).toBeVisible();
    await expect(other.getByText(reference)).toBeVisible();
    await expect(other.getByRole("link", { name: "Pumunta sa website ng Pautang" })).toBeVisible();
    await expect(other.getByRole("link", { name: "Makipag-ugnayan sa customer service" })).toBeVisible();
    const html = await other.content();
    expect(html).not.toMatch(/sessionId|userId=|mobilePhone|₱|0917/);
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await other.screenshot({ path: `/tmp/walk-pay-return-other-browser-${js ? "js" : "nojs"}.png` });

    // The same return address with its signature broken promises nothing.
    const forged = new URL(other.url());
    forged.searchParams.set("signatures", Buffer.alloc(256).toString("base64"));
    await other.goto(forged.toString());
    await expect(other.getByRole("heading", { level: 1, name: "Bumalik mula sa payment page" })).toBeVisible();
    await expect(other.getByText(reference)).toHaveCount(0);
    await phone.close();
  });
}

for (const js of [true, false]) {
  test(`issue 40 W1: a closed or a paid pay code's page says it can no longer be paid and draws no QR code (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: js });
    const page = await context.newPage();
    const order = await qaOrder(180);
    // A code for another channel, left open: paying the Payment code closes it (closeOtherWays).
    const other = await request.post(`/api/v3/loan-details/generate-vcode?${order.query}`, {
      form: { orderId: String(order.orderId), channelNumber: "711" },
    });
    const closed = ((await other.json()) as { data: { reference: string } }).data.reference;
    await page.goto(`/repaymentOfCode?${new URLSearchParams({ showType: "2", payCode: closed })}`);
    // Open, it says before anything is paid that paying one closes the others.
    await expect(page.getByText("paying one closes the others")).toBeVisible();
    const history = `/paymentHistory?orderId=${order.orderId}&${order.query}`;
    await page.goto(history);
    await expect(page.getByText("Paying any code for this loan closes its other open codes")).toBeVisible();

    await page.goto(order.pages.repay);
    if (js) await hydrated(page);
    await page.getByRole("button", { name: "Payment", exact: true }).click();
    await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\/PAU[A-Z0-9]+$/);
    const paid = page.url().split("/").pop() as string;
    expect(paid).not.toBe(closed);
    await page.getByRole("button", { name: /^Pay ₱/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();

    // The history's entry of the closed code says so too.
    await page.goto(history);
    await expect(page.getByText("This code is closed and can no longer be paid.")).toBeVisible();

    const says: Array<[string, string, string]> = [
      [closed, "en", "This pay code is closed and can no longer be paid."],
      [paid, "en", "This pay code has been paid and can no longer be paid again."],
      [closed, "fil", "Sarado na ang payment code na ito at hindi na ito mababayaran."],
    ];
    for (const [payCode, language, text] of says) {
      await page.goto(`/repaymentOfCode?${new URLSearchParams({ showType: "2", payCode, language })}`);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByRole("img", { name: /QR/ })).toHaveCount(0);
      expect(await page.content()).not.toMatch(/qr\.svg|barcode\.svg|Pay the exact amount|eksaktong halaga/);
    }
    await context.close();
  });
}

test("finding 13, N16: the repayment code page draws only a documented pay code and shows an amount only for a code our backend issued, from the backend", async ({
  page,
  request,
}) => {
  const spoof = new URLSearchParams({
    showType: "2",
    payCode: "Call 0917 000 0000 for your refund",
    repayAmount: "Pay to GCash 0917",
    payCodeImg: "https://evil.example/logo.png",
  });
  await page.goto(`/repaymentOfCode?${spoof}`);
  await expect(page.getByText("This page has no pay code. Please go back and press Payment again.")).toBeVisible();
  expect(await page.content()).not.toMatch(/0917|evil\.example/);

  // A code of the right shape that we never issued: shown, with no amount, and where to check it.
  const made = new URLSearchParams({
    showType: "2",
    payCode: "PAUABCDEFGH23",
    repayAmount: "1520600",
    payCodeImg: "/api/assets/channels/gcash.svg",
  });
  await page.goto(`/repaymentOfCode?${made}`);
  await expect(page.getByRole("img", { name: "QR code of the pay code PAUABCDEFGH23" })).toBeVisible();
  await expect(page.getByText("Check the amount to pay in your Order Details before you pay this code.")).toBeVisible();
  expect(await page.content()).not.toContain("15,206.00");

  // A code our backend issued: its amount is the backend's, whatever the link says.
  const order = await qaOrder(180);
  const issued = await request.post(`/api/v3/loan-details/generate-vcode?${order.query}`, {
    form: { orderId: String(order.orderId), channelNumber: "GCSH" },
  });
  const code = ((await issued.json()) as { data: { reference: string; amount: number; expiresAt: string } }).data;
  await page.goto(`/repaymentOfCode?${new URLSearchParams({ showType: "1", payCode: code.reference, repayAmount: "1" })}`);
  await expect(page.getByText(formatPeso(code.amount))).toBeVisible();
  // Until when it can be paid: the code's own expiry, in Manila time (third penetration test, P8).
  await expect(page.getByText(`Pay before ${formatDateTime(code.expiresAt)} (Manila time).`)).toBeVisible();
  await expect(page.getByText("₱0.01")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/sec-pay-repayment-code.png" });
});
