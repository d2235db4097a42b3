import fc from "fast-check";
import { describe, expect as expectRaw, it } from "vitest";
import { CEILING_SETS, ceilingsOn } from "./ceilings";
import { sumCentavos } from "./money";
import type { ProductPricing } from "./pricing";
import { quoteLoan, type LoanRequest, type QuoteResult } from "./quote";
import { inEnglish, inWords } from "./reasons";
import { arbPricedRequest, day, DISBURSED, PRICING } from "./test-support";

/** Reasons are texts by key: compared as the English a borrower reads. */
const expect = ((value: unknown, message?: string) => expectRaw(inWords(value), message)) as typeof expectRaw;

function quote(request: Partial<LoanRequest>, pricing: ProductPricing = PRICING, date = DISBURSED): QuoteResult {
  return quoteLoan(pricing, { principal: 1_000_000, termDays: 91, periods: 1, ...request }, date);
}

function errorOf(result: QuoteResult) {
  return result.ok ? null : result.error;
}

describe("quoteLoan: the example loan", () => {
  it("prices ₱10,000 for 91 days at 0.15%/day with a 5% fee", () => {
    const result = quote({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote).toMatchObject({
      principal: 1_000_000,
      termDays: 91,
      periods: 1,
      disbursementDate: "2025-01-06",
      maturityDate: "2025-04-07",
      interest: 136_500,
      serviceFee: 50_000,
      financeCharge: 186_500,
      netProceeds: 950_000,
      amountFinanced: 950_000,
      totalRepayable: 1_136_500,
      schedule: [{ seq: 1, dueDate: "2025-04-07", principal: 1_000_000, interest: 136_500, total: 1_136_500 }],
    });
    expect(result.quote.eir.monthlyPercent).toBe(6.09);
    expect(result.quote.eir.annualPercent).toBe(73.05);
  });

  it("splits an odd principal into 3 instalments, the last absorbing the remainder", () => {
    const result = quote({ principal: 1_000_001, periods: 3 });
    if (!result.ok) throw new Error(inEnglish(result.error.message));
    expect(result.quote.schedule.map((row) => [row.dueDate, row.principal, row.interest])).toEqual([
      ["2025-02-05", 333_333, 45_500],
      ["2025-03-07", 333_333, 45_500],
      ["2025-04-07", 333_335, 45_500],
    ]);
    expect(result.quote.totalRepayable).toBe(1_136_501);
  });
});

describe("quoteLoan: term", () => {
  it("refuses 90 days and accepts 91", () => {
    expect(errorOf(quote({ termDays: 90 }))).toEqual({
      field: "termDays",
      message: "The loan term must be from 91 to 365 days.",
    });
    expect(quote({ termDays: 91 }).ok).toBe(true);
  });

  it("accepts 365 days and refuses 366", () => {
    expect(quote({ termDays: 365 }).ok).toBe(true);
    expect(errorOf(quote({ termDays: 366 }))?.field).toBe("termDays");
  });

  it("refuses a lawful term outside the product's own range", () => {
    const shortProduct = { ...PRICING, maxTermDays: 180 };
    expect(quote({ termDays: 180 }, shortProduct).ok).toBe(true);
    expect(errorOf(quote({ termDays: 181 }, shortProduct))).toEqual({
      field: "termDays",
      message: "This product offers terms from 91 to 180 days.",
    });
  });

  it("refuses a fractional term", () => {
    expect(errorOf(quote({ termDays: 91.5 }))?.field).toBe("termDays");
  });
});

describe("quoteLoan: amount and periods", () => {
  it("accepts the product's minimum and maximum and refuses one centavo beyond", () => {
    expect(quote({ principal: PRICING.minAmount }).ok).toBe(true);
    expect(quote({ principal: PRICING.maxAmount }).ok).toBe(true);
    expect(errorOf(quote({ principal: PRICING.minAmount - 1 }))).toEqual({
      field: "principal",
      message: "Choose an amount from ₱1,000.00 to ₱50,000.00.",
    });
    expect(errorOf(quote({ principal: PRICING.maxAmount + 1 }))?.field).toBe("principal");
    expect(errorOf(quote({ principal: 1_000_000.5 }))?.field).toBe("principal");
  });

  it("refuses a number of payments the product does not offer", () => {
    expect(errorOf(quote({ periods: 2 }))).toEqual({ field: "periods", message: "Choose 1, 3 or 6 payments." });
    expect(errorOf(quote({ periods: 3 }, { ...PRICING, periodsAllowed: [1] }))).toEqual({
      field: "periods",
      message: "Choose 1 payment.",
    });
  });

  it("refuses an invalid disbursement date", () => {
    expect(errorOf(quote({}, PRICING, "2025-02-30"))?.field).toBe("disbursementDate");
  });

  it("refuses malformed pricing, naming the pricing field", () => {
    const error = errorOf(quote({}, { ...PRICING, serviceFeeBps: 10_000 }));
    expect(error?.field).toBe("pricing");
    expect(error?.pricingField).toBe("serviceFeeBps");
  });

  it("refuses interest above the nominal ceiling as a ceiling refusal that names it", () => {
    const error = errorOf(quote({}, { ...PRICING, interestBpsPerDay: 21 }));
    expect(error?.field).toBe("ceiling");
    expect(error && inEnglish(error.message)).toContain(
      "nominal-interest ceiling of 0.20% a day (6% a month, BSP Circular No. 1133, Series of 2021)",
    );
  });
});

describe("quoteLoan: legal limits", () => {
  const maxInterest = { ...PRICING, interestBpsPerDay: 20 };

  it("accepts interest + fee of exactly 100% of the principal (73% interest + 27% fee)", () => {
    const result = quote({ termDays: 365 }, { ...maxInterest, serviceFeeBps: 2_700 });
    if (!result.ok) throw new Error(inEnglish(result.error.message));
    expect(result.quote.interest).toBe(730_000);
    expect(result.quote.serviceFee).toBe(270_000);
    expect(result.quote.financeCharge).toBe(result.quote.principal);
  });

  it("refuses one basis point of fee beyond the 100% total cost cap", () => {
    const error = errorOf(quote({ termDays: 365 }, { ...maxInterest, serviceFeeBps: 2_701 }));
    expect(error?.field).toBe("ceiling");
    expect(error && inEnglish(error.message)).toContain("exceed 100% of the amount borrowed, the total cost cap of BSP Circular No. 1133");
  });

  it("before 2026-04-01: refuses an EIR above 15% a month (BSP Circular No. 1133) and accepts it just below", () => {
    // 0.20%/day for 91 days in one payment: a fee of 22.64% gives 14.999%, 22.65% gives 15.004%.
    const below = quote({}, { ...maxInterest, serviceFeeBps: 2_264 }, "2026-03-31");
    if (!below.ok) throw new Error(inEnglish(below.error.message));
    expect(below.quote.eir.monthlyRate * 100).toBeLessThanOrEqual(15);
    expect(below.quote.ceilings).toBe("BSP-1133-2021");
    const above = errorOf(quote({}, { ...maxInterest, serviceFeeBps: 2_265 }, "2026-03-31"));
    expect(above?.field).toBe("ceiling");
    expect(above && inEnglish(above.message)).toContain("15.004% a month, is above the ceiling of 15% a month");
  });

  it("from 2026-04-01: refuses an EIR above 12% a month (SEC MC 14 s.2025) with a message that says why", () => {
    // A fee of 16.18% gives 11.998% a month, 16.19% gives 12.002%.
    const below = quote({}, { ...maxInterest, serviceFeeBps: 1_618 }, "2026-04-01");
    if (!below.ok) throw new Error(inEnglish(below.error.message));
    expect(below.quote.eir.monthlyRate * 100).toBeLessThanOrEqual(12);
    expect(below.quote.ceilings).toBe("SEC-MC-14-2025");
    const above = errorOf(quote({}, { ...maxInterest, serviceFeeBps: 1_619 }, "2026-04-01"));
    expect(above).toEqual({
      field: "ceiling",
      message:
        "This loan cannot be offered: its effective interest rate, 12.002% a month, is above the ceiling of 12% a month that SEC Memorandum Circular No. 14, Series of 2025 sets for loans from 2026-04-01. Choose a longer term or another product.",
    });
    // The same loan a day earlier is within the 15% of BSP Circular No. 1133.
    expect(quote({}, { ...maxInterest, serviceFeeBps: 1_619 }, "2026-03-31").ok).toBe(true);
  });

  it("prices with the earliest set for a date before every circular", () => {
    const early = quote({}, { ...maxInterest, serviceFeeBps: 2_264 }, "2021-12-31");
    if (!early.ok) throw new Error(inEnglish(early.error.message));
    expect(early.quote.ceilings).toBe("BSP-1133-2021");
    expect(errorOf(quote({}, { ...maxInterest, serviceFeeBps: 2_265 }, "1999-01-01"))?.field).toBe("ceiling");
  });

  it("checks against the set it is given, whatever the date (an accepted order keeps its own)", () => {
    const kept = quoteLoan(
      { ...maxInterest, serviceFeeBps: 1_619 },
      { principal: 1_000_000, termDays: 91, periods: 1 },
      "2026-06-01",
      CEILING_SETS[0],
    );
    expect(kept.ok && kept.quote.ceilings).toBe("BSP-1133-2021");
  });

  it("prices the instalment EIR higher than the single-payment EIR for the same cost", () => {
    const single = quote({ periods: 1 });
    const six = quote({ periods: 6 });
    if (!single.ok || !six.ok) throw new Error("fixture refused");
    expect(six.quote.financeCharge).toBe(single.quote.financeCharge);
    expect(six.quote.eir.monthlyRate).toBeGreaterThan(single.quote.eir.monthlyRate);
  });
});

describe("quoteLoan: properties", () => {
  it("an in-range request is either quoted consistently or refused only on legal grounds", () => {
    fc.assert(
      fc.property(arbPricedRequest, ({ pricing, request, disbursementDate }) => {
        const result = quoteLoan(pricing, request, disbursementDate);
        if (!result.ok) {
          expect(result.error.field).toBe("ceiling");
          return;
        }
        const q = result.quote;
        for (const amount of [q.interest, q.serviceFee, q.financeCharge, q.netProceeds, q.totalRepayable]) {
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        }
        expect(q.financeCharge).toBe(q.interest + q.serviceFee);
        expect(q.netProceeds + q.serviceFee).toBe(q.principal);
        expect(q.totalRepayable).toBe(q.principal + q.interest);
        // Truth in Lending: amount financed + finance charge = total of payments.
        expect(q.amountFinanced + q.financeCharge).toBe(q.totalRepayable);
        expect(sumCentavos(q.schedule.map((row) => row.total))).toBe(q.totalRepayable);
        expect(q.schedule).toHaveLength(request.periods);
        expect(q.schedule[q.schedule.length - 1].dueDate).toBe(q.maturityDate);
        expect(q.financeCharge).toBeLessThanOrEqual(q.principal);
        expect(q.eir.monthlyRate * 100).toBeLessThanOrEqual(ceilingsOn(disbursementDate).eirPercentPerMonth);
        expect(q.ceilings).toBe(ceilingsOn(disbursementDate).id);
      }),
    );
  });

  it("any accepted quote dated from 2026-04-01 has an EIR of at most 12% a month", () => {
    const from2026 = fc.integer({ min: 0, max: 365 * 5 }).map((offset) => day("2026-04-01", offset));
    fc.assert(
      fc.property(arbPricedRequest, from2026, ({ pricing, request }, date) => {
        // Fees up to 30% so that many quotes land near and above the ceiling.
        const result = quoteLoan({ ...pricing, serviceFeeBps: pricing.serviceFeeBps * 3 }, request, date);
        if (result.ok) expect(result.quote.eir.monthlyRate * 100).toBeLessThanOrEqual(12);
        else expect(result.error.field).toBe("ceiling");
      }),
      { numRuns: 300 },
    );
  });

  it("any request answers with a quote or a field error, never an exception", () => {
    fc.assert(
      fc.property(
        fc.record({
          principal: fc.oneof(fc.integer({ min: -10, max: 10_000_000 }), fc.double()),
          termDays: fc.oneof(fc.integer({ min: -10, max: 1_000 }), fc.double()),
          periods: fc.integer({ min: -1, max: 20 }),
        }),
        (request) => {
          const result = quoteLoan(PRICING, request, DISBURSED);
          if (!result.ok) expect(["principal", "termDays", "periods"]).toContain(result.error.field);
          else expect(result.quote.principal).toBe(request.principal);
        },
      ),
    );
  });
});
