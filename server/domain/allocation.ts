import { ALLOCATION_ORDER } from "./constants";
import { assertCentavos, type Centavos } from "./money";

/**
 * The six buckets of the terms' payment order:
 * - charges:   lawful charges (amounts imposed by law or a court), assessed outside these rules;
 * - costs:     enforcement (collection) costs, assessed outside these rules;
 * - penalties: the one-time late penalty and the daily default interest (both charged for
 *              paying late, which is how BSP Circular 1133 classes late-payment charges);
 * - fees:      fees still owed (the service fee is deducted from the proceeds, so normally 0);
 * - interest:  contractual interest;
 * - principal.
 */
export type AllocationBucket = (typeof ALLOCATION_ORDER)[number];

export type BucketAmounts = Record<AllocationBucket, Centavos>;

export interface Allocation {
  /** What each bucket received. */
  applied: BucketAmounts;
  /** What is still owed in each bucket afterwards. */
  remaining: BucketAmounts;
  /** Money beyond everything owed: returned to the borrower, never silently kept. */
  overpayment: Centavos;
}

export function emptyBuckets(): BucketAmounts {
  return { charges: 0, costs: 0, penalties: 0, fees: 0, interest: 0, principal: 0 };
}

export function bucketsTotal(buckets: BucketAmounts): Centavos {
  let total = 0;
  for (const bucket of ALLOCATION_ORDER) total += buckets[bucket];
  return total;
}

/**
 * Applies a payment to the outstanding buckets strictly in the terms' order: each bucket is paid in
 * full before the next receives anything. Money is conserved exactly:
 * amount = sum(applied) + overpayment.
 */
export function allocatePayment(amount: Centavos, outstanding: BucketAmounts): Allocation {
  assertCentavos(amount, "amount");
  const applied = emptyBuckets();
  const remaining = emptyBuckets();
  let left = amount;
  for (const bucket of ALLOCATION_ORDER) {
    const owed = outstanding[bucket];
    assertCentavos(owed, `outstanding.${bucket}`);
    const paid = Math.min(left, owed);
    applied[bucket] = paid;
    remaining[bucket] = owed - paid;
    left -= paid;
  }
  return { applied, remaining, overpayment: left };
}
