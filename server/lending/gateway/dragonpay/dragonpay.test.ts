import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { FailureCode } from "@contract";
import { serverConfig } from "../../../config";
import { db } from "../../../db";
import { createBorrower, createOrder } from "../../../qa/factories";
import { useLendingApi } from "../../../test/api";
import { signedPostback } from "../local-dragonpay/sign-postback";
import { listCallbackKey } from "../local-dragonpay/signing-key";
import { transactionOf } from "../local-dragonpay/transactions";
import { collectApi } from "./addresses";
import { ageCallbackKeys, forgetCallbackKeys } from "./callback-keys";
import { collectionStatus, createCollection, DragonpayUnavailable, processors, voidCollection } from "./client";
import { basicAuthorization, sha1Digest, signedText } from "./protocol";

/**
 * Issue 37: the Dragonpay adapter against the local Dragonpay over HTTP, and the postbacks it
 * refuses (docs/decisions/222-224).
 */
const api = useLendingApi();

async function openCode(channelNumber = "GCSH") {
  const { borrower, query } = await createBorrower();
  const order = await createOrder(borrower.id, { status: 180 });
  const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber }, query);
  expect(code.body.code).toBe(0);
  return {
    order,
    reference: code.body.data.reference as string,
    amount: code.body.data.amount as number,
    payUrl: code.body.data.payUrl as string,
  };
}

const fieldsOf = (txnid: string, refno = "DP1", status = "S") => ({ txnid, refno, status, message: "Payment received" });

/** A postback signed with a key of our own making, not Dragonpay's. */
function signedWith(privateKey: crypto.KeyObject, fields: ReturnType<typeof fieldsOf>, amount: number) {
  const text = signedText(fields, serverConfig().DRAGONPAY_MERCHANT_ID, amount);
  return { ...fields, signatures: crypto.sign("sha256", Buffer.from(text), privateKey).toString("base64") };
}

async function dragonpayPostback(fields: Record<string, string | undefined>) {
  const response = await fetch(`${api.base}/payments/dragonpay/postback`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  });
  return { status: response.status, text: await response.text() };
}

const paymentOf = (reference: string) => db().payment.findUniqueOrThrow({ where: { reference } });

describe("the adapter against the local Dragonpay, over HTTP", () => {
  it("opens a code with our reference, the amount in pesos, the channel and the code's expiry; the borrower goes to its Url", async () => {
    const { reference, amount, payUrl } = await openCode("711");
    const payment = await paymentOf(reference);
    expect(payUrl).toBe(payment.payUrl);
    expect(payUrl).toBe(`${api.base}/gateway/dragonpay/pay/${reference}`);
    const status = await collectionStatus(reference);
    expect(status).toMatchObject({ Status: "P", Amount: amount / 100, ProcId: "711" });
    // What Dragonpay was asked: the code's own expiry, and what it is for.
    expect(transactionOf(reference)).toMatchObject({ expiry: payment.expiresAt, description: expect.stringContaining("loan repayment") });
    const page = await fetch(payUrl).then((r) => r.text());
    expect(page).toContain(`Pay ₱`);
    expect(page).toContain("at 7-Eleven");
  });

  it("refuses a wrong password (401) and a repeated txnid; voids a pending code; lists Dragonpay's channels", async () => {
    const wrong = await fetch(collectApi("/PAUWRONGPASS1/post"), {
      method: "POST",
      headers: {
        Authorization: basicAuthorization(serverConfig().DRAGONPAY_MERCHANT_ID, "not-the-password"),
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ Amount: 1, Currency: "PHP", Description: "x", Email: "a@b.ph" }),
    });
    expect(wrong.status).toBe(401);
    expect((await fetch(collectApi("/txnid/PAUWRONGPASS1"))).status).toBe(401);

    const request = { Amount: 1234.5, Currency: "PHP" as const, Description: "Test", Email: "juan@example.ph", ProcId: "GCSH" };
    const created = await createCollection("PAUTESTREPEAT1", request);
    expect(created).toMatchObject({ Status: "S", Url: expect.stringContaining("/gateway/dragonpay/pay/PAUTESTREPEAT1") });
    await expect(createCollection("PAUTESTREPEAT1", request)).rejects.toBeInstanceOf(DragonpayUnavailable);

    expect(await voidCollection("PAUTESTREPEAT1")).toMatchObject({ Status: 0 });
    expect(await collectionStatus("PAUTESTREPEAT1")).toMatchObject({ Status: "V" });
    expect(Number((await voidCollection("PAUTESTREPEAT1")).Status)).not.toBe(0);

    const channels = (await processors()).map((processor) => processor.procId);
    expect(channels).toEqual(expect.arrayContaining(["GCSH", "711", "BAYD", "CEBL", "ECPY", "MLH", "SMR", "PYMY", "GRPY"]));
  });

  it("pays on the instant channel: signed postback answered result=OK, the loan settled once", async () => {
    const { order, reference, payUrl } = await openCode("GCSH");
    const paid = await fetch(payUrl, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(await paymentOf(reference)).toMatchObject({ status: "paid", gatewayStatus: "S" });
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(200);
    expect(await collectionStatus(reference)).toMatchObject({ Status: "S" });
  });
});

