import { describe, expect, it } from "vitest";
import type { CeilingsDisclosure, LateChargesBreakdown } from "./contract";
import { ceilingsTexts, lateChargesTexts } from "./late-charges-texts.server";

const late: LateChargesBreakdown = {
  contractLatePenalty: 25_000,
  contractDefaultInterest: 123_456,
  latePenalty: 25_000,
  defaultInterest: 40_000,
  waivedByCeiling: 83_456,
  cutByCostCap: 0,
  paid: 0,
  outstanding: 65_000,
  source: "SEC Memorandum Circular No. 14, Series of 2025",
  latePercentPerMonth: 5,
};

const ceilings: CeilingsDisclosure = {
  source: "SEC Memorandum Circular No. 14, Series of 2025",
  citation: "SEC MC 14 s2025",
  effectiveFrom: "2026-01-01",
  nominalPercentPerMonth: 6,
  eirPercentPerMonth: 15,
  latePercentPerMonth: 5,
  totalCostCapPercent: 100,
  totalCostCap: 1_000_000,
  latePenalty: 25_000,
  defaultInterest: [
    { fromDay: 1, toDay: 30, percentPerDay: 0.1 },
    { fromDay: 31, toDay: null, percentPerDay: 0.05 },
  ],
  lateExample: { amountDue: 1_136_500, maxPer30Days: 56_825 },
};

describe("the late charges' sentences, written on the server (docs/decisions/122)", () => {
  it("say nothing for an order without late charges", () => {
    expect(lateChargesTexts(null, "en")).toBeNull();
    expect(lateChargesTexts(undefined, "fil")).toBeNull();
  });

  it("carry the breakdown's figures, in pesos, in the page's language", () => {
    const en = lateChargesTexts(late, "en");
    expect(en?.title).toBe("Late charges");
    expect(en?.lead).toContain("SEC Memorandum Circular No. 14, Series of 2025");
    expect(en?.latePenaltyOfContract).toBe("of ₱250.00 in the contract");
    expect(en?.defaultInterestOfContract).toBe("of ₱1,234.56 in the contract");
    const fil = lateChargesTexts(late, "fil");
    expect(fil?.defaultInterestOfContract).toBe("₱1,234.56 ayon sa kontrata");
    expect(fil?.lead).not.toBe(en?.lead);
  });

  it("state every ceiling and the late-charge rule with the loan's figures, each tier once", () => {
    const en = ceilingsTexts(ceilings, 12.5, "en");
    expect(en.ceilings).toHaveLength(3);
    expect(en.ceilings[2]).toContain("₱10,000.00");
    expect(en.lead).toContain("2026");
    expect(en.lateRule).toContain("₱250.00");
    expect(en.lateRuleExample).toContain("₱11,365.00");
    expect(en.lateRuleExample).toContain("₱568.25");
    const fil = ceilingsTexts(ceilings, 12.5, "fil");
    expect(fil.lateRule).toContain("₱250.00");
    expect(fil.lateRule).not.toBe(en.lateRule);
  });
});
