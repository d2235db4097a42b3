import { DAYS_PER_MONTH } from "./ceilings";
import { daysBetween, type LocalDate } from "./dates";
import type { Centavos } from "./money";

/**
 * Effective interest rate for the Truth in Lending Act disclosure (R.A. 3765; BSP Circular No. 730
 * s. 2011 defines the EIR as the rate that exactly discounts the future payments to the net
 * proceeds of the loan). Fees deducted upfront make it higher than the nominal rate.
 *
 * The period is a 30-day month, the same month the ceilings (ceilings.ts) use for their monthly EIR
 * ceiling; payments are discounted by their exact day count, (1 + m)^(days / 30).
 * The annual figure is the monthly rate x 12 (not compounded), the way monthly-priced loans quote
 * a yearly rate in Philippine disclosure statements.
 */
export interface EffectiveInterestRate {
  /** The solved monthly rate as a fraction (0.0609 = 6.09%), unrounded: use it for comparisons. */
  monthlyRate: number;
  /** Rounded to 2 decimals, for display. */
  monthlyPercent: number;
  /** The unrounded monthly rate x 12, in percent, rounded to 2 decimals, for display. */
  annualPercent: number;
}

export interface Payment {
  date: LocalDate;
  amount: Centavos;
}

const ITERATIONS = 200;

function presentValue(monthlyRate: number, flows: { months: number; amount: number }[]): number {
  let total = 0;
  for (const flow of flows) total += flow.amount / Math.pow(1 + monthlyRate, flow.months);
  return total;
}

/**
 * Solves the monthly rate m with sum(payment / (1 + m)^(days / 30)) = net proceeds, by bisection:
 * the present value falls strictly as m rises, so bisection always converges, with no starting
 * guess to tune (Newton's method can overshoot for large upfront fees).
 */
export function solveMonthlyRate(netProceeds: Centavos, disbursementDate: LocalDate, payments: Payment[]): number {
  if (!(netProceeds > 0)) throw new RangeError("net proceeds must be positive to have an EIR");
  if (payments.length === 0) throw new RangeError("at least one payment is needed");
  const flows = payments.map((payment) => {
    const days = daysBetween(disbursementDate, payment.date);
    if (days <= 0) throw new RangeError("payments must fall after the disbursement date");
    if (!(payment.amount >= 0)) throw new RangeError("payments cannot be negative");
    return { months: days / DAYS_PER_MONTH, amount: payment.amount };
  });
  if (!flows.some((flow) => flow.amount > 0)) throw new RangeError("at least one payment must be positive");

  let low = -0.999_999;
  if (presentValue(low, flows) <= netProceeds) {
    throw new RangeError("the payments are too small against the proceeds to have an EIR above -99.9999% a month");
  }
  let high = 1;
  while (presentValue(high, flows) > netProceeds) high *= 2;
  for (let i = 0; i < ITERATIONS; i += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle, flows) > netProceeds) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function effectiveInterestRate(netProceeds: Centavos, disbursementDate: LocalDate, payments: Payment[]): EffectiveInterestRate {
  const monthlyRate = solveMonthlyRate(netProceeds, disbursementDate, payments);
  return {
    monthlyRate,
    monthlyPercent: roundTo2(monthlyRate * 100),
    annualPercent: roundTo2(monthlyRate * 100 * 12),
  };
}
