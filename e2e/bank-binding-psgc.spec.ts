import type { Page } from "@playwright/test";
import { fillBankAccount } from "./support/bank";
import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

/**
 * Bank binding as a first-time borrower meets it (issue 16, item 6): every PSGC city and
 * municipality to choose from, no bank chosen for them, a holder name that is a name, a
 * confirmation after saving, and on a revisit the bound account instead of an empty form.
 */

const PSGC_PLACES = 149 + 1493; // PSGC 2025 Q4: cities + municipalities

/** Each placeholder, measured in the input's own font, fits the input's text box. */
async function clippedPlaceholders(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    return Array.from(document.querySelectorAll<HTMLInputElement>("input[placeholder]"))
      .filter((input) => input.offsetParent !== null && input.type !== "date")
      .filter((input) => {
        const style = getComputedStyle(input);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return canvas.measureText(input.placeholder).width > room;
      })
      .map((input) => `${input.name}: "${input.placeholder}"`);
  });
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "JavaScript on" : "JavaScript off";

  test.describe(`Bank binding, PSGC places and the bound account (${mode})`, () => {
    test.use({ javaScriptEnabled });

    test("no bank is pre-selected; every PSGC place is offered; an unknown place and a holder name of digits are refused", async ({
      page,
    }) => {
      const { query } = await qa<{ query: string }>("borrower");
      await page.goto(`/only?productId=1&${query}`);
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByLabel("Bank", { exact: true })).toHaveValue("");

      // The city field filters a list of every city and municipality as the borrower types.
      const city = page.getByLabel("City / province");
      const listId = await city.getAttribute("list");
      expect(listId).toBeTruthy();
      const options = page.locator(`datalist[id="${listId}"] option`);
      await expect(options).toHaveCount(PSGC_PLACES);
      for (const place of ["Quezon City, Metro Manila", "Cebu City, Cebu", "Bangued, Abra", "Jolo, Sulu"]) {
        await expect(page.locator(`datalist[id="${listId}"] option[value="${place}"]`)).toHaveCount(1);
      }

      await fillBankAccount(page, { holder: "12345 @@", city: "Gotham, Metro Manila" });
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByLabel("City / province")).toHaveAccessibleDescription(/Please choose your city or municipality from the list/);
      await expect(page.getByLabel("Account holder name")).toHaveAccessibleDescription(/please use letters, spaces and \. , ' - only/);
      await expect(page.getByLabel("Account holder name")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("City / province")).toHaveValue("Gotham, Metro Manila");

      // A bank left unchosen is asked for, not guessed.
      await page.getByLabel("Bank", { exact: true }).selectOption("");
      await page.getByLabel("Account holder name").fill("María Ñoño-Reyes");
      await page.getByLabel("City / province").fill("quezon city, metro manila");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByText("Please choose bank.")).toBeVisible();
      if (javaScriptEnabled) expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test("a save is confirmed with the masked account; a revisit shows it, with a way to change it", async ({ page }) => {
      const { query } = await qa<{ query: string }>("borrower");
      await page.goto(`/only?productId=1&${query}`);
      if (javaScriptEnabled) await hydrated(page);
      await fillBankAccount(page, { holder: "Juan dela Cruz", city: "cebu city, cebu" });
      await page.getByRole("button", { name: "Next" }).click();
      const saved = page.getByRole("status").filter({ hasText: "Account saved" });
      await expect(saved).toBeVisible();
      const summary = page.getByRole("region", { name: "Your payment account" });
      await expect(summary).toContainText("BPI (Bank of the Philippine Islands)");
      await expect(summary).toContainText("•••• 9012");
      await expect(summary).toContainText("Cebu City, Cebu");
      await expect(summary).not.toContainText("123456789012");

      await page.goto(`/only?productId=1&${query}`);
      await expect(page.getByRole("region", { name: "Your payment account" })).toContainText("•••• 9012");
      await expect(page.getByLabel("Bank account number")).toHaveCount(0);
      await page.getByRole("link", { name: "Change account" }).click();
      await expect(page.getByLabel("Bank account number")).toHaveValue("");
      await expect(page.getByLabel("Bank", { exact: true })).toHaveValue("");
    });

    test("from Order Details, the save is confirmed on Order Details", async ({ page }) => {
      const order = await qaOrder(151, "--card-pop");
      await page.goto(order.pages.bind);
      if (javaScriptEnabled) await hydrated(page);
      await fillBankAccount(page);
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/poles\?.*source=loanDetail/);
      await expect(page.getByRole("status").filter({ hasText: "Your payment account is saved." })).toBeAttached();
    });
  });
}

test.describe("Bank binding at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("no placeholder is cut off, for a bank account or an e-wallet", async ({ page }) => {
    const { query } = await qa<{ query: string }>("borrower");
    await page.goto(`/only?productId=1&${query}`);
    await hydrated(page);
    await page.getByLabel("Bank", { exact: true }).selectOption("90009"); // Landbank shows its branch code too
    await expect(page.getByLabel("Landbank branch code")).toBeVisible();
    expect(await clippedPlaceholders(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.goto(`/only?productId=1&cardType=2&${query}`);
    await expect(page.getByLabel("E-wallet mobile number")).toBeVisible();
    expect(await clippedPlaceholders(page)).toEqual([]);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Bank binding: an account in the borrower's own name only (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 320, height: 640 } });

    test("someone else's name is refused at the holder field, saying whose name it must be; the borrower's own name saves", async ({
      page,
    }) => {
      const { query } = await qa<{ query: string }>("borrower", "--name", "Juan Santos dela Cruz");
      await page.goto(`/only?productId=1&${query}`);
      if (javaScriptEnabled) await hydrated(page);
      await fillBankAccount(page, { holder: "Maria Santos" });
      await page.getByRole("button", { name: "Next" }).click();
      const holder = page.getByLabel("Account holder name");
      await expect(holder).toHaveAccessibleDescription(/the account must be in your own name, Juan Santos dela Cruz/);
      await expect(holder).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("status").filter({ hasText: "Account saved" })).toHaveCount(0);
      await page.screenshot({
        path: `e2e/.artifacts/screens/bank-binding-not-own-name-${javaScriptEnabled ? "js" : "no-js"}-320.png`,
        fullPage: true,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

      await holder.fill("JUAN S. DELA CRUZ");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Account saved" })).toBeVisible();
    });
  });
}
