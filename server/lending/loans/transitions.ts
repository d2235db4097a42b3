import { now } from "../../clock";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import { fromInstant } from "../../domain";
import { OrderStatus, isDisbursed } from "../../domain/order-status";
import { disburseLoan } from "./loan-store";

/**
 * Moves an order to a status the way the lending process would, for QA (`qa status`):
 *  - before disbursement, 21 -> 151 (approved) or 110 (rejected) is the decision, and 151 -> 21
 *    puts it back under review: plain moves the rules would make;
 *  - an undisbursed order moved to 170 is disbursed today (schedule, instalments, due dates), after
 *    which the clock moves it 170 -> 174 -> 180 and payments to 200;
 *  - anything else (e.g. 180 on a loan not yet due) is a status the rules would not produce: it is
 *    forced and locked, so the lifecycle leaves it alone.
 */
export async function moveOrderStatus(orderId: number, status: number) {
  const order = await db().loanOrder.findUnique({ where: { id: orderId }, include: { product: true } });
  if (!order) return null;
  const disbursed = isDisbursed(order.status) && order.disbursedDate !== null;
  const decision: number[] = [OrderStatus.underReview, OrderStatus.approved, OrderStatus.rejected];

  if (!disbursed && decision.includes(status)) {
    const updated = await db().loanOrder.update({ where: { id: order.id }, data: { status, statusLocked: false } });
    return { orderId: updated.id, status: updated.status, locked: false };
  }
  if (!disbursed && order.status !== OrderStatus.rejected && status === OrderStatus.repaying) {
    const today = fromInstant(await now());
    await transaction(async (tx) => {
      await disburseLoan(tx, order, today);
      await tx.loanOrder.update({ where: { id: order.id }, data: { statusLocked: false } });
    });
    const updated = await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } });
    return { orderId: updated.id, status: updated.status, locked: false, disbursedDate: updated.disbursedDate, dueDate: updated.dueDate };
  }
  const updated = await db().loanOrder.update({ where: { id: order.id }, data: { status, statusLocked: true } });
  return { orderId: updated.id, status: updated.status, locked: true };
}
