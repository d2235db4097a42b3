import { afterEach, describe, expect, it } from "vitest";
import { resetClock, setClock } from "../../../clock";
import { db } from "../../../db";
import { createBorrower, createOrder } from "../../../qa/factories";
import { useLendingApi } from "../../../test/api";
import { signedPostback } from "../local-dragonpay/sign-postback";
import { setStatus, transactionOf } from "../local-dragonpay/transactions";
import { reconcileWithDragonpay } from "./reconcile";

/** Issue 37: codes whose postback never came are asked about; closed ones are voided (docs/decisions/225). */
const api = useLendingApi();

afterEach(async () => {
  await resetClock();
});

async function openCode(channelNumber = "GCSH") {
  const { borrower, query } = await createBorrower();
  const order = await createOrder(borrower.id, { status: 180 });
  const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber }, query);
  return { order, query, reference: code.body.data.reference as string };
}

const later = (minutes: number) => setClock(new Date(Date.now() + minutes * 60_000));

describe("reconciliation with Dragonpay", () => {
  it("applies, once, a payment whose postback never came, and leaves a quiet pending code alone", async () => {
    const { order, reference } = await openCode();
    const quiet = await openCode("711");
    // Paid at Dragonpay; the postback was lost on the way.
    setStatus(transactionOf(reference)!, "S", "Payment received");
    expect(await reconcileWithDragonpay()).toEqual([]); // too early: the postback may still come

    await later(16);
    const [first, second] = await Promise.all([reconcileWithDragonpay(), reconcileWithDragonpay()]);
    // Two instances at once: the code is claimed by one of them only.
    expect([...first, ...second].filter((done) => done.reference === reference)).toEqual([{ reference, did: "asked", status: "S" }]);
    expect([...first, ...second].filter((done) => done.reference === quiet.reference)).toEqual([
      { reference: quiet.reference, did: "asked", status: "P" },
    ]);
    expect(await db().payment.findUniqueOrThrow({ where: { reference } })).toMatchObject({ status: "paid", gatewayStatus: "S" });
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(200);

    // The lost postback arrives after all: nothing changes. Nor does the next run ask again.
    const refno = transactionOf(reference)!.refno;
    const late = await api.post("/v3/payments/postback", await signedPostback({ txnid: reference, refno, status: "S", message: "ok" }));
    expect(late.body).toMatchObject({ code: 0, data: { applied: false } });
    await later(40);
    expect((await reconcileWithDragonpay()).filter((done) => done.reference === reference)).toEqual([]);
    expect(await db().receipt.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("voids a closed code Dragonpay would still take money for", async () => {
    const { reference } = await openCode("711");
    // Closed here (another payment settled the debt) while the immediate void did not get through.
    await db().payment.update({ where: { reference }, data: { status: "expired" } });
    expect(await reconcileWithDragonpay()).toEqual([{ reference, did: "voided", status: "V" }]);
    expect(transactionOf(reference)).toMatchObject({ status: "V" });
    expect(await db().payment.findUniqueOrThrow({ where: { reference } })).toMatchObject({ status: "expired", gatewayStatus: "V" });
    expect(await reconcileWithDragonpay()).toEqual([]);
  });

  it("a closed code a counter paid before the void: owed back, never applied", async () => {
    const { order, reference } = await openCode("711");
    await db().payment.update({ where: { reference }, data: { status: "expired" } });
    setStatus(transactionOf(reference)!, "S", "Paid at the counter");
    expect(await reconcileWithDragonpay()).toEqual([{ reference, did: "asked", status: "S" }]);
    expect(await db().refund.findMany({ where: { orderId: order.id } })).toMatchObject([{ reason: "closed", status: "due" }]);
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(180);
  });
});
