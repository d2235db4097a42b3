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
    expect(doc).toContain("| Net proceeds | PHP 9,500.00 | PHP 9,500.00 |");
    expect(doc).toContain("| EIR ceiling | 15% a month: within it | 12% a month: within it |");
    // The bound: at most PHP 568.25 of late charges for the first 30 days on PHP 11,365 due.
    expect(doc).toContain("| 30 | 180 | PHP 1,000.00 | PHP 17,047.50 | PHP 568.25 + PHP 0.00 | PHP 568.25 + PHP 0.00 | PHP 17,479.25 | PHP 11,933.25 |");
    expect(doc).toContain("| 45 | 180 | PHP 1,000.00 | PHP 23,866.50 | PHP 852.37 + PHP 0.00 | PHP 852.37 + PHP 0.00 | PHP 24,014.13 | PHP 12,217.37 |");
    expect(doc).toContain("| 2 | 31-45 | 15 | 4% | PHP 454.60 | PHP 6,819.00 |");
  });
});
