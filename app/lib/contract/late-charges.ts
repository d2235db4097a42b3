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
 * Late charges over the loan's life, broken down so a borrower sees why they owe what they owe:
 * what the contract alone would charge, what was charged, and what the ceilings waived.
 */
export const lateChargesBreakdown = z.object({
  contractLatePenalty: z.number().int(),
  contractDefaultInterest: z.number().int(),
  latePenalty: z.number().int(),
  defaultInterest: z.number().int(),
  waivedByCeiling: z.number().int(),
  cutByCostCap: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  /** The circular whose late-payment ceiling applies, and its rate. */
  source: z.string(),
  latePercentPerMonth: z.number(),
});
export type LateChargesBreakdown = z.output<typeof lateChargesBreakdown>;
