import { db } from "../../db";
import { Prisma, type Instalment, type LoanOrder } from "../../generated/prisma/client";

/**
 * The order with its instalments, in one SQL statement (docs/decisions/193): the read every Order
 * Details, repayment and loan-details call makes, fresh from the database each time (money is never
 * kept in memory, docs/decisions/061).
 *
 * Prisma's `findUnique({ include: { instalments: true } })` is two statements, and Prisma 6's query
 * compiler plans each call afresh: about 1.8 ms of CPU a call under load, against about 0.5 ms for
 * this raw read (measured in docs/decisions/193). The answer is the same typed shape Prisma gives
 * (`LoanOrder & { instalments: Instalment[] }`: integer centavos, DateTime columns as Date, booleans
 * as booleans, on SQLite and on PostgreSQL alike); `order-with-instalments.test.ts` compares the two
 * for every order status on both engines.
 *
 * The SQL is one statement for both engines: identifiers double-quoted, the order id a bound
 * parameter. Only the column names below (constants) are written into its text.
 */
export type OrderWithInstalments = LoanOrder & { instalments: Instalment[] };

/** Every LoanOrder column; the type check below fails when the schema gains one not listed. */
const ORDER_COLUMNS = [
  "id",
  "orderNo",
  "borrowerId",
  "productId",
  "status",
  "principal",
  "termDays",
  "periods",
  "interest",
  "serviceFee",
  "applyAt",
  "disbursedDate",
  "dueDate",
  "settledAt",
  "cancelledAt",
  "delayAllowed",
  "kindTips",
  "kindTipsFil",
  "scoreRequested",
  "score",
  "cardPopPending",
  "continueUrl",
  "collectionComplaintAllowed",
  "interestBpsPerDay",
  "serviceFeeBps",
  "repeatClient",
  "extensions",
  "chargesCharged",
  "chargesPaid",
  "chargesAccruedThrough",
  "ceilingSet",
  "lateLedger",
  "judgmentDefault",
  "statusLocked",
  "createdAt",
  "updatedAt",
] as const satisfies ReadonlyArray<keyof LoanOrder>;

/** Every Instalment column, read under the name `instalment.<column>` beside the order's. */
const INSTALMENT_COLUMNS = [
  "id",
  "orderId",
  "seq",
  "dueDate",
  "principal",
  "interest",
  "paidPrincipal",
  "paidInterest",
  "settledAt",
] as const satisfies ReadonlyArray<keyof Instalment>;

// A column added to the schema and not to the lists above is a type error here.
type Unlisted = Exclude<keyof LoanOrder, (typeof ORDER_COLUMNS)[number]> | Exclude<keyof Instalment, (typeof INSTALMENT_COLUMNS)[number]>;
const everyColumnListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyColumnListed;

const SELECTED = Prisma.raw(
  [...ORDER_COLUMNS.map((c) => `o."${c}"`), ...INSTALMENT_COLUMNS.map((c) => `i."${c}" AS "instalment.${c}"`)].join(", "),
);

type JoinedRow = LoanOrder & { [K in keyof Instalment as `instalment.${K}`]: Instalment[K] | null };

/** A client that can run a raw read: the process's, or a transaction's. */
type Reader = Pick<ReturnType<typeof db>, "$queryRaw">;

/** The order and its instalments (by `seq`), or null when there is no such order. */
export async function readOrderWithInstalments(orderId: number, reader: Reader = db()): Promise<OrderWithInstalments | null> {
  const rows = await reader.$queryRaw<JoinedRow[]>`
    SELECT ${SELECTED}
    FROM "LoanOrder" o LEFT JOIN "Instalment" i ON i."orderId" = o."id"
    WHERE o."id" = ${orderId}
    ORDER BY i."seq"`;
  return ordersOfRows(rows)[0] ?? null;
}

/**
 * Every order of a borrower with its instalments (by `seq`), newest application first (`applyAt`,
 * then `id`, both descending): one statement for the order list, where one read per order would be
 * N + 1 statements each planned afresh (docs/decisions/193).
 */
export async function readBorrowerOrdersWithInstalments(borrowerId: number, reader: Reader = db()): Promise<OrderWithInstalments[]> {
  const rows = await reader.$queryRaw<JoinedRow[]>`
    SELECT ${SELECTED}
    FROM "LoanOrder" o LEFT JOIN "Instalment" i ON i."orderId" = o."id"
    WHERE o."borrowerId" = ${borrowerId}
    ORDER BY o."applyAt" DESC, o."id" DESC, i."seq"`;
  return ordersOfRows(rows);
}

/** Joined rows (each order's rows together, in the statement's order) as orders with their instalments. */
function ordersOfRows(rows: JoinedRow[]): OrderWithInstalments[] {
  const orders: OrderWithInstalments[] = [];
  let current: OrderWithInstalments | undefined;
  for (const row of rows) {
    if (current?.id !== row.id) {
      const order = {} as Record<string, unknown>;
      for (const column of ORDER_COLUMNS) order[column] = row[column];
      current = { ...(order as unknown as LoanOrder), instalments: [] };
      orders.push(current);
    }
    // An order without instalments (not disbursed yet) comes back as one row of nulls on the right.
    if (row["instalment.id"] === null) continue;
    const instalment = {} as Record<string, unknown>;
    for (const column of INSTALMENT_COLUMNS) instalment[column] = row[`instalment.${column}`];
    current.instalments.push(instalment as unknown as Instalment);
  }
  return orders;
}
