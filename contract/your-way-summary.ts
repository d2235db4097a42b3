import { z } from "zod";

/**
 * What a page needs to offer the other ways to repay (ours, docs/decisions/174 and 274): carried by
 * the answers of Order Details (loan details) and the instalment repayment page (repayment
 * details), worked out from the same read of the order, so each page is one backend call. The
 * full figures and the pay codes stay with /v3/repay-your-way (repayWays, repayWayCode).
 */
export const yourWaySummary = z.object({
  /** What settles the loan today, in centavos; null when it cannot be paid off today. */
  payoff: z.number().int().nullable(),
  /** Whether some part of the loan may be paid today. */
  part: z.boolean(),
  /** The cancellation offer while the cooling-off period is open; null otherwise. */
  coolingOff: z.object({ amount: z.number().int(), lastDay: z.string() }).nullable(),
});
export type YourWaySummary = z.infer<typeof yourWaySummary>;
