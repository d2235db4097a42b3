import type { ParsedRequestOf, paymentReturnState } from "@contract";
import { db } from "../../db";
import { isVerified, verifyPostback } from "../gateway/dragonpay/verify-postback";

type ReturnState = "received" | "pending" | "unconfirmed";

/**
 * What became of the payment a gateway return names (docs/decisions/115). "received" only when
 * Dragonpay's signature holds (as a postback's must, docs/decisions/223) and that very gateway
 * reference settled the payment; "pending" when the signature holds but the payment is not settled
 * yet (a postback still on its way, or a counter code waiting for the money); anything else, a
 * guessed reference or altered fields included, is "unconfirmed" (nothing is told).
 */
export async function paymentReturnStateOf(fields: ParsedRequestOf<typeof paymentReturnState>): Promise<{ state: ReturnState }> {
  if (!fields.txnid || !(fields.signatures || fields.digest)) return { state: "unconfirmed" };
  if (fields.status !== "S" && fields.status !== "P") return { state: "unconfirmed" };
  const payment = await db().payment.findUnique({
    where: { reference: fields.txnid },
    select: { status: true, refno: true, amount: true },
  });
  if (!payment) return { state: "unconfirmed" };
  try {
    if (!isVerified(await verifyPostback(fields, payment.amount))) return { state: "unconfirmed" };
  } catch {
    // Dragonpay's keys out of reach: nothing is told.
    return { state: "unconfirmed" };
  }
  if (payment.status === "paid") return { state: fields.status === "S" && payment.refno === fields.refno ? "received" : "unconfirmed" };
  return { state: payment.status === "pending" ? "pending" : "unconfirmed" };
}
