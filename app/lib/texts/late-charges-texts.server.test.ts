import { describe, expect, it } from "vitest";
import type { CeilingsDisclosure, LateChargesBreakdown } from "@contract";
import { ceilingsTexts, lateChargesTexts } from "./late-charges-texts.server";

const late: LateChargesBreakdown = {
  latePenalty: 25_000,
  defaultInterest: 40_000,
  amountDueUnpaid: 1_136_500,
  ceilingPer30Days: 56_825,
  totalCostCap: 1_000_000,
  costCapReached: false,
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
    // What was charged and the ceiling it respects, never a contract amount "waived" (decision 233).
    expect(en?.latePenalty).toBe("Late penalty charged");
    expect(en?.ceiling).toBe("Legal ceiling: the most late charges may add per 30 days late");
    expect(en?.ceilingOf).toBe("5% of ₱11,365.00 due and unpaid today");
    const fil = lateChargesTexts(late, "fil");
    expect(fil?.ceilingOf).toBe("5% ng ₱11,365.00 na dapat bayaran at hindi pa nababayaran ngayon");
    for (const said of [en, fil]) expect(JSON.stringify(said)).not.toMatch(/waived|contract|kontrata|Tinanggal/i);
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
