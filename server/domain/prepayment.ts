import { PREPAYMENT_MIN_DAYS_AFTER_DISBURSEMENT, PREPAYMENT_MIN_ELAPSED_TERM_DIVISOR } from "./constants";
import { addDays, assertLocalDate, daysBetween, type LocalDate } from "./dates";
import { text, type Reason } from "./reasons";

export interface PrepaymentWindow {
  allowed: boolean;
  /** The first day on which amounts not yet due may be paid. */
  earliestDate: LocalDate;
  /** What the borrower reads about it (a text by key). */
  reason: Reason;
}

/**
 * Days after disbursement before prepayment opens: at least half the term must have passed
 * (91 days -> 45.5 -> day 46; 92 days -> day 46) and at least 7 days. For every lawful term
 * (91..365 days) the half-term rule is the later one; the 7-day floor still guards shorter terms.
 */
export function prepaymentOpensAfterDays(termDays: number): number {
  return Math.max(Math.ceil(termDays / PREPAYMENT_MIN_ELAPSED_TERM_DIVISOR), PREPAYMENT_MIN_DAYS_AFTER_DISBURSEMENT);
}

/** Whether the borrower may pay amounts that are not yet due (early repayment) on `today`. */
export function prepaymentAllowed(disbursementDate: LocalDate, termDays: number, today: LocalDate): PrepaymentWindow {
  assertLocalDate(disbursementDate, "disbursementDate");
  assertLocalDate(today, "today");
  if (!Number.isSafeInteger(termDays) || termDays < 1) throw new RangeError(`termDays must be positive, got ${termDays}`);
  const opensAfter = prepaymentOpensAfterDays(termDays);
  const earliestDate = addDays(disbursementDate, opensAfter);
  if (daysBetween(disbursementDate, today) >= opensAfter) {
    return { allowed: true, earliestDate, reason: text("earlyRepaymentOpen", { date: earliestDate }) };
  }
  const reason =
    opensAfter === PREPAYMENT_MIN_DAYS_AFTER_DISBURSEMENT
      ? text("earlyRepaymentAfterDays", { date: earliestDate, days: PREPAYMENT_MIN_DAYS_AFTER_DISBURSEMENT })
      : text("earlyRepaymentAfterHalfTerm", { date: earliestDate, term: termDays });
  return { allowed: false, earliestDate, reason };
}
