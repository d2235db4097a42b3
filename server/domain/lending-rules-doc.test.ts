import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LENDING_RULES_DOC_PATH, renderLendingRulesDoc } from "../../scripts/lending-rules-doc";

describe("docs/lending-rules.md", () => {
  it("is exactly what scripts/lending-rules-doc.ts generates (run it after changing a rule)", () => {
    const committed = readFileSync(LENDING_RULES_DOC_PATH, "utf8");
    expect(committed).toBe(renderLendingRulesDoc());
  });

  it("shows the worked example's figures computed by the code", () => {
    const doc = renderLendingRulesDoc();
    expect(doc).toContain("| Net proceeds | ₱9,500.00 | ₱9,500.00 |");
    expect(doc).toContain("| EIR ceiling | 15% a month: within it | 12% a month: within it |");
    // The bound: at most ₱568.25 of late charges for the first 30 days on ₱11,365 due.
    expect(doc).toContain("| 30 | 180 | ₱1,000.00 | ₱17,047.50 | ₱568.25 + ₱0.00 | ₱568.25 + ₱0.00 | ₱17,479.25 | ₱11,933.25 |");
    expect(doc).toContain("| 45 | 180 | ₱1,000.00 | ₱23,866.50 | ₱852.37 + ₱0.00 | ₱852.37 + ₱0.00 | ₱24,014.13 | ₱12,217.37 |");
    expect(doc).toContain("| 2 | 31-45 | 15 | 4% | ₱454.60 | ₱6,819.00 |");
  });
});
