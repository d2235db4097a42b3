// No zod here: the repayment code page and the backend's code images both use these rules.
/**
 * The shape of what our pages draw as a pay code, QR or barcode: a payment reference
 * (`PAU` + 10 characters) or a contract number (`PL` + digits): capital letters and digits, 6 to
 * 40 of them. Anything else (sentences, phone numbers with spaces, links) is not drawn, so a link
 * cannot make our pages show its own words (docs/decisions/072).
 */
export const PAY_CODE = /^[A-Z0-9]{6,40}$/;

export function isPayCode(value: string): boolean {
  return PAY_CODE.test(value);
}
