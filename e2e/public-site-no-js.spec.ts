import { expect, test } from "./support/fixtures";

test.use({ javaScriptEnabled: false });

test.describe("Public site with JavaScript off", () => {
  test("navigation links render their section; the contact form stores a complete message", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Site sections" }).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\?section=contact/);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please provide complete information!" })).toBeVisible();
    await page.getByLabel("Name").fill("Ben Cruz");
    await page.getByLabel("Telephone").fill("(02) 8123 4567");
    await page.getByLabel("Email").fill("ben@example.ph");
    await page.getByLabel("Message").fill("Please call me about a loan.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Successful!" }).first()).toBeVisible();
  });
});
