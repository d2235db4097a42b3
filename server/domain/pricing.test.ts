import { describe, expect, it } from "vitest";
import { CEILING_SETS } from "./ceilings";
import { contractualInterest, serviceFee, validatePricing, type ProductPricing } from "./pricing";
import { inEnglish } from "./reasons";
import { PRICING } from "./test-support";

const [BSP_1133, SEC_MC_14] = CEILING_SETS;

function withPricing(overrides: Partial<ProductPricing>): ProductPricing {
  return { ...PRICING, ...overrides };
}

describe("validatePricing", () => {
  it("accepts the example product", () => {
    expect(validatePricing(PRICING, SEC_MC_14)).toBeNull();
  });

  it("keeps the product's terms within 91..365 days", () => {
    expect(validatePricing(withPricing({ minTermDays: 90 }), SEC_MC_14)?.field).toBe("minTermDays");
    expect(validatePricing(withPricing({ minTermDays: 91 }), SEC_MC_14)).toBeNull();
    expect(validatePricing(withPricing({ maxTermDays: 365 }), SEC_MC_14)).toBeNull();
    expect(validatePricing(withPricing({ maxTermDays: 366 }), SEC_MC_14)?.field).toBe("maxTermDays");
    expect(validatePricing(withPricing({ minTermDays: 200, maxTermDays: 199 }), SEC_MC_14)?.field).toBe("maxTermDays");
  });

  it("refuses interest above the 6%-a-month nominal ceiling (20 bps a day) of either set, accepts it at the ceiling", () => {
    for (const set of [BSP_1133, SEC_MC_14]) {
      expect(validatePricing(withPricing({ interestBpsPerDay: 20 }), set)).toBeNull();
      const error = validatePricing(withPricing({ interestBpsPerDay: 21 }), set);
      expect(error).toMatchObject({ field: "interestBpsPerDay", ceiling: true });
      expect(error && inEnglish(error.message)).toContain(set.source);
      expect(error && inEnglish(error.message)).toContain("0.20% a day");
    }
  });

  it("refuses inconsistent amounts", () => {
    expect(validatePricing(withPricing({ minAmount: 0 }), SEC_MC_14)?.field).toBe("minAmount");
    expect(validatePricing(withPricing({ minAmount: 100.5 }), SEC_MC_14)?.field).toBe("minAmount");
    expect(validatePricing(withPricing({ maxAmount: PRICING.minAmount - 1 }), SEC_MC_14)?.field).toBe("maxAmount");
  });

  it("refuses empty, repeated, zero or over-long period choices", () => {
    expect(validatePricing(withPricing({ periodsAllowed: [] }), SEC_MC_14)?.field).toBe("periodsAllowed");
    expect(validatePricing(withPricing({ periodsAllowed: [3, 3] }), SEC_MC_14)?.field).toBe("periodsAllowed");
    expect(validatePricing(withPricing({ periodsAllowed: [0] }), SEC_MC_14)?.field).toBe("periodsAllowed");
    expect(validatePricing(withPricing({ periodsAllowed: [92] }), SEC_MC_14)?.field).toBe("periodsAllowed");
    expect(validatePricing(withPricing({ periodsAllowed: [91] }), SEC_MC_14)).toBeNull();
  });

  it("refuses a service fee of 100% or more", () => {
    expect(validatePricing(withPricing({ serviceFeeBps: 9_999 }), SEC_MC_14)).toBeNull();
    expect(validatePricing(withPricing({ serviceFeeBps: 10_000 }), SEC_MC_14)?.field).toBe("serviceFeeBps");
    expect(validatePricing(withPricing({ serviceFeeBps: -1 }), SEC_MC_14)?.field).toBe("serviceFeeBps");
  });
});

describe("interest and fee", () => {
  it("charges simple interest on the principal for the whole term", () => {
    expect(contractualInterest(1_000_000, 15, 91)).toBe(136_500); // 10,000 x 0.15% x 91
    expect(contractualInterest(1_000_000, 15, 365)).toBe(547_500);
    expect(contractualInterest(1_000_000, 0, 91)).toBe(0);
  });

  it("rounds the term's interest once, half up", () => {
    // 333 x 15 x 91 / 10,000 = 45.4545 -> 45; 1,001 x 15 x 100 / 10,000 = 150.15 -> 150
    expect(contractualInterest(333, 15, 91)).toBe(45);
    expect(contractualInterest(1_001, 15, 100)).toBe(150);
    // 10 x 15 x 100 / 10,000 = 1.5 -> 2
    expect(contractualInterest(10, 15, 100)).toBe(2);
  });

  it("computes the service fee as a share of the principal", () => {
    expect(serviceFee(1_000_000, 500)).toBe(50_000);
    expect(serviceFee(10, 500)).toBe(1); // 0.5 -> 1
    expect(serviceFee(9, 500)).toBe(0); // 0.45 -> 0
  });
});
