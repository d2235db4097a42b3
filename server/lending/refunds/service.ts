import { formatPeso, type RefundMethod } from "@contract";
import { db } from "../../db";
import type { Arrival } from "../../domain/arrival";
import { fromInstant, isAfter, isBefore, isLocalDate, type LocalDate } from "../../domain/dates";
import type { Refund } from "../../generated/prisma/client";
import { countRefundDue } from "../../metrics";
import { moneyTransaction } from "../../money-transaction";
import { LendingError } from "../errors";
import { queueSms } from "../sms/outbox";
import { smsTexts, text, type BackendLanguage } from "../texts";

/**
 * Money owed back (docs/decisions/150): what arrived for an order and was not applied, recorded in
 * the transaction that received it, with an SMS saying so. The payment history lists it as a
 * refund due; the agents list the ones due and mark them refunded once the money is sent back.
 */

type Tx = Parameters<Parameters<ReturnType<typeof db>["$transaction"]>[0]>[0];

export interface OwedBackSource {
  orderId: number;
  kind: "repay" | "extend" | "cancel";
  channel: string;
  /** Our pay code, or CARD-<id>. */
  reference: string;
  /** The gateway's own reference of this money; '' for a card. */
  gatewayRef: string;
  /** Everything that arrived (centavos). */
  received: number;
  at: Date;
  paymentId?: number;
  legacyRepaymentId?: number;
  receiptNo?: string;
  language: BackendLanguage;
}

/** The money of one arrival recorded earlier (a replayed postback finds it here). */
export async function owedBackOfArrival(tx: Tx, reference: string, gatewayRef: string): Promise<Refund | null> {
  return tx.refund.findUnique({ where: { reference_gatewayRef: { reference, gatewayRef } } });
}

/** Records what `arrival` owes back, if anything, and texts the borrower. */
export async function recordOwedBack(tx: Tx, source: OwedBackSource, arrival: Arrival): Promise<Refund | null> {
  if (arrival.owedBack <= 0 || !arrival.reason) return null;
  const order = await tx.loanOrder.findUniqueOrThrow({ where: { id: source.orderId }, include: { borrower: true } });
  const refund = await tx.refund.create({
    data: {
      orderId: order.id,
      borrowerId: order.borrowerId,
      paymentId: source.paymentId ?? null,
      legacyRepaymentId: source.legacyRepaymentId ?? null,
      receiptNo: source.receiptNo ?? "",
      kind: source.kind,
      channel: source.channel,
      reference: source.reference,
      gatewayRef: source.gatewayRef,
      received: source.received,
      amount: arrival.owedBack,
      reason: arrival.reason,
      createdAt: source.at,
    },
  });
  const texts = smsTexts(source.language);
  // SMS alphabets have no peso sign.
  const amount = formatPeso(arrival.owedBack).replace("₱", "PHP ");
  const body =
    arrival.reason === "closed"
      ? texts.owedBackClosed(amount, order.orderNo, source.reference)
      : texts.owedBackOverpaid(amount, order.orderNo, source.reference);
  await queueSms(tx, { phone: order.borrower.phone, purpose: "payment-refund", createdAt: source.at, body });
  countRefundDue();
  return refund;
}

/** Owed back on an order: everything listed, and the part a card debit brought (none, by the rule). */
export async function owedBackOf(orderId: number) {
  const rows = await db().refund.findMany({ where: { orderId } });
  return {
    total: rows.reduce((sum, row) => sum + row.amount, 0),
    fromCards: rows.filter((row) => row.legacyRepaymentId !== null).reduce((sum, row) => sum + row.amount, 0),
  };
}

/** How, when and by whom owed-back money was sent back (docs/decisions/248). */
export interface RefundSent {
  method: RefundMethod;
  /** Manila date the money was sent. */
  paidOn: LocalDate;
  reference: string;
  agentName: string;
}

/**
 * An agent sent the money back: the refund is marked refunded with how, when and by whom. Once:
 * marking it again changes nothing and answers the first marking. The date the money was sent is
 * a Manila day neither after today nor before the money was owed.
 */
export async function markRefunded(id: number, sent: RefundSent, at: Date): Promise<Refund> {
  const refund = await db().refund.findUnique({ where: { id } });
  if (!refund) throw new LendingError("notFound", text("noRefundWithNumber"));
  if (refund.status === "refunded") return refund;
  if (!isLocalDate(sent.paidOn)) throw new LendingError("invalidInput", text("refundPaidOnInvalid"));
  if (isAfter(sent.paidOn, fromInstant(at))) throw new LendingError("invalidInput", text("refundPaidOnFuture"));
  if (isBefore(sent.paidOn, fromInstant(refund.createdAt))) throw new LendingError("invalidInput", text("refundPaidOnBeforeDue"));
  return moneyTransaction(async (tx) => {
    // Only a due refund changes: of two agents marking at once, the first one's details stay.
    await tx.refund.updateMany({
      where: { id, status: "due" },
      data: {
        status: "refunded",
        refundedAt: at,
        refundMethod: sent.method,
        refundPaidOn: sent.paidOn,
        refundReference: sent.reference,
        refundedBy: sent.agentName,
      },
    });
    return tx.refund.findUniqueOrThrow({ where: { id } });
  });
}
