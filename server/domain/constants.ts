/**
 * Every regulatory and contractual number of the lending rules, each with its source.
 * Amounts are centavos, rates are integer basis points (10,000 bps = 100%).
 */

// The legal ceilings (BSP Circular No. 1133 s.2021, SEC MC No. 14 s.2025) are dated data in
// ceilings.ts: which set applies depends on the day a loan is accepted.

// ---------------------------------------------------------------------------------------------
// Loan terms and conditions (spec 001, section 9 "Loan terms"; BRIEF section 3).
// ---------------------------------------------------------------------------------------------

/** Term: 91 to 365 calendar days (loan terms). */
export const MIN_TERM_DAYS = 91;
export const MAX_TERM_DAYS = 365;

/** Decision on an application: within 1 day of applying (loan terms, "Decision"). */
export const DECISION_WITHIN_DAYS = 1;
/** Release of funds: within 1 to 3 calendar days after the borrower accepts (loan terms). */
export const PAYOUT_WITHIN_DAYS = { min: 1, max: 3 } as const;

/** One-time late penalty: ₱1,000 for a new client (loan terms). */
export const LATE_PENALTY_NEW_CLIENT: number = 100_000;
/** One-time late penalty: ₱800 for a repeat client (loan terms). */
export const LATE_PENALTY_REPEAT_CLIENT: number = 80_000;

export interface DefaultInterestTier {
  /** 1-based tier number, for reports. */
  readonly tier: number;
  /** First day overdue the rate applies to (day 1 = the day after the due date). */
  readonly fromDay: number;
  /** Last day overdue the rate applies to; null = no end. */
  readonly toDay: number | null;
  readonly bpsPerDay: number;
}

/**
 * Daily default interest on the unpaid amount (loan terms): 5% a day for days 1-30 overdue,
 * 4% for days 31-90, 2% from day 91 on.
 */
export const DEFAULT_INTEREST_TIERS: readonly DefaultInterestTier[] = [
  { tier: 1, fromDay: 1, toDay: 30, bpsPerDay: 500 },
  { tier: 2, fromDay: 31, toDay: 90, bpsPerDay: 400 },
  { tier: 3, fromDay: 91, toDay: null, bpsPerDay: 200 },
];

/** Prepayment: not before 7 calendar days after disbursement (loan terms). */
export const PREPAYMENT_MIN_DAYS_AFTER_DISBURSEMENT = 7;

/** Prepayment: only once at least half the term has passed (loan terms); the fraction is 1/2. */
export const PREPAYMENT_MIN_ELAPSED_TERM_DIVISOR = 2;

/** Judgment default: the amount has been unpaid for 10 days after maturity (loan terms). */
export const JUDGMENT_DEFAULT_DAYS = 10;

/**
 * Payment order after maturity (loan terms): lawful charges, enforcement costs, late penalties,
 * then fees, interest and principal.
 */
export const ALLOCATION_ORDER = ["charges", "costs", "penalties", "fees", "interest", "principal"] as const;

/**
 * Cooling-off: days after release in which the borrower may cancel by returning the proceeds
 * (R.A. 11765 and the SEC's rules under it; configuration COOLING_OFF_DAYS, docs/decisions/174).
 */
export const COOLING_OFF_DAYS_DEFAULT = 7;

/** The least a part payment may be unless configuration says otherwise (PART_PAYMENT_MIN_CENTAVOS): ₱100. */
export const PART_PAYMENT_MIN_DEFAULT: number = 10_000;
