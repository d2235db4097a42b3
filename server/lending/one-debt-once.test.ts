import { describe, expect, it } from "vitest";
import { FailureCode } from "@contract";
import { setClock } from "../clock";
import { db } from "../db";
import { createBorrower, createOrder } from "../qa/factories";
import { useLendingApi } from "../test/api";
import { signedPostback } from "./gateway/local-dragonpay/sign-postback";

/**
 * Finding N1 of the second penetration test (docs/security.md, docs/decisions/150): one repayment
 * was applied twice when a borrower used both the card and the gateway.
 */
const api = useLendingApi();
const LEGACY = "/v1/loan/service/loan";

async function signed(txnid: string, refno: string) {
  const fields = { txnid, refno, status: "S", message: "ok" };
  return signedPostback(fields);
}

async function overdueWithCard() {
  const who = await createBorrower();
  const order = await createOrder(who.borrower.id, { status: 180 });
  await db().bankCard.create({
    data: {
      borrowerId: who.borrower.id,
      cardType: 1,
      channelNumber: "90009",
      institution: "BDO Unibank",
      accountNumber: "123456789012",
      holderName: "Juan dela Cruz",
      fields: "{}",
    },
  });
  return { ...who, order };
}

/** A card payment up to its SMS code: the request and the code the borrower received. */
async function cardRequest(orderId: number, query: string, phone: string) {
  const way = await api.post(`${LEGACY}/repayment-way`, { orderId }, query);
  const commit = await api.post(
    `${LEGACY}/repayment-commit`,
    { orderId, cardId: way.body.data.bankCards[0].id, repayToken: way.body.data.repayToken, sendMsg: "1" },
    query,
  );
  expect(commit.body.code).toBe("00");
  const sms = await db().smsOutbox.findFirstOrThrow({ where: { phone, purpose: "repayment" }, orderBy: { id: "desc" } });
  return {
    amount: way.body.data.repayAmount as number,
    repaymentRecordId: commit.body.data.repayRecordId as number,
    verifyCode: /\b(\d{6})\b/.exec(sms.body)![1],
  };
}

