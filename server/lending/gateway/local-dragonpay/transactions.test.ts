import { describe, expect, it, vi } from "vitest";
import { useLendingApi } from "../../../test/api";

useLendingApi();

describe("the local Dragonpay's transactions", () => {
  it("outlive a restart: an open code is still payable and its status answerable", async () => {
    const before = await import("./transactions");
    const txnid = `PAURESTART${Date.now().toString(36).toUpperCase()}`;
    const recorded = before.recordTransaction({
      txnid,
      refno: before.newRefNo(),
      amountCentavos: 123_45,
      description: "Loan repayment",
      email: "",
      procId: "711",
      param1: "PL1",
      param2: "",
      expiry: new Date(Date.now() + 3_600_000),
      status: "P",
      message: "Pending",
      atCounter: false,
    });
    expect(recorded).toBe(true);
    before.setStatus(before.transactionOf(txnid)!, "P", "Waiting for payment at the counter");

    // A new process: the module's memory is gone, the file beside the database is not.
    vi.resetModules();
    const after = await import("./transactions");
    expect(after.transactionOf(txnid)).toMatchObject({
      txnid,
      amountCentavos: 123_45,
      status: "P",
      message: "Waiting for payment at the counter",
    });
    expect(after.transactionOf(txnid)!.expiry).toBeInstanceOf(Date);
    // Dragonpay refuses a repeated txnid after the restart too.
    expect(after.recordTransaction({ ...after.transactionOf(txnid)! })).toBe(false);
  });
});
