import { describe, expect, it } from "vitest";
import { FailureCode, paymentHistory, paymentReceipt } from "@contract";
import { setClock } from "../../clock";
import { db } from "../../db";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";
import { signedPostback } from "../gateway/local-dragonpay/sign-postback";
import { receiptNumber } from "./lender";

const api = useLendingApi();

async function signed(txnid: string, refno = "GW1", status = "S", message = "ok") {
  const fields = { txnid, refno, status, message };
  return signedPostback(fields);
}

async function overdueOrder(options: { delay?: boolean; name?: string } = {}) {
  const who = await createBorrower({ name: options.name ?? "Juan dela Cruz" });
  const order = await createOrder(who.borrower.id, { status: 180, delay: options.delay });
  return { ...who, order };
}

async function payThroughGateway(orderId: number, query: string, extra: Record<string, string> = {}, refno = "GW1") {
  const code = await api.post("/v3/loan-details/generate-vcode", { orderId, channelNumber: "711", ...extra }, query);
  const reference = code.body.data.reference as string;
  const paid = await api.post("/v3/payments/postback", await signed(reference, refno));
  expect(paid.body.data.applied).toBe(true);
  return { reference, amount: code.body.data.amount as number };
}

async function history(orderId: number, query: string) {
  const { body } = await api.post("/v3/payments/history", { orderId }, query);
  expect(body).toMatchObject({ code: 0, success: true });
  return paymentHistory.data.parse(body.data);
}

