import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocatePayment, bucketsTotal, type BucketAmounts } from "./allocation";
import { ALLOCATION_ORDER } from "./constants";

const OWED: BucketAmounts = { charges: 100, costs: 200, penalties: 300, fees: 400, interest: 500, principal: 600 };

describe("allocatePayment", () => {
  it("pays charges, costs, penalties, fees, interest, then principal", () => {
    expect(allocatePayment(750, OWED)).toEqual({
      applied: { charges: 100, costs: 200, penalties: 300, fees: 150, interest: 0, principal: 0 },
      remaining: { charges: 0, costs: 0, penalties: 0, fees: 250, interest: 500, principal: 600 },
      overpayment: 0,
    });
  });

  it("reaches principal only when everything before it is paid", () => {
    expect(allocatePayment(1_500, OWED).applied.principal).toBe(0);
    expect(allocatePayment(1_501, OWED).applied.principal).toBe(1);
  });

  it("pays everything exactly with no overpayment", () => {
    const result = allocatePayment(2_100, OWED);
    expect(result.applied).toEqual(OWED);
    expect(bucketsTotal(result.remaining)).toBe(0);
    expect(result.overpayment).toBe(0);
  });

  it("returns anything beyond what is owed as overpayment", () => {
    expect(allocatePayment(2_500, OWED).overpayment).toBe(400);
  });

  it("skips empty buckets", () => {
    const result = allocatePayment(50, { ...OWED, charges: 0, costs: 0 });
    expect(result.applied.penalties).toBe(50);
  });

  it("applies nothing from a zero payment", () => {
    expect(bucketsTotal(allocatePayment(0, OWED).applied)).toBe(0);
  });

  it("refuses a negative or fractional payment", () => {
    expect(() => allocatePayment(-1, OWED)).toThrow(RangeError);
    expect(() => allocatePayment(1.5, OWED)).toThrow(RangeError);
  });

  const arbBuckets = fc.record({
    charges: fc.integer({ min: 0, max: 1_000_000 }),
    costs: fc.integer({ min: 0, max: 1_000_000 }),
    penalties: fc.integer({ min: 0, max: 1_000_000 }),
    fees: fc.integer({ min: 0, max: 1_000_000 }),
    interest: fc.integer({ min: 0, max: 1_000_000 }),
    principal: fc.integer({ min: 0, max: 10_000_000 }),
  });

  it("property: money is conserved and no bucket is over- or under-paid", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000_000 }), arbBuckets, (amount, owed) => {
        const { applied, remaining, overpayment } = allocatePayment(amount, owed);
        expect(bucketsTotal(applied) + overpayment).toBe(amount);
        for (const bucket of ALLOCATION_ORDER) {
          expect(applied[bucket]).toBeGreaterThanOrEqual(0);
          expect(applied[bucket] + remaining[bucket]).toBe(owed[bucket]);
        }
        expect(overpayment).toBe(Math.max(0, amount - bucketsTotal(owed)));
      }),
    );
  });

  it("property: a bucket receives money only when every earlier bucket is paid in full", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000_000 }), arbBuckets, (amount, owed) => {
        const { applied, remaining } = allocatePayment(amount, owed);
        ALLOCATION_ORDER.forEach((bucket, index) => {
          if (applied[bucket] > 0) {
            for (const earlier of ALLOCATION_ORDER.slice(0, index)) expect(remaining[earlier]).toBe(0);
          }
        });
      }),
    );
  });
});
