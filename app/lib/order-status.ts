/**
 * How an order status looks and what a borrower can do in it (spec 000 §4). The colour is never the
 * only signal: the status title says it too.
 */
export type StatusTone = "blue" | "green" | "red" | "orange";

const TONES: Record<number, StatusTone> = {
  21: "blue",
  151: "green",
  110: "red",
  170: "blue",
  174: "orange",
  180: "red",
  200: "green",
  // Ours: cancelled in the cooling-off period (docs/decisions/174).
  210: "blue",
};

/** Unknown codes look like 21 (under review), as documented. */
export function statusTone(status: number): StatusTone {
  return TONES[status] ?? "blue";
}

export type OrderAction = "repay" | "rollover" | "repayment" | "borrowAgain";

/** The action buttons by status and whether an extension (rollover) is offered. */
export function orderActions(status: number, extensionOffered: boolean): OrderAction[] {
  if (status === 174 || status === 180) return extensionOffered ? ["repay", "rollover"] : ["repayment"];
  if (status === 170) return ["repayment"];
  if (status === 200) return ["borrowAgain"];
  return [];
}

/**
 * The intended recommended-products rule (BRIEF §5): shown unless the order is being repaid or is
 * settled. The documented code always hid them; that was a defect, not a rule.
 */
export function showsRecommendedProducts(status: number): boolean {
  return ![170, 174, 180, 200].includes(status);
}

/** For any status but 21, a non-empty continue URL takes the borrower there at once. */
export function redirectsToContinueUrl(status: number, continueUrl: string): boolean {
  return status !== 21 && continueUrl.trim() !== "";
}

/** Orders that have (or had) something to repay show their payment history: 170, 174, 180, 200, and 210 (its receipt). */
export function hasPaymentHistory(status: number): boolean {
  return [170, 174, 180, 200, 210].includes(status);
}

/** A settled order has a certificate of full payment (docs/decisions/186); the backend decides again. */
export function hasFullPaymentCertificate(status: number): boolean {
  return status === 200;
}

/**
 * The order rating (spec 000 §7, §9): from 4 stars on, the page asks the native app for its store
 * rating prompt; fewer stars get the page's own thank-you instead. Never both.
 */
export const STORE_RATING_FROM_STARS = 4;

export function asksStoreRating(stars: number): boolean {
  return stars >= STORE_RATING_FROM_STARS;
}
