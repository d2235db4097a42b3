import { describe, expect, it } from "vitest";
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
  });
});
