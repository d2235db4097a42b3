import { expect, type Page } from "@playwright/test";

/** The e2e server's ops password (playwright.config.ts). */
export const OPS_PASSWORD = "e2e-ops-password";

/** Logs the page in to the ops console through its form, and lands on `path`. */
export async function opsLogin(page: Page, path = "/ops/complaints") {
  await page.goto(path);
  await expect(page).toHaveURL(/\/ops\/login\?next=/);
  await page.getByLabel("Password").fill(OPS_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, "\\?")));
}
