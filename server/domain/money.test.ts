import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyBps, assertCentavos, formatPhp, mulDivRoundHalfUp, splitEvenly, sumCentavos } from "./money";

describe("mulDivRoundHalfUp: the one rounding rule", () => {
  it("rounds an exact half up", () => {
    expect(mulDivRoundHalfUp(1, 1, 2)).toBe(1); // 0.5 -> 1
    expect(mulDivRoundHalfUp(3, 1, 2)).toBe(2); // 1.5 -> 2
    expect(mulDivRoundHalfUp(5, 1, 2)).toBe(3); // 2.5 -> 3 (half up, not half even)
  });

  it("rounds below a half down and above a half up", () => {
    expect(mulDivRoundHalfUp(4_999, 1, 10_000)).toBe(0); // 0.4999
    expect(mulDivRoundHalfUp(5_001, 1, 10_000)).toBe(1); // 0.5001
    expect(mulDivRoundHalfUp(1, 2, 3)).toBe(1); // 0.666
    expect(mulDivRoundHalfUp(1, 1, 3)).toBe(0); // 0.333
  });

  it("applies basis points: 0.15% of ₱333.33 is 49.9995 centavos -> 50", () => {
    expect(applyBps(33_333, 15)).toBe(50);
    expect(applyBps(33_332, 15)).toBe(50); // 49.998
    expect(applyBps(33_300, 15)).toBe(50); // 49.95
    expect(applyBps(33_299, 15)).toBe(50); // 49.9485
    expect(applyBps(32_999, 15)).toBe(49); // 49.4985
  });

  it("stays exact where floating point would not (products beyond 2^53)", () => {
    // 9,007,199,254,740,991 x 3 / 3 loses precision as a double product.
    expect(mulDivRoundHalfUp(Number.MAX_SAFE_INTEGER, 3, 3)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("refuses negative, fractional and out-of-range inputs instead of guessing", () => {
    expect(() => mulDivRoundHalfUp(-1, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRoundHalfUp(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRoundHalfUp(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDivRoundHalfUp(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
  });

  it("property: never negative and within half a centavo of the exact value", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (amount, numerator, denominator) => {
          const rounded = mulDivRoundHalfUp(amount, numerator, denominator);
          const exactTimesDenominator = BigInt(amount) * BigInt(numerator);
          const diff = BigInt(rounded) * BigInt(denominator) - exactTimesDenominator;
          expect(rounded).toBeGreaterThanOrEqual(0);
          // -d/2 < rounded x d - exact x d <= d/2
          expect(diff * 2n <= BigInt(denominator)).toBe(true);
          expect(diff * 2n > -BigInt(denominator)).toBe(true);
        },
      ),
    );
  });
});

describe("splitEvenly", () => {
  it("gives the remainder to the last share", () => {
    expect(splitEvenly(1_000_001, 3)).toEqual([333_333, 333_333, 333_335]);
    expect(splitEvenly(100, 3)).toEqual([33, 33, 34]);
    expect(splitEvenly(2, 3)).toEqual([0, 0, 2]);
    expect(splitEvenly(600, 6)).toEqual([100, 100, 100, 100, 100, 100]);
    expect(splitEvenly(7, 1)).toEqual([7]);
  });

  it("refuses zero parts", () => {
    expect(() => splitEvenly(100, 0)).toThrow(RangeError);
  });

  it("property: shares add up to the total, are never negative, and only the last differs", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 365 }), (total, parts) => {
        const shares = splitEvenly(total, parts);
        expect(shares).toHaveLength(parts);
        expect(sumCentavos(shares)).toBe(total);
        expect(shares.every((share) => share >= 0)).toBe(true);
        expect(new Set(shares.slice(0, -1)).size).toBeLessThanOrEqual(1);
        expect(shares[parts - 1] - shares[0]).toBeGreaterThanOrEqual(0);
        expect(shares[parts - 1] - shares[0]).toBeLessThan(parts);
      }),
    );
  });
});

describe("formatPhp and assertCentavos", () => {
  it("formats centavos as pesos with grouping and two decimals", () => {
    expect(formatPhp(0)).toBe("₱0.00");
    expect(formatPhp(5)).toBe("₱0.05");
    expect(formatPhp(100_000)).toBe("₱1,000.00");
    expect(formatPhp(123_456_789)).toBe("₱1,234,567.89");
  });

  it("accepts only non-negative whole centavos", () => {
    expect(() => assertCentavos(0, "x")).not.toThrow();
    expect(() => assertCentavos(-1, "x")).toThrow(/x must be/);
    expect(() => assertCentavos(0.5, "x")).toThrow(RangeError);
    expect(() => assertCentavos(Number.NaN, "x")).toThrow(RangeError);
  });
});
