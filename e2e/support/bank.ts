import type { Page } from "@playwright/test";

/** Fills the bank form with a valid BPI savings account (the holder and the city as given). */
export async function fillBankAccount(page: Page, { holder = "Juan dela Cruz", city = "Cebu City, Cebu" } = {}) {
  await page.getByLabel("Bank", { exact: true }).selectOption("90007");
  await page.getByLabel("Account holder name").fill(holder);
  await page.getByLabel("Bank account number").fill("123456789012");
  await page.getByLabel("Account kind").selectOption("savings");
  await page.getByLabel("Date of birth").fill("1990-05-17");
  await page.getByLabel("City / province").fill(city);
}
