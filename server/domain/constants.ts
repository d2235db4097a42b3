/**
 * Every regulatory and contractual number of the lending rules, each with its source.
 * Amounts are centavos, rates are integer basis points (10,000 bps = 100%).
 */

// ---------------------------------------------------------------------------------------------
// BSP Circular No. 1133, Series of 2021 ("Ceilings on Interest Rates and Other Fees Charged by
// Lending and Financing Companies"), in force since 3 January 2022 and implemented for lending and
// financing companies by SEC Memorandum Circular No. 3, Series of 2022.
// Legally the ceilings cover unsecured, general-purpose loans of at most PHP 10,000 payable within
// 4 months. We apply the total-cost cap, the nominal-interest ceiling and the EIR ceiling to EVERY
// loan, whatever its amount or term: one rule for all products is simpler to test and to explain,
// and it can only be more favourable to the borrower.
// ---------------------------------------------------------------------------------------------

/** The Circular states its monthly ceilings also per day (6%/month "about 0.2% per day"): a 30-day month. */
export const DAYS_PER_MONTH = 30;

/**
 * Total cost cap: all interest, fees and penalties together never exceed 100% of the amount
 * borrowed, however long the loan stays unpaid (BSP Circular No. 1133 s. 2021). Enforced: quotes
 * that would exceed it are refused and every later charge is cut to what is left under it.
 */
export const TOTAL_COST_CAP_BPS = 10_000;

/** Nominal interest ceiling: 6% per month (BSP Circular No. 1133 s. 2021). Enforced by quoteLoan. */
export const NOMINAL_INTEREST_CEILING_BPS_PER_MONTH = 600;

/** The same ceiling per day (600 / 30 = 20 bps = 0.20%/day), the unit our products are priced in. */
export const NOMINAL_INTEREST_CEILING_BPS_PER_DAY = NOMINAL_INTEREST_CEILING_BPS_PER_MONTH / DAYS_PER_MONTH;

/**
 * Effective interest rate ceiling: 15% per month, counting interest and all upfront fees but not
 * late-payment charges (BSP Circular No. 1133 s. 2021). Enforced by quoteLoan on the computed EIR.
 */
export const EIR_CEILING_PERCENT_PER_MONTH = 15;

/**
 * Late-payment penalty ceiling: 5% per month on the outstanding amount due (BSP Circular No. 1133
 * s. 2021). RECORDED, NOT ENFORCED: the loan terms (spec 001, section 9) set a one-time penalty
 * plus daily default interest of 5%/4%/2% per DAY, far above this ceiling, and BRIEF section 3 keeps
 * those terms and names the 100% total-cost cap as the limit to apply. The cap is therefore what
 * bounds late charges today; applying this ceiling as well is a legal decision left open
 * (see docs/lending-rules.md).
 */
export const LATE_PAYMENT_PENALTY_CEILING_BPS_PER_MONTH = 500;

// ---------------------------------------------------------------------------------------------
// Loan terms and conditions (spec 001, section 9 "Loan terms"; BRIEF section 3).
// ---------------------------------------------------------------------------------------------

/** Term: 91 to 365 calendar days (loan terms). */
export const MIN_TERM_DAYS = 91;
export const MAX_TERM_DAYS = 365;

/** One-time late penalty: PHP 1,000 for a new client (loan terms). */
export const LATE_PENALTY_NEW_CLIENT: number = 100_000;
/** One-time late penalty: PHP 800 for a repeat client (loan terms). */
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
