import { formatDate, formatPeso, type TextRow, type WireDataOf, type loanDetails } from "@contract";
import { db } from "../../db";
import { payoffQuoteOf } from "../../domain";
import { OrderStatus, isDisbursed, isRepayable } from "../../domain/order-status";
import type { Product } from "../../generated/prisma/client";
import { LendingError } from "../errors";
import { lateChargesOf } from "../loans/late-charges";
import { refreshLoan, type LoanView, type OrderRow } from "../loans/loan-store";
import { readOrderWithInstalments } from "../loans/order-with-instalments";
import { productById } from "../products/catalogue";
import { recommendedProducts } from "../products/service";
import { yourWaySummaryOf } from "../repayment/ways-today";
import { render, text, textsIn, type BackendLanguage } from "../texts";
import { statusNotice } from "./texts";

type OrderWithParts = OrderRow & { product: Product };

export interface OrderFigures {
  /** What the borrower should pay now: due and overdue amounts with charges, or the next instalment. */
  amountDue: number;
  dueDate: string | null;
  daysOverdue: number;
  charges: number;
  payoff: number;
  /**
   * Whether paying `payoff` today is allowed (the prepayment window, payoffQuoteOf): the same rule
   * /repayYourWay follows, so Order Details never offers a settlement the rules refuse (issue 40 W5).
   */
  payoffAllowed: boolean;
  /** The first day early repayment opens, while it is still closed; null when open. */
  earlyRepaymentFrom: string | null;
}

/** The figures Order Details shows, all from the lending rules (server/domain). */
export function orderFigures(view: LoanView): OrderFigures {
  if (!view.due || !view.lifecycle)
    return {
      amountDue: 0,
      dueDate: view.order.dueDate,
      daysOverdue: 0,
      charges: 0,
      payoff: 0,
      payoffAllowed: false,
      earlyRepaymentFrom: null,
    };
  const next = view.due.instalments.find((i) => i.standing !== "paid");
  return {
    amountDue: view.due.dueNow > 0 ? view.due.dueNow : (next?.total ?? 0),
    dueDate: view.lifecycle.nextDueDate,
    daysOverdue: view.lifecycle.daysOverdue,
    charges: view.due.chargesTotal,
    payoff: view.due.payoff,
    // From the amount due just worked out for the same state and day (payoffQuote's own rule, once).
    payoffAllowed: payoffQuoteOf(view.due).allowed,
    earlyRepaymentFrom: view.due.prepayment.allowed ? null : view.due.prepayment.earliestDate,
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
    throw new LendingError("notFound", text("orderNotFound"));
  }
  const product = (await productById(order.productId)) ?? (await db().product.findUniqueOrThrow({ where: { id: order.productId } }));
  return { ...order, product };
}

function detailRows(order: OrderWithParts, figures: OrderFigures, t: ReturnType<typeof textsIn>): TextRow[] {
  const rows: TextRow[] = [
    { text: t("rowOrderNo"), value: order.orderNo },
    { text: t("rowLoanAmount"), value: formatPeso(order.principal) },
    // What reaches the borrower: received once disbursed, to be received while the application
    // stands, nothing on a rejected one.
    ...(isDisbursed(order.status) || order.status === OrderStatus.cancelled
      ? [{ text: t("rowAmountReceived"), value: formatPeso(order.principal - order.serviceFee) }]
      : order.status === OrderStatus.rejected
        ? []
        : [{ text: t("rowAmountToReceive"), value: formatPeso(order.principal - order.serviceFee) }]),
    { text: t("rowLoanTerm"), value: t("days", { days: order.termDays }) },
    { text: t("rowApplyDate"), value: formatDate(order.applyAt) },
  ];
  if ((isDisbursed(order.status) || order.status === OrderStatus.cancelled) && order.disbursedDate)
    rows.push({ text: t("rowDisbursedOn"), value: order.disbursedDate });
  if (isRepayable(order.status)) {
    if (figures.dueDate) rows.push({ text: t("rowDueDate"), value: figures.dueDate });
    rows.push({ text: t("rowRepaymentAmount"), value: formatPeso(figures.amountDue) });
    if (figures.charges > 0) rows.push({ text: t("rowLateCharges"), value: formatPeso(figures.charges) });
    // "Total to settle today" only when the rules let it be paid today; before the early-repayment
    // window, the day it opens instead, as /repayYourWay says (issue 40 W5).
    if (figures.payoffAllowed && (order.periods > 1 || figures.payoff !== figures.amountDue))
      rows.push({ text: t("rowTotalToSettle"), value: formatPeso(figures.payoff) });
    else if (!figures.payoffAllowed && figures.earlyRepaymentFrom && figures.payoff !== figures.amountDue)
      rows.push({ text: t("rowEarlyRepaymentFrom"), value: figures.earlyRepaymentFrom });
  }
  if (order.status === OrderStatus.overdue) rows.push({ text: t("rowDaysOverdue"), value: String(figures.daysOverdue) });
  if (order.status === OrderStatus.settled && order.settledAt) rows.push({ text: t("rowSettledOn"), value: formatDate(order.settledAt) });
  if (order.status === OrderStatus.cancelled) {
    // Cooling-off (docs/decisions/174): what came back, and when.
    rows.push({ text: t("rowAmountReturned"), value: formatPeso(order.principal - order.serviceFee) });
    if (order.cancelledAt) rows.push({ text: t("rowCancelledOn"), value: formatDate(order.cancelledAt) });
  }
  return rows;
}

