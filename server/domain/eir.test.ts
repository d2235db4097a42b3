import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { effectiveInterestRate, solveMonthlyRate } from "./eir";

const DISBURSED = "2025-01-06";

describe("effective interest rate", () => {
  it("is zero when the borrower pays back exactly what was received", () => {
    expect(solveMonthlyRate(1_000_000, DISBURSED, [{ date: addDays(DISBURSED, 91), amount: 1_000_000 }])).toBeCloseTo(0, 12);
  });

  it("is 10% a month for 110 back after 30 days on 100 received", () => {
    const eir = effectiveInterestRate(10_000, DISBURSED, [{ date: addDays(DISBURSED, 30), amount: 11_000 }]);
    expect(eir.monthlyRate).toBeCloseTo(0.1, 12);
    expect(eir.monthlyPercent).toBe(10);
    expect(eir.annualPercent).toBe(120); // monthly x 12, not compounded
  });

  it("matches the closed form for a single payment: (total / net)^(30 / days) - 1", () => {
    // Example loan: 9,500 received, 11,365 repaid after 91 days.
    const expected = Math.pow(1_136_500 / 950_000, 30 / 91) - 1;
    const eir = effectiveInterestRate(950_000, DISBURSED, [{ date: addDays(DISBURSED, 91), amount: 1_136_500 }]);
    expect(eir.monthlyRate).toBeCloseTo(expected, 12);
    expect(eir.monthlyPercent).toBe(6.09);
    expect(eir.annualPercent).toBe(73.05);
  });

  it("is higher for the same total paid in instalments, as money is returned earlier", () => {
    const single = solveMonthlyRate(950_000, DISBURSED, [{ date: addDays(DISBURSED, 91), amount: 1_136_500 }]);
    const instalments = solveMonthlyRate(950_000, DISBURSED, [
      { date: addDays(DISBURSED, 30), amount: 378_833 },
      { date: addDays(DISBURSED, 60), amount: 378_833 },
      { date: addDays(DISBURSED, 91), amount: 378_834 },
    ]);
    expect(instalments).toBeGreaterThan(single);
  });

  it("handles a negative rate when less is paid back than received", () => {
    expect(solveMonthlyRate(10_000, DISBURSED, [{ date: addDays(DISBURSED, 30), amount: 9_000 }])).toBeCloseTo(-0.1, 12);
  });

  it("refuses inputs that have no rate", () => {
    expect(() => solveMonthlyRate(0, DISBURSED, [{ date: addDays(DISBURSED, 30), amount: 1 }])).toThrow(RangeError);
    expect(() => solveMonthlyRate(100, DISBURSED, [])).toThrow(RangeError);
    expect(() => solveMonthlyRate(100, DISBURSED, [{ date: DISBURSED, amount: 100 }])).toThrow(RangeError);
    expect(() => solveMonthlyRate(100, DISBURSED, [{ date: addDays(DISBURSED, 30), amount: 0 }])).toThrow(RangeError);
    // 1 centavo back on 1,000,000 received within a day: no rate above -100% a month fits.
    expect(() => solveMonthlyRate(1_000_000, DISBURSED, [{ date: addDays(DISBURSED, 1), amount: 1 }])).toThrow(RangeError);
  });

  it("property: the solved rate discounts the payments back to the net proceeds", () => {
    fc.assert(
      fc.property(
        // Net proceeds from 20% to 150% of what is paid back: every real loan lies well inside.
        fc.integer({ min: 20, max: 150 }),
        fc.array(fc.record({ day: fc.integer({ min: 1, max: 365 }), amount: fc.integer({ min: 1, max: 2_000_000 }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        (netPercent, flows) => {
          const net = Math.max(1, Math.round((flows.reduce((sum, flow) => sum + flow.amount, 0) * netPercent) / 100));
          const payments = flows.map((flow) => ({ date: addDays(DISBURSED, flow.day), amount: flow.amount }));
          const rate = solveMonthlyRate(net, DISBURSED, payments);
          const presentValue = flows.reduce((sum, flow) => sum + flow.amount / Math.pow(1 + rate, flow.day / 30), 0);
          expect(Math.abs(presentValue - net) / net).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
