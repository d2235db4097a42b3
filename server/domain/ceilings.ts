import { assertLocalDate, compareDates, type LocalDate } from "./dates";

/**
 * The legal ceilings on what a loan may cost, as dated, cited data.
 *
 * A loan is priced and charged under the set in force on the day it is accepted (entered into);
 * an extension (renewal, restructuring) moves it to the set in force on the extension's date.
 * The order keeps the id of its set, so a later circular never reprices an existing loan.
 *
 * Adding the next circular is adding one entry to CEILING_SETS (in effective-date order).
 *
 * Legally these circulars cover loans of at most ₱10,000 payable within 4 months; we apply them
 * to every loan, whatever its amount or term: one rule for all products is simpler to test and to
 * explain, and it can only favour the borrower.
 */
export interface CeilingSet {
  /** Stable id stored on the order. Never change an id once an order may hold it. */
  readonly id: string;
  /** First day (Manila) the set applies to loans accepted, renewed or restructured. */
  readonly effectiveFrom: LocalDate;
  /** The issuance, as a borrower would look it up. */
  readonly source: string;
  /** What the issuance is and where its numbers come from. */
  readonly citation: string;
  /** Nominal interest: at most this many basis points a month (600 = 6%). */
  readonly nominalInterestBpsPerMonth: number;
  /** Effective interest rate (interest and all fees, penalties excluded): at most this % a month. */
  readonly eirPercentPerMonth: number;
  /**
   * Late-payment penalties (the one-time penalty and default interest together): at most this many
   * basis points a month of the scheduled amount that is due and unpaid (500 = 5%).
   */
  readonly latePaymentBpsPerMonth: number;
  /** Total cost (interest, fees, charges, penalties) over the loan's life: at most this share of the principal. */
  readonly totalCostCapBps: number;
}

/** The circulars state monthly ceilings also per day (6% a month "about 0.20% a day"): a 30-day month. */
export const DAYS_PER_MONTH = 30;

export const CEILING_SETS: readonly CeilingSet[] = [
  {
    id: "BSP-1133-2021",
    effectiveFrom: "2022-01-03",
    source: "BSP Circular No. 1133, Series of 2021",
    citation:
      'Bangko Sentral ng Pilipinas Circular No. 1133, Series of 2021, "Ceilings on Interest Rates and Other Fees Charged by Lending and Financing Companies", in force since 3 January 2022 (implemented by SEC Memorandum Circular No. 3, Series of 2022).',
    nominalInterestBpsPerMonth: 600,
    eirPercentPerMonth: 15,
    latePaymentBpsPerMonth: 500,
    totalCostCapBps: 10_000,
  },
  {
    id: "SEC-MC-14-2025",
    effectiveFrom: "2026-04-01",
    source: "SEC Memorandum Circular No. 14, Series of 2025",
    citation:
      'Securities and Exchange Commission Memorandum Circular No. 14, Series of 2025 (10 December 2025), "Recalibrated Ceilings on Interest Rates and Other Fees Charged by Financing Companies and Lending Companies", under R.A. 11765, for loans entered into, renewed or restructured from 1 April 2026.',
    nominalInterestBpsPerMonth: 600,
    eirPercentPerMonth: 12,
    latePaymentBpsPerMonth: 500,
    totalCostCapBps: 10_000,
  },
];

/** The earliest set: what a date before every circular prices with (a clock set in the past). */
export const EARLIEST_CEILINGS: CeilingSet = CEILING_SETS[0];

/** The set in force on `date`: the latest one whose effective date is on or before it, else the earliest. */
export function ceilingsOn(date: LocalDate): CeilingSet {
  assertLocalDate(date, "date");
  let found = EARLIEST_CEILINGS;
  for (const set of CEILING_SETS) if (compareDates(set.effectiveFrom, date) <= 0) found = set;
  return found;
}

/** A stored id's set. An unknown id is a broken row, not user input: it throws. */
export function ceilingsById(id: string): CeilingSet {
  const set = CEILING_SETS.find((candidate) => candidate.id === id);
  if (!set) throw new RangeError(`unknown ceiling set ${JSON.stringify(id)}`);
  return set;
}

export function isCeilingSetId(id: unknown): id is string {
  return typeof id === "string" && CEILING_SETS.some((set) => set.id === id);
}

/** Nominal interest ceiling per day, the unit products are priced in (600 / 30 = 20 bps = 0.20%). */
export function nominalInterestCeilingBpsPerDay(set: CeilingSet): number {
  return set.nominalInterestBpsPerMonth / DAYS_PER_MONTH;
}

/**
 * The late-charge allowance accrues day by day: each day a scheduled amount is due and unpaid adds
 * amount x latePaymentBpsPerMonth / (10,000 x 30). The numerator is kept exactly (integers) and
 * divided by this denominator only when whole centavos are granted (see accrual.ts).
 */
export const LATE_ALLOWANCE_DENOMINATOR = 10_000 * DAYS_PER_MONTH;

/**
 * The most late charges (penalty and default interest together) can add for 30 days on a scheduled
 * amount due and unpaid for all of them: 5% of it, in whole centavos, rounded down (₱11,365.00
 * due -> ₱568.25). The day-by-day accrual grants exactly this over any 30 such days.
 */
export function lateChargeCeilingPer30Days(amountDue: number, set: CeilingSet): number {
  if (!Number.isSafeInteger(amountDue) || amountDue < 0) throw new RangeError(`amountDue must be whole centavos, got ${amountDue}`);
  return Math.floor((amountDue * set.latePaymentBpsPerMonth) / 10_000);
}
