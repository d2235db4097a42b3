import { describe, expect, it } from "vitest";
import { DECISION_WITHIN_DAYS, PAYOUT_WITHIN_DAYS } from "./constants";
import { marketingFigures } from "./marketing";

describe("marketing figures come from the offered products and the loan terms (issue 30 item 3)", () => {
  it("spans the offered products' amounts and terms and quotes the rules' decision and payout times", () => {
    const figures = marketingFigures([
      { minAmount: 200_000, maxAmount: 2_000_000, minTermDays: 91, maxTermDays: 180 },
      { minAmount: 100_000, maxAmount: 5_000_000, minTermDays: 120, maxTermDays: 365 },
    ]);
    expect(figures).toEqual({
      minAmount: 100_000,
      maxAmount: 5_000_000,
      minTermDays: 91,
      maxTermDays: 365,
      decisionDays: DECISION_WITHIN_DAYS,
      payoutMinDays: PAYOUT_WITHIN_DAYS.min,
      payoutMaxDays: PAYOUT_WITHIN_DAYS.max,
    });
  });

  it("has no figures to quote when no product is open for applications", () => {
    expect(marketingFigures([])).toBeNull();
  });
});
