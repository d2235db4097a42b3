import { describe, expect, it } from "vitest";
import { accrueCharges } from "./accrual";
import { LOAN_STATUS, lifecycleStatus } from "./lifecycle";
import type { LoanState } from "./loan-state";
import { applyPayment } from "./payment";
import { day, openLoan } from "./test-support";

describe("lifecycleStatus of a single-payment loan", () => {
  const { quote, state } = openLoan();
  const due = quote.maturityDate;

  it("is 170 (repaying) from disbursement up to the day before the due date", () => {
    expect(lifecycleStatus(state, quote.disbursementDate).status).toBe(170);
    expect(lifecycleStatus(state, day(due, -1))).toEqual({
      status: 170,
      judgmentDefault: false,
      daysOverdue: 0,
      nextDueDate: due,
      maturityDate: due,
    });
  });

  it("is 174 (due) on the due date itself", () => {
    expect(lifecycleStatus(state, due).status).toBe(LOAN_STATUS.due);
  });

  it("is 180 (overdue) from day 1 after the due date", () => {
    expect(lifecycleStatus(state, day(due, 1))).toMatchObject({ status: 180, daysOverdue: 1 });
  });

  it("enters judgment default on day 10 after maturity, not day 9", () => {
    expect(lifecycleStatus(state, day(due, 9)).judgmentDefault).toBe(false);
    expect(lifecycleStatus(state, day(due, 10))).toMatchObject({ status: 180, judgmentDefault: true, daysOverdue: 10 });
  });

  it("is 200 (settled) once everything, charges included, is paid; never judgment default", () => {
    const late = day(due, 12);
    const paid = applyPayment(state, 10_000_000, late).state;
    expect(lifecycleStatus(paid, late)).toMatchObject({ status: 200, judgmentDefault: false, nextDueDate: null });
    expect(lifecycleStatus(paid, day(due, 100)).status).toBe(200);
  });

  it("stays 180 after paying the schedule's amount late: the charges took part of it", () => {
    const late = day(due, 3);
    const paid = applyPayment(state, quote.totalRepayable, late).state;
    expect(lifecycleStatus(paid, late)).toMatchObject({ status: 180, daysOverdue: 3 });
  });

  it("stays 180 while only charges are unpaid", () => {
    const late = day(due, 3);
    const accrued = accrueCharges(state, late).state;
    const chargesOnly: LoanState = {
      ...accrued,
      instalments: accrued.instalments.map((row) => ({ ...row, paidPrincipal: row.principal, paidInterest: row.interest })),
    };
    expect(lifecycleStatus(chargesOnly, day(due, 40))).toMatchObject({
      status: 180,
      daysOverdue: 0,
      nextDueDate: null,
      judgmentDefault: true,
    });
  });

  it("paid in full on the due date is settled with no charges", () => {
    const paid = applyPayment(state, quote.totalRepayable, due);
    expect(paid.overpayment).toBe(0);
    expect(lifecycleStatus(paid.state, day(due, 30)).status).toBe(200);
  });
});

describe("lifecycleStatus of an instalment loan", () => {
  const { quote, state } = openLoan({ periods: 3 });
  const [first, second, third] = quote.schedule;

  it("follows the earliest unpaid instalment", () => {
    expect(lifecycleStatus(state, day(first.dueDate, -1)).status).toBe(170);
    expect(lifecycleStatus(state, first.dueDate).status).toBe(174);
    expect(lifecycleStatus(state, day(first.dueDate, 1)).status).toBe(180);
  });

  it("returns to 170 when the due instalment is paid on time, then 174 on the next due date", () => {
    const paid = applyPayment(state, first.total, first.dueDate);
    expect(paid.overpayment).toBe(0);
    expect(lifecycleStatus(paid.state, day(first.dueDate, 1))).toMatchObject({ status: 170, nextDueDate: second.dueDate });
    expect(lifecycleStatus(paid.state, second.dueDate).status).toBe(174);
  });

  it("counts judgment default from maturity, not from an earlier late instalment", () => {
    expect(lifecycleStatus(state, day(first.dueDate, 20))).toMatchObject({ status: 180, judgmentDefault: false });
    expect(lifecycleStatus(state, day(third.dueDate, 10)).judgmentDefault).toBe(true);
  });
});