export async function loanDetailsFor(
  borrowerId: number,
  orderId: number,
  language: BackendLanguage = "en",
): Promise<WireDataOf<typeof loanDetails>> {
  const found = await findBorrowerOrder(borrowerId, orderId);
  const view = await refreshLoan(found);
  const order = { ...found, ...view.order, product: found.product };
  const figures = orderFigures(view);
  // Until an account is bound the money has nowhere to go: the approved notice says to bind one
  // first rather than promise it within days (issue 40).
  const accountBound = order.status === OrderStatus.approved ? (await db().bankCard.count({ where: { borrowerId } })) > 0 : true;
  const notice = statusNotice(order.status, figures, accountBound);
  // The texts this answer carries in its data, in the session's language (docs/decisions/191).
  const t = textsIn(language);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    productId: order.productId,
    orderStatus: order.status,
    noticeStatusText: render(notice.title, language),
    noticeDesText: render(notice.description, language),
    productName: order.product.name,
    productLogo: order.product.logo,
    userOrderDetail: { detail: detailRows(order, figures, t) },
    recProducts: await recommendedProducts(order.productId, language),
    inside: 1,
    h5Url: "",
    isDelay: order.delayAllowed ? 1 : 0,
    telephone: "",
    isScore: order.scoreRequested && order.score === null ? 1 : 0,
    playeduL: order.continueUrl,
    // A continue URL on an order still under review means the partner lender approved it there.
    reyMsg: order.continueUrl && order.status === OrderStatus.underReview ? t("withdrawNotice") : "",
    // The operator's tip in the session's language when they wrote one (docs/decisions/131), while
    // there is something to repay: a settled or cancelled loan has no use for repayment tips (issue 40).
    ...(order.kindTips && isRepayable(order.status) ? { KindTipsMsg: (language === "fil" && order.kindTipsFil) || order.kindTips } : {}),
    cardNeedPop: order.cardPopPending ? 1 : 0,
    cardPopTitle: order.cardPopPending ? t("bindCardTitle") : "",
    cardPopMsg: order.cardPopPending ? t("bindCardNote") : "",
    lateCharges: lateChargesOf(view.due),
    // The other ways to repay today, from this same read: the page needs no second call (274).
    yourWay: yourWaySummaryOf(view),
  };
}

/** Keeps the stars the borrower chose (BRIEF §5: not a fixed 5). An order is rated once. */
export async function rateOrder(borrowerId: number, orderId: number, score: number) {
  const order = await findBorrowerOrder(borrowerId, orderId);
  if (order.score !== null) throw new LendingError("conflict", text("orderAlreadyRated"));
  const updated = await db().loanOrder.updateMany({ where: { id: order.id, score: null }, data: { score } });
  if (updated.count === 0) throw new LendingError("conflict", text("orderAlreadyRated"));
  return { score };
}
