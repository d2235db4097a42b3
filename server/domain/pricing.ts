import { nominalInterestCeilingBpsPerDay, type CeilingSet } from "./ceilings";
import { MAX_TERM_DAYS, MIN_TERM_DAYS } from "./constants";
import { applyBps, BPS_PER_UNIT, formatPhp, isCentavos, mulDivRoundHalfUp, type Centavos } from "./money";
import { text, type Reason } from "./reasons";

/** How a product prices its loans. Amounts in centavos, rates in integer basis points. */
export interface ProductPricing {
  minAmount: Centavos;
  maxAmount: Centavos;
  /** Must lie within the terms' 91..365 days. */
  minTermDays: number;
  maxTermDays: number;
  /** Numbers of instalments offered: 1 = a single payment at maturity; 3, 6 = equal instalments. */
  periodsAllowed: number[];
  /** Simple interest per day on the principal, for the whole term: 15 = 0.15% a day. */
  interestBpsPerDay: number;
  /** One-time fee as a share of the principal, deducted from the proceeds: 500 = 5%. */
  serviceFeeBps: number;
}

export interface PricingError {
  field: keyof ProductPricing;
  message: Reason;
  /** True when the pricing is well formed but above a legal ceiling (the message names it). */
  ceiling?: boolean;
}

function isWholeNumber(value: unknown, min: number): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min;
}

/** Checks a product's pricing against the terms and the nominal-interest ceiling; null when it is valid. */
export function validatePricing(pricing: ProductPricing, ceilings: CeilingSet): PricingError | null {
  const { minAmount, maxAmount, minTermDays, maxTermDays, periodsAllowed, interestBpsPerDay, serviceFeeBps } = pricing;
  if (!isCentavos(minAmount) || minAmount < 1) {
    return { field: "minAmount", message: text("pricingMinAmount") };
  }
  if (!isCentavos(maxAmount) || maxAmount < minAmount) {
    return { field: "maxAmount", message: text("pricingMaxAmount") };
  }
  if (!isWholeNumber(minTermDays, MIN_TERM_DAYS) || minTermDays > MAX_TERM_DAYS) {
    return { field: "minTermDays", message: text("pricingMinTerm", { min: MIN_TERM_DAYS, max: MAX_TERM_DAYS }) };
  }
  if (!isWholeNumber(maxTermDays, minTermDays) || maxTermDays > MAX_TERM_DAYS) {
    return { field: "maxTermDays", message: text("pricingMaxTerm", { max: MAX_TERM_DAYS }) };
  }
  if (
    !Array.isArray(periodsAllowed) ||
    periodsAllowed.length === 0 ||
    !periodsAllowed.every((periods) => isWholeNumber(periods, 1) && periods <= minTermDays) ||
    new Set(periodsAllowed).size !== periodsAllowed.length
  ) {
    // Each instalment needs at least one day of its own, for the shortest term the product offers.
    return {
      field: "periodsAllowed",
      message: text("pricingPeriods"),
    };
  }
  if (!isWholeNumber(interestBpsPerDay, 0)) {
    return { field: "interestBpsPerDay", message: text("pricingInterest") };
  }
  const ceiling = nominalInterestCeilingBpsPerDay(ceilings);
  if (interestBpsPerDay > ceiling) {
    return {
      field: "interestBpsPerDay",
      ceiling: true,
      message: text("overNominalCeiling", {
        rate: formatBps(interestBpsPerDay),
        ceiling: formatBps(ceiling),
        monthly: `${ceilings.nominalInterestBpsPerMonth / 100}%`,
        source: ceilings.source,
      }),
    };
  }
  if (!isWholeNumber(serviceFeeBps, 0) || serviceFeeBps >= BPS_PER_UNIT) {
    return { field: "serviceFeeBps", message: text("pricingServiceFee") };
  }
  return null;
}

/** Simple interest on the principal for the term: principal x bps/day x days / 10,000, rounded once. */
export function contractualInterest(principal: Centavos, interestBpsPerDay: number, termDays: number): Centavos {
  return mulDivRoundHalfUp(principal, interestBpsPerDay * termDays, BPS_PER_UNIT);
}

export function serviceFee(principal: Centavos, serviceFeeBps: number): Centavos {
  return applyBps(principal, serviceFeeBps);
}

/** 15 -> "0.15%". */
export function formatBps(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}

export function describeAmountRange(pricing: ProductPricing): string {
  return `${formatPhp(pricing.minAmount)} to ${formatPhp(pricing.maxAmount)}`;
}