describe("N1: one debt, paid once across the card and the gateway", () => {
  it("card confirmed, then the older pay code paid: the code closed, its money owed back (history, SMS, agents), never a second repayment", async () => {
    const { order, query, borrower } = await overdueWithCard();
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "711" }, query);
    const card = await cardRequest(order.id, query, borrower.phone);
    expect(card.amount).toBe(code.body.data.amount);

    const confirmed = await api.post(
      `${LEGACY}/repayment-confirm`,
      { orderId: order.id, verifyCode: card.verifyCode, repaymentRecordId: card.repaymentRecordId },
      query,
    );
    expect(confirmed.body).toMatchObject({ code: "00", data: { orderStatus: 200 } });
    // The card payment closed the pay code and voided it at Dragonpay: its pay page refuses it now.
    expect((await db().payment.findUniqueOrThrow({ where: { reference: code.body.data.reference } })).status).toBe("expired");
    const page = await fetch(code.body.data.payUrl).then((r) => r.text());
    expect(page).toContain("This payment code is no longer valid.");
    expect(page).not.toContain("Pay before"); // no deadline on a code that cannot be paid (issue 40)

    // A real gateway's postback for the code, paid at a counter just before: received, owed back.
    const late = await api.post("/v3/payments/postback", await signed(code.body.data.reference, "DP001"));
    expect(late.body).toMatchObject({ code: 0, data: { status: "refundDue", applied: false, orderStatus: 200 } });
    const replay = await api.post("/v3/payments/postback", await signed(code.body.data.reference, "DP001"));
    expect(replay.body).toMatchObject({ code: 0, data: { status: "refundDue", applied: false } });

    const history = await api.post("/v3/payments/history", { orderId: order.id }, query);
    const items = history.body.data.items as Array<{ status: string; amount: number; receiptNo: string; gatewayRef: string }>;
    expect(items.filter((i) => i.status === "paid")).toHaveLength(1);
    expect(items.filter((i) => i.status === "refundDue")).toEqual([
      expect.objectContaining({ amount: card.amount, gatewayRef: "DP001", receiptNo: "" }),
    ]);
    const sms = await db().smsOutbox.findMany({
      where: { phone: borrower.phone, purpose: { in: ["payment-receipt", "payment-refund"] } },
      orderBy: { id: "asc" },
    });
    expect(sms.map((m) => m.purpose)).toEqual(["payment-receipt", "payment-refund"]);
    expect(sms[1].body).toMatch(/was not applied to your loan\. We owe it back to you/);

    // The agents see it, mark it refunded once, and the borrower's history says so.
    const due = await api.post("/ops/refunds", {});
    expect(due.body.data.items).toEqual([expect.objectContaining({ orderNo: order.orderNo, amount: card.amount, status: "refundDue" })]);
    const refundId = due.body.data.items[0].refundId as number;
    const sent = {
      method: "gcash",
      paidOn: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
      agentName: "Ana",
      confirmed: "yes",
    };
    const marked = await api.post("/ops/refunds/mark", { refundId, ...sent });
    expect(marked.body.data).toMatchObject({ status: "refunded", refundId });
    expect((await api.post("/ops/refunds/mark", { refundId, ...sent })).body.data.status).toBe("refunded");
    expect((await api.post("/ops/refunds", {})).body.data.items).toEqual([]);
    const after = await api.post("/v3/payments/history", { orderId: order.id }, query);
    expect(after.body.data.items.map((i: { status: string }) => i.status)).toContain("refunded");
    const byOrder = await api.post("/ops/payments", { orderNos: order.orderNo });
    expect(byOrder.body.data.items.map((i: { status: string }) => i.status).sort()).toEqual(["expired", "paid", "refunded"]);
  });

  it("pay code paid, then the card's SMS code: refused before any debit, in English and Filipino", async () => {
    const { order, query, borrower } = await overdueWithCard();
    const card = await cardRequest(order.id, query, borrower.phone);
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    const paid = await api.post("/v3/payments/postback", await signed(code.body.data.reference, "DP002"));
    expect(paid.body.data).toMatchObject({ status: "paid", applied: true, orderStatus: 200 });
    // The gateway payment closed the waiting card request.
    expect((await db().legacyRepayment.findUniqueOrThrow({ where: { id: card.repaymentRecordId } })).status).toBe("failed");

    const confirm = { orderId: order.id, verifyCode: card.verifyCode, repaymentRecordId: card.repaymentRecordId };
    const refused = await api.post(`${LEGACY}/repayment-confirm`, confirm, query);
    expect(refused.body).toMatchObject({
      code: String(FailureCode.conflict),
      message: "This loan is already paid. Nothing was debited from your account.",
    });
    const filipino = await api.post(`${LEGACY}/repayment-confirm`, confirm, query.replace(/language=[^&]*/, "language=fil"));
    expect(filipino.body.message).toBe("Bayad na ang loan na ito. Walang kinuha sa iyong account.");
    expect(await db().receipt.count({ where: { orderId: order.id } })).toBe(1);
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("a card request whose amount changed meanwhile (a day's late charges) is refused before any debit", async () => {
    const { order, query, borrower } = await overdueWithCard();
    const card = await cardRequest(order.id, query, borrower.phone);
    // Past midnight in Manila: another day of default interest; the SMS code is still within its 5 minutes.
    const manilaMidnight = new Date(`${new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10)}T00:00:30+08:00`);
    await setClock(manilaMidnight);
    const sent = await db().legacyRepayment.update({
      where: { id: card.repaymentRecordId },
      data: { codeExpiresAt: new Date(manilaMidnight.getTime() + 60_000) },
    });
    expect(sent.status).toBe("pending");
    const refused = await api.post(
      `${LEGACY}/repayment-confirm`,
      { orderId: order.id, verifyCode: card.verifyCode, repaymentRecordId: card.repaymentRecordId },
      query,
    );
    expect(refused.body.message).toBe(
      "The amount to repay has changed since this code was sent. Nothing was debited from your account; please open the repayment again.",
    );
    expect(await db().receipt.count({ where: { orderId: order.id } })).toBe(0);
  });
});
