import type { Tx } from "../../data/transactions";
import { countSmsQueued } from "../../metrics";
import { afterCommit } from "../../sqlite-connections";
import { kickSmsSender } from "./sender";

/**
 * The one way an SMS is queued (the SMS outbox stands in for the gateway). Every purpose is named
 * here with its kind, and the kind decides whether the borrower's marketing choice applies
 * (docs/decisions/178): a borrower who turned marketing messages off on My data gets no promotion
 * or product SMS, and still gets every message about their loans, payments, codes they asked for
 * and complaints. `outbox.test.ts` checks both, and that no other module writes the outbox.
 */
export const SMS_PURPOSES = {
  /** The sign-up code the visitor asked for on the promotion landing page. */
  "promotion-register": "service",
  /** The legacy repayment's confirmation code. */
  repayment: "service",
  "payment-receipt": "service",
  "payment-refund": "service",
  "complaint-received": "service",
  /** A payment reminder about the borrower's loan: their own switch (docs/decisions/182) decides, not marketing. */
  "payment-reminder": "service",
  /** An offer of the promotion (campaign) the lender runs. */
  "promotion-offer": "marketing",
  /** An offer of a loan product (a new product, a higher amount). */
  "product-offer": "marketing",
} as const;
export type SmsPurpose = keyof typeof SMS_PURPOSES;
export type SmsKind = (typeof SMS_PURPOSES)[SmsPurpose];

export function smsKind(purpose: SmsPurpose): SmsKind {
  return SMS_PURPOSES[purpose];
}

export interface QueuedSms {
  phone: string;
  purpose: SmsPurpose;
  body: string;
  createdAt: Date;
}

/**
 * Writes the SMS into the outbox within the caller's transaction, unless it is marketing and the
 * phone's borrower said no to marketing (or was erased: docs/decisions/179). A phone with no
 * borrower (a promotion visitor) has said nothing, so the campaign's own consent applies.
 * Answers whether it was queued.
 */
export async function queueSms(tx: Tx, sms: QueuedSms): Promise<boolean> {
  if (smsKind(sms.purpose) === "marketing") {
    const borrower = await tx.borrower.findUnique({ where: { phone: sms.phone }, select: { marketingSms: true } });
    if (borrower && !borrower.marketingSms) return false;
  }
  await tx.smsOutbox.create({ data: { phone: sms.phone, purpose: sms.purpose, body: harmlessStart(sms.body), createdAt: sms.createdAt } });
  countSmsQueued(sms.purpose);
  // Sent as soon as it is committed (a sign-up code is awaited), not at the sender's next tick.
  afterCommit(kickSmsSender);
  return true;
}

/**
 * Semaphore silently drops a message starting with "TEST" (its test mode): such a body is sent
 * with the lender's name before it, so every message written here goes out (docs/decisions/230).
 */
export function harmlessStart(body: string): string {
  return /^\s*test/i.test(body) ? `Pautang: ${body.trimStart()}` : body;
}
