import { z } from "zod";

/**
 * The legal ceilings that apply to a loan and the late-charge rule, as the lending rules state them
 * (server/domain/ceilings.ts): shown in the Truth in Lending disclosure of both confirm pages and
 * of the agreement. Amounts are centavos, rates percent.
 */
export const ceilingsDisclosure = z.object({
  /** The circular, e.g. "SEC Memorandum Circular No. 14, Series of 2025". */
  source: z.string(),
  citation: z.string(),
  effectiveFrom: z.string(),
  nominalPercentPerMonth: z.number(),
  eirPercentPerMonth: z.number(),
  latePercentPerMonth: z.number(),
  totalCostCapPercent: z.number(),
  /** The most interest, fees and penalties may ever add up to on this loan. */
  totalCostCap: z.number().int(),
  /** The contract's late charges (the maximum): one-time penalty and default interest tiers. */
  latePenalty: z.number().int(),
  defaultInterest: z.array(z.object({ fromDay: z.number().int(), toDay: z.number().int().nullable(), percentPerDay: z.number() })),
  /** A worked bound: on this scheduled amount due, late charges for 30 days late at most this. */
  lateExample: z.object({ amountDue: z.number().int(), maxPer30Days: z.number().int() }),
});
export type CeilingsDisclosure = z.output<typeof ceilingsDisclosure>;

/**
 * Late charges over the loan's life, as a borrower reads them (docs/decisions/233): what was
 * charged, and the legal ceiling it respects (the scheduled amount due and unpaid today and the
 * most late charges may add on it per 30 days). Contract amounts the law never allowed are not
 * shown: they could never be charged, so nothing of them was "waived".
 */
export const lateChargesBreakdown = z.object({
  latePenalty: z.number().int(),
  defaultInterest: z.number().int(),
  /** The scheduled amount due and unpaid today, the ceiling's base; 0 once nothing is overdue. */
  amountDueUnpaid: z.number().int(),
  /** The most late penalty and default interest together may add for 30 days on it. */
  ceilingPer30Days: z.number().int(),
  /** The total cost cap (everything the loan may ever cost), and whether it stopped late charges. */
  totalCostCap: z.number().int(),
  costCapReached: z.boolean(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  /** The circular whose late-payment ceiling applies, and its rate. */
  source: z.string(),
  latePercentPerMonth: z.number(),
});
export type LateChargesBreakdown = z.output<typeof lateChargesBreakdown>;
