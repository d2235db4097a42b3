import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

const COLOURS: Record<string, string> = {
  blue: "rgb(36, 87, 197)",
  green: "rgb(11, 122, 75)",
  red: "rgb(192, 38, 45)",
  orange: "rgb(180, 83, 9)",
};

const STATUSES: Array<{ status: number; title: string; tone: keyof typeof COLOURS; buttons: string[]; recommended: boolean }> = [
  { status: 21, title: "Under review", tone: "blue", buttons: [], recommended: true },
  { status: 110, title: "Rejected", tone: "red", buttons: [], recommended: true },
  { status: 151, title: "Approved", tone: "green", buttons: [], recommended: true },
  { status: 170, title: "Repaying", tone: "blue", buttons: ["Repayment"], recommended: false },
  { status: 174, title: "Repayment due", tone: "orange", buttons: ["Repayment"], recommended: false },
  { status: 180, title: "Overdue", tone: "red", buttons: ["Repayment"], recommended: false },
  { status: 200, title: "Settled", tone: "green", buttons: ["Borrow Again"], recommended: false },
];

test.describe("Order Details in every status", () => {
  for (const s of STATUSES) {
    test(`status ${s.status}: ${s.title}, ${s.tone}, buttons ${s.buttons.join(", ") || "none"}`, async ({ page }) => {
      const order = await qaOrder(s.status);
      await page.goto(order.pages.details);
      const title = page.getByRole("heading", { level: 1, name: s.title });
      await expect(title).toBeVisible();
      await expect(title).toHaveCSS("color", COLOURS[s.tone]);
      await expect(page.getByRole("region", { name: "Peso Express" }).getByText("₱10,000.00")).toBeVisible();
      for (const name of ["Repayment", "Rollover Repayment", "Borrow Again"]) {
        if (s.buttons.includes(name)) await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
        else await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);
      }
      await expect(page.getByRole("heading", { name: "Recommended for you" })).toHaveCount(s.recommended ? 1 : 0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `e2e/.artifacts/screens/order-details-${s.status}.png`, fullPage: true });
    });
  }

  test("174 with isDelay 1 shows Repayment and Rollover Repayment with its hint", async ({ page }) => {
    const order = await qaOrder(174, "--delay", "1");
    await page.goto(order.pages.details);
    await expect(page.getByRole("button", { name: "Repayment", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Rollover Repayment" })).toBeVisible();
    await expect(page.getByText("Short of money?")).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/screens/order-details-174-delay.png", fullPage: true });
  });

  test("an unknown status code looks like under review", async ({ page }) => {
    const order = await qaOrder(21);
    await qa("status", String(order.orderId), "21");
    await page.goto(order.pages.details);
    await expect(page.locator("[data-tone=blue]")).toBeVisible();
  });
});

test.describe("Order Details modals", () => {
  test("Kind tips: the mask does not close it; Confirm does, and they stay dismissed on the next visit", async ({ page }) => {
    const order = await qaOrder(174, "--tips", "Repay only through channels in your own name.");
    await page.goto(order.pages.details);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Kind tips" });
    await expect(dialog).toContainText("Repay only through channels in your own name.");
    await page.mouse.click(10, 10); // the mask
    await expect(dialog).toBeVisible();
    // Confirm closes the dialog at once and tells the server in the background, which remembers it
    // in an HttpOnly cookie (docs/decisions/247): the reload waits for that answer.
    const remembered = page.waitForResponse((response) => response.url().includes("dismiss=tips"));
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog).toHaveCount(0);
    await remembered;
    // Dismissed once, remembered for this borrower (issue 30 polish).
    await page.reload();
    await expect(page.getByRole("heading", { name: "Repayment due" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Kind tips" })).toHaveCount(0);
    // Another borrower on the same browser still sees their own tips.
    const other = await qaOrder(174, "--tips", "Repay only through channels in your own name.");
    await page.goto(other.pages.details);
    await expect(page.getByRole("dialog", { name: "Kind tips" })).toBeVisible();
  });

  test("withdrawal reminder: Withdraw Now replaces the location with the continue URL plus the session", async ({ page, baseURL }) => {
    const target = `${baseURL}/api/healthz?from=partner`;
    const order = await qaOrder(21, "--continue-url", target);
    await page.goto(order.pages.details);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Withdrawal reminder" });
    await expect(dialog).toContainText("Withdraw now");
    await dialog.getByRole("link", { name: "Withdraw Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/api/healthz\\?from=partner&.*sessionId=`));
  });

  test("withdrawal reminder: Cancel asks the app to go home", async ({ page, bridgeCalls }) => {
    const order = await qaOrder(21, "--continue-url", "https://partner.example.ph/withdraw");
    await page.goto(order.pages.details);
    await hydrated(page);
    await page.getByRole("dialog", { name: "Withdrawal reminder" }).getByRole("link", { name: "Cancel" }).click();
    expect(await bridgeCalls()).toContainEqual({ action: "goHome" });
  });

  test("a continue URL on another status replaces the location at once; a javascript: URL never runs", async ({ page, baseURL }) => {
    const order = await qaOrder(151, "--continue-url", `${baseURL}/api/healthz?continued=1`);
    await page.goto(order.pages.details);
    await expect(page).toHaveURL(/\/api\/healthz\?continued=1&.*userId=/);

    const evil = await qaOrder(151, "--continue-url", "javascript:document.title='pwned'");
    let dialogs = 0;
    page.on("dialog", () => dialogs++);
    await page.goto(evil.pages.details);
    await expect(page.getByRole("heading", { name: "Approved" })).toBeVisible();
    await expect(page).toHaveURL(/\/poles\?/);
    await expect(page.getByText("This link cannot be opened.")).toBeVisible();
    expect(await page.title()).not.toBe("pwned");
    expect(dialogs).toBe(0);
  });

  test("bank-card dialog: close icon hides it; the button goes to binding with source=loanDetail", async ({ page }) => {
    const order = await qaOrder(151, "--card-pop");
    await page.goto(order.pages.details);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Bind your bank account" });
    await expect(dialog.getByRole("link", { name: "Go and bind an account" })).toHaveAttribute(
      "href",
      /\/only\?.*productId=\d+.*source=loanDetail/,
    );
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("Order rating", () => {
  test("no star: 'Please choose a rating.' and nothing is sent", async ({ page }) => {
    const order = await qaOrder(200, "--score");
    await page.goto(order.pages.details);
    await hydrated(page);
    let sent = 0;
    page.on("request", (r) => r.method() === "POST" && sent++);
    const dialog = page.getByRole("dialog", { name: "Rate your experience" });
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please choose a rating.");
    expect(sent).toBe(0);
  });

  test("3 stars: fills stars 1-3, thanks the borrower, no store prompt, and is kept", async ({ page, bridgeCalls }) => {
    const order = await qaOrder(200, "--score");
    await page.goto(order.pages.details);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Rate your experience" });
    await dialog.getByText("3 stars").click({ force: true });
    await expect(dialog.locator(".star--on")).toHaveCount(3);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
    expect(await bridgeCalls()).not.toContainEqual({ action: "rateApp" });
    await page.reload();
    await expect(page.getByRole("dialog", { name: "Rate your experience" })).toHaveCount(0);
  });

  test("5 stars thanks the borrower and asks the native app to rate the app", async ({ page, bridgeCalls }) => {
    const order = await qaOrder(200, "--score");
    await page.goto(order.pages.details);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Rate your experience" });
    await dialog.getByText("5 stars").click({ force: true });
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your feedback!" })).toBeVisible();
    await expect.poll(bridgeCalls).toContainEqual({ action: "rateApp" });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("5 stars, in Filipino: thanked on the page the form comes back to", async ({ page }) => {
      const order = await qaOrder(200, "--score");
      await page.goto(order.pages.details.replace("language=en", "language=fil"));
      const dialog = page.getByRole("dialog");
      await dialog.locator('input[name="score"][value="5"]').check({ force: true });
      await dialog.locator('button[type="submit"]').click();
      await expect(page.getByRole("status").filter({ hasText: "Salamat" })).toBeVisible();
    });
  });
});

test.describe("Recommended products and Borrow Again", () => {
  test("a tap tracks the event, then opens an http(s) URL or hands other links to the app", async ({ page, bridgeCalls }) => {
    const order = await qaOrder(110);
    await page.goto(order.pages.details);
    await hydrated(page);
    // Greyed products are not tappable.
    await expect(page.getByRole("button", { name: /Jeepney Loan/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Get cash: Sari-Sari Cash" }).click();
    await expect
      .poll(bridgeCalls)
      .toContainEqual({ action: "navigateWithParam", to: "pautang://product?productId=3", param: { productId: "3" } });

    await page.route("https://partner.example.ph/**", (route) =>
      route.fulfill({ body: "<title>Partner</title>partner page", contentType: "text/html" }),
    );
    await page.getByRole("button", { name: "Borrow: Bayanihan Credit" }).click();
    await expect(page).toHaveURL("https://partner.example.ph/apply?product=bayanihan");
  });

  test("'Click to view more products' asks the app to go home", async ({ page, bridgeCalls }) => {
    const order = await qaOrder(21);
    await page.goto(order.pages.details);
    await hydrated(page);
    await page.getByRole("link", { name: "Click to view more products" }).click();
    expect(await bridgeCalls()).toContainEqual({ action: "goHome" });
  });

  test("Borrow Again tracks module 30 and opens the product detail through the app", async ({ page, bridgeCalls }) => {
    const order = await qaOrder(200);
    await page.goto(order.pages.details);
    await hydrated(page);
    await page.getByRole("button", { name: "Borrow Again" }).click();
    await expect.poll(bridgeCalls).toContainEqual({
      action: "navigateWithParam",
      to: "productDetail",
      param: { productId: String(order.productId), scheme: "pautang://productDetail" },
    });
  });
});

test.describe("Session and bad links", () => {
  test("an expired session asks the app to return to login and explains it in a browser", async ({ page, bridgeCalls }) => {
    const order = await qaOrder(170);
    await page.goto(order.pages.details.replace(/sessionId=[^&]+/, "sessionId=expired-session-xyz"));
    await expect(page.getByRole("heading", { name: "Please log in again" })).toBeVisible();
    await expect.poll(bridgeCalls).toContainEqual({ action: "forceLogin" });
  });

  test("another borrower's order id shows a clear message, not their data", async ({ page }) => {
    const mine = await qaOrder(170);
    const theirs = await qaOrder(180);
    await page.goto(`/poles?orderId=${theirs.orderId}&${mine.query}`);
    await expect(page.getByText(/could not find this order/)).toBeVisible();
    await expect(page.getByText(theirs.orderNo)).toHaveCount(0);
  });

  test("a link without an order number explains itself", async ({ page }) => {
    const order = await qaOrder(170);
    const response = await page.goto(`/poles?${order.query}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByText(/no valid order number/)).toBeVisible();
  });
});
