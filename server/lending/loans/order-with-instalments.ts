import { db, engine } from "../../db";
import { Prisma, type Instalment, type LoanOrder } from "../../generated/prisma/client";
import { sqliteCommittedRows } from "../../sqlite-connections";

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
 * parameter. Only the column names below (constants) are written into its text. On SQLite, outside
 * a transaction, it runs on a read-only connection of its own with the statement kept prepared, and
 * each value is decoded here by its column's kind (docs/decisions/236); with a transaction's client,
 * and on PostgreSQL, Prisma runs and decodes it.
 */
export type OrderWithInstalments = LoanOrder & { instalments: Instalment[] };

/** How a column's value is held: SQLite keeps booleans as 0/1 and dates as text (or milliseconds). */
type Kind = "int" | "text" | "bool" | "date";
type KindOf<T> =
  NonNullable<T> extends Date ? "date" : NonNullable<T> extends boolean ? "bool" : NonNullable<T> extends number ? "int" : "text";

// Every column, with its kind: a column added to the schema and not here, or a kind that is not the
// column's type, is a type error.
const ORDER_KINDS = {
  id: "int",
  orderNo: "text",
  borrowerId: "int",
  productId: "int",
  status: "int",
  principal: "int",
  termDays: "int",
  periods: "int",
  interest: "int",
  serviceFee: "int",
  applyAt: "date",
  disbursedDate: "text",
  dueDate: "text",
  settledAt: "date",
  cancelledAt: "date",
  delayAllowed: "bool",
  kindTips: "text",
  kindTipsFil: "text",
  scoreRequested: "bool",
  score: "int",
  cardPopPending: "bool",
  continueUrl: "text",
  collectionComplaintAllowed: "bool",
  interestBpsPerDay: "int",
  serviceFeeBps: "int",
  repeatClient: "bool",
  extensions: "int",
  chargesCharged: "text",
  chargesPaid: "text",
  chargesAccruedThrough: "text",
  ceilingSet: "text",
  lateLedger: "text",
  judgmentDefault: "bool",
  statusLocked: "bool",
  createdAt: "date",
  updatedAt: "date",
} as const satisfies { [K in keyof LoanOrder]-?: KindOf<LoanOrder[K]> };

/** Every Instalment column, read under the name `instalment.<column>` beside the order's. */
const INSTALMENT_KINDS = {
  id: "int",
  orderId: "int",
  seq: "int",
  dueDate: "text",
  principal: "int",
  interest: "int",
  paidPrincipal: "int",
  paidInterest: "int",
  settledAt: "date",
} as const satisfies { [K in keyof Instalment]-?: KindOf<Instalment[K]> };

const ORDER_COLUMNS = Object.keys(ORDER_KINDS) as Array<keyof LoanOrder>;
const INSTALMENT_COLUMNS = Object.keys(INSTALMENT_KINDS) as Array<keyof Instalment>;

const SELECTED_TEXT = [...ORDER_COLUMNS.map((c) => `o."${c}"`), ...INSTALMENT_COLUMNS.map((c) => `i."${c}" AS "instalment.${c}"`)].join(
  ", ",
);
const JOINED = `SELECT ${SELECTED_TEXT} FROM "LoanOrder" o LEFT JOIN "Instalment" i ON i."orderId" = o."id"`;
const ORDER_BY_ORDER = 'ORDER BY i."seq"';
const ORDER_BY_BORROWER = 'ORDER BY o."applyAt" DESC, o."id" DESC, i."seq"';
/** The two statements as SQLite's own connection runs them (`?` for the id). */
const BY_ORDER = `${JOINED} WHERE o."id" = ? ${ORDER_BY_ORDER}`;
const BY_BORROWER = `${JOINED} WHERE o."borrowerId" = ? ${ORDER_BY_BORROWER}`;

type JoinedRow = Record<string, unknown>;

/** A client that can run a raw read: the process's, or a transaction's. */
type Reader = Pick<ReturnType<typeof db>, "$queryRaw">;

