import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { id } from "./fields";
import { keyed } from "./keyed-message";
import { plainLine } from "./plain-text";
import { REFUND_REFERENCE_MAX, refundMethods, type RefundMethod } from "./refund-rules";

/**
 * Payment history and receipts (ours; the specification has no such screens). Amounts are
 * centavos; every figure is the one stored when the payment was applied, never recomputed.
 */

/**
 * One line of how the lending rules applied a payment: a bucket of the terms' payment order
 * (charges, costs, penalties, fees, interest, principal), money paid ahead of schedule
 * (prepaidInterest, prepaidPrincipal) or money not applied (overpayment). Only non-zero lines.
 */
export const allocationLine = z.object({
  key: z.enum([
    "charges",
    "costs",
    "penalties",
    "fees",
    "interest",
    "principal",
    "prepaidInterest",
    "prepaidPrincipal",
    "returned",
    "overpayment",
  ]),
  amount: z.number().int(),
});
export type AllocationLine = z.infer<typeof allocationLine>;

/** How an agent sent owed-back money back (docs/decisions/248). */
export const refundMethod = z.enum(refundMethods, { error: "Please choose how the money was sent back." });

/** Money owed back and since sent: the Manila date it was sent (YYYY-MM-DD), how, and its reference. */
export const refundPaid = z.object({ on: z.string(), method: refundMethod, reference: z.string() });

export const paymentEntry = z.object({
  /**
   * paid: applied (has a receipt); pending: code issued, not paid yet; failed and expired: never
   * paid; refundDue and refunded: money received and not applied, owed back to the borrower
   * (docs/decisions/150), `amount` being what is owed back.
   */
  status: z.enum(["paid", "pending", "failed", "expired", "refundDue", "refunded"]),
  /** What the money did: a payment, an extension it bought, or a cooling-off cancellation (decision 174). */
  kind: z.enum(["repay", "extend", "cancel"]),
  /** Manila date and time: when it was applied, else when the code was issued. */
  at: z.string(),
  amount: z.number().int(),
  channel: z.string(),
  reference: z.string(),
  gatewayRef: z.string(),
  allocation: z.array(allocationLine),
  /** Everything still owed right after this payment; null unless paid. */
  balanceAfter: z.number().int().nullable(),
  fullyPaid: z.boolean(),
  newDueDate: z.string(),
  /** '' unless paid. */
  receiptNo: z.string(),
  /** Set once money owed back was sent back (status refunded); null otherwise. */
  refundPaid: refundPaid.nullable(),
});
export type PaymentEntry = z.infer<typeof paymentEntry>;

/** An order's payments, newest first. */
export const paymentHistory = defineEndpoint({
  name: "payment history",
  method: "POST",
  path: "/v3/payments/history",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({ orderId: id("Order") }),
  data: z.object({
    orderId: z.number().int(),
    orderNo: z.string(),
    productName: z.string(),
    orderStatus: z.number().int(),
    items: z.array(paymentEntry),
  }),
});

const receiptNumber = z
  .string({ error: keyed("receiptNumberMissing") })
  .trim()
  .min(1, keyed("receiptNumberMissing"))
  .max(40, keyed("receiptNumberInvalid"))
  .regex(/^[A-Z0-9-]+$/, keyed("receiptNumberInvalid"));

export const receiptData = z.object({
  number: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(["repay", "extend", "cancel"]),
  channel: z.string(),
  reference: z.string(),
  gatewayRef: z.string(),
  amount: z.number().int(),
  allocation: z.array(allocationLine),
  balanceAfter: z.number().int(),
  fullyPaid: z.boolean(),
  newDueDate: z.string(),
  /** ISO instant and its Manila reading. */
  appliedAt: z.string(),
  appliedAtText: z.string(),
  lender: z.object({ name: z.string(), secNo: z.string(), address: z.string() }),
  borrower: z.object({ name: z.string(), phone: z.string() }),
});
export type ReceiptData = z.infer<typeof receiptData>;

/**
 * One receipt of the signed-in borrower. The number alone never authorises: another borrower's
 * receipt, or a number that does not exist, answers the same 'not found'.
 */
export const paymentReceipt = defineEndpoint({
  name: "payment receipt",
  method: "POST",
  path: "/v3/payments/receipt",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({ receiptNo: receiptNumber }),
  data: receiptData,
});

/**
 * `refundId`: the owed-back money's number (to mark it refunded); null for other entries.
 * `gatewayDispute`: a refund or chargeback Dragonpay reported for the payment (docs/decisions/224).
 */
export const opsPaymentEntry = paymentEntry.extend({
  orderNo: z.string(),
  borrowerPhone: z.string(),
  refundId: z.number().int().nullable(),
  /** Dragonpay reported the money refunded (R) or charged back (K) after it came: for agents to settle ('' otherwise). */
  gatewayDispute: z.enum(["", "R", "K"]),
  /** Who marked the money sent back, and when (Manila date and time); null unless refunded. */
  refundMarked: z.object({ by: z.string(), at: z.string() }).nullable(),
});
export type OpsPaymentEntry = z.infer<typeof opsPaymentEntry>;

/**
 * The agents' view: the payments of some orders (those of the complaints on screen), and a look-up
 * by our reference, the gateway's reference or a receipt number.
 */
export const opsPayments = defineEndpoint({
  name: "ops payments",
  method: "POST",
  path: "/ops/payments",
  auth: "ops",
  successCode: 0,
  request: z.object({
    orderNos: z.string().max(4000).optional(),
    q: z.string().trim().max(64).optional(),
  }),
  data: z.object({ items: z.array(opsPaymentEntry) }),
});

/**
 * The agents' list of money owed back (docs/decisions/150): the due ones (oldest first), the
 * refunded ones (newest first), or all, the due ones first.
 */
export const opsRefunds = defineEndpoint({
  name: "ops refunds",
  method: "POST",
  path: "/ops/refunds",
  auth: "ops",
  successCode: 0,
  request: z.object({ status: z.enum(["due", "refunded", "all"]).optional() }),
  data: z.object({ items: z.array(opsPaymentEntry) }),
});

/**
 * Marking money owed back as sent back (docs/decisions/248): how, when, its reference and who,
 * confirmed. Marking it again changes nothing: the first marking stays.
 */
export const opsRefundMark = defineEndpoint({
  name: "ops refund mark",
  method: "POST",
  path: "/ops/refunds/mark",
  auth: "ops",
  successCode: 0,
  request: z.object({
    refundId: id("Refund"),
    method: refundMethod,
    /** The Manila date the money was sent: not in the future, not before the money was owed (the service checks both). */
    paidOn: z
      .string({ error: "Please give the date the money was sent." })
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Please give the date the money was sent."),
    reference: z
      .string()
      .default("")
      .transform(plainLine)
      .pipe(z.string().max(REFUND_REFERENCE_MAX, `Please keep the reference within ${REFUND_REFERENCE_MAX} characters.`)),
    agentName: z
      .string({ error: "Please give your name." })
      .transform(plainLine)
      .pipe(z.string().min(1, "Please give your name.").max(60, "Please keep the name within 60 characters.")),
    /** "yes": the agent confirmed having sent this amount to this borrower (form bodies carry text). */
    confirmed: z
      .string({ error: "Please confirm the money was sent to the borrower." })
      .refine((value) => value === "yes", "Please confirm the money was sent to the borrower."),
  }),
  data: opsPaymentEntry,
});

export { REFUND_REFERENCE_MAX, refundMethods, type RefundMethod };
