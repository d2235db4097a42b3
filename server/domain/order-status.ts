/**
 * Order status codes (spec 000 §4, meanings fixed by BRIEF §3). Pure data: the backend decides a
 * status, the web app decides how it looks.
 */
export const OrderStatus = {
  underReview: 21,
  rejected: 110,
  approved: 151,
  repaying: 170,
  due: 174,
  overdue: 180,
  settled: 200,
  /** Ours: cancelled in the cooling-off period, the proceeds returned (docs/decisions/174); not settled. */
  cancelled: 210,
} as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUS_CODES: readonly OrderStatusCode[] = Object.values(OrderStatus);

export function isOrderStatus(code: number): code is OrderStatusCode {
  return (ORDER_STATUS_CODES as readonly number[]).includes(code);
}

/** Statuses in which the borrower owes money and may repay. */
export function isRepayable(status: number): boolean {
  return status === OrderStatus.repaying || status === OrderStatus.due || status === OrderStatus.overdue;
}

/** Statuses in which the money has been disbursed (the loan exists). */
export function isDisbursed(status: number): boolean {
  return isRepayable(status) || status === OrderStatus.settled;
}