/**
 * The rows of `sql` read straight from SQLite, when this is SQLite, outside a transaction, on the
 * process's own client: undefined otherwise (Prisma reads them). docs/decisions/236.
 */
function committedRows(reader: Reader | undefined, sql: string, id: number): JoinedRow[] | undefined {
  if (reader !== undefined || engine() !== "sqlite") return undefined;
  // db() refuses a call inside transaction() (decision 243): so does this read, which is beside it.
  db();
  return sqliteCommittedRows()?.rows(sql, [id]);
}

/** A UTC date and time as SQLite's CURRENT_TIMESTAMP writes it: "2026-11-28 08:00:00". */
const SQLITE_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/;

function sqliteDate(value: string | number): Date {
  if (typeof value === "number") return new Date(value);
  return new Date(SQLITE_TIMESTAMP.test(value) ? `${value.replace(" ", "T")}Z` : value);
}

/** A value as SQLite holds it, in the type Prisma gives: booleans and Dates. */
function sqliteValue(kind: Kind, value: unknown): unknown {
  if (value === null) return null;
  if (kind === "bool") return value === 1;
  if (kind === "date") return sqliteDate(value as string | number);
  return value;
}

/**
 * The order and its instalments (by `seq`), or null when there is no such order. `reader`: a
 * transaction's client, to read what it wrote; without one, committed data.
 */
export async function readOrderWithInstalments(orderId: number, reader?: Reader): Promise<OrderWithInstalments | null> {
  const committed = committedRows(reader, BY_ORDER, orderId);
  if (committed) return ordersOfRows(committed, sqliteValue)[0] ?? null;
  const rows = await (reader ?? db()).$queryRaw<JoinedRow[]>`${Prisma.raw(JOINED)} WHERE o."id" = ${orderId} ${Prisma.raw(ORDER_BY_ORDER)}`;
  return ordersOfRows(rows, asPrismaGave)[0] ?? null;
}

/**
 * Every order of a borrower with its instalments (by `seq`), newest application first (`applyAt`,
 * then `id`, both descending): one statement for the order list, where one read per order would be
 * N + 1 statements each planned afresh (docs/decisions/193).
 */
export async function readBorrowerOrdersWithInstalments(borrowerId: number, reader?: Reader): Promise<OrderWithInstalments[]> {
  const committed = committedRows(reader, BY_BORROWER, borrowerId);
  if (committed) return ordersOfRows(committed, sqliteValue);
  const rows = await (reader ?? db()).$queryRaw<
    JoinedRow[]
  >`${Prisma.raw(JOINED)} WHERE o."borrowerId" = ${borrowerId} ${Prisma.raw(ORDER_BY_BORROWER)}`;
  return ordersOfRows(rows, asPrismaGave);
}

/** Prisma's raw read already gives each column its type. */
const asPrismaGave = (_kind: Kind, value: unknown) => value;

/**
 * Joined rows (each order's rows together, in the statement's order) as orders with their
 * instalments, each value through `value` by its column's kind.
 */
function ordersOfRows(rows: JoinedRow[], value: (kind: Kind, held: unknown) => unknown): OrderWithInstalments[] {
  const orders: OrderWithInstalments[] = [];
  let current: OrderWithInstalments | undefined;
  for (const row of rows) {
    if (current === undefined || current.id !== row.id) {
      const order = {} as Record<string, unknown>;
      for (const column of ORDER_COLUMNS) order[column] = value(ORDER_KINDS[column], row[column]);
      current = { ...(order as unknown as LoanOrder), instalments: [] };
      orders.push(current);
    }
    // An order without instalments (not disbursed yet) comes back as one row of nulls on the right.
    if (row["instalment.id"] === null) continue;
    const instalment = {} as Record<string, unknown>;
    for (const column of INSTALMENT_COLUMNS) instalment[column] = value(INSTALMENT_KINDS[column], row[`instalment.${column}`]);
    current.instalments.push(instalment as unknown as Instalment);
  }
  return orders;
}
