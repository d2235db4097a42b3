import { describe, expect, it } from "vitest";
import { repayment as filipino } from "./fil/repayment";
import { repayment } from "./repayment";

describe("the repayment page's date label", () => {
  // The date shown is the instalment's due date, often already past on an overdue loan: a
  // "Repayment date" in the past read as when the borrower would repay (issue 30).
  it("calls a due date, past or not, the due date in English and Filipino", () => {
    expect(repayment.repayDate).toBe("Due date");
    expect(filipino.repayDate).toBe("Due date");
  });
});
