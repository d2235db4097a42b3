import { describe, expect, it } from "vitest";
import { filipinoProducts } from "../lending/fixture-texts";
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

  // Every card reads alike: one label for the range in each language (issue 40: one Filipino card
  // said "Hanggang", up to, above a range; docs/glossary-fil.md, loan amount).
  it("gives every product card the same range label, in English and in Filipino", () => {
    expect(new Set(catalogue().map((product) => product.rangeDescription))).toEqual(new Set(["Loan amount"]));
    const filipino = filipinoProducts();
    expect(Object.keys(filipino).sort()).toEqual(
      catalogue()
        .map((product) => product.name)
        .sort(),
    );
    expect(new Set(Object.values(filipino).map((words) => words.rangeDescription))).toEqual(new Set(["Halaga ng loan"]));
  });
});