describe("payment history and receipts", () => {
  it("keeps the allocation and balance as applied, with a receipt, a number and an SMS", async () => {
    const { order, query, borrower } = await overdueOrder();
    const { reference, amount } = await payThroughGateway(order.id, query);
    const { items } = await history(order.id, query);
    expect(items).toHaveLength(1);
    const [entry] = items;
    expect(entry).toMatchObject({
      status: "paid",
      kind: "repay",
      amount,
      channel: "7-Eleven",
      reference,
      gatewayRef: "GW1",
      balanceAfter: 0,
      fullyPaid: true,
    });
    expect(entry.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The whole amount is allocated, late charges (penalties) before interest before principal.
    expect(entry.allocation.reduce((s, l) => s + l.amount, 0)).toBe(amount);
    expect(entry.allocation.map((l) => l.key)).toEqual(["penalties", "interest", "principal"]);
    expect(entry.allocation.find((l) => l.key === "principal")?.amount).toBe(order.principal);

    const receipt = await api.post("/v3/payments/receipt", { receiptNo: entry.receiptNo }, query);
    const data = paymentReceipt.data.parse(receipt.body.data);
    expect(data).toMatchObject({ number: entry.receiptNo, orderNo: order.orderNo, amount, fullyPaid: true, balanceAfter: 0, reference });
    expect(data.lender.name).toBe("Pautang Lending Corporation");
    expect(data.borrower.name).toBe("Juan dela Cruz");
    expect(data.borrower.phone).toMatch(/^09\d\d\*{4}\d{3}$/);
    expect(data.borrower.phone).not.toBe(borrower.phone);
    expect(data.allocation).toEqual(entry.allocation);

    const sms = await db().smsOutbox.findMany({ where: { phone: borrower.phone, purpose: "payment-receipt" } });
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toContain(reference);
    expect(sms[0].body).toContain(entry.receiptNo);
    expect(sms[0].body).toMatch(/fully paid/);
    expect(sms[0].body).toContain(`PHP ${(amount / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  });

  it("numbers receipts one after another per lender and never twice", async () => {
    const a = await overdueOrder();
    const b = await overdueOrder();
    await payThroughGateway(a.order.id, a.query, {}, "GWA");
    await payThroughGateway(b.order.id, b.query, {}, "GWB");
    const [ra] = (await history(a.order.id, a.query)).items;
    const [rb] = (await history(b.order.id, b.query)).items;
    const seqA = await db().receipt.findUniqueOrThrow({ where: { number: ra.receiptNo } });
    expect(rb.receiptNo).toBe(receiptNumber("PLC", seqA.seq + 1));
    const counter = await db().receiptCounter.findUniqueOrThrow({ where: { lenderKey: seqA.lenderKey } });
    expect(counter.last).toBeGreaterThanOrEqual(seqA.seq + 1);
  });

  it("a replayed postback gives no second receipt and no second SMS", async () => {
    const { order, query, borrower } = await overdueOrder();
    const { reference } = await payThroughGateway(order.id, query);
    const replay = await api.post("/v3/payments/postback", await signed(reference));
    expect(replay.body.data.applied).toBe(false);
    const together = await Promise.all([1, 2].map(async () => api.post("/v3/payments/postback", await signed(reference))));
    expect(together.every((r) => r.body.data.applied === false)).toBe(true);
    expect(await db().receipt.count({ where: { orderId: order.id } })).toBe(1);
    expect(await db().smsOutbox.count({ where: { phone: borrower.phone, purpose: "payment-receipt" } })).toBe(1);
  });

  it("shows an extension as an extension, with its new due date and what is left", async () => {
    const { order, query, borrower } = await overdueOrder({ delay: true });
    await payThroughGateway(order.id, query, { isDelay: "1" });
    const [entry] = (await history(order.id, query)).items;
    expect(entry).toMatchObject({ status: "paid", kind: "extend", fullyPaid: false });
    expect(entry.newDueDate > (order.dueDate ?? "")).toBe(true);
    expect(entry.balanceAfter).toBeGreaterThanOrEqual(order.principal);
    expect(entry.allocation.find((l) => l.key === "principal")).toBeUndefined();
    const sms = await db().smsOutbox.findFirstOrThrow({ where: { phone: borrower.phone, purpose: "payment-receipt" } });
    expect(sms.body).toContain(`new due date is ${entry.newDueDate}`);
    expect(sms.body).toMatch(/Remaining balance: PHP [\d,]+\.\d\d\./);
  });

  it("shows failed and expired codes as such, never as paid, and gives them no receipt", async () => {
    const { order, query } = await overdueOrder();
    const failed = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    await api.post("/v3/payments/postback", await signed(failed.body.data.reference, "GWF", "F", "declined"));
    const expiring = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "PYMY" }, query);
    await setClock(new Date(Date.now() + 25 * 3_600_000));
    const { items } = await history(order.id, query);
    const byRef = new Map(items.map((i) => [i.reference, i]));
    expect(byRef.get(failed.body.data.reference)).toMatchObject({ status: "failed", receiptNo: "", balanceAfter: null, allocation: [] });
    expect(byRef.get(expiring.body.data.reference)).toMatchObject({ status: "expired", receiptNo: "", balanceAfter: null });
    expect(await db().receipt.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("issue 40: a closed code paid anyway is listed once, as money owed back, not also as closed", async () => {
    const { order, query } = await overdueOrder();
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    const reference = code.body.data.reference as string;
    await setClock(new Date(Date.now() + 25 * 3_600_000));
    expect((await history(order.id, query)).items.filter((i) => i.reference === reference)).toMatchObject([{ status: "expired" }]);
    const paid = await api.post("/v3/payments/postback", await signed(reference, "GWLATE"));
    expect(paid.body.data.applied).toBe(false);
    const listed = (await history(order.id, query)).items.filter((i) => i.reference === reference);
    expect(listed).toMatchObject([{ status: "refundDue", gatewayRef: "GWLATE" }]);
  });

  it("issue 40: a loan cancelled in its cooling-off period (QA 210) shows the proceeds returned, with a receipt", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 210 });
    const { items } = await history(order.id, query);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ status: "paid", kind: "cancel", amount: order.principal - order.serviceFee });
    expect(items[0].allocation).toEqual([{ key: "returned", amount: order.principal - order.serviceFee }]);
    expect(items[0].receiptNo).toMatch(/^PLC-\d{8}$/);
  });

  it("answers another borrower's history and receipt exactly like missing ones; numbers alone never open a receipt", async () => {
    const owner = await overdueOrder();
    await payThroughGateway(owner.order.id, owner.query);
    const [entry] = (await history(owner.order.id, owner.query)).items;
    const stranger = await createBorrower();

    const foreign = await api.post("/v3/payments/receipt", { receiptNo: entry.receiptNo }, stranger.query);
    const missing = await api.post("/v3/payments/receipt", { receiptNo: "PLC-99999999" }, stranger.query);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toMatchObject({ code: FailureCode.notFound, success: false, data: null });

    const foreignHistory = await api.post("/v3/payments/history", { orderId: owner.order.id }, stranger.query);
    const missingHistory = await api.post("/v3/payments/history", { orderId: 99_999_999 }, stranger.query);
    expect(foreignHistory.body).toEqual(missingHistory.body);

    // No session: the number alone is refused before anything is looked up.
    const anonymous = await api.post("/v3/payments/receipt", { receiptNo: entry.receiptNo });
    expect(anonymous.body.success).toBe(false);
    expect(JSON.stringify(anonymous.body)).not.toContain(owner.order.orderNo);
  });

  it("has no receipt for a pending code, and refuses malformed receipt numbers without a 5xx", async () => {
    const { order, query } = await overdueOrder();
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    const [pending] = (await history(order.id, query)).items;
    expect(pending).toMatchObject({ status: "pending", receiptNo: "", reference: code.body.data.reference });
    for (const receiptNo of [code.body.data.reference, "", "x".repeat(100), "PLC-1' OR 1=1", "../etc"]) {
      const answer = await api.post("/v3/payments/receipt", { receiptNo }, query);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.success).toBe(false);
      expect([FailureCode.notFound, FailureCode.invalidInput]).toContain(answer.body.code);
    }
  });

  it("gives a card repayment a receipt and an SMS too", async () => {
    const { order, query, borrower } = await overdueOrder();
    await db().bankCard.create({
      data: {
        borrowerId: borrower.id,
        cardType: 2,
        channelNumber: "GCSH",
        institution: "GCash",
        accountNumber: "09171234567",
        holderName: "Juan dela Cruz",
        fields: "{}",
      },
    });
    const way = await api.post("/v1/loan/service/loan/repayment-way", { orderId: order.id }, query);
    const card = way.body.data.bankCards[0];
    expect(card).toMatchObject({ bankName: "GCash", cardNo: "**** 4567" });
    const commit = await api.post(
      "/v1/loan/service/loan/repayment-commit",
      { orderId: order.id, cardId: card.id, repayToken: way.body.data.repayToken, sendMsg: "1" },
      query,
    );
    const codeSms = await db().smsOutbox.findFirstOrThrow({
      where: { phone: borrower.phone, purpose: "repayment" },
      orderBy: { id: "desc" },
    });
    const verifyCode = /\b(\d{6})\b/.exec(codeSms.body)?.[1] as string;
    const confirmed = await api.post(
      "/v1/loan/service/loan/repayment-confirm",
      { orderId: order.id, verifyCode, repaymentRecordId: commit.body.data.repayRecordId },
      query,
    );
    expect(confirmed.body.code).toBe("00");
    const [entry] = (await history(order.id, query)).items;
    expect(entry).toMatchObject({ status: "paid", channel: "GCash **** 4567", amount: way.body.data.repayAmount, fullyPaid: true });
    const sms = await db().smsOutbox.findFirstOrThrow({ where: { phone: borrower.phone, purpose: "payment-receipt" } });
    expect(sms.body).toContain(entry.receiptNo);
  });
});

describe("ops payment look-up", () => {
  it("finds a payment by our reference, the gateway's and the receipt number, and lists an order's payments", async () => {
    const { order, query } = await overdueOrder();
    const { reference } = await payThroughGateway(order.id, query, {}, "GWOPS1");
    const [entry] = (await history(order.id, query)).items;
    for (const q of [reference, "gwops1", entry.receiptNo]) {
      const { body } = await api.post("/ops/payments", { q });
      expect(body.code).toBe(0);
      expect(body.data.items).toHaveLength(1);
      expect(body.data.items[0]).toMatchObject({ receiptNo: entry.receiptNo, orderNo: order.orderNo });
    }
    const byOrder = await api.post("/ops/payments", { orderNos: order.orderNo });
    expect(byOrder.body.data.items.map((i: { reference: string }) => i.reference)).toEqual([reference]);
    const none = await api.post("/ops/payments", { q: "NOPE" });
    expect(none.body.data.items).toEqual([]);
  });
});
