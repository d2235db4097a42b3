import { describe, expect, it } from "vitest";
import { payCodeInfo } from "@contract";
import { db } from "../../db";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";

const api = useLendingApi();

async function codeOf(reference: string, status: string, expiresInMs: number) {
  const { borrower } = await createBorrower();
  const order = await createOrder(borrower.id, { status: 180 });
  await db().payment.create({
    data: {
      reference,
      orderId: order.id,
      borrowerId: borrower.id,
      kind: "part",
      amount: 150_000,
      channelNumber: "GCSH",
      status,
      expiresAt: new Date(Date.now() + expiresInMs),
    },
  });
}

const infoOf = async (payCode: string) => payCodeInfo.data.parse((await api.get("/v3/repayment/pay-code", { payCode })).body.data);

describe("GET /v3/repayment/pay-code: what the public code page learns of a code (issue 40 W1)", () => {
  it("says an open code can be paid, with its amount", async () => {
    await codeOf("PAUOPEN2345678", "pending", 3_600_000);
    expect(await infoOf("PAUOPEN2345678")).toMatchObject({ state: "open", amount: 150_000 });
  });

  it("says a code closed by another payment, or expired, can no longer be paid", async () => {
    await codeOf("PAUCLSD2345678", "expired", 3_600_000);
    await codeOf("PAUTIME2345678", "pending", -1_000);
    expect((await infoOf("PAUCLSD2345678")).state).toBe("closed");
    expect((await infoOf("PAUTIME2345678")).state).toBe("closed");
  });

  it("says a paid code is paid", async () => {
    await codeOf("PAUPAID2345678", "paid", 3_600_000);
    expect((await infoOf("PAUPAID2345678")).state).toBe("paid");
  });

  it("answers a code it never issued as not found", async () => {
    const { body } = await api.get("/v3/repayment/pay-code", { payCode: "PAUNONE2345678" });
    expect(body.data).toBeNull();
    expect(body.code).not.toBe(0);
  });
});
