import { formatDate, formatPeso, type TextRow, type WireDataOf, type loanDetails } from "../../../app/lib/contract";
import { db } from "../../db";
import { OrderStatus, isDisbursed, isRepayable } from "../../domain/order-status";
import type { Product } from "../../generated/prisma/client";
import { LendingError } from "../errors";
import { lateChargesOf } from "../loans/late-charges";
import { refreshLoan, type LoanView, type OrderRow } from "../loans/loan-store";
import { readOrderWithInstalments } from "../loans/order-with-instalments";
import { say, type BackendLanguage } from "../messages";
import { productById } from "../products/catalogue";
import { recommendedProducts } from "../products/service";
import { statusNotice } from "./texts";

type OrderWithParts = OrderRow & { product: Product };

export interface OrderFigures {
  /** What the borrower should pay now: due and overdue amounts with charges, or the next instalment. */
  amountDue: number;
  dueDate: string | null;
  daysOverdue: number;
  charges: number;
  payoff: number;
}

/** The figures Order Details shows, all from the lending rules (server/domain). */
export function orderFigures(view: LoanView): OrderFigures {
  if (!view.due || !view.lifecycle) return { amountDue: 0, dueDate: view.order.dueDate, daysOverdue: 0, charges: 0, payoff: 0 };
  const next = view.due.instalments.find((i) => i.standing !== "paid");
  return {
    amountDue: view.due.dueNow > 0 ? view.due.dueNow : (next?.total ?? 0),
    dueDate: view.lifecycle.nextDueDate,
    daysOverdue: view.lifecycle.daysOverdue,
    charges: view.due.chargesTotal,
    payoff: view.due.payoff,
  };
}

/**
 * The borrower's order with its instalments, read fresh (one statement, loans/order-with-instalments.ts),
 * and its product from the kept catalogue (products/catalogue.ts): the product gives the order its
 * name and logo, never an amount (the order keeps the terms it was accepted with).
 */
export async function findBorrowerOrder(borrowerId: number, orderId: number): Promise<OrderWithParts> {
  const order = await readOrderWithInstalments(orderId);
  // Another borrower's order answers exactly like a missing one: its existence is not disclosed.
  if (!order || order.borrowerId !== borrowerId) {
    throw new LendingError("notFound", "We could not find this order. Please check the link or open it from your order list.");
  }
  const product = (await productById(order.productId)) ?? (await db().product.findUniqueOrThrow({ where: { id: order.productId } }));
  return { ...order, product };
}

function detailRows(order: OrderWithParts, figures: OrderFigures): TextRow[] {
  const rows: TextRow[] = [
    { text: "Order No.", value: order.orderNo },
    { text: "Loan amount", value: formatPeso(order.principal) },
    // What reaches the borrower: received once disbursed, to be received while the application
    // stands, nothing on a rejected one.
    ...(isDisbursed(order.status) || order.status === OrderStatus.cancelled
      ? [{ text: "Amount received", value: formatPeso(order.principal - order.serviceFee) }]
      : order.status === OrderStatus.rejected
        ? []
        : [{ text: "Amount you will receive", value: formatPeso(order.principal - order.serviceFee) }]),
    { text: "Loan term", value: `${order.termDays} days` },
    { text: "Apply date", value: formatDate(order.applyAt) },
  ];
  if ((isDisbursed(order.status) || order.status === OrderStatus.cancelled) && order.disbursedDate)
    rows.push({ text: "Disbursed on", value: order.disbursedDate });
  if (isRepayable(order.status)) {
    if (figures.dueDate) rows.push({ text: "Due date", value: figures.dueDate });
    rows.push({ text: "Repayment amount", value: formatPeso(figures.amountDue) });
    if (figures.charges > 0) rows.push({ text: "Late charges", value: formatPeso(figures.charges) });
    if (order.periods > 1 || figures.payoff !== figures.amountDue)
      rows.push({ text: "Total to settle today", value: formatPeso(figures.payoff) });
  }
  if (order.status === OrderStatus.overdue) rows.push({ text: "Days overdue", value: String(figures.daysOverdue) });
  if (order.status === OrderStatus.settled && order.settledAt) rows.push({ text: "Settled on", value: formatDate(order.settledAt) });
  if (order.status === OrderStatus.cancelled) {
    // Cooling-off (docs/decisions/174): what came back, and when.
    rows.push({ text: "Amount returned", value: formatPeso(order.principal - order.serviceFee) });
    if (order.cancelledAt) rows.push({ text: "Cancelled on", value: formatDate(order.cancelledAt) });
  }
  return rows;
}

const WITHDRAW_MESSAGE = "Your loan has been approved by our partner lender. Withdraw now to receive the money in your account.";

export async function loanDetailsFor(
  borrowerId: number,
  orderId: number,
  language: BackendLanguage = "en",
): Promise<WireDataOf<typeof loanDetails>> {
  const found = await findBorrowerOrder(borrowerId, orderId);
  const view = await refreshLoan(found);
  const order = { ...found, ...view.order, product: found.product };
  const figures = orderFigures(view);
  const notice = statusNotice(order.status, figures);
  // The texts this answer carries in its data, in the session's language (docs/decisions/135).
  const s = (text: string) => say(text, language);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    productId: order.productId,
    orderStatus: order.status,
    noticeStatusText: s(notice.title),
    noticeDesText: s(notice.description),
    productName: order.product.name,
    productLogo: order.product.logo,
    userOrderDetail: { detail: detailRows(order, figures).map((row) => ({ ...row, text: s(row.text), value: s(row.value) })) },
    recProducts: await recommendedProducts(order.productId, language),
    inside: 1,
    h5Url: "",
    isDelay: order.delayAllowed ? 1 : 0,
    telephone: "",
    isScore: order.scoreRequested && order.score === null ? 1 : 0,
    playeduL: order.continueUrl,
    // A continue URL on an order still under review means the partner lender approved it there.
    reyMsg: order.continueUrl && order.status === OrderStatus.underReview ? s(WITHDRAW_MESSAGE) : "",
    // The operator's tip in the session's language when they wrote one (docs/decisions/131).
    ...(order.kindTips ? { KindTipsMsg: (language === "fil" && order.kindTipsFil) || order.kindTips } : {}),
    cardNeedPop: order.cardPopPending ? 1 : 0,
    cardPopTitle: order.cardPopPending ? s("Bind your bank account") : "",
    cardPopMsg: order.cardPopPending ? s("To receive your loan, please bind a bank account or e-wallet in your own name.") : "",
    lateCharges: lateChargesOf(view.due),
  };
}

/** Keeps the stars the borrower chose (BRIEF §5: not a fixed 5). An order is rated once. */
export async function rateOrder(borrowerId: number, orderId: number, score: number) {
  const order = await findBorrowerOrder(borrowerId, orderId);
  if (order.score !== null) throw new LendingError("conflict", "You have already rated this order. Thank you!");
  const updated = await db().loanOrder.updateMany({ where: { id: order.id, score: null }, data: { score } });
  if (updated.count === 0) throw new LendingError("conflict", "You have already rated this order. Thank you!");
  return { score };
}
