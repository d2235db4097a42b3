import { beforeEach, describe, expect, it } from "vitest";
import { resetClock, setClock } from "../../clock";
import { db } from "../../db";
import { createBorrower, createOrder, seedProducts } from "../../qa/factories";
import { freshDatabase } from "../../test/database";
import { refreshLoan } from "./loan-store";
import { moveOrderStatus } from "./transitions";

beforeEach(async () => {
  await freshDatabase();
  await resetClock();
  await seedProducts();
});

async function view(orderId: number) {
  const order = await db().loanOrder.findUniqueOrThrow({ where: { id: orderId }, include: { instalments: true } });
  return refreshLoan(order);
}

describe("QA status moves follow the lending process", () => {
  it("a confirmed order goes 21 -> 151 -> 170 (disbursed today) -> 174 -> 180 with the clock", async () => {
    await setClock(new Date("2026-05-01T02:00:00Z"));
    const { borrower } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 21 });

    expect(await moveOrderStatus(order.id, 151)).toMatchObject({ status: 151, locked: false });
    const disbursed = await moveOrderStatus(order.id, 170);
    expect(disbursed).toMatchObject({ status: 170, locked: false, disbursedDate: "2026-05-01" });
    const row = await db().loanOrder.findUniqueOrThrow({ where: { id: order.id }, include: { instalments: true } });
    expect(row.instalments).toHaveLength(1);
    expect(row.dueDate).toBe("2026-07-31"); // 91 days after 2026-05-01

    await setClock(new Date("2026-07-31T02:00:00Z"));
    expect((await view(order.id)).order.status).toBe(174);
    await setClock(new Date("2026-08-01T02:00:00Z"));
    expect((await view(order.id)).order.status).toBe(180);
  });

  it("the decision can reject an order under review; a rejected order is never disbursed", async () => {
    const { borrower } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 21 });
    expect(await moveOrderStatus(order.id, 110)).toMatchObject({ status: 110, locked: false });
    const forced = await moveOrderStatus(order.id, 170);
    expect(forced).toMatchObject({ status: 170, locked: true });
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).disbursedDate).toBeNull();
  });

  it("a status the rules would not produce is forced and locked", async () => {
    const { borrower } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 170 });
    expect(await moveOrderStatus(order.id, 180)).toMatchObject({ status: 180, locked: true });
    expect((await view(order.id)).order.status).toBe(180);
  });

  it("answers null for an unknown order", async () => {
    expect(await moveOrderStatus(999_999, 151)).toBeNull();
  });
});
