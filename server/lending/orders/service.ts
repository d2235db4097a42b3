import { formatDate, formatPeso } from "../../../app/lib/contract";
import { now } from "../../clock";
import { db } from "../../db";
import { isRepayable } from "../../domain/order-status";
import { orderFigures } from "../loan-details/service";
import { statusNotice } from "../loan-details/texts";

/** Every order of the borrower, newest first, with the same status title Order Details shows. */
export async function ordersOf(borrowerId: number) {
  const orders = await db().loanOrder.findMany({
    where: { borrowerId },
    include: { product: true, instalments: true },
    orderBy: [{ applyAt: "desc" }, { id: "desc" }],
  });
  const today = formatDate(await now());
  return orders.map((order) => {
    const figures = orderFigures(order, today);
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      productId: order.productId,
      productName: order.product.name,
      productLogo: order.product.logo,
      status: order.status,
      statusText: statusNotice(order.status, figures).title,
      amount: formatPeso(order.principal),
      applyDate: formatDate(order.applyAt),
      // A due date matters only while the loan is being repaid.
      dueDate: isRepayable(order.status) ? (figures.dueDate ?? "") : "",
    };
  });
}
