import crypto from "node:crypto";
import type { ParsedRequestOf, paymentReturnState } from "../../../app/lib/contract";
import { db } from "../../db";
import { postbackDigest } from "./service";

type ReturnState = "received" | "pending" | "unconfirmed";

function sameDigest(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * What became of the payment a gateway return names (docs/decisions/115). "received" only when the
 * gateway's signature holds and that very gateway reference settled the payment; "pending" when the
 * signature holds but the payment is not settled yet (a postback still on its way); anything else,
 * a guessed reference or altered fields included, is "unconfirmed" (nothing is told).
 */
export async function paymentReturnStateOf(fields: ParsedRequestOf<typeof paymentReturnState>): Promise<{ state: ReturnState }> {
  if (!fields.txnid || !fields.digest || !sameDigest(fields.digest, postbackDigest(fields))) return { state: "unconfirmed" };
  if (fields.status !== "S") return { state: "unconfirmed" };
  const payment = await db().payment.findUnique({ where: { reference: fields.txnid }, select: { status: true, refno: true } });
  if (!payment) return { state: "unconfirmed" };
  if (payment.status === "paid") return { state: payment.refno === fields.refno ? "received" : "unconfirmed" };
  return { state: payment.status === "pending" ? "pending" : "unconfirmed" };
}
