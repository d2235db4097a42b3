import { COOLING_OFF_DAYS_DEFAULT } from "./constants";
import type { LocalDate } from "./dates";
import type { LoanState } from "./loan-state";
import { assertCentavos, type Centavos } from "./money";
import { cancelLoan } from "./repay-your-way";
import { cancellationSettlement, settle, type Settlement } from "./settlement";

/**
 * Money arriving for an order, whatever brought it (a gateway pay code, a card payment confirmed
 * with its SMS code, an extension code): how much of it is applied to the debt and how much is
 * owed back to the borrower (docs/decisions/150). One debt is paid once:
 *
 * - money for a way of paying that is still open (a pay code neither expired nor replaced, a card
 *   request just confirmed) is settled by the lending rules (`settle`): applied up to what is owed
 *   at that moment, the rest owed back;
 * - money for a way that is closed (its code expired, or another payment was applied to the order
 *   since it was priced, or the same code was paid a second time) is owed back in full: its amount
 *   was for a debt that has since changed, and the borrower has been, or can be, given a code for
 *   what is owed now;
 * - a settlement that would apply nothing is no repayment: no receipt, everything owed back.
 *
 * - money returned to cancel a loan in its cooling-off period (kind 'cancel', decision 174) cancels
 *   it when it is at least the proceeds and the period is still open; the rest is owed back. Less,
 *   or too late, cancels nothing: all of it is owed back, as for a closed way.
 * - money for "pay in full today" (kind 'payoff', decision 216) was quoted as what settles the loan:
 *   it is applied only when it settles the loan on the day it arrives. Less than that (another
 *   day's charges accrued since the quote) applies nothing and is owed back whole, as for a closed
 *   way: a borrower is never left owing against a receipt for "what settles your loan today".
 *
 * Conserved: applied + owedBack = amount.
 */

/** Whether the way the money came by was still open when it arrived. */
export type WayStanding = "open" | "closed";

/** Why money is owed back: it came for a closed way, or it was more than the loan owed. */
export type OwedBackReason = "closed" | "overpaid";

export interface Arrival {
  /** What the rules applied to the debt (centavos); 0 when nothing was. */
  applied: Centavos;
  /** What is owed back to the borrower (centavos). */
  owedBack: Centavos;
  /** The settlement to store and prove with a receipt; null when nothing was applied. */
  settlement: Settlement | null;
  reason: OwedBackReason | null;
}

export function receiveMoney(
  state: LoanState | null,
  kind: "repay" | "extend" | "cancel" | "payoff",
  amount: Centavos,
  today: LocalDate,
  standing: WayStanding,
  coolingOffDays: number = COOLING_OFF_DAYS_DEFAULT,
): Arrival {
  assertCentavos(amount, "amount");
  if (standing === "closed" || !state) return { applied: 0, owedBack: amount, settlement: null, reason: amount > 0 ? "closed" : null };
  if (kind === "cancel") {
    const cancellation = cancelLoan(state, amount, today, coolingOffDays);
    if (!cancellation.cancelled) return { applied: 0, owedBack: amount, settlement: null, reason: amount > 0 ? "closed" : null };
    const settlement = cancellationSettlement(state, today, cancellation.applied, cancellation.owedBack);
    return {
      applied: cancellation.applied,
      owedBack: cancellation.owedBack,
      settlement,
      reason: cancellation.owedBack > 0 ? "overpaid" : null,
    };
  }
  const settlement = settle(state, kind === "payoff" ? "repay" : kind, amount, today);
  if (kind === "payoff" && !settlement.fullyPaid)
    return { applied: 0, owedBack: amount, settlement: null, reason: amount > 0 ? "closed" : null };
  const owedBack = settlement.allocation.overpayment;
  const applied = amount - owedBack;
  if (applied === 0) return { applied: 0, owedBack: amount, settlement: null, reason: amount > 0 ? "overpaid" : null };
  return { applied, owedBack, settlement, reason: owedBack > 0 ? "overpaid" : null };
}

/**
 * A card is debited only for exactly what the rules say is payable now: the amount the SMS code
 * was sent for. Anything else (the loan was paid meanwhile by another way, an extension or a
 * payment changed the amount, a day's late charges were added) is refused before any debit, so
 * a card never takes money that would have to be owed back.
 */
export function cardDebitRefusal(asked: Centavos, payableNow: Centavos): "settled" | "changed" | null {
  if (payableNow <= 0) return "settled";
  return asked === payableNow ? null : "changed";
}
