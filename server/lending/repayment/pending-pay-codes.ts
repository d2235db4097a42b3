import { db } from "../../db";
import { Prisma, type Payment } from "../../generated/prisma/client";

/**
 * The order's pay codes still marked pending, newest first, in one SQL statement: the repayment
 * page reads them on every view to show the live code (docs/decisions/193). Raw for the same reason
 * as loans/order-with-instalments.ts: Prisma 6's `findMany` plans each call afresh (about 0.85 ms of
 * CPU a call, against about 0.3 ms for this). The rows are the typed shape Prisma gives on both
 * engines; `pending-pay-codes.test.ts` compares the two.
 */
const PAYMENT_COLUMNS = [
  "id",
  "reference",
  "orderId",
  "borrowerId",
  "kind",
  "amount",
  "channelNumber",
  "status",
  "expiresAt",
  "paidAt",
  "refno",
  "digest",
  "message",
  "returnPath",
  "language",
  "payUrl",
  "gatewayStatus",
  "gatewayCheckedAt",
  "createdAt",
] as const satisfies ReadonlyArray<keyof Payment>;

// A column added to the schema and not to the list above is a type error here.
type Unlisted = Exclude<keyof Payment, (typeof PAYMENT_COLUMNS)[number]>;
const everyColumnListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyColumnListed;

const SELECTED = Prisma.raw(PAYMENT_COLUMNS.map((c) => `"${c}"`).join(", "));

export async function readPendingPayCodes(orderId: number): Promise<Payment[]> {
  return db().$queryRaw<Payment[]>`
    SELECT ${SELECTED} FROM "Payment"
    WHERE "orderId" = ${orderId} AND "status" = 'pending'
    ORDER BY "createdAt" DESC, "id" DESC`;
}
