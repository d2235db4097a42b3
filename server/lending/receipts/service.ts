import {
  formatDateTime,
  formatPeso,
  type AllocationLine,
  type PaymentEntry,
  type ReceiptData,
  type RefundMethod,
  type WireDataOf,
  type opsPayments,
  type opsRefunds,
  type paymentHistory,
} from "@contract";
import { now } from "../../clock";
import { db } from "../../db";
import { allocationFrom, type PaymentAllocation, type Settlement } from "../../domain/settlement";
import type { Payment, Receipt, Refund } from "../../generated/prisma/client";
import { countPaymentApplied } from "../../metrics";
import { LendingError } from "../errors";
import { findBorrowerOrder } from "../loan-details/service";
import { channelByNumber } from "../repayment/channels";
import { queueSms } from "../sms/outbox";
import { smsTexts, text, type BackendLanguage } from "../texts";
import { lender, receiptNumber } from "./lender";

/**
 * Proof of applied payments: a receipt (with its sequential number and an SMS) is written in the
 * same transaction that applies the money, from the settlement the lending rules produced; the
 * history, the receipt page, its PDF and the agents' console only read what was stored then.
 */

type Tx = Parameters<Parameters<ReturnType<typeof db>["$transaction"]>[0]>[0];

export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 4)}****${phone.slice(-3)}` : "****";
}

function sms(amount: number): string {
  // SMS alphabets have no peso sign.
  return formatPeso(amount).replace("₱", "PHP ");
}

export interface ReceiptSource {
  orderId: number;
  kind: "repay" | "extend" | "cancel";
  /** Paid from a part-payment code: the SMS names how it was split (docs/decisions/174). */
  part?: boolean;
  amount: number;
  channel: string;
  reference: string;
  gatewayRef: string;
  at: Date;
  paymentId?: number;
  legacyRepaymentId?: number;
  /** The language of the confirmation SMS (the session's when the payment was made). */
  language?: BackendLanguage;
}

/**
 * Issues the receipt and queues the confirmation SMS for a payment just applied, inside the
 * applying transaction: if it rolls back, no number is used and no message is sent. The counter
 * row is incremented atomically, so two payments never get the same number and none is skipped.
 */
export async function issueReceipt(tx: Tx, source: ReceiptSource, settlement: Settlement): Promise<Receipt> {
  const issuer = lender();
  const order = await tx.loanOrder.findUniqueOrThrow({
    where: { id: source.orderId },
    include: { borrower: { include: { bankCards: { orderBy: { id: "desc" }, take: 1 } } } },
  });
  const counter = await tx.receiptCounter.upsert({
    where: { lenderKey: issuer.key },
    create: { lenderKey: issuer.key, last: 1 },
    update: { last: { increment: 1 } },
  });
  const number = receiptNumber(issuer.prefix, counter.last);
  const borrower = order.borrower;
  const receipt = await tx.receipt.create({
    data: {
      number,
      lenderKey: issuer.key,
      seq: counter.last,
      orderId: order.id,
      borrowerId: borrower.id,
      paymentId: source.paymentId ?? null,
      legacyRepaymentId: source.legacyRepaymentId ?? null,
      kind: settlement.appliedAs === "extension" ? "extend" : settlement.appliedAs === "cancellation" ? "cancel" : "repay",
      channel: source.channel,
      reference: source.reference,
      gatewayRef: source.gatewayRef,
      amount: source.amount,
      allocation: JSON.stringify(settlement.allocation),
      balanceAfter: settlement.balanceAfter,
      fullyPaid: settlement.fullyPaid,
      newDueDate: settlement.newDueDate,
      lenderName: issuer.name,
      lenderSecNo: issuer.secNo,
      lenderAddress: issuer.address,
      // The account holder's name when the profile has none (the sign-up asks only for a phone).
      borrowerName: borrower.name || borrower.bankCards[0]?.holderName || "",
      borrowerPhone: maskPhone(borrower.phone),
      orderNo: order.orderNo,
      appliedAt: source.at,
    },
  });
  const texts = smsTexts(source.language ?? "en");
  const remaining = settlement.fullyPaid
    ? texts.fullyPaid
    : settlement.appliedAs === "cancellation"
      ? texts.cancelled
      : settlement.newDueDate
        ? texts.newDueDate(settlement.newDueDate, sms(settlement.balanceAfter))
        : texts.balance(sms(settlement.balanceAfter));
  const after = source.part ? `${texts.split(splitOf(settlement.allocation, texts.splitLabels))} ${remaining}` : remaining;
  await queueSms(tx, {
    phone: borrower.phone,
    purpose: "payment-receipt",
    createdAt: source.at,
    body: texts.paymentReceived(sms(source.amount), order.orderNo, source.reference, number, after),
  });
  // Every applied payment gets its receipt here: the one place to count it (once committed).
  // A card repayment's channel names the card; its method is the kind, never the number.
  countPaymentApplied(source.legacyRepaymentId ? "bank-account" : source.channel);
  return receipt;
}

/** A part payment's split for its SMS: charges, interest and principal, each only when paid. */
function splitOf(allocation: PaymentAllocation, labels: { charges: string; interest: string; principal: string }): string {
  const { buckets, prepaid } = allocation;
  const parts: Array<[string, number]> = [
    [labels.charges, buckets.charges + buckets.costs + buckets.penalties + buckets.fees],
    [labels.interest, buckets.interest + prepaid.interest],
    [labels.principal, buckets.principal + prepaid.principal],
  ];
  return parts
    .filter(([, amount]) => amount > 0)
    .map(([label, amount]) => `${label} ${sms(amount)}`)
    .join(", ");
}

/** The non-zero lines of an allocation, in the terms' payment order. */
export function allocationLines(allocation: PaymentAllocation): AllocationLine[] {
  const lines: AllocationLine[] = [
    { key: "charges", amount: allocation.buckets.charges },
    { key: "costs", amount: allocation.buckets.costs },
    { key: "penalties", amount: allocation.buckets.penalties },
    { key: "fees", amount: allocation.buckets.fees },
    { key: "interest", amount: allocation.buckets.interest },
    { key: "principal", amount: allocation.buckets.principal },
    { key: "prepaidInterest", amount: allocation.prepaid.interest },
    { key: "prepaidPrincipal", amount: allocation.prepaid.principal },
    { key: "returned", amount: allocation.returned },
    { key: "overpayment", amount: allocation.overpayment },
  ];
  return lines.filter((line) => line.amount > 0);
}

function storedLines(receipt: Receipt): AllocationLine[] {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(receipt.allocation);
  } catch {
    parsed = null;
  }
  return allocationLines(allocationFrom(parsed));
}

function channelName(channelNumber: string): string {
  return channelByNumber(channelNumber)?.name ?? channelNumber;
}

/** What the money did, as stored on a receipt. */
export function receiptKind(kind: string): PaymentEntry["kind"] {
  return kind === "extend" ? "extend" : kind === "cancel" ? "cancel" : "repay";
}

function entryOfReceipt(receipt: Receipt): PaymentEntry {
  return {
    status: "paid",
    kind: receiptKind(receipt.kind),
    at: formatDateTime(receipt.appliedAt),
    amount: receipt.amount,
    channel: receipt.channel,
    reference: receipt.reference,
    gatewayRef: receipt.gatewayRef,
    allocation: storedLines(receipt),
    balanceAfter: receipt.balanceAfter,
    fullyPaid: receipt.fullyPaid,
    newDueDate: receipt.newDueDate ?? "",
    receiptNo: receipt.number,
    refundPaid: null,
  };
}

function entryOfUnpaid(payment: Payment, current: Date): PaymentEntry {
  const expired = payment.status === "expired" || (payment.status === "pending" && payment.expiresAt <= current);
  return {
    status: expired ? "expired" : payment.status === "failed" ? "failed" : "pending",
    kind: receiptKind(payment.kind),
    at: formatDateTime(payment.createdAt),
    amount: payment.amount,
    channel: channelName(payment.channelNumber),
    reference: payment.reference,
    gatewayRef: payment.refno ?? "",
    allocation: [],
    balanceAfter: null,
    fullyPaid: false,
    newDueDate: "",
    receiptNo: "",
    refundPaid: null,
  };
}

/** Money received and owed back (docs/decisions/150): its amount is what is owed back. */
export function entryOfRefund(refund: Refund): PaymentEntry {
  return {
    status: refund.status === "refunded" ? "refunded" : "refundDue",
    kind: receiptKind(refund.kind),
    at: formatDateTime(refund.createdAt),
    amount: refund.amount,
    channel: refund.channel,
    reference: refund.reference,
    gatewayRef: refund.gatewayRef,
    allocation: [],
    balanceAfter: null,
    fullyPaid: false,
    newDueDate: "",
    receiptNo: refund.receiptNo,
    refundPaid:
      refund.status === "refunded" && refund.refundMethod
        ? { on: refund.refundPaidOn, method: refund.refundMethod as RefundMethod, reference: refund.refundReference }
        : null,
  };
}

/** Who marked money owed back as sent, and when; null while it is due (or marked before names were kept). */
export function refundMarkedOf(refund: Refund) {
  return refund.status === "refunded" && refund.refundedAt ? { by: refund.refundedBy, at: formatDateTime(refund.refundedAt) } : null;
}

/** Applied payments (from their receipts), money owed back, and codes never paid, newest first. */
export async function entriesOf(orderIds: number[]) {
  const current = await now();
  const [receipts, unpaid, refunds] = await Promise.all([
    db().receipt.findMany({ where: { orderId: { in: orderIds } }, orderBy: { seq: "desc" } }),
    db().payment.findMany({ where: { orderId: { in: orderIds }, status: { not: "paid" } }, orderBy: { createdAt: "desc" } }),
    db().refund.findMany({ where: { orderId: { in: orderIds } }, orderBy: { id: "desc" } }),
  ]);
  const rows = [
    ...receipts.map((r) => ({
      orderId: r.orderId,
      time: r.appliedAt.getTime(),
      refundId: null,
      refundMarked: null,
      entry: entryOfReceipt(r),
    })),
    ...refunds.map((r) => ({
      orderId: r.orderId,
      time: r.createdAt.getTime(),
      refundId: r.id,
      refundMarked: refundMarkedOf(r),
      entry: entryOfRefund(r),
    })),
    ...unpaid.map((p) => ({
      orderId: p.orderId,
      time: p.createdAt.getTime(),
      refundId: null,
      refundMarked: null,
      entry: entryOfUnpaid(p, current),
    })),
  ];
  return rows.sort((a, b) => b.time - a.time);
}

/**
 * What the borrower is shown: a closed code whose money came anyway once, as the money owed back
 * (issue 40), not also as "closed, not paid" under the same reference. The agents' look-up keeps
 * both, the code's life and the money's.
 */
export function onceEachReference<Row extends { refundId: number | null; entry: PaymentEntry }>(rows: Row[]): Row[] {
  const owedBack = new Set(rows.filter((row) => row.refundId !== null).map((row) => row.entry.reference));
  return rows.filter((row) => row.entry.status !== "expired" || !owedBack.has(row.entry.reference));
}

export async function historyFor(borrowerId: number, orderId: number): Promise<WireDataOf<typeof paymentHistory>> {
  const order = await findBorrowerOrder(borrowerId, orderId);
  const listed = onceEachReference(await entriesOf([order.id]));
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    productName: order.product.name,
    orderStatus: order.status,
    items: listed.map((row) => row.entry),
  };
}

/** One of the borrower's own receipts; anyone else's answers exactly like a missing one. */
export async function receiptFor(borrowerId: number, number: string): Promise<ReceiptData> {
  const receipt = await db().receipt.findUnique({ where: { number } });
  if (!receipt || receipt.borrowerId !== borrowerId) throw new LendingError("notFound", text("receiptNotFound"));
  return {
    number: receipt.number,
    orderId: receipt.orderId,
    orderNo: receipt.orderNo,
    kind: receiptKind(receipt.kind),
    channel: receipt.channel,
    reference: receipt.reference,
    gatewayRef: receipt.gatewayRef,
    amount: receipt.amount,
    allocation: storedLines(receipt),
    balanceAfter: receipt.balanceAfter,
    fullyPaid: receipt.fullyPaid,
    newDueDate: receipt.newDueDate ?? "",
    appliedAt: receipt.appliedAt.toISOString(),
    appliedAtText: formatDateTime(receipt.appliedAt),
    lender: { name: receipt.lenderName, secNo: receipt.lenderSecNo, address: receipt.lenderAddress },
    borrower: { name: receipt.borrowerName, phone: receipt.borrowerPhone },
  };
}

/**
 * The agents' view: payments of the listed orders and/or the payment whose reference, gateway
 * reference or receipt number is `q`.
 */
export async function opsPaymentLookup(input: { orderNos?: string; q?: string }): Promise<WireDataOf<typeof opsPayments>> {
  const orderNos = (input.orderNos ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 200);
  const q = (input.q ?? "").trim().toUpperCase();
  const orderIds = new Set<number>();
  if (orderNos.length > 0) {
    for (const o of await db().loanOrder.findMany({ where: { orderNo: { in: orderNos } }, select: { id: true } })) orderIds.add(o.id);
  }
  let match: ((entry: PaymentEntry) => boolean) | null = null;
  if (q) {
    const [receipt, payment] = await Promise.all([
      db().receipt.findFirst({ where: { OR: [{ number: q }, { reference: q }, { gatewayRef: q }] } }),
      db().payment.findFirst({ where: { OR: [{ reference: q }, { refno: q }] } }),
    ]);
    const hit = receipt?.orderId ?? payment?.orderId;
    if (hit === undefined) return { items: [] };
    orderIds.add(hit);
    if (orderNos.length === 0) match = (entry) => entry.receiptNo === q || entry.reference === q || entry.gatewayRef === q;
  }
  if (orderIds.size === 0) return { items: [] };
  const orders = await db().loanOrder.findMany({ where: { id: { in: [...orderIds] } }, include: { borrower: true } });
  const byId = new Map(orders.map((o) => [o.id, o]));
  const rows = await entriesOf([...orderIds]);
  // Refunds and chargebacks Dragonpay reported, shown beside the payment they concern.
  const disputed = await db().payment.findMany({
    where: { orderId: { in: [...orderIds] }, gatewayStatus: { in: ["R", "K"] } },
    select: { reference: true, gatewayStatus: true },
  });
  const disputes = new Map(disputed.map((p) => [p.reference, p.gatewayStatus as "R" | "K"]));
  return {
    items: rows
      .filter((row) => !match || match(row.entry))
      .map((row) => {
        const order = byId.get(row.orderId);
        return {
          ...row.entry,
          orderNo: order?.orderNo ?? "",
          borrowerPhone: order ? maskPhone(order.borrower.phone) : "",
          refundId: row.refundId,
          gatewayDispute: disputes.get(row.entry.reference) ?? ("" as const),
          refundMarked: row.refundMarked,
        };
      }),
  };
}

const OPS_REFUND_LIST_MAX = 200;

/** The agents' list of money owed back: the due ones oldest first, the refunded ones newest first; `all` is both, due first. */
export async function opsRefundList(input: { status?: "due" | "refunded" | "all" }): Promise<WireDataOf<typeof opsRefunds>> {
  const status = input.status ?? "due";
  const listed = (which: "due" | "refunded", take: number) =>
    take <= 0
      ? Promise.resolve([])
      : db().refund.findMany({
          where: { status: which },
          orderBy: { id: which === "due" ? "asc" : "desc" },
          take,
          include: { order: { include: { borrower: true } } },
        });
  const due = status === "refunded" ? [] : await listed("due", OPS_REFUND_LIST_MAX);
  const refunded = status === "due" ? [] : await listed("refunded", OPS_REFUND_LIST_MAX - due.length);
  return { items: [...due, ...refunded].map((refund) => opsRefundEntry(refund)) };
}

export function opsRefundEntry(refund: Refund & { order: { orderNo: string; borrower: { phone: string } } }) {
  return {
    ...entryOfRefund(refund),
    orderNo: refund.order.orderNo,
    borrowerPhone: maskPhone(refund.order.borrower.phone),
    refundId: refund.id,
    gatewayDispute: "" as const,
    refundMarked: refundMarkedOf(refund),
  };
}
