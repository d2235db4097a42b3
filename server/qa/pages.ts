import { routeTable } from "../../remix.config.js";
import { isRepayable, OrderStatus } from "../domain/order-status";

/** Paths registered in the route table; a page is offered only when its screen exists. */
const registered = new Set(routeTable.flatMap(([, paths]) => paths));

export interface OrderForPages {
  id: number;
  productId: number;
  status: number;
  delayAllowed: boolean;
  orderNo: string;
}

/** Ready URL paths (with the session query) for every screen that applies to an order. */
export function pagesFor(order: OrderForPages, sessionQuery: string): Record<string, string> {
  const candidates: Array<[string, string, Record<string, string>, boolean]> = [
    ["details", "/poles", { orderId: String(order.id), productId: String(order.productId) }, true],
    ["repay", "/away", { orderId: String(order.id), productId: String(order.productId) }, isRepayable(order.status)],
    [
      "extend",
      "/tree",
      { orderId: String(order.id), productId: String(order.productId) },
      order.delayAllowed && (order.status === OrderStatus.due || order.status === OrderStatus.overdue),
    ],
    ["repayYourWay", "/repayYourWay", { orderId: String(order.id) }, isRepayable(order.status)],
    ["legacyRepay", "/funny", { orderId: String(order.id), productId: String(order.productId) }, isRepayable(order.status)],
    ["repayCode", "/repaymentOfCode2", { orderId: String(order.id), productId: String(order.productId) }, isRepayable(order.status)],
    ["confirm", "/opened", { productId: String(order.productId) }, true],
    ["confirmOlder", "/and", { productId: String(order.productId) }, true],
    // Every confirmed order has the agreement the borrower accepted, except a rejected application.
    ["agreement", "/well", { orderId: String(order.id), productId: String(order.productId) }, order.status !== OrderStatus.rejected],
    ["complaint", "/complaint", { orderId: String(order.id) }, true],
    ["bind", "/only", { productId: String(order.productId), orderId: String(order.id), source: "loanDetail" }, true],
    ["orders", "/attic", {}, true],
    ["product", "/matter", { productId: String(order.productId) }, true],
    ["jointLoginFailure", "/rabbit", { productId: String(order.productId) }, true],
  ];
  const pages: Record<string, string> = {};
  for (const [name, path, params, applies] of candidates) {
    if (!applies || !registered.has(path)) continue;
    const query = new URLSearchParams(params);
    const own = query.toString();
    pages[name] = `${path}?${own ? `${own}&` : ""}${sessionQuery}`;
  }
  return pages;
}
