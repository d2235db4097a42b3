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
    expect(doc).toContain("| Net proceeds | PHP 9,500.00 |");
    expect(doc).toContain("| 2025-05-08 | 31 | 180 | PHP 1,000.00 | PHP 17,502.10 | PHP 7,135.00 | PHP 19,500.00 | PHP 0.00 | yes |");
    expect(doc).toContain("| 2 | 31-45 | 15 | 4% | PHP 454.60 | PHP 6,819.00 |");
  });
});
