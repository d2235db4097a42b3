import { DEFAULT_INTEREST_TIERS, LATE_PENALTY_NEW_CLIENT, LATE_PENALTY_REPEAT_CLIENT, type DefaultInterestTier } from "./constants";
import { daysBetween, type LocalDate } from "./dates";
import { applyBps, assertCentavos, type Centavos } from "./money";

/**
 * Charges for paying late, as the loan terms write them: the contractual MAXIMUM. What is charged
 * is the lesser of these and the late-payment ceiling, then the total cost cap (accrual.ts).
 *
 * - Day 1 overdue is the day after the due date; on the due date itself nothing is late yet.
 * - The one-time late penalty is assessed on day 1 overdue, once per loan.
 * - Default interest accrues for every day overdue, that day included, at the tier rate for that
 *   day (5% days 1-30, 4% days 31-90, 2% from day 91), on the UNPAID AMOUNT: the principal plus
 *   contractual interest still owed on the late instalment. It never compounds: penalties and
 *   default interest already charged are not part of the base.
 * - Each day's default interest is rounded to the centavo (half up) on its own, so accruing day by
 *   day, week by week or all at once gives the same total.
 */

export function latePenaltyAmount(repeatClient: boolean): Centavos {
  return repeatClient ? LATE_PENALTY_REPEAT_CLIENT : LATE_PENALTY_NEW_CLIENT;
}

export function defaultInterestTierForDay(dayOverdue: number): DefaultInterestTier {
  if (!Number.isSafeInteger(dayOverdue) || dayOverdue < 1) {
    throw new RangeError(`dayOverdue must be a whole number from 1, got ${dayOverdue}`);
  }
  const tier = DEFAULT_INTEREST_TIERS.find((candidate) => candidate.toDay === null || dayOverdue <= candidate.toDay);
  if (!tier) throw new Error("DEFAULT_INTEREST_TIERS must end with an open tier");
  return tier;
}

export interface TierAccrual {
  tier: number;
  /** First and last day overdue accrued in this tier. */
  fromDay: number;
  toDay: number;
  days: number;
  bpsPerDay: number;
  /** One day's default interest in this tier, rounded half up. */
  perDay: Centavos;
  /** days x perDay. */
  amount: Centavos;
}

export interface DefaultInterestAccrual {
  tiers: TierAccrual[];
  total: Centavos;
}

/**
 * Default interest on `unpaidAmount` for the overdue days after `accruedThrough` (exclusive) up to
 * `today` (inclusive), before any cap. Days on or before the due date never count.
 */
export function accrueDefaultInterest(
  unpaidAmount: Centavos,
  dueDate: LocalDate,
  accruedThrough: LocalDate | null,
  today: LocalDate,
): DefaultInterestAccrual {
  assertCentavos(unpaidAmount, "unpaidAmount");
  const lastDay = daysBetween(dueDate, today);
  const alreadyAccrued = accruedThrough === null ? 0 : Math.max(0, daysBetween(dueDate, accruedThrough));
  const firstDay = alreadyAccrued + 1;
  const tiers: TierAccrual[] = [];
  if (unpaidAmount === 0 || lastDay < firstDay) return { tiers, total: 0 };
  for (const tier of DEFAULT_INTEREST_TIERS) {
    const from = Math.max(tier.fromDay, firstDay);
    const to = tier.toDay === null ? lastDay : Math.min(tier.toDay, lastDay);
    if (to < from) continue;
    const days = to - from + 1;
    const perDay = applyBps(unpaidAmount, tier.bpsPerDay);
    tiers.push({ tier: tier.tier, fromDay: from, toDay: to, days, bpsPerDay: tier.bpsPerDay, perDay, amount: days * perDay });
  }
  return { tiers, total: tiers.reduce((sum, tier) => sum + tier.amount, 0) };
}
