import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";

test.describe("Public site", () => {
  test("top navigation shows each section from its top", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Site sections" });
    await expect(page.getByRole("heading", { level: 1, name: "Cash when you need it, terms you can read" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/public-site-home.png", fullPage: true });

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await nav.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "10. Grievance officer" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(nav.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("aria-current", "page");

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await nav.getByRole("link", { name: "Loan Terms And Conditions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Loan terms and conditions" })).toBeVisible();
    await expect(page.getByText("Term: from 91 to 365 calendar days")).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cash when you need it, terms you can read" })).toBeVisible();
  });

  test("contact form: incomplete is refused, script in the remark is stored as inert text", async ({ page }) => {
    await page.goto("/?section=contact");
    await hydrated(page);
    await page.getByLabel("Name").fill("Ana Reyes");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please provide complete information!" })).toBeVisible();
    // The sentence once; each empty field marked beside it, the filled one not (issue 40).
    await expect(page.getByText("Please provide complete information!")).toHaveCount(1);
    for (const field of ["Telephone", "Email", "Message"]) {
      await expect(page.getByLabel(field)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(field)).toHaveAccessibleDescription("Required");
    }
    await expect(page.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");

    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.getByLabel("Telephone").fill("09171234567");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Message").fill('<script>alert("x")</script><img src=x onerror=alert(1)>');
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter a valid email address.").first()).toBeVisible();

    await page.getByLabel("Email").fill("ana@example.ph");
    await page.getByRole("button", { name: "Submit" }).click();
    // One acknowledgement, with the reference; no "Successful!" toast beside it.
    await expect(page.getByRole("status").filter({ hasText: /Your reference is \S+;/ })).toBeVisible();
    await expect(page.getByText("Successful!")).toHaveCount(0);
    // Nor the refused attempt's toast, seconds old, saying the opposite.
    await expect(page.getByText("Please provide complete information!")).toHaveCount(0, { timeout: 1_000 });
    await expect(page.getByText('<script>alert("x")</script><img src=x onerror=alert(1)>')).toBeVisible();
    expect(dialogs).toBe(0);
    await page.screenshot({ path: "e2e/.artifacts/screens/public-site-contact.png", fullPage: true });
  });

  test("looks like a company site on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Site sections" }).getByRole("link", { name: "Contact Us" })).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/screens/public-site-desktop.png" });
    await page.goto("/?section=contact");
    await page.screenshot({ path: "e2e/.artifacts/screens/public-site-desktop-contact.png" });
  });

  test("the first step links to the app's store pages, as configured; no placeholder (issue 40)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const first = page.getByRole("region", { name: "How it works" }).getByRole("listitem").first();
    await expect(first).toContainText("Download the app and sign up with your mobile number");
    await expect(first.getByRole("link", { name: "Google Play" })).toHaveAttribute(
      "href",
      "https://play.google.com/store/apps/details?id=ph.pautang.app",
    );
    // The end-to-end server configures APP_STORE_URL as an operator would (playwright.config.ts).
    await expect(first.getByRole("link", { name: "App Store" })).toHaveAttribute(
      "href",
      "https://apps.apple.com/ph/app/pautang/id6470000001",
    );
    await expect(page.locator('a[href*="id0000000000"]')).toHaveCount(0);
    await page.screenshot({ path: "e2e/.artifacts/screens/public-site-steps-390.png", fullPage: true });
  });
});
