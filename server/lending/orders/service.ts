import { formatDate, formatPeso } from "@contract";
import { db } from "../../db";
import { isRepayable, OrderStatus } from "../../domain/order-status";
import { statusNotice } from "../loan-details/texts";
import { refreshLoan } from "../loans/loan-store";
import { render, type BackendLanguage } from "../texts";

/** 0 for an overdue loan, 1 for one due, 2 for every other status. */
function urgency(status: number): number {
  return status === OrderStatus.overdue ? 0 : status === OrderStatus.due ? 1 : 2;
}

/**
 * Every order of the borrower, newest first, with the same status title Order Details shows.
 * Each loan is brought up to today first (refreshLoan), so the list and Order Details never
 * disagree about a status that the clock has moved.
 */
export async function ordersOf(borrowerId: number, language: BackendLanguage = "en") {
  const rows = await db().loanOrder.findMany({
    where: { borrowerId },
    include: { product: true, instalments: true },
    orderBy: [{ applyAt: "desc" }, { id: "desc" }],
  });
  const orders = [];
  for (const row of rows) orders.push({ ...row, ...(await refreshLoan(row)).order, product: row.product });
  // Urgent first (issue 30): overdue, then due today, then the rest newest first (a stable sort).
  orders.sort((a, b) => urgency(a.status) - urgency(b.status));
  return orders.map((order) => ({
    orderId: order.id,
    orderNo: order.orderNo,
    productId: order.productId,
    productName: order.product.name,
    productLogo: order.product.logo,
    status: order.status,
    statusText: render(statusNotice(order.status, { amountDue: 0, dueDate: order.dueDate, daysOverdue: 0 }).title, language),
    amount: formatPeso(order.principal),
    applyDate: formatDate(order.applyAt),
    // A due date matters only while the loan is being repaid.
    dueDate: isRepayable(order.status) ? (order.dueDate ?? "") : "",
  }));
}