describe("postbacks: only Dragonpay's signature applies money", () => {
  it("refuses a forged postback (signed with another key), and the code stays open", async () => {
    const { reference, amount } = await openCode();
    const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    const forged = await api.post("/v3/payments/postback", signedWith(privateKey, fieldsOf(reference), amount));
    expect(forged.body.code).toBe(FailureCode.invalidInput);
    const answer = await dragonpayPostback(signedWith(privateKey, fieldsOf(reference), amount));
    expect(answer).toEqual({ status: 400, text: "result=FAIL_NOT_ACCEPTED" });
    expect(await paymentOf(reference)).toMatchObject({ status: "pending", refno: null });
  });

  it("refuses Dragonpay's own signature over another amount (the amount is ours, signed)", async () => {
    const { reference, amount } = await openCode();
    const tampered = await api.post("/v3/payments/postback", await signedPostback(fieldsOf(reference), amount - 100));
    expect(tampered.body.code).toBe(FailureCode.invalidInput);
    expect((await paymentOf(reference)).status).toBe("pending");
  });

  it("refuses an unsigned postback, and a SHA-1-only one while DRAGONPAY_ACCEPT_SHA1_DIGEST is off; accepts it when on", async () => {
    const { reference } = await openCode();
    const fields = fieldsOf(reference);
    expect((await api.post("/v3/payments/postback", fields)).body.code).toBe(FailureCode.invalidInput);
    const sha1Only = { ...fields, digest: sha1Digest(fields, serverConfig().DRAGONPAY_PASSWORD) };
    expect(serverConfig().DRAGONPAY_ACCEPT_SHA1_DIGEST).toBe("0");
    expect((await api.post("/v3/payments/postback", sha1Only)).body.code).toBe(FailureCode.invalidInput);
    expect((await paymentOf(reference)).status).toBe("pending");

    const config = serverConfig();
    config.DRAGONPAY_ACCEPT_SHA1_DIGEST = "1";
    try {
      const wrongDigest = await api.post("/v3/payments/postback", { ...fields, digest: sha1Digest(fields, "another-password") });
      expect(wrongDigest.body.code).toBe(FailureCode.invalidInput);
      const accepted = await api.post("/v3/payments/postback", sha1Only);
      expect(accepted.body).toMatchObject({ code: 0, data: { applied: true } });
    } finally {
      config.DRAGONPAY_ACCEPT_SHA1_DIGEST = "0";
    }
  });

  it("refuses a postback signed with a revoked key, and fetches the keys again once for a key it does not know", async () => {
    const { reference, amount } = await openCode();
    const revoked = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    const added = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    listCallbackKey({ value: revoked.publicKey.export({ type: "spki", format: "pem" }).toString(), status: "Revoked" });
    forgetCallbackKeys();
    const refused = await api.post("/v3/payments/postback", signedWith(revoked.privateKey, fieldsOf(reference), amount));
    expect(refused.body.code).toBe(FailureCode.invalidInput);
    expect((await paymentOf(reference)).status).toBe("pending");

    // Dragonpay adds a key (base64 DER, as keys/callback may serve it): our kept list does not have
    // it, so the list is fetched again and the postback applies.
    listCallbackKey({ value: added.publicKey.export({ type: "spki", format: "der" }).toString("base64"), status: "Active" });
    ageCallbackKeys(60_000);
    const applied = await api.post("/v3/payments/postback", signedWith(added.privateKey, fieldsOf(reference), amount));
    expect(applied.body).toMatchObject({ code: 0, data: { applied: true } });
  });

  it("answers result=OK, and a repeated postback changes nothing", async () => {
    const { order, reference } = await openCode();
    const fields = await signedPostback(fieldsOf(reference, "DPREPEAT1"));
    expect(await dragonpayPostback(fields)).toEqual({ status: 200, text: "result=OK" });
    const after = await db().loanOrder.findUniqueOrThrow({
      where: { id: order.id },
      include: { instalments: { orderBy: { seq: "asc" } } },
    });
    expect(await dragonpayPostback(fields)).toEqual({ status: 200, text: "result=OK" });
    const again = await db().loanOrder.findUniqueOrThrow({
      where: { id: order.id },
      include: { instalments: { orderBy: { seq: "asc" } } },
    });
    expect(again.instalments).toEqual(after.instalments);
    expect(await db().receipt.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("P, then S: the counter code stays open while pending, then settles once", async () => {
    const { order, reference } = await openCode("711");
    const pending = await api.post("/v3/payments/postback", await signedPostback(fieldsOf(reference, "DPCOUNTER1", "P")));
    expect(pending.body).toMatchObject({ code: 0, data: { status: "pending", applied: false } });
    expect(await paymentOf(reference)).toMatchObject({ status: "pending", gatewayStatus: "P" });
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(180);

    const settled = await signedPostback(fieldsOf(reference, "DPCOUNTER1", "S"));
    expect(await dragonpayPostback(settled)).toEqual({ status: 200, text: "result=OK" });
    expect(await dragonpayPostback(settled)).toEqual({ status: 200, text: "result=OK" });
    expect(await paymentOf(reference)).toMatchObject({ status: "paid", gatewayStatus: "S" });
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(200);
    expect(await db().receipt.count({ where: { orderId: order.id } })).toBe(1);
  });
});

describe("what each status does (docs/decisions/224)", () => {
  it("F fails an open code and V closes one; neither moves money, and a later S for it is owed back", async () => {
    const failed = await openCode();
    const f = await api.post("/v3/payments/postback", await signedPostback(fieldsOf(failed.reference, "DPF1", "F")));
    expect(f.body).toMatchObject({ code: 0, data: { status: "failed", applied: false } });
    expect(await paymentOf(failed.reference)).toMatchObject({ status: "failed", gatewayStatus: "F" });

    const voided = await openCode();
    const v = await api.post("/v3/payments/postback", await signedPostback(fieldsOf(voided.reference, "DPV1", "V")));
    expect(v.body).toMatchObject({ code: 0, data: { status: "expired", applied: false } });
    expect(await paymentOf(voided.reference)).toMatchObject({ status: "expired", gatewayStatus: "V" });
    const late = await api.post("/v3/payments/postback", await signedPostback(fieldsOf(voided.reference, "DPV2", "S")));
    expect(late.body).toMatchObject({ code: 0, data: { status: "refundDue", applied: false } });
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: voided.order.id } })).status).toBe(180);
  });

  it.each(["R", "K"] as const)("%s on a paid code is recorded and shown to agents, and the payment stays applied", async (status) => {
    const { order, reference } = await openCode();
    await api.post("/v3/payments/postback", await signedPostback(fieldsOf(reference, `DP${status}1`, "S")));
    const before = await db().loanOrder.findUniqueOrThrow({
      where: { id: order.id },
      include: { instalments: { orderBy: { seq: "asc" } } },
    });
    const reported = await signedPostback({ ...fieldsOf(reference, `DP${status}1`, status), message: "Reversed by the bank" });
    expect(await dragonpayPostback(reported)).toEqual({ status: 200, text: "result=OK" });
    expect(await dragonpayPostback(reported)).toEqual({ status: 200, text: "result=OK" });
    expect(await paymentOf(reference)).toMatchObject({ status: "paid", gatewayStatus: status });
    const after = await db().loanOrder.findUniqueOrThrow({
      where: { id: order.id },
      include: { instalments: { orderBy: { seq: "asc" } } },
    });
    expect(after.status).toBe(200);
    expect(after.instalments).toEqual(before.instalments);
    expect(await db().receipt.count({ where: { orderId: order.id } })).toBe(1);

    const lookup = await api.post("/ops/payments", { q: reference });
    expect(lookup.body.data.items).toEqual([expect.objectContaining({ reference, status: "paid", gatewayDispute: status })]);
  });
});
