import type { SmsPurpose } from "./outbox";

/** The purposes whose message carries a one-time code (the promotion sign-up, the legacy repayment). */
const CODE_PURPOSES: ReadonlySet<string> = new Set<SmsPurpose>(["promotion-register", "repayment"]);

/**
 * The body kept once the provider has the message (docs/decisions/229): a one-time code's digits
 * become `*`, so the outbox no longer holds a usable code (the codes themselves are stored hashed:
 * PromotionSmsCode.codeHash, LegacyRepayment.codeHash). Other messages are kept as they are.
 */
export function maskCodes(purpose: string, body: string): string {
  if (!CODE_PURPOSES.has(purpose)) return body;
  return body.replace(/\b\d{4,8}\b/g, (digits) => "*".repeat(digits.length));
}
