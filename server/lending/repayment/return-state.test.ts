import { describe, expect, it } from "vitest";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";
import { signedPostback } from "../gateway/local-dragonpay/sign-postback";
import { applyPostback, safeReturnPath } from "./service";

/**
 * Issue 30 item 2: a browser back from the gateway without the payment-return cookie is told what
 * became of the payment the signed return fields name, and nothing else (docs/decisions/115).
 */
const api = useLendingApi();

async function pendingPayment() {
  const who = await createBorrower();
  const order = await createOrder(who.borrower.id, { status: 180 });
  const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, who.query);
  return code.body.data.reference as string;
}

async function signed(txnid: string, refno = "REF123ABC", status = "S") {
  const fields = { txnid, refno, status, message: "Payment received" };
  return signedPostback(fields);
}

async function stateOf(fields: Record<string, string>) {
  const answer = await api.post("/v3/payments/return-state", fields);
  expect(answer.status).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

describe("payment return without the cookie: the payment's state, and only that", () => {
  it("says received once that gateway reference settled the payment, pending before, and names nothing else", async () => {
    const reference = await pendingPayment();
    const fields = await signed(reference);
    expect(await stateOf(fields)).toEqual({ state: "pending" });
    await applyPostback(fields);
    expect(await stateOf(fields)).toEqual({ state: "received" });
  });

  it("says unconfirmed for altered, unsigned, failed or unknown returns, and never a 5xx on hostile input", async () => {
    const reference = await pendingPayment();
    await applyPostback(await signed(reference));
    expect(await stateOf({ ...(await signed(reference)), refno: "OTHER" })).toEqual({ state: "unconfirmed" });
    expect(await stateOf({ ...(await signed(reference)), signatures: Buffer.alloc(256).toString("base64") })).toEqual({
      state: "unconfirmed",
    });
    expect(await stateOf(await signed(reference, "OTHER1"))).toEqual({ state: "unconfirmed" });
    expect(await stateOf(await signed(reference, "REF123ABC", "F"))).toEqual({ state: "unconfirmed" });
    expect(await stateOf(await signed("PAUNOSUCHREF1"))).toEqual({ state: "unconfirmed" });
    expect(await stateOf({})).toEqual({ state: "unconfirmed" });
    const hostile = await api.post("/v3/payments/return-state", { txnid: "x".repeat(500), digest: ["a"] as unknown as string });
    expect(hostile.status).toBeLessThan(500);
  });
});

describe("the return path keeps the page language and nothing of the session", () => {
  it("strips the session but keeps language, so a browser without the cookie reads the language it paid in", () => {
    expect(safeReturnPath("/payment-return?orderId=4&language=fil&sessionId=abc&userId=9&mobilePhone=0917")).toBe(
      "/payment-return?orderId=4&language=fil",
    );
  });
});
