import fc from "fast-check";
import { describe, expect as expectRaw, it } from "vitest";
import { addDays, daysBetween } from "./dates";
import { prepaymentAllowed, prepaymentOpensAfterDays } from "./prepayment";
import { inWords } from "./reasons";

/** Reasons are texts by key: compared as the English a borrower reads. */
const expect = ((value: unknown, message?: string) => expectRaw(inWords(value), message)) as typeof expectRaw;

const DISBURSED = "2025-01-06";

describe("prepaymentAllowed: half the term", () => {
  it("opens exactly at half of an even term (92 days: day 46)", () => {
    expect(prepaymentAllowed(DISBURSED, 92, addDays(DISBURSED, 45)).allowed).toBe(false);
    expect(prepaymentAllowed(DISBURSED, 92, addDays(DISBURSED, 46)).allowed).toBe(true);
  });

  it("needs the whole half of an odd term (91 days: 45.5, so day 46)", () => {
    expect(prepaymentAllowed(DISBURSED, 91, addDays(DISBURSED, 45)).allowed).toBe(false);
    expect(prepaymentAllowed(DISBURSED, 91, addDays(DISBURSED, 46)).allowed).toBe(true);
  });

  it("opens at day 183 of a 365-day term", () => {
    expect(prepaymentOpensAfterDays(365)).toBe(183);
  });

  it("tells the borrower when and why it opens", () => {
    expect(prepaymentAllowed(DISBURSED, 91, DISBURSED)).toEqual({
      allowed: false,
      earliestDate: "2025-02-21",
      reason: "You can repay early from 2025-02-21, once half of your 91-day term has passed.",
    });
    expect(prepaymentAllowed(DISBURSED, 91, "2025-03-01")).toEqual({
      allowed: true,
      earliestDate: "2025-02-21",
      reason: "Early repayment has been open since 2025-02-21.",
    });
  });
});

describe("prepaymentAllowed: 7 days after disbursement", () => {
  // Lawful terms (91+ days) always reach half the term later than day 7, so a short term shows the floor.
  it("is closed on day 6 and open on day 7 when half the term comes earlier", () => {
    expect(prepaymentAllowed(DISBURSED, 10, addDays(DISBURSED, 6)).allowed).toBe(false);
    expect(prepaymentAllowed(DISBURSED, 10, addDays(DISBURSED, 7)).allowed).toBe(true);
    expect(prepaymentAllowed(DISBURSED, 10, DISBURSED).reason).toBe(
      "You can repay early from 2025-01-13, 7 days after your loan was released.",
    );
  });

  it("property: for every lawful term the half-term rule is the binding one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 91, max: 365 }), (termDays) => {
        expect(prepaymentOpensAfterDays(termDays)).toBe(Math.ceil(termDays / 2));
        expect(prepaymentOpensAfterDays(termDays)).toBeGreaterThan(7);
      }),
    );
  });

  it("property: allowed exactly from the earliest date on", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 365 }), fc.integer({ min: -10, max: 400 }), (termDays, offset) => {
        const window = prepaymentAllowed(DISBURSED, termDays, addDays(DISBURSED, offset));
        expect(window.allowed).toBe(daysBetween(window.earliestDate, addDays(DISBURSED, offset)) >= 0);
        expect(daysBetween(DISBURSED, window.earliestDate)).toBeGreaterThanOrEqual(7);
        expect(daysBetween(DISBURSED, window.earliestDate) * 2).toBeGreaterThanOrEqual(termDays);
      }),
    );
  });

  it("refuses a non-positive term", () => {
    expect(() => prepaymentAllowed(DISBURSED, 0, DISBURSED)).toThrow(RangeError);
  });
});
