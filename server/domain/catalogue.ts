import { CEILING_SETS, ceilingsOn, type CeilingSet } from "./ceilings";
import { compareDates, type LocalDate } from "./dates";
import { validatePricing, type ProductPricing } from "./pricing";
import { quoteLoan } from "./quote";
import { inEnglish } from "./reasons";

/**
 * The catalogue check: a product may be offered only if EVERY loan it lets a borrower choose is
 * within the ceilings. The EIR depends on the term and the number of payments (a fee weighs more
 * on a short term; flat interest weighs more with more instalments), so every term and every
 * number of payments the product offers is quoted at its largest amount, and the shortest and
 * longest terms also at its smallest (the amount moves the EIR only by rounding).
 *
 * Checked against the set in force on `date` and every later set already published, so a product
 * seeded before a circular takes effect is not offered once it does.
 */
export interface CatalogueProblem {
  ceilings: string;
  /** Names the ceiling broken and the loan that breaks it. */
  message: string;
}

export function catalogueCheck(pricing: ProductPricing, date: LocalDate): CatalogueProblem | null {
  const inForce = ceilingsOn(date);
  const sets = CEILING_SETS.filter((set) => compareDates(set.effectiveFrom, inForce.effectiveFrom) >= 0);
  for (const set of sets) {
    const problem = checkAgainst(pricing, set);
    if (problem) return problem;
  }
  return null;
}

function checkAgainst(pricing: ProductPricing, set: CeilingSet): CatalogueProblem | null {
  const malformed = validatePricing(pricing, set);
  if (malformed) return { ceilings: set.id, message: inEnglish(malformed.message) };
  const amounts = [...new Set([pricing.minAmount, pricing.maxAmount])];
  const periodsAllowed = pricing.periodsAllowed;
  for (let termDays = pricing.minTermDays; termDays <= pricing.maxTermDays; termDays += 1) {
    for (const periods of periodsAllowed) {
      const edge = termDays === pricing.minTermDays || termDays === pricing.maxTermDays;
      for (const principal of edge ? amounts : [pricing.maxAmount]) {
        const quoted = quoteLoan(pricing, { principal, termDays, periods }, set.effectiveFrom, set);
        if (quoted.ok) continue;
        return {
          ceilings: set.id,
          message: `${inEnglish(quoted.error.message)} (${periods === 1 ? "one payment" : `${periods} payments`}, ${termDays} days, ${principal} centavos)`,
        };
      }
    }
  }
  return null;
}
