import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bucketsTotal } from "./allocation";
import { amountDue } from "./amount-due";
import { sumCentavos } from "./money";
import { applyPayment } from "./payment";
import { arbLoan, day, openLoan } from "./test-support";

describe("amountDue on the example loan", () => {
  const { quote, state } = openLoan();
  const due = quote.maturityDate;

  it("owes nothing yet before the due date; the payoff is the whole schedule", () => {
    const result = amountDue(state, day(due, -30));
    expect(result.dueNow).toBe(0);
    expect(result.payoff).toBe(1_136_500);
    expect(result.instalments[0]).toMatchObject({ standing: "upcoming", daysOverdue: 0, total: 1_136_500 });
    expect(result.prepayment.allowed).toBe(true); // day 61 of 91
  });

  it("owes principal + interest on the due date, with no charges", () => {
    const result = amountDue(state, due);
    expect(result.instalments[0]).toMatchObject({ standing: "due", principal: 1_000_000, interest: 136_500 });
    expect(result.dueNow).toBe(1_136_500);
    expect(result.chargesTotal).toBe(0);
    expect(result.dueNowBuckets).toEqual({ charges: 0, costs: 0, penalties: 0, fees: 0, interest: 136_500, principal: 1_000_000 });
  });

  it("adds the late charges the ceiling allows when 45 days late: 5% of ₱11,365 per 30 days", () => {
    const result = amountDue(state, day(due, 45));
    expect(result.instalments[0]).toMatchObject({ standing: "overdue", daysOverdue: 45 });
    // 1,136,500 x 5% x 45 / 30 = 85,237.5 -> 85,237, the penalty first.
    expect(result.charges).toMatchObject({ latePenalty: 85_237, defaultInterest: 0 });
    expect(result.dueNow).toBe(1_136_500 + 85_237);
    expect(result.dueNowBuckets.penalties).toBe(85_237);
    expect(result.costCap).toEqual({ cap: 1_000_000, charged: 186_500 + 85_237, headroom: 1_000_000 - 186_500 - 85_237 });
    expect(result.lateCharges).toEqual({
      contract: { latePenalty: 100_000, defaultInterest: 2_386_650 },
      charged: { latePenalty: 85_237, defaultInterest: 0 },
      waivedByCeiling: 100_000 + 2_386_650 - 85_237,
      cutByCostCap: 0,
      paid: 0,
      outstanding: 85_237,
    });
  });

  it("does not change the stored state (pure)", () => {
    const before = structuredClone(state);
    amountDue(state, day(due, 20));
    expect(state).toEqual(before);
  });
});

describe("amountDue on an instalment loan", () => {
  const { quote, state } = openLoan({ periods: 3 });
  const [first, second, third] = quote.schedule;

  it("splits what is due now from what comes later", () => {
    const result = amountDue(state, day(first.dueDate, 1));
    expect(result.instalments.map((row) => row.standing)).toEqual(["overdue", "upcoming", "upcoming"]);
    expect(result.dueNow).toBe(first.total + result.chargesTotal);
    expect(result.payoff).toBe(quote.totalRepayable + result.chargesTotal);
    expect(result.chargesTotal).toBeGreaterThan(0);
  });

  it("shows a paid instalment as paid with nothing owed", () => {
    const paid = applyPayment(state, first.total, first.dueDate).state;
    const result = amountDue(paid, second.dueDate);
    expect(result.instalments.map((row) => [row.standing, row.total])).toEqual([
      ["paid", 0],
      ["due", second.total],
      ["upcoming", third.total],
    ]);
    expect(result.dueNow).toBe(second.total);
  });
});

describe("amountDue properties", () => {
  it("amounts are never negative and the totals agree with their parts", () => {
    fc.assert(
      fc.property(arbLoan, fc.integer({ min: 0, max: 800 }), ({ quote, state }, offset) => {
        const result = amountDue(state, day(quote.disbursementDate, offset));
        for (const row of result.instalments) {
          expect(row.principal).toBeGreaterThanOrEqual(0);
          expect(row.interest).toBeGreaterThanOrEqual(0);
        }
        expect(result.dueNow).toBe(bucketsTotal(result.dueNowBuckets));
        expect(result.payoff).toBe(sumCentavos(result.instalments.map((row) => row.total)) + result.chargesTotal);
        expect(result.dueNow).toBeLessThanOrEqual(result.payoff);
        expect(result.costCap.charged).toBeLessThanOrEqual(result.costCap.cap);
        expect(result.costCap.cap).toBe(quote.principal);
      }),
    );
  });
});
