import { formatDate, formatPeso } from "../../../app/lib/contract";
import { db } from "../../db";
import { isRepayable } from "../../domain/order-status";
import { statusNotice } from "../loan-details/texts";

/**
 * Every order of the borrower, newest first, with the same status title Order Details shows. The
 * title depends on the status alone, so no money figures are worked out for a list.
 */
export async function ordersOf(borrowerId: number) {
  const orders = await db().loanOrder.findMany({
    where: { borrowerId },
    include: { product: true },
    orderBy: [{ applyAt: "desc" }, { id: "desc" }],
  });
  return orders.map((order) => ({
    orderId: order.id,
    orderNo: order.orderNo,
    productId: order.productId,
    productName: order.product.name,
    productLogo: order.product.logo,
    status: order.status,
    statusText: statusNotice(order.status, { amountDue: 0, dueDate: order.dueDate, daysOverdue: 0 }).title,
    amount: formatPeso(order.principal),
    applyDate: formatDate(order.applyAt),
    // A due date matters only while the loan is being repaid.
    dueDate: isRepayable(order.status) ? (order.dueDate ?? "") : "",
  }));
}
