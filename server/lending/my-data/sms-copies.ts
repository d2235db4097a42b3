import { maskCodes } from "../sms/mask";

/**
 * The SMS a borrower was sent, as My data shows them (issue 40 W14). The one-time codes in them (a
 * sign-up code, a repayment confirmation code) are masked as the outbox masks them once sent
 * (sms/mask.ts): a download of My data is a file that is kept, forwarded and printed, and a code,
 * even an expired one, is never to be shared; a message still queued is masked here too.
 */
export function maskedSmsBody(purpose: string, body: string): string {
  return maskCodes(purpose, body);
}
