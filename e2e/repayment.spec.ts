import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

const SCREENS = "e2e/.artifacts/screens";

test.describe("Repayment through the payment gateway", () => {
  // Several page loads, a gateway round trip and accessibility checks each, on a shared 2-core
  // machine: the longest took 27 s in a full run and over 60 s under a load average of 16.
  test.setTimeout(90_000);

  test("an overdue order is repaid through the gateway and ends settled with Borrow Again", async ({ page }) => {
    const order = await qaOrder(180);
    await page.goto(order.pages.details);
    await hydrated(page);
    await page.getByRole("button", { name: "Repayment", exact: true }).click();
    await expect(page).toHaveURL(/\/away\?/);
    await hydrated(page);

    const head = page.getByRole("region", { name: "Repayment amount" });
    await expect(head.getByText(/^₱[\d,]+\.\d\d$/)).toBeVisible();
    const amount = (await head.locator(".repay-head__amount").textContent()) ?? "";
    await expect(page.getByRole("link", { name: /How to pay/ })).toBeVisible();

    // The detail list shows 2 rows folded; More unfolds the rest.
    const card = page.getByRole("region", { name: "Peso Express" });
    await expect(card.getByText("Loan term")).toBeHidden();
    await card.getByText("More").click();
    await expect(card.getByText("Loan term")).toBeVisible();
    await expect(card.getByText("Hide")).toBeVisible();

    // Copy the contract number.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: `Copy ${order.orderNo}` }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.orderNo);

    // Before Payment there is no pay code: the contract number says it is not one (no barcode, no channel logo).
    await expect(page.getByText("It is not a pay code")).toBeVisible();
    await expect(page.getByRole("link", { name: "Show barcode" })).toHaveCount(0);

    // Payment Method: first channel selected by default; choose the store.
    await page.locator("summary", { hasText: "Payment Method" }).click();
    await expect(page.getByRole("radio", { name: "GCash" })).toBeChecked();
    await page.getByRole("radio", { name: "7-Eleven" }).check();
    await expect(page.getByRole("radio", { name: "7-Eleven" })).toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/repay-away.png`, fullPage: true });

    await page.getByRole("button", { name: "Payment", exact: true }).click();
    await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\/PAU[A-Z0-9]+$/);
    await expect(page.getByText("How to pay with 7-Eleven")).toBeVisible();
    await expect(page.getByText(amount, { exact: true }).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/gateway.png`, fullPage: true });

    // The QR page of the same code.
    const reference = page.url().split("/").pop() as string;
    await page.getByRole("link", { name: "Show QR code" }).click();
    await expect(page).toHaveURL(/\/repaymentOfCode\?showType=2/);
    const qr = page.getByRole("img", { name: `QR code of the pay code ${reference}` });
    await expect(qr).toBeVisible();
    // Visible as soon as it is laid out; drawn once the image has loaded.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/repayment-code-qr.png`, fullPage: true });
    await page.goBack();

    // A counter channel: the pay code is handed to the counter and stays pending (P) until the
    // counter takes the money; the borrower is back on Order Details, nothing settled yet.
    await page.getByRole("button", { name: `Pay ${amount} at 7-Eleven` }).click();
    await expect(page).toHaveURL(/\/poles\?.*txnid=PAU[A-Z0-9]+&.*status=P&/);
    await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toHaveCount(0);
    // The counter is paid: Dragonpay's postback (qa postback stands for it) settles the loan, once.
    const counter = { reference, refno: `C${reference.slice(3)}` };
    const paid = await qa("postback", "--reference", counter.reference, "--refno", counter.refno);
    expect(paid).toMatchObject({ status: "paid", applied: true });
    const again = await qa("postback", "--reference", counter.reference, "--refno", counter.refno);
    expect(again).toMatchObject({ status: "paid", applied: false });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Borrow Again" })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/repay-settled.png`, fullPage: true });
  });

  test("an extension moves the due date and the order is repaying again", async ({ page }) => {
    const order = await qaOrder(180, "--delay", "1");
    await page.goto(order.pages.extend);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Extension repayment" })).toBeVisible();
    const next = (await page.locator(".repay-head__row strong").textContent()) ?? "";
    expect(next).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("heading", { name: "Plan" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/repay-tree.png`, fullPage: true });

    await page.getByRole("button", { name: "Payment", exact: true }).click();
    await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\//);
    await expect(page.getByText("Loan extension")).toBeVisible();
    await page.getByRole("button", { name: /^Pay ₱/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Repaying" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Peso Express" }).getByText(next)).toBeVisible();
  });

  test("an instalment loan cannot be extended and says why", async ({ page }) => {
    const order = await qaOrder(180, "--delay", "1", "--periods", "3", "--product", "2");
    await page.goto(order.pages.extend ?? order.pages.repay.replace("/away", "/tree"));
    await expect(page.getByText(/single-payment loans/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Payment", exact: true })).toBeDisabled();
  });

  test("the code page shows a copyable code and the guide enlarges channel images", async ({ page }) => {
    // Seven page loads, the guide's landing among them, on a shared machine.
    test.setTimeout(90_000);
    const order = await qaOrder(180);
    const session = order.query;
    await page.goto(
      `/repaymentOfCode?showType=1&payCode=PAUTEST123&payCodeImg=${encodeURIComponent("/api/assets/channels/7eleven.svg")}&repayAmount=123456&real=1&${session}`,
    );
    await hydrated(page);
    // A code our backend did not issue: no amount from the link (N16).
    await expect(page.getByText("Check the amount to pay in your Order Details before you pay this code.")).toBeVisible();
    await expect(page.getByText("₹1,234.56")).toHaveCount(0);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy PAUTEST123" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/repayment-code.png`, fullPage: true });

    // A javascript: image is never used.
    await page.goto(`/repaymentOfCode?showType=1&payCode=X1&payCodeImg=${encodeURIComponent("javascript:alert(1)")}&repayAmount=100`);
    await expect(page.getByRole("img", { name: "Payment channel" })).toHaveCount(0);

    await page.goto(`/repaymentOfCode2?orderId=${order.orderId}&productId=${order.productId}&${session}`);
    await expect(page.getByText(order.orderNo)).toBeVisible();
    await expect(page.getByRole("heading", { name: "E-wallet" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "7-Eleven" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/repayment-code-2.png`, fullPage: true });

    // "How to pay: step-by-step guide" on the repayment page lands on the steps themselves, in view
    // on a small phone (issue 30 item 8).
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(order.pages.repay);
    await page.getByRole("link", { name: "How to pay: step-by-step guide for e-wallets and stores" }).click();
    await expect(page).toHaveURL(/\/repaymentOfCode2\?.*orderId=\d+.*#how-to-pay$/);
    await expect(page.getByRole("heading", { name: "How to pay, step by step" })).toBeInViewport();
    await expect(page.locator("ol.steps").first()).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/repayment-steps-320.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dragonpayPaymentInstructions?${session}`);
    await hydrated(page);
    await page.getByRole("link", { name: "Enlarge Maya" }).click();
    const dialog = page.getByRole("dialog", { name: "Maya" });
    await expect(dialog.getByRole("img", { name: "Maya" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/payment-guide.png`, fullPage: true });
  });

  test("prepayment before its window is refused with the date it opens", async ({ page }) => {
    const order = await qaOrder(170);
    await page.goto(order.pages.repay);
    await expect(page.getByText(/You can repay early from \d{4}-\d{2}-\d{2}/)).toBeVisible();
    // Not "₱0.00", which reads as if nothing were owed.
    await expect(page.getByText("Nothing to pay today")).toBeVisible();
    await expect(page.getByText("₱0.00")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Payment", exact: true })).toBeDisabled();
  });
});
