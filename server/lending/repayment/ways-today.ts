import type { YourWaySummary } from "@contract";
import { serverConfig } from "../../config";
import { coolingOff, partPaymentRangeOf, payoffQuoteOf, type PartPaymentRange } from "../../domain";
import { isRepayable } from "../../domain/order-status";
import type { LoanView } from "../loans/loan-store";

/**
 * The ways a loan can be repaid today (docs/decisions/174), from a view already brought up to
 * today: what settles it, the range a part payment may take, and the cooling-off cancellation
 * while it is open, each from server/domain. Worked out from the amount due the view holds (the
 * same state and day), so the loan's charges are accrued once a call, not once per figure.
 */
export function waysToday(view: LoanView) {
  const repayable = isRepayable(view.order.status) && view.state !== null;
  const payoff = repayable ? payoffQuoteOf(view.due!) : null;
  const part: PartPaymentRange | null = repayable ? partPaymentRangeOf(view.due!, serverConfig().PART_PAYMENT_MIN_CENTAVOS) : null;
  const offer = repayable ? coolingOff(view.state!, view.today, serverConfig().COOLING_OFF_DAYS) : null;
  return { payoff, part, coolingOff: offer && offer.open ? offer : null };
}

/** What Order Details and the repayment page offer of those ways (docs/decisions/274). */
export function yourWaySummaryOf(view: LoanView): YourWaySummary {
  const ways = waysToday(view);
  return {
    payoff: ways.payoff?.allowed ? ways.payoff.amount : null,
    part: ways.part?.allowed ?? false,
    coolingOff: ways.coolingOff ? { amount: ways.coolingOff.amount, lastDay: ways.coolingOff.lastDay } : null,
  };
}
