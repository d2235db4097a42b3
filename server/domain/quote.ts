import { EIR_CEILING_PERCENT_PER_MONTH, MAX_TERM_DAYS, MIN_TERM_DAYS, TOTAL_COST_CAP_BPS } from "./constants";
import { addDays, isLocalDate, type LocalDate } from "./dates";
import { effectiveInterestRate, type EffectiveInterestRate } from "./eir";
import { applyBps, isCentavos, type Centavos } from "./money";
import {
  contractualInterest,
  describeAmountRange,
  serviceFee as serviceFeeFor,
  validatePricing,
  type ProductPricing,
} from "./pricing";
import { buildSchedule, type ScheduledInstalment } from "./schedule";

export interface LoanRequest {
  principal: Centavos;
  termDays: number;
  periods: number;
}

export type QuoteField = "principal" | "termDays" | "periods" | "disbursementDate" | "pricing";

export interface QuoteError {
  field: QuoteField;
  /** Written for the borrower for principal/termDays/periods; for operations staff for "pricing". */
  message: string;
}

export interface LoanQuote {
  principal: Centavos;
  termDays: number;
  periods: number;
  disbursementDate: LocalDate;
  /** disbursementDate + termDays: the last instalment's due date. */
  maturityDate: LocalDate;
  /** The pricing the quote was made with, so a loan keeps it even if the product changes later. */
  interestBpsPerDay: number;
  serviceFeeBps: number;
  interest: Centavos;
  serviceFee: Centavos;
  /** interest + serviceFee: the finance charge of the Truth in Lending disclosure. */
  financeCharge: Centavos;
  /** principal - serviceFee: what reaches the borrower's account. */
  netProceeds: Centavos;
  /**
   * The Truth in Lending "amount financed" (R.A. 3765, BSP Circular 730): the principal less the
   * prepaid finance charges (the deducted service fee), i.e. the net proceeds. With the finance
   * charge it adds up to the total of payments.
   */
  amountFinanced: Centavos;
  /** principal + interest: what the schedule asks back (the fee was already deducted). */
  totalRepayable: Centavos;
  schedule: ScheduledInstalment[];
  eir: EffectiveInterestRate;
}

export type QuoteResult = { ok: true; quote: LoanQuote } | { ok: false; error: QuoteError };

function refuse(field: QuoteField, message: string): QuoteResult {
  return { ok: false, error: { field, message } };
}

function listChoices(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b).map(String);
  return sorted.length === 1 ? sorted[0] : `${sorted.slice(0, -1).join(", ")} or ${sorted[sorted.length - 1]}`;
}

/**
 * Prices a loan request for a product, or says which field is wrong and why. Refuses pricing that
 * breaks the total-cost cap, the nominal-interest ceiling or the EIR ceiling (BSP Circular 1133),
 * so no quote that a borrower could accept is ever unlawful.
 */
export function quoteLoan(pricing: ProductPricing, request: LoanRequest, disbursementDate: LocalDate): QuoteResult {
  const pricingError = validatePricing(pricing);
  if (pricingError) return refuse("pricing", `${pricingError.field}: ${pricingError.message}`);

  const { principal, termDays, periods } = request;
  if (!isCentavos(principal) || principal < pricing.minAmount || principal > pricing.maxAmount) {
    return refuse("principal", `Choose an amount from ${describeAmountRange(pricing)}.`);
  }
  if (!Number.isSafeInteger(termDays) || termDays < MIN_TERM_DAYS || termDays > MAX_TERM_DAYS) {
    return refuse("termDays", `The loan term must be from ${MIN_TERM_DAYS} to ${MAX_TERM_DAYS} days.`);
  }
  if (termDays < pricing.minTermDays || termDays > pricing.maxTermDays) {
    return refuse("termDays", `This product offers terms from ${pricing.minTermDays} to ${pricing.maxTermDays} days.`);
  }
  if (!pricing.periodsAllowed.includes(periods)) {
    const choices = listChoices(pricing.periodsAllowed);
    return refuse("periods", `Choose ${choices} ${choices === "1" ? "payment" : "payments"}.`);
  }
  if (!isLocalDate(disbursementDate)) {
    return refuse("disbursementDate", "The disbursement date must be a YYYY-MM-DD calendar date.");
  }

  const interest = contractualInterest(principal, pricing.interestBpsPerDay, termDays);
  const serviceFee = serviceFeeFor(principal, pricing.serviceFeeBps);
  const financeCharge = interest + serviceFee;
  if (financeCharge > applyBps(principal, TOTAL_COST_CAP_BPS)) {
    return refuse(
      "pricing",
      "Interest and fees for this term would exceed 100% of the principal (total cost cap, BSP Circular No. 1133).",
    );
  }
  const netProceeds = principal - serviceFee;
  if (netProceeds <= 0) return refuse("pricing", "The service fee leaves no proceeds to disburse.");

  const schedule = buildSchedule({ principal, interest, termDays, periods }, disbursementDate);
  const eir = effectiveInterestRate(
    netProceeds,
    disbursementDate,
    schedule.map((instalment) => ({ date: instalment.dueDate, amount: instalment.total })),
  );
  if (eir.monthlyRate * 100 > EIR_CEILING_PERCENT_PER_MONTH) {
    return refuse(
      "pricing",
      `The effective interest rate, ${(eir.monthlyRate * 100).toFixed(3)}% a month, would exceed the ceiling of ${EIR_CEILING_PERCENT_PER_MONTH}% a month (BSP Circular No. 1133).`,
    );
  }

  return {
    ok: true,
    quote: {
      principal,
      termDays,
      periods,
      disbursementDate,
      maturityDate: addDays(disbursementDate, termDays),
      interestBpsPerDay: pricing.interestBpsPerDay,
      serviceFeeBps: pricing.serviceFeeBps,
      interest,
      serviceFee,
      financeCharge,
      netProceeds,
      amountFinanced: netProceeds,
      totalRepayable: principal + interest,
      schedule,
      eir,
    },
  };
}
