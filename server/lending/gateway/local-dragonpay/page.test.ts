import { describe, expect, it } from "vitest";
import { resetClock, setClock } from "../../../clock";
import { createBorrower, createOrder } from "../../../qa/factories";
import { useLendingApi } from "../../../test/api";

const api = useLendingApi();

describe("the local Dragonpay's pay page", () => {
  it("says the time zone of its 'Pay before' time", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 174 });
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "711" }, query);
    expect(code.body.data.payUrl).toBe(`${api.base}/gateway/dragonpay/pay/${code.body.data.reference as string}`);
    const page = await fetch(code.body.data.payUrl).then((r) => r.text());
    expect(page).toMatch(/<dt>Pay before<\/dt><dd>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d Manila time \(UTC\+8\)<\/dd>/);
    expect(page).toContain(`<dt>For</dt><dd>Pautang loan repayment, order ${order.orderNo}</dd>`);
  });

  it("names a cooling-off return as what it is, not a repayment (issue 40)", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 170, disbursedDaysAgo: 2 });
    const code = await api.post("/v3/repay-your-way/code", { orderId: order.id, way: "cancel", channelNumber: "GCSH" }, query);
    const page = await fetch(code.body.data.payUrl).then((r) => r.text());
    expect(page).toContain(`<dt>For</dt><dd>Pautang cooling-off return (cancels the loan), order ${order.orderNo}</dd>`);
    expect(page).not.toMatch(/loan repayment/i);
  });

  it("says an expired code expired, with when, and shows no deadline still to meet (issue 40)", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 174 });
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    const expiresAt = new Date(code.body.data.expiresAt as string);
    try {
      await setClock(new Date(expiresAt.getTime() + 3_600_000));
      const answer = await fetch(code.body.data.payUrl);
      const page = await answer.text();
      expect(page).toContain("<title>Payment code expired</title>");
      expect(page).toMatch(/This payment code expired on <span class="when">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d<\/span> Manila time \(UTC\+8\)/);
      expect(page).not.toContain("Pay before");
      expect(page).not.toMatch(/<button/);
    } finally {
      await resetClock();
    }
  });
});
