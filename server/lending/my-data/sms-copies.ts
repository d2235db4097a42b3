import type { SmsPurpose } from "../sms/outbox";

/**
 * The SMS a borrower was sent, as My data shows them (issue 40 W14). The one-time codes in them (a
 * sign-up code, a repayment confirmation code) are masked: a download of My data is a file that is
 * kept, forwarded and printed, and a code, even an expired one, is never to be shared.
 */
const ONE_TIME_CODE_PURPOSES: ReadonlySet<string> = new Set<SmsPurpose>(["promotion-register", "repayment"]);

/** Six-digit codes today; any run of 4 or more digits in such a message is taken for a code. */
const CODE = /\d{4,}/g;

export function maskedSmsBody(purpose: string, body: string): string {
  return ONE_TIME_CODE_PURPOSES.has(purpose) ? body.replace(CODE, (digits) => "•".repeat(digits.length)) : body;
}
