import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { opsLogin } from "./support/ops";

/**
 * Contact messages reach the agents (issue 40 W2): the visitor is given a reference after sending;
 * the agent finds the message by it on /ops/contact-messages and marks it answered, with their name.
 */

async function sendContactMessage(page: Page, name: string, remark: string): Promise<string> {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Telephone").fill("09171234567");
  await page.getByLabel("Email").fill("visitor@example.ph");
  await page.getByLabel("Message").fill(remark);
  await page.getByRole("button", { name: "Submit" }).click();
  const acknowledgement = page.getByRole("status").filter({ hasText: "Your reference is" });
  await expect(acknowledgement).toContainText("We will reply within 1 business day.");
  const reference = /C-\d{6}/.exec((await acknowledgement.textContent()) ?? "")?.[0];
  expect(reference).toBeTruthy();
  return reference as string;
}

async function answerInConsole(browser: Browser, javaScriptEnabled: boolean, reference: string, name: string, remark: string) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  const agent = await context.newPage();
  await opsLogin(agent, "/ops/contact-messages");
  await expect(agent.getByRole("navigation", { name: "Ops console" }).getByRole("link", { name: "Contact messages" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The console's one stylesheet (app/styles/ops.css): its 16 px sides, nothing wider than the phone.
  await expect(agent.locator("main.ops")).toHaveCSS("padding-left", "16px");
  expect(await agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const message = agent.getByRole("article", { name: `${reference} ${name}` });
  await expect(message).toContainText(remark);
  await expect(message).toContainText("Unanswered");
  // Unanswered messages come first (other tests may send messages meanwhile: the order among them is the unit test's).
  await expect(agent.getByRole("article").first()).toContainText("Unanswered");
  await message.getByLabel("Your name").fill("Rosa Agent");
  await message.getByRole("button", { name: "Mark answered" }).click();
  await expect(agent.getByRole("status").filter({ hasText: `${reference} marked answered.` })).toBeVisible();
  const answered = agent.getByRole("article", { name: `${reference} ${name}` });
  await expect(answered).toContainText("Answered by Rosa Agent");
  await expect(answered.getByRole("button", { name: "Mark answered" })).toHaveCount(0);
  await agent.screenshot({ path: `e2e/.artifacts/screens/ops-contact-messages${javaScriptEnabled ? "" : "-no-js"}.png`, fullPage: true });
  await context.close();
}

test.describe("Contact messages with JavaScript on", () => {
  test("a visitor's message gets a reference, and the agent finds it in the console and marks it answered", async ({ page, browser }) => {
    const name = `Ana JS ${Date.now()}`;
    const remark = "Please call me about my application.";
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/?section=contact");
    await hydrated(page);
    const reference = await sendContactMessage(page, name, remark);
    await page.screenshot({ path: "e2e/.artifacts/screens/public-site-contact-reference.png", fullPage: true });
    await answerInConsole(browser, true, reference, name, remark);
  });
});

test.describe("Contact messages with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the same, as plain forms", async ({ page, browser }) => {
    const name = `Ben NoJS ${Date.now()}`;
    const remark = "Where do I send my payment?";
    await page.goto("/?section=contact");
    const reference = await sendContactMessage(page, name, remark);
    await answerInConsole(browser, false, reference, name, remark);
  });
});
