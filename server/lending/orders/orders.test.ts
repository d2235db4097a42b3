import { beforeAll, describe, expect, it } from "vitest";
import { resetClock } from "../../clock";
import { db } from "../../db";
import { ORDER_STATUS_CODES, OrderStatus } from "../../domain/order-status";
import { createBorrower, createOrder, seedProducts } from "../../qa/factories";
import { freshDatabase } from "../../test/database";
import { ordersOf } from "./service";

describe("the order list (ordersOf)", () => {
  let borrowerId = 0;
  let otherOrderId = 0;
  beforeAll(async () => {
    await freshDatabase();
    await resetClock();
    const products = await seedProducts();
    const { borrower } = await createBorrower({ repeat: true });
    borrowerId = borrower.id;
    const active = products.filter((p) => p.active);
    // Every status, on more than one product, and two orders of a status so newest first matters.
    for (const [n, status] of [...ORDER_STATUS_CODES, OrderStatus.due, OrderStatus.settled].entries())
      await createOrder(borrower.id, { status, productId: active[n % active.length].id });
    const { borrower: other } = await createBorrower();
    otherOrderId = (await createOrder(other.id, { status: OrderStatus.overdue })).id;
  }, 60_000);

  it("lists urgent orders first, then newest first, each with its product's name and logo", async () => {
    const listed = await ordersOf(borrowerId);
    const rows = await db().loanOrder.findMany({ where: { borrowerId }, include: { product: true } });
    expect(listed).toHaveLength(rows.length);
    expect(listed.map((o) => o.orderId)).not.toContain(otherOrderId);
    const urgency = (status: number) => (status === OrderStatus.overdue ? 0 : status === OrderStatus.due ? 1 : 2);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const expectedOrder = [...rows]
      .sort((a, b) => b.applyAt.getTime() - a.applyAt.getTime() || b.id - a.id)
      .sort((a, b) => urgency(a.status) - urgency(b.status))
      .map((row) => row.id);
    expect(listed.map((o) => o.orderId)).toEqual(expectedOrder);
    expect(listed[0].status).toBe(OrderStatus.overdue);
    for (const order of listed) {
      const row = byId.get(order.orderId)!;
      expect(order).toMatchObject({
        orderNo: row.orderNo,
        productId: row.productId,
        productName: row.product.name,
        productLogo: row.product.logo,
      });
    }
    expect(new Set(listed.map((o) => o.productId)).size).toBeGreaterThan(1);
  });

  it("lists nothing for a borrower without orders", async () => {
    const { borrower } = await createBorrower();
    expect(await ordersOf(borrower.id)).toEqual([]);
  });
});
