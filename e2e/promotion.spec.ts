import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { opsLogin } from "./support/ops";
import { captchaAnswer, freshIp, freshPhone, smsCode } from "./support/promotion";
import { qa } from "./support/qa";

const LANDING = (utm: string) => `/promotion?id=1&utm_tag=${utm}&user_from=fb&app_from=web`;

test.beforeEach(async ({ page }) => {
  // A sign-up is several server round trips plus QA commands; on a busy 2-core machine 30 s is tight.
  test.setTimeout(60_000);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

test.describe("promotion sign-up (JavaScript on)", () => {
  test("a visitor registers end to end and lands on the download page with the right query", async ({ page }) => {
    const phone = freshPhone();
    await page.goto(LANDING("e2e-spring"));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Borrow ₱1,000.00 to ₱50,000.00" })).toBeVisible();
    await captchaAnswer(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/promotion-landing.png", fullPage: true });

    // Nothing is sent without a phone of the template's shape (the default template: 09 + 9 digits).
    await page.getByRole("button", { name: "get code" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid mobile number." })).toBeVisible();
    await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Mobile number").fill("13812345678");
    await page.getByRole("button", { name: "get code" }).click();
    await expect(page.getByText("Please enter a valid mobile number.").first()).toBeVisible();

    // Input caps: 11, 4 and 6.
    await page.getByLabel("Mobile number").fill(`${phone}999`);
    await expect(page.getByLabel("Mobile number")).toHaveValue(phone);
    await page.getByLabel("Picture code", { exact: true }).fill("ABCDEFG");
    await expect(page.getByLabel("Picture code", { exact: true })).toHaveValue("ABCD");

    await page.getByLabel("Picture code", { exact: true }).fill(await captchaAnswer(page));
    await page.getByRole("button", { name: "get code" }).click();
    await expect(page.getByText("We sent the code by SMS. Please check your phone.")).toBeVisible();
    const countdown = page.getByRole("button", { name: /^\d+s$/ });
    await expect(countdown).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/screens/promotion-code-sent.png", fullPage: true });

    // The countdown blocks resending, with the documented message; nothing more is sent.
    const first = await smsCode(phone);
    await countdown.click();
    await expect(page.getByText("A code was just sent. Please wait before asking for another.")).toBeVisible();
    expect((await qa<{ sentAt: string }>("sms", "--phone", phone)).sentAt).toBeTruthy();

    await page.getByLabel("SMS code").fill(first);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("You are signed up.")).toBeVisible();
    await page.waitForURL(/\/promotion\/download\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_from: "web",
      user_from: "fb",
      utm_tag: "e2e-spring",
      id: "1",
      links_id: "ph-default",
    });
    await expect(page.getByRole("heading", { name: "You are signed up" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download for Android" })).toHaveAttribute("href", /^https:\/\/play\.google\.com\//);
    await expect(page.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute("href", /^https:\/\/apps\.apple\.com\//);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/promotion-download.png", fullPage: true });
  });

  test("a phone that is already registered gets '11': the documented toast, then the download page", async ({ page }) => {
    const phone = freshPhone();
    await qa("borrower", "--phone", phone);
    await page.goto(LANDING("e2e-again"));
    await hydrated(page);
    await page.getByLabel("Mobile number").fill(phone);
    await page.getByLabel("Picture code", { exact: true }).fill(await captchaAnswer(page));
    await page.getByRole("button", { name: "get code" }).click();
    await expect(page.getByText("We sent the code by SMS. Please check your phone.")).toBeVisible();
    await page.getByLabel("SMS code").fill(await smsCode(phone));
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("You are already signed up. Please download the app and log in.")).toBeVisible();
    await page.waitForURL(/\/promotion\/download\?.*links_id=ph-default/);
  });

  test("a wrong picture code is refused with '101': the message shows and the picture changes", async ({ page }) => {
    await page.goto(LANDING("e2e-wrong"));
    await hydrated(page);
    const answer = await captchaAnswer(page);
    const before = await page.getByRole("img", { name: /Picture code/ }).getAttribute("src");
    await page.getByLabel("Mobile number").fill(freshPhone());
    await page.getByLabel("Picture code", { exact: true }).fill(answer === "AAAA" ? "CCCC" : "AAAA");
    await page.getByRole("button", { name: "get code" }).click();
    await expect(page.getByText("The picture code is wrong. Please enter the new one.").first()).toBeVisible();
    await expect(page.getByRole("img", { name: /Picture code/ })).not.toHaveAttribute("src", before ?? "");
    await expect(page.getByLabel("Picture code", { exact: true })).toHaveValue("");
    // A wrong SMS code is refused with the server's message, and nobody is registered.
    const phone = freshPhone();
    await page.getByLabel("Mobile number").fill(phone);
    await page.getByLabel("Picture code", { exact: true }).fill(await captchaAnswer(page));
    await page.getByRole("button", { name: "get code" }).click();
    await expect(page.getByText("We sent the code by SMS. Please check your phone.")).toBeVisible();
    const right = await smsCode(phone);
    await page.getByLabel("SMS code").fill(right === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("The SMS code is wrong. 4 tries left.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/promotion\?/);
  });

  test("the documented hash links reach the download and agreement pages", async ({ page }) => {
    await page.goto("/promotion?id=1#/downloadTemplate?app_from=web&user_from=fb&utm_tag=x&id=1&links_id=ph-default");
    await page.waitForURL(/\/promotion\/download\?app_from=web&user_from=fb&utm_tag=x&id=1&links_id=ph-default$/);
    await expect(page.getByRole("heading", { name: "You are signed up" })).toBeVisible();

    await page.goto("/promotion?id=1&utm_tag=x#/agreementTemplate");
    await page.waitForURL(/\/promotion\/agreement\?id=1&utm_tag=x$/);
    await expect(page.getByRole("heading", { name: "Registration agreement" })).toBeVisible();

    await page.goto(LANDING("x"));
    await page.getByRole("link", { name: "registration agreement" }).click();
    await expect(page.getByRole("heading", { name: "Registration agreement" })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("utm_tag")).toBe("x");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/promotion-agreement.png", fullPage: true });
  });
});

// The code by SMS only, for a visitor who cannot see the picture (docs/decisions/202).
const SMS_ONLY = "Can't see the picture? Get the code by SMS only";

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "JavaScript on" : "JavaScript off";

  test.describe(`promotion sign-up by SMS only (${mode})`, () => {
    test.use({ javaScriptEnabled });

    test("a visitor who cannot see the picture gets the code by SMS only and signs up without a picture code", async ({ page }) => {
      const phone = freshPhone();
      await page.goto(LANDING("e2e-sms-only"));
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByText("No picture code needed. Once an hour per number.")).toBeVisible();
      await page.getByLabel("Mobile number").fill(phone);
      await page.getByRole("button", { name: SMS_ONLY }).click();
      // The same confirmation and countdown as the picture path (without JavaScript the toast is
      // the server's and fades by itself, so it is found, not waited for).
      const sent = page.getByText("We sent the code by SMS. Please check your phone.");
      if (javaScriptEnabled) await expect(sent).toBeVisible();
      else await expect(sent).toHaveCount(1);
      await expect(page.getByRole("button", { name: /^\d+s$/ })).toBeVisible();
      await expect(page.getByText("Your code came by SMS only: sign up without the picture code.")).toBeVisible();
      await expect(page.getByLabel("Picture code", { exact: true })).toHaveValue("");

      await page.getByLabel("SMS code").fill(await smsCode(phone));
      await page.getByRole("button", { name: "Sign up" }).click();
      await page.waitForURL(/\/promotion\/download\?.*links_id=ph-default/);
      await expect(page.getByRole("heading", { name: "You are signed up" })).toBeVisible();
    });
  });
}

test("a second code by SMS only for the same number within the hour is refused in the page's language, saying when to try again", async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = freshPhone();
  await page.goto(LANDING("e2e-sms-only-again"));
  await hydrated(page);
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: SMS_ONLY }).click();
  await expect(page.getByText("We sent the code by SMS. Please check your phone.")).toBeVisible();
  const first = await smsCode(phone);

  // The same number from another browser (no countdown cookie), in Filipino by its language list.
  const context = await browser.newContext({ baseURL, locale: "fil-PH" });
  const other = await context.newPage();
  await other.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
  await other.goto(LANDING("e2e-sms-only-again"));
  await hydrated(other);
  await other.getByLabel("Mobile number").fill(phone);
  await other.getByRole("button", { name: "Hindi makita ang larawan? Ipadala ang code sa SMS lang" }).click();
  const refusal = other.locator("#sms-only-error");
  await expect(refusal).toHaveText(
    /^May code na sa SMS lang na naipadala sa number na ito sa nakaraang oras\. Puwede kang humingi ulit pagkalipas ng (59|60) minuto, o kunin ngayon ang code gamit ang picture code\.$/,
  );
  // Nothing was sent: the number's last code is still the first.
  expect(await smsCode(phone)).toBe(first);
  expect(await seriousA11yViolations(other)).toEqual([]);
  await context.close();
});

test.describe("promotion funnel (ops console)", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("shows the visit, click, code and registration of a sign-up under its utm_tag", async ({ page }) => {
    // A sign-up, an accessibility scan and a walk of the console at 390 px: more than 60 s on a busy machine.
    test.setTimeout(150_000);
    const utm = `funnel-${Date.now()}`;
    const phone = freshPhone();
    await page.goto(LANDING(utm));
    await hydrated(page);
    await page.getByLabel("Mobile number").fill(phone);
    await page.getByLabel("Picture code", { exact: true }).fill(await captchaAnswer(page));
    await page.getByRole("button", { name: "get code" }).click();
    await expect(page.getByText("We sent the code by SMS. Please check your phone.")).toBeVisible();
    await page.getByLabel("SMS code").fill(await smsCode(phone));
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL(/\/promotion\/download/);

    await opsLogin(page, `/ops/promotion?utm_tag=${utm}`);
    await expect(page.getByRole("heading", { level: 1, name: "Promotion funnel" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: utm });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell")).toHaveText([/^\d{4}-\d{2}-\d{2}$/, "1 · Default (Philippines)", utm, "1", "1", "1", "1", "100.0%"]);
    await expect(page.getByRole("img", { name: /Funnel per day/ })).toBeVisible();

    await page.goto("/ops/promotion");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: "e2e/.artifacts/screens/ops-promotion.png", fullPage: true });

    // At 390 px the console fits (the funnel table scrolls inside its card), links the queue and
    // the funnel both ways, and logs out (issue 30 item 20 and polish).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/ops/promotion?utm_tag=${utm}`);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await fits()).toBeLessThanOrEqual(390);
    await expect(page.locator("main.ops")).toHaveCSS("padding-left", "16px");
    const nav = page.getByRole("navigation", { name: "Ops console" });
    await expect(nav.getByRole("link", { name: "Promotion funnel" })).toHaveAttribute("aria-current", "page");
    // Every console page draws in the one console stylesheet (app/styles/ops.css): its frame's
    // 16 px sides, and nothing wider than the window.
    for (const [link, heading] of [
      ["Refunds", "Money owed back"],
      ["Data requests", "Data requests"],
      ["Complaints", "Complaints queue"],
    ]) {
      await page.getByRole("navigation", { name: "Ops console" }).getByRole("link", { name: link }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await fits(), link).toBeLessThanOrEqual(390);
      await expect(page.locator("main.ops")).toHaveCSS("padding-left", "16px");
    }
    await page.getByRole("navigation", { name: "Ops console" }).getByRole("link", { name: "Promotion funnel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Promotion funnel" })).toBeVisible();
    // At 320 px too: the template choice (its longest name) stays inside the filters' card.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await fits()).toBeLessThanOrEqual(320);
    await page.getByRole("navigation", { name: "Ops console" }).getByRole("link", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/ops\/login\?logout=1/);
    // The login says what the console is for: every page it links.
    await expect(
      page.getByText("to answer complaints, contact messages and data requests, mark refunds and read the promotion funnel"),
    ).toBeVisible();
    await page.goto("/ops/complaints");
    await expect(page).toHaveURL(/\/ops\/login\?next=/);
  });

  test("sends to the ops console login, and back to the funnel after it", async ({ page }) => {
    await opsLogin(page, "/ops/promotion");
    await expect(page.getByRole("heading", { level: 1, name: "Promotion funnel" })).toBeVisible();
  });
});
