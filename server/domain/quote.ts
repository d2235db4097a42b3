import { ceilingsOn, type CeilingSet } from "./ceilings";
import { MAX_TERM_DAYS, MIN_TERM_DAYS } from "./constants";
import { addDays, isLocalDate, type LocalDate } from "./dates";
import { effectiveInterestRate, type EffectiveInterestRate } from "./eir";
import { applyBps, isCentavos, type Centavos } from "./money";
import { contractualInterest, describeAmountRange, serviceFee as serviceFeeFor, validatePricing, type ProductPricing } from "./pricing";
import { text, type Reason } from "./reasons";
import { buildSchedule, type ScheduledInstalment } from "./schedule";

export interface LoanRequest {
  principal: Centavos;
  termDays: number;
  periods: number;
}

/** "ceiling": the product is well formed but this loan would break a legal ceiling (named in the message). */
export type QuoteField = "principal" | "termDays" | "periods" | "disbursementDate" | "pricing" | "ceiling";

export interface QuoteError {
  field: QuoteField;
  /**
   * Written for the borrower for principal/termDays/periods/ceiling; for operations staff for
   * "pricing" (a malformed product). A text by key, said in the borrower's language.
   */
  message: Reason;
  /** For "pricing": which of the product's figures is malformed. */
  pricingField?: keyof ProductPricing;
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
  /** The id of the ceiling set the quote was checked against; the order keeps it (ceilings.ts). */
  ceilings: string;
}

export type QuoteResult = { ok: true; quote: LoanQuote } | { ok: false; error: QuoteError };

function refuse(field: QuoteField, message: Reason, pricingField?: keyof ProductPricing): QuoteResult {
  return { ok: false, error: pricingField ? { field, message, pricingField } : { field, message } };
}

function listChoices(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b).map(String);
  return sorted.length === 1 ? sorted[0] : `${sorted.slice(0, -1).join(", ")} or ${sorted[sorted.length - 1]}`;
}

function percentText(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(2)}%`;
}

/**
 * Prices a loan request for a product, or says which field is wrong and why. Refuses a loan that
 * breaks the total-cost cap, the nominal-interest ceiling or the EIR ceiling of the ceiling set in
 * force on the quote's date (or the set given: an accepted order keeps its own), so no quote a
 * borrower could accept is ever unlawful. A date before every circular prices with the earliest set.
 */
export function quoteLoan(
  pricing: ProductPricing,
  request: LoanRequest,
  disbursementDate: LocalDate,
  ceilingSet?: CeilingSet,
): QuoteResult {
  if (!isLocalDate(disbursementDate)) {
    return refuse("disbursementDate", text("disbursementDate"));
  }
  const ceilings = ceilingSet ?? ceilingsOn(disbursementDate);
  const pricingError = validatePricing(pricing, ceilings);
  if (pricingError?.ceiling) return refuse("ceiling", pricingError.message);
  if (pricingError) return refuse("pricing", pricingError.message, pricingError.field);

  const { principal, termDays, periods } = request;
  if (!isCentavos(principal) || principal < pricing.minAmount || principal > pricing.maxAmount) {
    return refuse("principal", text("amountRange", { range: describeAmountRange(pricing) }));
  }
  if (!Number.isSafeInteger(termDays) || termDays < MIN_TERM_DAYS || termDays > MAX_TERM_DAYS) {
    return refuse("termDays", text("termRange", { min: MIN_TERM_DAYS, max: MAX_TERM_DAYS }));
  }
  if (termDays < pricing.minTermDays || termDays > pricing.maxTermDays) {
    return refuse("termDays", text("productTerms", { min: pricing.minTermDays, max: pricing.maxTermDays }));
  }
  if (!pricing.periodsAllowed.includes(periods)) {
    const choices = listChoices(pricing.periodsAllowed);
    return refuse("periods", text("choosePayments", { choices, one: choices === "1" }));
  }

  const interest = contractualInterest(principal, pricing.interestBpsPerDay, termDays);
  const serviceFee = serviceFeeFor(principal, pricing.serviceFeeBps);
  const financeCharge = interest + serviceFee;
  if (financeCharge > applyBps(principal, ceilings.totalCostCapBps)) {
    return refuse("ceiling", text("overCostCap", { cap: percentText(ceilings.totalCostCapBps / 100), source: ceilings.source }));
  }
  const netProceeds = principal - serviceFee;
  if (netProceeds <= 0) return refuse("pricing", text("noProceeds"));

  const schedule = buildSchedule({ principal, interest, termDays, periods }, disbursementDate);
  const eir = effectiveInterestRate(
    netProceeds,
    disbursementDate,
    schedule.map((instalment) => ({ date: instalment.dueDate, amount: instalment.total })),
  );
  // Compared unrounded: a rate of 12.004% is above 12%, though it would display as 12.00%.
  if (eir.monthlyRate * 100 > ceilings.eirPercentPerMonth) {
    return refuse(
      "ceiling",
      text("overEirCeiling", {
        eir: `${(eir.monthlyRate * 100).toFixed(3)}%`,
        ceiling: percentText(ceilings.eirPercentPerMonth),
        source: ceilings.source,
        from: ceilings.effectiveFrom,
      }),
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
      ceilings: ceilings.id,
    },
  };
}
