import { formatPhp, type Centavos } from "./money";
import { OrderStatus } from "./order-status";
import { text, type Reason } from "./reasons";

/**
 * Who may apply for a new loan, and for what amount (docs/decisions/110). Pure rules: the caller
 * brings the borrower's orders with their statuses brought up to today.
 */

/** Amounts move in steps of ₱500; a product whose range is wider than ₱20,000 in steps of ₱1,000. */
export const AMOUNT_STEP: Centavos = 50_000;
export const WIDE_AMOUNT_STEP: Centavos = 100_000;
const WIDE_RANGE: Centavos = 2_000_000;

export function amountStep(minAmount: Centavos, maxAmount: Centavos): Centavos {
  return maxAmount - minAmount > WIDE_RANGE ? WIDE_AMOUNT_STEP : AMOUNT_STEP;
}

/** A principal off the step (₱2,500.50 with steps of ₱500) is refused, with the step named. */
export function amountStepRefusal(principal: Centavos, step: Centavos): Reason | null {
  if (principal % step === 0) return null;
  const below = Math.floor(principal / step) * step;
  return text("amountSteps", { step: formatPhp(step), a: formatPhp(below > 0 ? below : step), b: formatPhp(below + step) });
}

export interface BorrowerOrder {
  productId: number;
  status: number;
}

export const APPLICATION_REFUSALS = {
  overdue: text("applicationOverdue"),
  inProgress: text("applicationInProgress"),
  sameProduct: text("applicationSameProduct"),
} as const;

/**
 * Whether a borrower may open a new application for `productId`, and if not, why:
 * - never while any loan is overdue (180): new money must not pay old arrears;
 * - one application at a time: none while another is under review (21) or approved and not yet
 *   withdrawn (151);
 * - one loan per product: not while a loan of the same product is repaying or due (170, 174).
 *   A loan of another product still being repaid on time does not block (the app recommends
 *   other products to such borrowers).
 * Rejected (110) and settled (200) orders never block.
 */
export function newApplicationRefusal(orders: readonly BorrowerOrder[], productId: number): Reason | null {
  if (orders.some((o) => o.status === OrderStatus.overdue)) return APPLICATION_REFUSALS.overdue;
  if (orders.some((o) => o.status === OrderStatus.underReview || o.status === OrderStatus.approved)) return APPLICATION_REFUSALS.inProgress;
  if (orders.some((o) => o.productId === productId && (o.status === OrderStatus.repaying || o.status === OrderStatus.due))) {
    return APPLICATION_REFUSALS.sameProduct;
  }
  return null;
}
