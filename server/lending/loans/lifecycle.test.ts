import { beforeEach, describe, expect, it } from "vitest";
import { now, resetClock, setClock } from "../../clock";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import { createBorrower, createOrder, seedProducts } from "../../qa/factories";
import { freshDatabase } from "../../test/database";
import { ordersOf } from "../orders/service";
import { receiveOnOrder } from "../repayment/service";
import { refreshLoan } from "./loan-store";

beforeEach(async () => {
  await freshDatabase();
  await resetClock();
  await seedProducts();
});

async function view(orderId: number) {
  const order = await db().loanOrder.findUniqueOrThrow({ where: { id: orderId }, include: { instalments: true } });
  return refreshLoan(order);
}

describe("the order lifecycle follows the clock", () => {
  it("moves 170 -> 174 on the due date -> 180 the day after, with charges from the rules", async () => {
    await setClock(new Date("2026-03-01T02:00:00Z"));
    const { borrower } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 170 });
    const start = await view(order.id);
    expect(start.order.status).toBe(170);
    const due = start.lifecycle!.nextDueDate!;

    await setClock(new Date(`${due}T02:00:00Z`)); // 10:00 in Manila on the due date
    expect((await view(order.id)).order.status).toBe(174);

    await setClock(new Date(`${due}T18:00:00Z`)); // 02:00 Manila the next day
    const late = await view(order.id);
    expect(late.order.status).toBe(180);
    expect(late.lifecycle!.daysOverdue).toBe(1);
    // New client: the contract asks the one-time ₱1,000 penalty plus 5% of the unpaid amount for
    // day 1; the late-payment ceiling lets through 1/30 of 5% of it, charged to the penalty first.
    const unpaid = late.state!.instalments[0].principal + late.state!.instalments[0].interest;
    expect(late.due!.lateCharges.contract).toEqual({ latePenalty: 100_000, defaultInterest: Math.round(unpaid * 0.05) });
    expect(late.due!.charges).toMatchObject({ latePenalty: Math.floor((unpaid * 5) / 100 / 30), defaultInterest: 0 });
    // Accepted on 2026-02-17: the loan keeps BSP Circular No. 1133, whatever the day it is read.
    expect(late.order.ceilingSet).toBe("BSP-1133-2021");
  });

  it("a settled loan stays 200 and a QA-forced status is left alone", async () => {
    const { borrower } = await createBorrower();
    const settled = await createOrder(borrower.id, { status: 200 });
    expect((await view(settled.id)).order.status).toBe(200);

    const repaying = await createOrder(borrower.id, { status: 170 });
    await db().loanOrder.update({ where: { id: repaying.id }, data: { status: 180, statusLocked: true } });
    expect((await view(repaying.id)).order.status).toBe(180);
  });

  it("orders made for each status by the factory are in that status by the rules", async () => {
    const { borrower } = await createBorrower({ repeat: true });
    for (const status of [170, 174, 180, 200]) {
      const order = await createOrder(borrower.id, { status });
      expect((await view(order.id)).order.status).toBe(status);
    }
    const overdue = await createOrder(borrower.id, { status: 180 });
    // A repeat client's penalty is ₱800 (the contract's; the ceiling charges part of it so far).
    expect((await view(overdue.id)).due!.lateCharges.contract.latePenalty).toBe(80_000);
  });

  it("the order list shows the status the clock has moved to, like Order Details", async () => {
    await setClock(new Date("2026-03-01T02:00:00Z"));
    const { borrower } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 170 });
    const due = (await view(order.id)).lifecycle!.nextDueDate!;
    await setClock(new Date(`${due}T20:00:00Z`));
    const [listed] = await ordersOf(borrower.id);
    expect(listed).toMatchObject({ orderId: order.id, status: 180, statusText: "Overdue" });
  });
});

describe("a refresh never undoes a payment", () => {
  it("a refresh decided on a row read before a payment committed keeps the payment", async () => {
    await setClock(new Date("2026-03-01T02:00:00Z"));
    const { borrower } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 170 });
    const due = (await view(order.id)).lifecycle!.nextDueDate!;
    await setClock(new Date(`${due}T18:00:00Z`)); // the day after the due date: a refresh has charges to write
    const readBeforePayment = await db().loanOrder.findUniqueOrThrow({ where: { id: order.id }, include: { instalments: true } });

    // Another request pays ₱1,000 and commits (its own refresh included) before this one writes.
    const payer = await view(order.id);
    const at = await now();
    await transaction((tx) => receiveOnOrder(tx, payer.order, "repay", 100_000, at, "open"));
    const paid = (await view(order.id)).order.instalments.reduce((sum, i) => sum + i.paidPrincipal + i.paidInterest, 0);
    expect(paid).toBeGreaterThan(0);

    const late = await refreshLoan(readBeforePayment);
    expect(late.order.instalments.reduce((sum, i) => sum + i.paidPrincipal + i.paidInterest, 0)).toBe(paid);
    const stored = await db().loanOrder.findUniqueOrThrow({ where: { id: order.id }, include: { instalments: true } });
    expect(stored.instalments.reduce((sum, i) => sum + i.paidPrincipal + i.paidInterest, 0)).toBe(paid);
  });
});
