import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

/** A borrower who already has a loan: the agreement modal does not open on load. */
function returningBorrower() {
  return qaOrder(200);
}

/** A first-time borrower: the agreement modal (popAgreementUrl) opens on load. */
function firstTimeBorrower(): Promise<{ query: string }> {
  return qa<{ query: string }>("borrower");
}

test.describe("Loan confirm (newer, /opened)", () => {
  test("confirm with the box checked: one order, under review, on its Order Details", async ({ page }) => {
    const existing = await returningBorrower();
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(existing.pages.confirm);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your loan" })).toBeVisible();
    expect(errors).toEqual([]); // no hydration mismatch, no CSP refusal
    await expect(page.getByTestId("loan-amount")).toHaveText("₱10,000.00");
    await expect(page.getByRole("region", { name: "Loan amount" })).toContainText("91 days");
    await expect(page.getByRole("region", { name: "Loan amount" })).toContainText("Interest 0.15% per day");
    const disclosure = page.getByRole("region", { name: "Disclosure statement" });
    await expect(disclosure).toContainText("Amount financed (what you receive)");
    await expect(disclosure).toContainText("Effective interest rate");
    await expect(disclosure.getByRole("table", { name: "Payment schedule" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "I have read and agree to the" })).not.toBeChecked();
    await page.getByRole("checkbox", { name: "I have read and agree to the" }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/loan-confirm.png", fullPage: true });

    let posts = 0;
    page.on("request", (r) => r.method() === "POST" && r.url().includes("/opened") && posts++);
    // A double tap: the page sends Next once (and the request key would make a second one harmless).
    await page.getByRole("button", { name: "Next" }).dblclick();
    await expect(page).toHaveURL(/\/poles\?orderId=\d+&productId=\d+.*from=confirm/);
    await expect(page.getByRole("heading", { level: 1, name: "Under review" })).toBeVisible();
    const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
    expect(orderId).toBeGreaterThan(existing.orderId);
    expect(posts).toBe(1);
    await expect(page.getByText("₱10,000.00").first()).toBeVisible();
  });

  test("the borrower picks amount and term; the server decides the figures and refuses what is out of range", async ({ page }) => {
    const existing = await returningBorrower();
    await page.goto(existing.pages.confirm);
    await hydrated(page);
    await page.getByLabel("Amount (₱)").fill("15000");
    await page.getByLabel("Term (days)").fill("120");
    await expect(page.getByTestId("loan-amount")).toHaveText("₱15,000.00");
    await expect(page.getByRole("region", { name: "Loan amount" })).toContainText("120 days");
    await expect(page).toHaveURL(/loanAmount=15000/);
    await expect(page.getByRole("region", { name: "Loan details" })).toContainText("₱750.00"); // the 5% service fee

    await page.getByLabel("Amount (₱)").fill("999999");
    const amount = page.getByLabel("Amount (₱)");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveValue("999999");
    await expect(page.getByTestId("loan-amount")).toHaveText("₱10,000.00"); // the product's suggestion meanwhile
    await expect(page.getByText("Choose an amount from ₱2,000.00 to ₱20,000.00.")).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/screens/loan-confirm-out-of-range.png", fullPage: true });

    // A refused amount keeps what was typed while the borrower changes the term, and the term
    // being typed is not reset under their fingers (issue 30 item 4).
    await amount.fill("2300");
    await expect(page.getByText("Choose an amount in steps of ₱500.00")).toBeVisible();
    const term = page.getByLabel("Term (days)");
    await term.fill("");
    await term.pressSequentially("120");
    await expect(page).toHaveURL(/term=120/);
    await expect(page.getByRole("region", { name: "Loan amount" })).toContainText("120 days");
    await expect(term).toBeFocused();
    await expect(term).toHaveValue("120");
    await expect(amount).toHaveValue("2300");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
  });

  test("the agreement box starts unticked and Next is disabled until it is ticked", async ({ page }) => {
    const existing = await returningBorrower();
    await page.goto(existing.pages.confirm);
    await hydrated(page);
    const next = page.getByRole("button", { name: "Next" });
    await expect(page.getByRole("checkbox", { name: "I have read and agree to the" })).not.toBeChecked();
    await expect(next).toBeDisabled();
    await expect(next).toHaveCSS("background-color", "rgb(154, 166, 187)");
    await page.screenshot({ path: "e2e/.artifacts/screens/loan-confirm-unchecked.png" });
    await page.getByRole("checkbox", { name: "I have read and agree to the" }).check();
    await expect(next).toBeEnabled();
  });

  test("an agreement link opens the loan agreement with this loan's figures", async ({ page }) => {
    const existing = await returningBorrower();
    await page.goto(existing.pages.confirm);
    await hydrated(page);
    await page.getByRole("button", { name: "Loan Agreement" }).click();
    await expect(page).toHaveURL(/\/well\?productId=\d+&amount=1000000&periods=91&instalments=1&.*sessionId=/);
    await expect(page.getByRole("heading", { level: 1, name: "Loan agreement" })).toBeVisible();
    await expect(page.getByText("The Lender lends the Borrower ₱10,000.00")).toBeVisible();
    await expect(page.getByText("A one-time late penalty of ₱1,000.00")).toBeVisible(); // a new client's penalty
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/loan-agreement.png", fullPage: true });
  });

  test("first loan: the agreement pop-up opens on load; 'Leave without a loan' closes the web view, 'I agree' ticks the box; the footer is opaque and compact at 320x640", async ({
    page,
    bridgeCalls,
  }) => {
    const { query } = await firstTimeBorrower();
    await page.goto(`/opened?productId=1&${query}`);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Loan agreement" });
    await expect(dialog).toBeVisible();
    await expect(page.frameLocator("iframe[title='Loan agreement']").getByRole("heading", { name: "Loan agreement" })).toBeVisible();
    await expect(page.frameLocator("iframe[title='Loan agreement']").getByText("A one-time late penalty of ₱1,000.00")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/loan-confirm-agreement-modal.png" });
    await expect(dialog).toContainText("“I agree” ticks the agreement box on this page. Nothing is sent until you press Next.");
    await dialog.getByRole("link", { name: "Leave without a loan" }).click();
    expect(await bridgeCalls()).toContainEqual({ action: "closeWebView" });
    // Agreeing is an act of agreement: the box is ticked and Next can be pressed (issue 30 item 5).
    await dialog.getByRole("button", { name: "I agree" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: "I have read and agree to the" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();

    // The fixed footer on a small phone: opaque, under a fifth of the screen, and every choice
    // field can still be reached and used (a click fails on a field the footer covers).
    await page.setViewportSize({ width: 320, height: 640 });
    const bar = page.locator(".confirm-bar");
    await expect(bar).toHaveCSS("background-color", "rgb(255, 255, 255)");
    expect((await bar.boundingBox())!.height).toBeLessThan(640 * 0.2);
    for (const label of ["Amount (₱)", "Term (days)"]) await page.getByLabel(label).click();
    await page.screenshot({ path: "e2e/.artifacts/screens/loan-confirm-footer-320.png" });
  });

  test("the 'Point out' retention popup on the iOS back hook and the back button", async ({ page, bridgeCalls }) => {
    const existing = await returningBorrower();
    await page.goto(existing.pages.confirm);
    await hydrated(page);
    const handled = await page.evaluate(() => window.onIosBack?.());
    expect(handled).toBe(true);
    const popup = page.getByRole("dialog", { name: "Point out" });
    await expect(popup).toContainText("Your loan is almost ready");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/loan-confirm-retention.png" });
    await popup.getByRole("button", { name: "Agree" }).click();
    await expect(popup).toHaveCount(0);

    await page.goBack();
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(/\/opened\?/);
    await popup.getByRole("button", { name: "Cancel" }).click();
    expect(await bridgeCalls()).toContainEqual({ action: "closeWebView" });
  });

  test("a confirmed order moves on: 151 (decision), 170 (disbursed today), and its agreement shows its figures", async ({ page }) => {
    const existing = await returningBorrower();
    await page.goto(existing.pages.confirm);
    await hydrated(page);
    await page.getByRole("checkbox", { name: "I have read and agree to the" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Under review" })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get("orderId") as string;

    expect(await qa("status", orderId, "151")).toMatchObject({ status: 151, locked: false });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Approved" })).toBeVisible();
    expect(await qa("status", orderId, "170")).toMatchObject({ status: 170, locked: false });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Repaying" })).toBeVisible();
    await expect(page.getByText("Disbursed on")).toBeVisible();

    await page.goto(`/well?orderId=${orderId}&${existing.query}`);
    await expect(page.getByText(/^Order No\. PL\d+/)).toBeVisible();
    await expect(page.getByText("The Lender lends the Borrower ₱10,000.00")).toBeVisible();
    // Another borrower's order answers like a missing one.
    const stranger = await firstTimeBorrower();
    await page.goto(`/well?orderId=${orderId}&${stranger.query}`);
    await expect(page.getByText("We could not find this order.")).toBeVisible();
  });

  test("an unknown product answers a clear message", async ({ page }) => {
    const existing = await returningBorrower();
    await page.goto(existing.pages.confirm.replace(/productId=\d+/, "productId=9999"));
    // The reason is in the toast and stays on the page (decision 117): both say it.
    await expect(page.getByText("This loan product is not available.").first()).toBeVisible();
  });
});

test.describe("Loan confirm (older variant, /and)", () => {
  test("end to end: agreement, promotion, repayment date, three payments, Next to Order Details", async ({ page }) => {
    const { query } = await firstTimeBorrower();
    await page.goto(`/and?productId=3&${query}`);
    await hydrated(page);
    await page.getByRole("dialog", { name: "Loan agreement" }).getByRole("button", { name: "Agree" }).click();
    const promo = page.getByRole("dialog", { name: "Good news" });
    await expect(promo).toContainText("Welcome! Your first loan");
    await page.screenshot({ path: "e2e/.artifacts/screens/loan-confirm-older-promo.png" });
    await promo.getByRole("button", { name: "Got it" }).click();
    await expect(promo).toHaveCount(0);

    await expect(page.getByRole("region", { name: "First repayment date" })).toBeVisible();
    await page.getByRole("radio", { name: "3 payments" }).check();
    await expect(page.getByRole("listitem").filter({ hasText: "Instalment 3 of 3" })).toBeVisible();
    await expect(page.getByRole("region", { name: "First repayment date" })).toContainText("30 days after the money is sent");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/loan-confirm-older.png", fullPage: true });

    await page.getByRole("checkbox", { name: "I have read and agree to the" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/poles\?orderId=\d+&productId=3.*from=confirm/);
    await expect(page.getByRole("heading", { level: 1, name: "Under review" })).toBeVisible();
    await expect(page.getByText("Sari-Sari Cash")).toBeVisible();
  });
});
