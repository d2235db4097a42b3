import { describe, expect, it } from "vitest";
import { catalogue } from "./factories";

describe("the bundled product catalogue's labels", () => {
  // The product list shows the label before the range "₱min - ₱max": "Up to ₱5,000.00 - ₱50,000.00"
  // promised a ceiling and showed a floor (issue 30). A range is a range: its label must not say "up to".
  it("labels every amount range as a range, never as 'up to' a limit", () => {
    for (const product of catalogue()) {
      expect(product.minAmount).toBeLessThan(product.maxAmount);
      expect(product.rangeDescription, product.name).not.toMatch(/\b(up to|upto|hanggang)\b/i);
    }
  });
});
