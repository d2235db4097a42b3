/**
 * Shared fixtures and fast-check generators for the lending-rule tests (not part of the public API).
 */
import fc from "fast-check";
import { addDays, type LocalDate } from "./dates";
import { loanStateFromQuote, type LoanState } from "./loan-state";
import type { ProductPricing } from "./pricing";
import { quoteLoan, type LoanQuote, type LoanRequest } from "./quote";
import { inEnglish } from "./reasons";

/** 0.15% a day, 5% service fee: the example product of docs/lending-rules.md. */
export const PRICING: ProductPricing = {
  minAmount: 100_000,
  maxAmount: 5_000_000,
  minTermDays: 91,
  maxTermDays: 365,
  periodsAllowed: [1, 3, 6],
  interestBpsPerDay: 15,
  serviceFeeBps: 500,
};

export const DISBURSED: LocalDate = "2025-01-06";

export interface OpenLoanOptions {
  principal?: number;
  termDays?: number;
  periods?: number;
  repeatClient?: boolean;
  pricing?: ProductPricing;
  disbursementDate?: LocalDate;
}

/** Quotes and disburses a loan; throws if the quote is refused (a broken fixture, not a test). */
export function openLoan(options: OpenLoanOptions = {}): { quote: LoanQuote; state: LoanState } {
  const request: LoanRequest = {
    principal: options.principal ?? 1_000_000,
    termDays: options.termDays ?? 91,
    periods: options.periods ?? 1,
  };
  const result = quoteLoan(options.pricing ?? PRICING, request, options.disbursementDate ?? DISBURSED);
  if (!result.ok) throw new Error(`fixture quote refused: ${result.error.field}: ${inEnglish(result.error.message)}`);
  return { quote: result.quote, state: loanStateFromQuote(result.quote, { repeatClient: options.repeatClient ?? false }) };
}

/** Day `n` relative to a date, for readable tests: day(due, 31). */
export function day(date: LocalDate, n: number): LocalDate {
  return addDays(date, n);
}

export const arbDate: fc.Arbitrary<LocalDate> = fc.integer({ min: 0, max: 365 * 30 }).map((offset) => addDays("2015-01-01", offset));

export const arbPricing: fc.Arbitrary<ProductPricing> = fc
  .record({
    minAmount: fc.integer({ min: 1, max: 1_000_000 }),
    extraAmount: fc.integer({ min: 0, max: 10_000_000 }),
    minTermDays: fc.integer({ min: 91, max: 365 }),
    extraTerm: fc.integer({ min: 0, max: 274 }),
    periodsAllowed: fc.uniqueArray(fc.constantFrom(1, 2, 3, 4, 6, 12), { minLength: 1, maxLength: 4 }),
    interestBpsPerDay: fc.integer({ min: 0, max: 20 }),
    serviceFeeBps: fc.integer({ min: 0, max: 1_000 }),
  })
  .map(({ minAmount, extraAmount, minTermDays, extraTerm, ...rest }) => ({
    minAmount,
    maxAmount: minAmount + extraAmount,
    minTermDays,
    maxTermDays: Math.min(365, minTermDays + extraTerm),
    ...rest,
  }));

/** A product and a request inside its ranges (the quote may still refuse it on EIR grounds). */
export const arbPricedRequest: fc.Arbitrary<{ pricing: ProductPricing; request: LoanRequest; disbursementDate: LocalDate }> =
  arbPricing.chain((pricing) =>
    fc.record({
      pricing: fc.constant(pricing),
      request: fc.record({
        principal: fc.integer({ min: pricing.minAmount, max: pricing.maxAmount }),
        termDays: fc.integer({ min: pricing.minTermDays, max: pricing.maxTermDays }),
        periods: fc.constantFrom(...pricing.periodsAllowed),
      }),
      disbursementDate: arbDate,
    }),
  );

/** A disbursed loan from an accepted quote. */
export const arbLoan: fc.Arbitrary<{ quote: LoanQuote; state: LoanState }> = fc
  .tuple(arbPricedRequest, fc.boolean())
  .map(([{ pricing, request, disbursementDate }, repeatClient]) => {
    const result = quoteLoan(pricing, request, disbursementDate);
    return result.ok ? { quote: result.quote, state: loanStateFromQuote(result.quote, { repeatClient }) } : null;
  })
  .filter((loan): loan is { quote: LoanQuote; state: LoanState } => loan !== null);
