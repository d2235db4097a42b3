import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

test.describe("Joint-login failure", () => {
  test("shows the failure, and a product tap tracks then opens http(s) or hands other links to the app", async ({ page, bridgeCalls }) => {
    const { query } = await qa<{ query: string }>("borrower");
    await page.goto(`/rabbit?productId=1&${query}`);
    await expect(page.getByRole("heading", { level: 1, name: "Sign-in failed" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "We could not sign you in to Peso Express." })).toBeVisible();
    await expect(page.getByText("The partner lender did not accept the joint login")).toBeVisible();
    // The failed product itself is not recommended again; a greyed product is not tappable.
    await expect(page.getByRole("heading", { name: "Peso Express", level: 3 })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Jeepney Loan/ })).toHaveCount(0);
    await hydrated(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/joint-login-failure.png", fullPage: true });

    await page.getByRole("button", { name: "Get cash: Sari-Sari Cash" }).click();
    await expect
      .poll(bridgeCalls)
      .toContainEqual({ action: "navigateWithParam", to: "pautang://product?productId=3", param: { productId: "3" } });

    await page.route("https://partner.example.ph/**", (route) => route.fulfill({ body: "partner page", contentType: "text/html" }));
    await page.getByRole("button", { name: "Borrow: Bayanihan Credit" }).click();
    await expect(page).toHaveURL("https://partner.example.ph/apply?product=bayanihan");
  });

  test("an expired session asks the app to return to login", async ({ page, bridgeCalls }) => {
    await page.goto("/rabbit?userId=1&sessionId=expired-session-x");
    await expect(page.getByRole("heading", { name: "Please log in again" })).toBeVisible();
    await expect.poll(bridgeCalls).toContainEqual({ action: "forceLogin" });
  });
});

test.describe("Customer service and information pages", () => {
  test("customer service shows the contacts; the call button goes through the bridge; it fits 320 px", async ({ page, bridgeCalls }) => {
    const { query } = await qa<{ query: string }>("borrower");
    await page.goto(`/bungalow?${query}`);
    await expect(page.getByRole("link", { name: /Write us an email: .*@/ })).toHaveAttribute("href", /^mailto:/);
    await hydrated(page);
    await page.getByRole("link", { name: "Call customer service" }).click();
    await expect.poll(bridgeCalls).toContainEqual(expect.objectContaining({ action: "callPhone" }));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/customer-service.png", fullPage: true });
    // The e-mail address breaks rather than widening the page by a pixel at 320 px (issue 30 polish).
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // In Filipino at 320 px the address breaks after its "@", never inside its domain, and the My
    // data button keeps "i-download" whole.
    await page.goto(`/bungalow?${query.replace(/language=[^&]*/, "language=fil")}`);
    const linesOf = (root: HTMLElement, word: string) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = (node.textContent ?? "").indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    };
    const email = page.locator('a[href^="mailto:"]');
    const domain = ((await email.getAttribute("href")) ?? "").split("@")[1];
    expect(await email.evaluate(linesOf, domain)).toBe(1);
    expect(await page.getByRole("link", { name: /^Ang aking data/ }).evaluate(linesOf, "i-download")).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  for (const [path, heading, text, shot] of [
    ["/Uncle", "About us", "Quick approval", "about-us"],
    ["/going", "Privacy policy", "under 18 years of age", "privacy-policy"],
    ["/loanTerms", "Loan terms and conditions", "5% per day for days 1 to 30", "loan-terms"],
  ] as const) {
    test(`${heading} reads well at phone width`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByText("Pautang Lending Corporation").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The terms promise no document the flow never shows: the agreement holds the promise to pay.
      if (path === "/loanTerms") await expect(page.getByText("accepts the offer and the loan agreement")).toBeVisible();
      await expect(page.getByText(/promissory note/i)).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `e2e/.artifacts/screens/${shot}.png`, fullPage: true });
    });
  }
});

test.describe("Order list, recommended products, product detail", () => {
  test("the order list links to Order Details; a product leads to loan confirmation", async ({ page }) => {
    const order = await qaOrder(180);
    await qa("order", "--status", "200", "--user", String(order.userId));
    await page.goto(`/attic?${order.query}`);
    await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Overdue/ })).toHaveCount(1);
    await expect(page.getByRole("link", { name: /Settled/ })).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/order-list.png", fullPage: true });
    await page.getByRole("link", { name: /Overdue/ }).click();
    await expect(page).toHaveURL(new RegExp(`/poles\\?.*orderId=${order.orderId}`));
    await expect(page.getByRole("heading", { level: 1, name: "Overdue" })).toBeVisible();

    await page.goto(`/stump?${order.query}`);
    await expect(page.getByRole("heading", { level: 1, name: "Recommended products" })).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/screens/recommend-list.png", fullPage: true });
    await page.goto(`/matter?productId=${order.productId}&${order.query}`);
    await expect(page.getByRole("term").filter({ hasText: "Loan amount" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/product-detail.png", fullPage: true });
    await expect(page.getByRole("link", { name: "Apply now" })).toHaveAttribute(
      "href",
      new RegExp(`^/opened\\?.*productId=${order.productId}`),
    );
  });
});

test.describe("Test preview", () => {
  test("tiles open pages with the entered values; contact shows what would be sent; location answers", async ({ page, context }) => {
    test.setTimeout(60_000); // the browser's geolocation can take a while to answer
    await page.goto("/testPreview");
    await hydrated(page);
    await page.getByLabel("Order id").fill("42");
    await page.getByLabel("Session id").fill("abc-session-1");
    const tiles: Array<[string, string]> = [
      ["Confirm loan", "/opened"],
      ["Loan details", "/poles"],
      ["Repayment", "/away"],
      ["Extension repayment", "/tree"],
      ["Bind bank", "/only"],
      ["About us", "/Uncle"],
      ["Complaint", "/complaint"],
      ["Customer service", "/bungalow"],
      ["Privacy policy", "/going"],
      ["Repayment instructions", "/dragonpayPaymentInstructions"],
    ];
    for (const [name, path] of tiles) {
      const href = await page.getByRole("link", { name, exact: true }).getAttribute("href");
      const url = new URL(href ?? "", "http://x");
      expect(url.pathname).toBe(path);
      expect(url.searchParams.get("orderId")).toBe("42");
      expect(url.searchParams.get("sessionId")).toBe("abc-session-1");
    }
    await page.getByRole("textbox", { name: "Contact" }).fill("09171234567");
    await page.getByRole("button", { name: "Show what would be sent" }).click();
    await expect(page.getByText('Would send: {"contact":"09171234567"}')).toBeVisible();

    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 14.5547, longitude: 121.0244 });
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Get location" }).click();
    await expect.poll(() => alerts, { timeout: 20_000 }).toEqual(["Latitude 14.554700, longitude 121.024400"]);
    await expect(page.getByRole("status").filter({ hasText: "Latitude 14.554700" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/test-preview.png", fullPage: true });
    await page.getByRole("link", { name: "About us", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  });
});
