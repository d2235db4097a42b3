import { formatDate, formatPeso } from "@contract";
import { db } from "../../db";
import { isRepayable, OrderStatus } from "../../domain/order-status";
import { statusNotice } from "../loan-details/texts";
import { refreshLoan } from "../loans/loan-store";
import { readBorrowerOrdersWithInstalments } from "../loans/order-with-instalments";
import { productById } from "../products/catalogue";
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
  // One statement for every order and its instalments, read fresh (docs/decisions/061, 193); each
  // product (name, logo, never an amount) from the kept catalogue, as Order Details takes it.
  const rows = await readBorrowerOrdersWithInstalments(borrowerId);
  const orders = [];
  for (const row of rows) {
    const product = (await productById(row.productId)) ?? (await db().product.findUniqueOrThrow({ where: { id: row.productId } }));
    orders.push({ ...row, ...(await refreshLoan(row)).order, product });
  }
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
