import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { id } from "./fields";
import { keyed } from "./keyed-message";
import { repayChannel } from "./repayment";

/**
 * Repaying the borrower's way (ours; R.A. 11765, docs/decisions/174): the whole loan today, any part
 * of it, or cancelling it in the cooling-off period. Amounts are centavos; the server decides every
 * figure from the lending rules, and issues a pay code for exactly the way chosen.
 */

export const REPAY_WAYS = ["payoff", "part", "cancel"] as const;
export type RepayWay = (typeof REPAY_WAYS)[number];

export const repayWaysData = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  orderStatus: z.number().int(),
  /** The next due date ('' when none). */
  dueDate: z.string(),
  /** A due date has passed with something unpaid: late charges are running. */
  overdue: z.boolean(),
  payoff: z.object({
    amount: z.number().int(),
    principal: z.number().int(),
    interest: z.number().int(),
    charges: z.number().int(),
    rebate: z.number().int(),
    allowed: z.boolean(),
    /** Why it cannot be paid off today; '' when it can. */
    reason: z.string(),
  }),
  part: z.object({ allowed: z.boolean(), min: z.number().int(), max: z.number().int(), reason: z.string() }),
  /** The cancellation offer while the cooling-off period is open; null otherwise (the offer is gone). */
  coolingOff: z.object({ amount: z.number().int(), lastDay: z.string() }).nullable(),
  channels: z.array(repayChannel),
});
export type RepayWaysData = z.infer<typeof repayWaysData>;

/** What the order can pay today, each way. */
export const repayWays = defineEndpoint({
  name: "ways to repay",
  method: "POST",
  path: "/v3/repay-your-way/options",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({ orderId: id("Order") }),
  data: repayWaysData,
});

/**
 * A pay code for one way. `amount` (pesos as typed) is read for a part payment only; a refused
 * amount answers invalidInput with `data.fieldErrors.amount`.
 */
export const repayWayCode = defineEndpoint({
  name: "pay code for a way to repay",
  method: "POST",
  path: "/v3/repay-your-way/code",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({
    orderId: id("Order"),
    way: z.enum(REPAY_WAYS, { error: keyed("chooseWayToPay") }),
    amount: z.string().max(40).optional(),
    channelNumber: z
      .string({ error: keyed("noChannel") })
      .trim()
      .min(1, keyed("noChannel"))
      .max(20),
    returnPath: z.string().max(2000).optional(),
  }),
  data: z.object({ payUrl: z.string(), reference: z.string(), amount: z.number().int(), expiresAt: z.string(), channelNumber: z.string() }),
});
