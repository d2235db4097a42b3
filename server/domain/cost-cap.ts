import type { CeilingSet } from "./ceilings";
import { applyBps, assertCentavos, type Centavos } from "./money";

/** The most a loan may ever cost in interest, fees and penalties together (100% of the principal). */
export function totalCostCap(principal: Centavos, ceilings: CeilingSet): Centavos {
  return applyBps(principal, ceilings.totalCostCapBps);
}

/** What may still be charged under the cap, given everything charged over the loan's life so far. */
export function costCapHeadroom(principal: Centavos, costsSoFar: Centavos, ceilings: CeilingSet): Centavos {
  assertCentavos(costsSoFar, "costsSoFar");
  return Math.max(0, totalCostCap(principal, ceilings) - costsSoFar);
}

export interface CappedAmounts {
  /** The amounts that may be charged, in the order given. */
  amounts: Centavos[];
  /** True when at least one amount was cut. */
  capped: boolean;
  headroomAfter: Centavos;
}

/**
 * Applied LAST, after every charge has been computed at its full contractual value: the charges
 * are admitted in the order given (earlier ones first) until the headroom is used up, so the cap
 * holds exactly and the report can say what the contract would have charged without it.
 */
export function applyCostCap(headroom: Centavos, amounts: readonly Centavos[]): CappedAmounts {
  assertCentavos(headroom, "headroom");
  let left = headroom;
  let capped = false;
  const admitted = amounts.map((amount) => {
    assertCentavos(amount, "amount");
    const charged = Math.min(amount, left);
    if (charged < amount) capped = true;
    left -= charged;
    return charged;
  });
  return { amounts: admitted, capped, headroomAfter: left };
}
