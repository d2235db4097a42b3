import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db";
import { OrderStatus } from "../../domain/order-status";
import { createBorrower, createOrder, seedProducts } from "../../qa/factories";
import { freshDatabase } from "../../test/database";
import { readPendingPayCodes } from "./pending-pay-codes";

/**
 * The raw read of an order's pending pay codes (docs/decisions/193) answers exactly what Prisma's
 * query answers: the same rows, columns, types and order, on whichever engine the tests run.
 */
describe("readPendingPayCodes", () => {
  let orderId = 0;
  let otherOrderId = 0;
  beforeAll(async () => {
    await freshDatabase();
    await seedProducts();
    const { borrower } = await createBorrower();
    orderId = (await createOrder(borrower.id, { status: OrderStatus.overdue })).id;
    otherOrderId = (await createOrder(borrower.id, { status: OrderStatus.due })).id;
    const hour = 3_600_000;
    const base = Date.now();
    const rows = [
      { status: "pending", kind: "repay", expiresAt: new Date(base + hour), createdAt: new Date(base - hour) },
      { status: "pending", kind: "extend", expiresAt: new Date(base - 1000), createdAt: new Date(base - 2 * hour) },
      // Two made in the same millisecond: the later id comes first.
      { status: "pending", kind: "payoff", expiresAt: new Date(base + hour), createdAt: new Date(base) },
      { status: "pending", kind: "part", expiresAt: new Date(base + hour), createdAt: new Date(base), refno: "GW-1", digest: "d" },
      { status: "paid", kind: "repay", expiresAt: new Date(base + hour), createdAt: new Date(base), paidAt: new Date(base) },
      { status: "expired", kind: "repay", expiresAt: new Date(base - hour), createdAt: new Date(base - 3 * hour) },
    ];
    for (const [i, row] of rows.entries()) {
      await db().payment.create({
        data: {
          reference: `PC-${i}`,
          orderId,
          borrowerId: borrower.id,
          amount: 12_345 + i,
          channelNumber: "7",
          returnPath: "/poles?orderId=1",
          language: i % 2 ? "fil" : "en",
          ...row,
        },
      });
    }
    await db().payment.create({
      data: {
        reference: "PC-other",
        orderId: otherOrderId,
        borrowerId: borrower.id,
        kind: "repay",
        amount: 1,
        channelNumber: "7",
        expiresAt: new Date(base + hour),
      },
    });
  }, 60_000);

  it("answers the order's pending codes, newest first, exactly as Prisma's query does", async () => {
    const expected = await db().payment.findMany({
      where: { orderId, status: "pending" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    const raw = await readPendingPayCodes(orderId);
    expect(raw).toStrictEqual(expected);
    expect(raw.map((p) => p.reference)).toEqual(["PC-3", "PC-2", "PC-0", "PC-1"]);
    expect(raw[0].expiresAt).toBeInstanceOf(Date);
  });

  it("answers nothing for an order without pending codes", async () => {
    expect(await readPendingPayCodes(999_999)).toEqual([]);
  });
});
