import { bindEwallet } from "./support/bind";
import { expect, hydrated, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

/**
 * Cancel on the SMS-code step (spec 001 §4): the countdown goes back to 60 and 'get code' when the
 * borrower starts again, and starting again is not refused as a double submit (800005).
 */
function legacyUrl(order: { orderId: number; productId: number; query: string }) {
  return `/funny?orderId=${order.orderId}&productId=${order.productId}&${order.query}`;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Legacy repayment Cancel (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });
    // Two commits, two QA reads and a confirm: on a busy 2-core machine 30 s is tight.
    test.setTimeout(90_000);

    test("Cancel, then start again: a fresh countdown, no 'do not submit twice', and the new code settles", async ({
      page,
      browser,
      baseURL,
    }) => {
      const order = await qaOrder(180);
      // /funny lists the accounts the borrower bound on /only.
      await bindEwallet(browser, baseURL, order);
      const phone = new URLSearchParams(order.query).get("mobilePhone") as string;
      await page.goto(legacyUrl(order));
      if (javaScriptEnabled) await hydrated(page);
      await page.getByRole("radio", { name: /\*\*\*\* 4567/ }).check();
      await page.getByRole("button", { name: "Repay now" }).click();
      await expect(page).toHaveURL(/\/here\?/);
      const firstCode = (await qa<{ code: string }>("sms", "--phone", phone)).code;

      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page).toHaveURL(/\/funny\?/);
      if (javaScriptEnabled) await hydrated(page);
      await page.getByRole("radio", { name: /\*\*\*\* 4567/ }).check();
      await page.getByRole("button", { name: "Repay now" }).click();
      await expect(page).toHaveURL(/\/here\?/);
      await expect(page.getByText("This payment request was already sent. Please do not submit it twice.")).toHaveCount(0);
      // The countdown starts again from 60 s for the new code.
      const countdown = page.getByRole("button", { name: /^\d+s$/ });
      await expect(countdown).toBeDisabled();
      expect(Number((await countdown.textContent())?.replace("s", ""))).toBeGreaterThanOrEqual(55);

      const secondCode = (await qa<{ code: string }>("sms", "--phone", phone)).code;
      if (firstCode !== secondCode) {
        // The cancelled request's code no longer works.
        await page.getByLabel("SMS code").fill(firstCode);
        await page.getByRole("button", { name: "Confirm" }).click();
        await expect(page.getByRole("alert").first()).toBeVisible();
        await expect(page).toHaveURL(/\/here\?/);
      }
      await page.getByLabel("SMS code").fill(secondCode);
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
    });

    test("back on the card page within 60 s: one message with the way back to the code already sent, which settles", async ({
      page,
      browser,
      baseURL,
    }) => {
      const order = await qaOrder(180);
      // Filipino without JavaScript, English with it: the words change with the language.
      const fil = !javaScriptEnabled;
      const lang = { ...order, query: fil ? order.query.replace("language=en", "language=fil") : order.query };
      await bindEwallet(browser, baseURL, order);
      const phone = new URLSearchParams(order.query).get("mobilePhone") as string;
      await page.goto(legacyUrl(lang));
      if (javaScriptEnabled) await hydrated(page);
      await page.getByRole("radio", { name: /\*\*\*\* 4567/ }).check();
      await page.locator("form.card button[type=submit]").click();
      await expect(page).toHaveURL(/\/here\?/);
      const code = (await qa<{ code: string }>("sms", "--phone", phone)).code;
      // Two seconds on, so a countdown that went on reads below 60 and one that restarted reads 60.
      await page.waitForTimeout(2_000);
      // Back to the card choice without Cancel (the browser's back), and the card picked again.
      await page.goto(legacyUrl(lang));
      if (javaScriptEnabled) await hydrated(page);
      await page.getByRole("radio", { name: /\*\*\*\* 4567/ }).check();
      await page.locator("form.card button[type=submit]").click();
      const said = fil
        ? /Wala pang isang minuto .* GCash \*\*\*\* 4567\. .* pagkalipas ng \d+ segundo\./
        : /less than a minute ago\. .* ask for a new one in \d+ s\./;
      await expect(page.getByText(said)).toHaveCount(1);
      await expect(page.getByText(/already sent\. Please do not submit it twice|Huwag itong isumite/)).toHaveCount(0);
      // No second SMS: the same code stands.
      expect((await qa<{ code: string }>("sms", "--phone", phone)).code).toBe(code);
      await page.getByRole("link", { name: fil ? "Ilagay ang naipadalang code" : "Enter the code already sent" }).click();
      await expect(page).toHaveURL(/\/here\?/);
      if (javaScriptEnabled) await hydrated(page);
      // The countdown goes on from where it was, not from 60.
      const countdown = page.getByRole("button", { name: /^\d+s$/ });
      await expect(countdown).toBeDisabled();
      expect(Number((await countdown.textContent())?.replace("s", ""))).toBeLessThan(60);
      await page.locator("#verify-code").fill(code);
      await page.locator('button[name="intent"][value="confirm"]').click();
      await expect(page).toHaveURL(/\/poles\?/);
    });
  });
}
