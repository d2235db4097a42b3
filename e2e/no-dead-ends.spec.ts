import { languageCookieValue } from "./support/cookies";
import { expect, hydrated, test } from "./support/fixtures";
import { freshIp } from "./support/promotion";
import { qaOrder } from "./support/qa";

/**
 * Issue 30: what a first-time walkthrough found (no dead ends, no false promises). Each test walks
 * one borrower or one flow and checks several things; names say what they protect.
 */
test.setTimeout(60_000);

const NARROW = { width: 320, height: 640 };

for (const [language, js] of [
  ["en", true],
  ["fil", false],
] as const) {
  test(`marketing figures come from the catalogue and the rules, never from free text (${language}, JavaScript ${js ? "on" : "off"}, 320 px)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: js,
      viewport: NARROW,
      isMobile: true,
      hasTouch: true,
      locale: language === "fil" ? "fil-PH" : "en-US",
      extraHTTPHeaders: { "X-Forwarded-For": freshIp() },
    });
    // The language switch's choice, as a visitor who pressed it has.
    await context.addCookies([{ name: "lang", value: await languageCookieValue(language), url: baseURL as string }]);
    const page = await context.newPage();
    // The seeded products open for applications span ₱1,000.00 (Mabuhay Lend) to ₱50,000.00
    // (Bayanihan Credit); the loan terms: a decision within 1 day, the money within 1 to 3 days.
    const expected =
      language === "en"
        ? {
            range: "₱1,000.00 to ₱50,000.00",
            decision: "within 1 day",
            payout: "within 1 to 3 days",
            heading: "Borrow ₱1,000.00 to ₱50,000.00",
          }
        : {
            range: "₱1,000.00 hanggang ₱50,000.00",
            decision: "sa loob ng 1 araw",
            payout: "sa loob ng 1 hanggang 3 araw",
            heading: "Humiram ng ₱1,000.00 hanggang ₱50,000.00",
          };

    await page.goto("/promotion?id=1&utm_tag=claims&user_from=fb&app_from=web");
    if (js) await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: expected.heading })).toBeVisible();
    const promo = await page.locator("main").innerText();
    expect(promo).toContain(expected.decision);
    expect(promo).toContain(expected.payout);
    expect(promo).not.toMatch(/20,000|minutes|minuto/);
    await page.screenshot({ path: `/tmp/walk-claims-promotion-${language}.png`, fullPage: true });

    await page.goto("/");
    if (js) await hydrated(page);
    const hero = await page.locator(".hero").innerText();
    expect(hero).toContain(expected.range);
    expect(hero).toContain(expected.decision);
    expect(hero).toContain(expected.payout);
    expect(await page.locator("main").innerText()).not.toMatch(/₱2,000|\{\w+\}/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain(expected.range);
    await page.screenshot({ path: `/tmp/walk-claims-site-${language}.png`, fullPage: true });

    await page.goto("/Uncle");
    await expect(page.getByText(expected.decision, { exact: false }).first()).toBeVisible();
    expect(await page.locator("main").innerText()).not.toMatch(/\{\w+\}/);
    await context.close();
  });
}

test.describe("no dead ends without JavaScript (390 px)", () => {
  test.use({ javaScriptEnabled: false });

  test("an expired session answers 401 and offers the public site and customer service; the local test preview opens pages with the demo session", async ({
    page,
  }) => {
    const expired = await page.goto("/attic?userId=1&sessionId=expired-session-walk&language=fil");
    expect(expired?.status()).toBe(401);
    await expect(page.getByRole("heading", { level: 1, name: "Mag-log in ulit" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pumunta sa website ng Pautang" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Makipag-ugnayan sa customer service" })).toHaveAttribute("href", "/?section=contact");

    await page.goto("/testPreview");
    await expect(page.getByLabel("Session id")).toHaveValue("demo-session-0001");
    const answer = await page.goto((await page.getByRole("link", { name: "Loan details", exact: true }).getAttribute("href")) as string);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Please log in again" })).toHaveCount(0);
  });

  test("a borrower with an overdue loan is told on arrival at the confirm page, before filling anything (Filipino, 320 px)", async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    const overdue = await qaOrder(180);
    await page.goto(`/opened?productId=3&${overdue.query.replace("language=en", "language=fil")}`);
    await expect(page.getByRole("alert").first()).toContainText("overdue");
    await expect(page.locator(".confirm-refusal")).toBeVisible();
    await page.screenshot({ path: "/tmp/walk-confirm-overdue-fil-320.png", fullPage: true });
  });

  test("a page that does not exist offers a way out", async ({ page }) => {
    const answer = await page.goto("/no-such-page-walk");
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Go to the Pautang website" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Contact customer service" })).toBeVisible();
  });

  test("the privacy policy has its version date and charges nothing for a privacy right (English and Filipino)", async ({ page }) => {
    await page.goto("/going?language=en");
    const en = await page.locator("main").innerText();
    expect(en).toContain("Last updated: 26 November 2026.");
    expect(en).toContain("Exercising any of these rights costs you nothing.");
    expect(en).not.toMatch(/opt-out fee/i);
    await page.goto("/going?language=fil");
    const fil = await page.locator("main").innerText();
    expect(fil).toContain("Huling binago: 26 Nobyembre 2026.");
    expect(fil).not.toMatch(/opt-out fee/i);
  });
});
