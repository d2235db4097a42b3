import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { transaction } from "../../data/transactions";
import { db, engine } from "../../db";
import { ORDER_STATUS_CODES, OrderStatus } from "../../domain/order-status";
import { createBorrower, createOrder, seedProducts } from "../../qa/factories";
import { sqliteCommittedRows } from "../../sqlite-connections";
import { freshDatabase } from "../../test/database";
import { refreshLoan } from "./loan-store";
import { readBorrowerOrdersWithInstalments, readOrderWithInstalments } from "./order-with-instalments";

/**
 * The raw read of an order with its instalments (docs/decisions/193) must answer exactly what
 * Prisma's own query answers for the same row: every column, with the same types (Date, boolean,
 * integer centavos), on whichever engine the tests run (SQLite, or PostgreSQL with TEST_POSTGRES_URL).
 */
const prismaRead = (id: number) => db().loanOrder.findUnique({ where: { id }, include: { instalments: { orderBy: { seq: "asc" } } } });

describe("readOrderWithInstalments", () => {
  const orders: number[] = [];
  beforeAll(async () => {
    await freshDatabase();
    const products = await seedProducts();
    const byPeriods = (periods: string) => products.find((p) => p.active && p.periodsAllowed.split(",").includes(periods))!;
    const { borrower } = await createBorrower({ repeat: true });
    for (const status of ORDER_STATUS_CODES) {
      orders.push((await createOrder(borrower.id, { status })).id);
      // Several instalments, and every optional column set.
      const multi = byPeriods("3");
      const order = await createOrder(borrower.id, {
        status,
        productId: multi.id,
        periods: 3,
        delay: true,
        tips: "Use your own account",
        tipsFil: "Gamitin ang sariling account",
        score: true,
        cardPop: true,
        continueUrl: "https://partner.example/continue",
      });
      orders.push(order.id);
    }
    // Late charges accrued and written back (JSON books, a moved status), and a rated order.
    const overdue = await createOrder(borrower.id, { status: OrderStatus.overdue });
    await refreshLoan((await prismaRead(overdue.id))!);
    orders.push(overdue.id);
    await db().loanOrder.update({ where: { id: orders[0] }, data: { score: 4 } });
  }, 60_000);

  it("answers every column of every status exactly as Prisma's query does", async () => {
    expect(orders.length).toBeGreaterThan(2 * ORDER_STATUS_CODES.length);
    for (const id of orders) {
      const expected = await prismaRead(id);
      const raw = await readOrderWithInstalments(id);
      expect(raw, `order ${id} (status ${expected?.status})`).toStrictEqual(expected);
    }
    // The sample covers what can differ in type: dates set and null, instalments paid and not.
    const all = await Promise.all(orders.map((id) => readOrderWithInstalments(id)));
    expect(all.some((o) => o!.instalments.length > 1)).toBe(true);
    expect(all.some((o) => o!.instalments.length === 0)).toBe(true);
    expect(all.some((o) => o!.settledAt instanceof Date)).toBe(true);
    expect(all.some((o) => o!.instalments.some((i) => i.settledAt instanceof Date))).toBe(true);
    expect(all.some((o) => o!.chargesCharged !== "{}")).toBe(true);
  });

  it("reads every order of a borrower, with its instalments, exactly as Prisma's query does", async () => {
    const { borrowerId } = (await readOrderWithInstalments(orders[0]))!;
    // A second borrower's orders stay out of the first's list, and an empty list is an empty list.
    const { borrower: other } = await createBorrower({ repeat: false });
    await createOrder(other.id, { status: OrderStatus.due });
    const expected = await db().loanOrder.findMany({
      where: { borrowerId },
      include: { instalments: { orderBy: { seq: "asc" } } },
      orderBy: [{ applyAt: "desc" }, { id: "desc" }],
    });
    expect(expected).toHaveLength(orders.length);
    expect(await readBorrowerOrdersWithInstalments(borrowerId)).toStrictEqual(expected);
    expect((await readBorrowerOrdersWithInstalments(other.id)).map((o) => o.borrowerId)).toEqual([other.id]);
    expect(await readBorrowerOrdersWithInstalments(999_999)).toEqual([]);
  });

  it("answers null for an order that does not exist", async () => {
    expect(await readOrderWithInstalments(999_999)).toBeNull();
  });

  it("reads inside a transaction what the transaction wrote", async () => {
    const id = orders[0];
    const seen = await transaction(async (tx) => {
      await tx.loanOrder.update({ where: { id }, data: { kindTips: "written in the transaction" } });
      return readOrderWithInstalments(id, tx);
    });
    expect(seen?.kindTips).toBe("written in the transaction");
  });

  describe("on SQLite, committed rows read straight from the file (docs/decisions/236)", () => {
    const onSqlite = engine() === "sqlite";
    afterEach(() => vi.restoreAllMocks());

    it.runIf(onSqlite)("reads outside a transaction through its own connection, and inside one through the transaction", async () => {
      const direct = sqliteCommittedRows()!;
      const rows = vi.spyOn(direct, "rows");
      await readOrderWithInstalments(orders[1]);
      await readBorrowerOrdersWithInstalments((await prismaRead(orders[1]))!.borrowerId);
      expect(rows).toHaveBeenCalledTimes(2);
      await transaction((tx) => readOrderWithInstalments(orders[1], tx));
      expect(rows).toHaveBeenCalledTimes(2);
      // db() refuses a call inside transaction() (decision 243), and so does this read beside it.
      await expect(transaction(() => readOrderWithInstalments(orders[1]))).rejects.toThrow(/use the transaction's client tx/);
    });

    it.runIf(onSqlite)("sees a write the moment it commits, and never one rolled back", async () => {
      const id = orders[2];
      await db().loanOrder.update({ where: { id }, data: { kindTips: "committed" } });
      expect((await readOrderWithInstalments(id))?.kindTips).toBe("committed");
      await expect(
        transaction(async (tx) => {
          await tx.loanOrder.update({ where: { id }, data: { kindTips: "rolled back" } });
          expect((await readOrderWithInstalments(id, tx))?.kindTips).toBe("rolled back");
          throw new Error("undo");
        }),
      ).rejects.toThrow("undo");
      expect((await readOrderWithInstalments(id))?.kindTips).toBe("committed");
    });

    it.runIf(onSqlite)("reads a date SQLite wrote itself, or as milliseconds, as Prisma reads it", async () => {
      const id = orders[3];
      for (const written of ["'2026-11-20 10:15:30'", "'2026-11-20 10:15:30.250'", "1764000000000", "'2026-11-20T10:15:30.000+08:00'"]) {
        await db().$executeRawUnsafe(`UPDATE "LoanOrder" SET "settledAt" = ${written} WHERE "id" = ${id}`);
        const expected = await prismaRead(id);
        expect(expected?.settledAt, written).toBeInstanceOf(Date);
        expect(await readOrderWithInstalments(id), written).toStrictEqual(expected);
      }
    });
  });
});
