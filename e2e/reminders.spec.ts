import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { qa } from "./support/qa";

/**
 * The SMS payment reminders switch on customer service (docs/decisions/182). The sending itself is
 * proved by server/lending/reminders/reminders.test.ts and `qa reminders`.
 */
test.describe("Payment reminders switch", () => {
  test("turns reminders off and on again, JavaScript on, in English; the choice is kept", async ({ page }) => {
    const { query } = await qa<{ query: string }>("borrower");
    await page.goto(`/bungalow?${query}`);
    const section = page.getByRole("region", { name: "SMS payment reminders" });
    await expect(section.getByText("Reminders are on.")).toBeVisible();
    await expect(section.getByText(/only between 8:00 and 20:00, at most one a day/)).toBeVisible();
    await expect(section.getByText(/the other notices the law requires are sent either way/)).toBeVisible();
    await hydrated(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await section.getByRole("button", { name: "Turn reminders off" }).click();
    await expect(section.getByRole("status")).toHaveText("Saved: we will not send you payment reminders.");
    await expect(section.getByText("Reminders are off.")).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/screens/reminders-switch.png", fullPage: true });
    await page.reload();
    await expect(section.getByText("Reminders are off.")).toBeVisible();

    await section.getByRole("button", { name: "Turn reminders on" }).click();
    await expect(section.getByRole("status")).toHaveText("Saved: we will send you payment reminders.");
    await expect(section.getByText("Reminders are on.")).toBeVisible();
  });

  test.describe("JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the same switch is a plain form, in Filipino", async ({ page }) => {
      const { query } = await qa<{ query: string }>("borrower");
      await page.goto(`/bungalow?${query.replace("language=en", "language=fil")}`);
      const section = page.getByRole("region", { name: "Mga paalala sa pagbabayad sa SMS" });
      await expect(section.getByText("Naka-on ang mga paalala.")).toBeVisible();
      await section.getByRole("button", { name: "I-off ang mga paalala" }).click();
      await expect(section.getByRole("status")).toHaveText("Na-save: hindi ka na namin padadalhan ng mga paalala sa pagbabayad.");
      await expect(section.getByText("Naka-off ang mga paalala.")).toBeVisible();
      await page.screenshot({ path: "e2e/.artifacts/screens/reminders-switch-fil-no-js.png", fullPage: true });
      await section.getByRole("button", { name: "I-on ang mga paalala" }).click();
      await expect(section.getByText("Naka-on ang mga paalala.")).toBeVisible();
      // The page still ends with the way back, not covered by the lender's footer.
      const back = page.getByRole("link", { name: "Bumalik sa aking account" });
      const footer = page.locator(".lender-footer");
      const [backBox, footerBox] = [await back.boundingBox(), await footer.boundingBox()];
      expect(footerBox!.y).toBeGreaterThanOrEqual(backBox!.y + backBox!.height);
    });
  });
});
