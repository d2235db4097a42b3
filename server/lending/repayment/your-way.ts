import { formatPeso, pesoAmountToCentavos, type RepayWay, type WireDataOf, type repayWayCode, type repayWays } from "@contract";
import { addDays, partPaymentRefusal, type PartPaymentRange } from "../../domain";
import { OrderStatus } from "../../domain/order-status";
import { LendingError } from "../errors";
import { render, text, type BackendLanguage, type Text } from "../texts";
import { repayList, channelByNumber } from "./channels";
import { loadOrder, payCodeFor, type StoredPaymentKind } from "./service";
import { waysToday } from "./ways-today";

/**
 * Repaying the borrower's way (docs/decisions/174): what settles the loan today, the range a part
 * payment may take, and the cooling-off cancellation, each from server/domain, and a pay code for
 * exactly the way chosen. The money they bring is applied by the one rule every apply path uses
 * (receiveMoney, through the gateway postback), so nothing here decides an amount on its own.
 */

const NOTHING = text("nothingToRepay");

export async function repayWaysInfo(borrowerId: number, orderId: number, language: BackendLanguage): Promise<WireDataOf<typeof repayWays>> {
  const loaded = await loadOrder(borrowerId, orderId);
  const { order, view } = loaded;
  const ways = waysToday(loaded.view);
  const s = (reason: Text | null) => (reason ? render(reason, language) : "");
  const closedReason = s(
    order.status === OrderStatus.settled
      ? text("loanFullyPaidThanks")
      : order.status === OrderStatus.cancelled
        ? text("loanCancelledNothingOwed")
        : NOTHING,
  );
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    productId: order.productId,
    productName: order.product.name,
    orderStatus: order.status,
    dueDate: view.lifecycle?.nextDueDate ?? "",
    overdue: (view.lifecycle?.daysOverdue ?? 0) > 0 || (view.due?.chargesTotal ?? 0) > 0,
    payoff: ways.payoff
      ? { ...ways.payoff, reason: s(ways.payoff.reason) }
      : { amount: 0, principal: 0, interest: 0, charges: 0, rebate: 0, allowed: false, reason: closedReason },
    part: ways.part ? { ...ways.part, reason: s(ways.part.reason) } : { allowed: false, min: 0, max: 0, reason: closedReason },
    coolingOff: ways.coolingOff ? { amount: ways.coolingOff.amount, lastDay: ways.coolingOff.lastDay } : null,
    channels: repayList(),
  };
}

/** The refusal of a typed part-payment amount, beside its field too (both said in the session's language). */
function partAmountOf(typed: string | undefined, range: PartPaymentRange | null): number {
  const amount = pesoAmountToCentavos(typed ?? "");
  const refuse = (message: Text) => {
    throw new LendingError("invalidInput", message, { fieldErrors: { amount: message } });
  };
  if (!range || !range.allowed) throw new LendingError("conflict", range?.reason ?? NOTHING);
  if (amount === null) return refuse(text("amountInPesos"));
  const refusal = partPaymentRefusal(amount, range);
  if (refusal === "below") return refuse(text("payAtLeast", { amount: formatPeso(range.min) }));
  if (refusal === "above") return refuse(text("payAtMost", { amount: formatPeso(range.max) }));
  return amount;
}

/** The instant a Manila calendar day ends (the next day's 00:00 in Manila, UTC+8). */
function endOfManilaDay(day: string): Date {
  return new Date(`${addDays(day, 1)}T00:00:00+08:00`);
}

export async function issueRepayWayCode(
  borrowerId: number,
  input: { orderId: number; way: RepayWay; amount?: string; channelNumber: string; returnPath?: string },
  language: BackendLanguage,
): Promise<WireDataOf<typeof repayWayCode>> {
  const loaded = await loadOrder(borrowerId, input.orderId);
  const ways = waysToday(loaded.view);
  let amount: number;
  let until: Date | undefined;
  if (input.way === "payoff") {
    if (!ways.payoff?.allowed) throw new LendingError("conflict", ways.payoff?.reason ?? NOTHING);
    amount = ways.payoff.amount;
    // What settles the loan is priced for today (Manila): tomorrow's charges make it another
    // figure, so the code dies with the day it was quoted, as a cancellation's dies with its
    // period (docs/decisions/216).
    until = endOfManilaDay(loaded.view.today);
  } else if (input.way === "part") {
    amount = partAmountOf(input.amount, ways.part);
  } else {
    if (!ways.coolingOff) throw new LendingError("conflict", text("cancelWindowClosed"));
    amount = ways.coolingOff.amount;
    // The code dies with the period: money paid after it would only be owed back.
    until = endOfManilaDay(ways.coolingOff.lastDay);
  }
  const channel = channelByNumber(input.channelNumber);
  if (!channel) throw new LendingError("invalidInput", text("channelNotOffered"));
  const kind: StoredPaymentKind = input.way;
  return payCodeFor(loaded.order, kind, amount, channel.channel_number, input.returnPath, language, until);
}
