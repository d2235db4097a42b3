import { expect, test } from "./support/fixtures";
import { captchaAnswer, freshIp, freshPhone, smsCode } from "./support/promotion";

test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => {
  // A sign-up is several server round trips plus QA commands; on a busy 2-core machine 30 s is tight.
  test.setTimeout(60_000);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

test("sign-up works without JavaScript: code, countdown as text, resend refused, registration", async ({ page }) => {
  const phone = freshPhone();
  await page.goto("/promotion?id=1&utm_tag=nojs&user_from=sms&app_from=web");

  // Empty form: the server answers with the documented messages next to the fields.
  await page.getByRole("button", { name: "get code" }).click();
  await expect(page.locator("#phone-error")).toHaveText("Please enter a valid mobile number.");
  await expect(page.locator("#capcode-error")).toHaveText("Please enter the picture code correctly.");
  await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-describedby", /(^| )phone-error$/);

  await page.getByLabel("Mobile number").fill(phone);
  await page.getByLabel("Picture code", { exact: true }).fill(await captchaAnswer(page));
  await page.getByRole("button", { name: "get code" }).click();
  await expect(page.getByText("We sent the code by SMS. Please check your phone.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^\d+s$/ })).toBeVisible();
  await expect(page.getByText(/A new code can be sent in \d+ seconds/)).toBeVisible();
  await page.screenshot({ path: "e2e/.artifacts/screens/promotion-no-js-code-sent.png", fullPage: true });

  // The server refuses a second code within 60 s, whatever the page does.
  const code = await smsCode(phone);
  await page.getByRole("button", { name: /^\d+s$/ }).click();
  await expect(page.getByText("A code was just sent. Please wait before asking for another.").first()).toBeVisible();
  expect(await smsCode(phone)).toBe(code);

  await page.getByLabel("Mobile number").fill(phone);
  await page.getByLabel("Picture code", { exact: true }).fill(await captchaAnswer(page));
  await page.getByLabel("SMS code").fill(code);
  // Enter in a field, once an SMS code is typed, signs up (the form's default button).
  await page.getByLabel("SMS code").press("Enter");
  await page.waitForURL(/\/promotion\/download\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    app_from: "web",
    user_from: "sms",
    utm_tag: "nojs",
    id: "1",
    links_id: "ph-default",
  });
  await expect(page.getByText("You are signed up.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download for Android" })).toBeVisible();
});

test("the documented phone rule applies on the 'cn' template", async ({ page }) => {
  await page.goto("/promotion?id=2");
  await page.getByLabel("Mobile number").fill("09171234567");
  await page.getByRole("button", { name: "get code" }).click();
  await expect(page.locator("#phone-error")).toHaveText("Please enter a valid mobile number.");
  await page.getByLabel("Mobile number").fill("13812345678");
  await page.getByLabel("Picture code", { exact: true }).fill(await captchaAnswer(page));
  await page.getByRole("button", { name: "get code" }).click();
  await expect(page.getByText("We sent the code by SMS. Please check your phone.")).toBeVisible();
});

test("script in utm_tag is refused with a clear message and never runs", async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", () => (dialogs += 1));
  await page.goto(`/promotion?id=1&utm_tag=${encodeURIComponent("<script>alert(1)</script>")}`);
  await page.getByLabel("Mobile number").fill(freshPhone());
  await page.getByLabel("Picture code", { exact: true }).fill(await captchaAnswer(page));
  await page.getByRole("button", { name: "get code" }).click();
  await expect(page.getByText(/utm_tag may only contain letters, digits/).first()).toBeVisible();
  expect(dialogs).toBe(0);
});

test("an unknown template answers 404 with a message a visitor can act on", async ({ page }) => {
  const response = await page.goto("/promotion?id=999");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(/This sign-up page does not exist any more/)).toBeVisible();
});
