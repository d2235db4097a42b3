import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { qa } from "./qa";

/** A fresh Philippine mobile number per call, so the one-code-a-minute limit never links tests. */
export function freshPhone(): string {
  return `09${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** A client address per test (passed on as X-Forwarded-For), so per-address limits stay per test. */
export function freshIp(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

/** Reads the picture code the page shows, once the picture has loaded, as a person would read it. */
export async function captchaAnswer(page: Page): Promise<string> {
  const image = page.getByRole("img", { name: /Picture code/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // `--sid=` form: a sid may begin with '-', which would read as an option.
  const sid = await page.locator('input[name="sid"]').inputValue();
  return (await qa<{ answer: string }>("captcha", `--sid=${sid}`)).answer;
}

export async function smsCode(phone: string): Promise<string> {
  const message = await qa<{ code: string; purpose: string }>("sms", "--phone", phone);
  expect(message.purpose).toBe("promotion-register");
  return message.code;
}
