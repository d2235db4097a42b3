import { describe, expect, it } from "vitest";
import { FailureCode, repayWays } from "@contract";
import { resetClock, setClock } from "../../clock";
import { db } from "../../db";
import { OrderStatus } from "../../domain/order-status";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";
import { signedPostback } from "../gateway/local-dragonpay/sign-postback";

const api = useLendingApi();

async function signed(txnid: string, refno = "REF1") {
  const fields = { txnid, refno, status: "S", message: "ok" };
  return signedPostback(fields);
}

/** A ₱10,000, 91-day single-payment loan released `daysAgo` days ago (the first seeded product). */
async function repayingOrder(daysAgo: number) {
  const who = await createBorrower();
  const order = await createOrder(who.borrower.id, { status: 170, disbursedDaysAgo: daysAgo });
  return { ...who, order };
}

const filipino = (query: string) => `${query.replace(/(^|&)language=[^&]*/, "")}&language=fil`;

async function ways(orderId: number, query: string) {
  const { body } = await api.post("/v3/repay-your-way/options", { orderId }, query);
  expect(body).toMatchObject({ code: 0, success: true });
  return repayWays.data.parse(body.data);
}

async function latestSms(phone: string) {
  return db().smsOutbox.findFirstOrThrow({ where: { phone, purpose: "payment-receipt" }, orderBy: { id: "desc" } });
}

describe("pay in full today", () => {
  it("quotes the payoff in the early-repayment window; its code, once paid, settles the loan to the centavo", async () => {
    const { order, query, borrower } = await repayingOrder(50);
    const info = await ways(order.id, query);
    expect(info.payoff).toMatchObject({ allowed: true, rebate: 0, charges: 0, principal: order.principal });
    expect(info.payoff.amount).toBe(info.payoff.principal + info.payoff.interest);
    expect(info.coolingOff).toBeNull();
    const code = await api.post("/v3/repay-your-way/code", { orderId: order.id, way: "payoff", channelNumber: "GCSH", amount: "1" }, query);
    expect(code.body.data.amount).toBe(info.payoff.amount); // never the typed amount
    const paid = await api.post("/v3/payments/postback", await signed(code.body.data.reference));
    expect(paid.body.data).toMatchObject({ status: "paid", applied: true, orderStatus: OrderStatus.settled });
    const receipt = await db().receipt.findFirstOrThrow({ where: { orderId: order.id } });
    expect(receipt).toMatchObject({ amount: info.payoff.amount, balanceAfter: 0, fullyPaid: true, kind: "repay" });
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(0);
    expect((await latestSms(borrower.phone)).body).toContain("fully paid");
  });

  it("is refused before the window with the day it opens", async () => {
    const { order, query } = await repayingOrder(10);
    const info = await ways(order.id, query);
    expect(info.payoff.allowed).toBe(false);
    expect(info.payoff.reason).toMatch(/You can repay early from \d{4}-\d{2}-\d{2}/);
    const code = await api.post("/v3/repay-your-way/code", { orderId: order.id, way: "payoff", channelNumber: "GCSH" }, query);
    expect(code.body).toMatchObject({ code: FailureCode.conflict, success: false });
  });
});

describe("pay in full today is valid only on the Manila day it was quoted (third penetration test P8)", () => {
  it("quoted at 22:30 Manila, paid at 01:30 the next Manila day: owed back whole, never a part payment against a settles-your-loan receipt", async () => {
    try {
      await setClock(new Date("2026-12-01T14:30:00Z")); // 22:30 in Manila, 1 December
      const who = await createBorrower();
      const order = await createOrder(who.borrower.id, { status: OrderStatus.overdue });
      const info = await ways(order.id, who.query);
      expect(info.payoff.allowed).toBe(true);
      const code = await api.post("/v3/repay-your-way/code", { orderId: order.id, way: "payoff", channelNumber: "GCSH" }, who.query);
      expect(code.body.data.amount).toBe(info.payoff.amount);
      // The code can be paid until the quoting day ends in Manila, and its page says so.
      expect(code.body.data.expiresAt).toBe("2026-12-01T16:00:00.000Z");
      const page = await fetch(`${api.base}/gateway/dragonpay/pay/${code.body.data.reference}`);
      expect(await page.text()).toContain("<dt>Pay before</dt><dd>2026-12-02 00:00:00 Manila time (UTC+8)</dd>");

      await setClock(new Date("2026-12-01T17:30:00Z")); // 01:30 in Manila, 2 December
      const paid = await api.post("/v3/payments/postback", await signed(code.body.data.reference));
      expect(paid.body.data).toMatchObject({ status: "refundDue", applied: false, orderStatus: OrderStatus.overdue });
      // No receipt says the loan is settled while it is not: nothing was applied, all of it is owed back.
      expect(await db().receipt.count({ where: { orderId: order.id } })).toBe(0);
      expect(await db().refund.findMany({ where: { orderId: order.id } })).toMatchObject([
        { amount: info.payoff.amount, reason: "closed" },
      ]);
      const stored = await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } });
      expect(stored.status).toBe(OrderStatus.overdue);
      // A fresh quote that day settles the loan.
      const fresh = await api.post("/v3/repay-your-way/code", { orderId: order.id, way: "payoff", channelNumber: "GCSH" }, who.query);
      const settled = await api.post("/v3/payments/postback", await signed(fresh.body.data.reference, "REF2"));
      expect(settled.body.data).toMatchObject({ status: "paid", applied: true, orderStatus: OrderStatus.settled });
      expect(await db().receipt.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ fullyPaid: true, balanceAfter: 0 });
    } finally {
      await resetClock();
    }
  });
});

describe("pay any part", () => {
  it("refuses an amount outside the range beside the field, in the session's language", async () => {
    const { order, query } = await repayingOrder(50);
    const info = await ways(order.id, query);
    expect(info.part).toMatchObject({ allowed: true, min: 10_000, max: info.payoff.amount });
    const below = await api.post(
      "/v3/repay-your-way/code",
      { orderId: order.id, way: "part", amount: "99.99", channelNumber: "GCSH" },
      query,
    );
    expect(below.body).toMatchObject({
      code: FailureCode.invalidInput,
      success: false,
      data: { fieldErrors: { amount: "Please pay at least ₱100.00." } },
    });
    const above = await api.post(
      "/v3/repay-your-way/code",
      { orderId: order.id, way: "part", amount: "20,000", channelNumber: "GCSH" },
      query,
    );
    expect(above.body.data.fieldErrors.amount).toMatch(/^You can pay at most ₱11,365\.00 today\.$/);
    const words = await api.post(
      "/v3/repay-your-way/code",
      { orderId: order.id, way: "part", amount: "five hundred", channelNumber: "GCSH" },
      filipino(query),
    );
    expect(words.body.data.fieldErrors.amount).toBe("Ilagay ang halaga sa piso, halimbawa 500 o 1,250.50.");
    const belowFil = await api.post(
      "/v3/repay-your-way/code",
      { orderId: order.id, way: "part", amount: "50", channelNumber: "GCSH" },
      filipino(query),
    );
    expect(belowFil.body.message).toBe("Magbayad ng hindi bababa sa ₱100.00.");
    expect(await db().payment.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("a part is applied in the payment order; receipt, history and SMS show the split and what remains", async () => {
    const { order, query, borrower } = await repayingOrder(50);
    const code = await api.post(
      "/v3/repay-your-way/code",
      { orderId: order.id, way: "part", amount: "3,000", channelNumber: "GCSH" },
      query,
    );
    expect(code.body.data.amount).toBe(300_000);
    await api.post("/v3/payments/postback", await signed(code.body.data.reference));
    const receipt = await db().receipt.findFirstOrThrow({ where: { orderId: order.id } });
    expect(receipt).toMatchObject({ amount: 300_000, balanceAfter: 836_500, fullyPaid: false });
    expect(JSON.parse(receipt.allocation)).toMatchObject({ prepaid: { interest: 136_500, principal: 163_500 }, overpayment: 0 });
    expect((await latestSms(borrower.phone)).body).toContain(
      "Applied to interest PHP 1,365.00, principal PHP 1,635.00. Remaining balance: PHP 8,365.00.",
    );
    const history = await api.post("/v3/payments/history", { orderId: order.id }, query);
    expect(history.body.data.items[0]).toMatchObject({ status: "paid", kind: "repay", balanceAfter: 836_500 });
    // What remains is paid off for exactly the rest.
    const after = await ways(order.id, query);
    expect(after.payoff.amount).toBe(836_500);
  });
});

describe("cooling-off cancellation", () => {
  it("inside the period: returning the proceeds cancels the order (210, not settled) with a receipt", async () => {
    const { order, query, borrower } = await repayingOrder(2);
    const info = await ways(order.id, query);
    expect(info.coolingOff).toEqual({ amount: order.principal - order.serviceFee, lastDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const code = await api.post("/v3/repay-your-way/code", { orderId: order.id, way: "cancel", channelNumber: "GCSH" }, query);
    expect(code.body.data.amount).toBe(950_000);
    const paid = await api.post("/v3/payments/postback", await signed(code.body.data.reference));
    expect(paid.body.data).toMatchObject({ status: "paid", applied: true, orderStatus: OrderStatus.cancelled });
    const stored = await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored).toMatchObject({ status: OrderStatus.cancelled, settledAt: null });
    expect(stored.cancelledAt).not.toBeNull();
    const receipt = await db().receipt.findFirstOrThrow({ where: { orderId: order.id } });
    expect(receipt).toMatchObject({ kind: "cancel", amount: 950_000, balanceAfter: 0, fullyPaid: false });
    expect(JSON.parse(receipt.allocation)).toMatchObject({ returned: 950_000, overpayment: 0 });
    expect((await latestSms(borrower.phone)).body).toContain("Your loan is cancelled.");
    // The order's pages answer it as cancelled; a second payment of the same code is owed back.
    const details = await api.post("/v3/loan-details/loan-details", { orderId: order.id }, query);
    expect(details.body.data.orderStatus).toBe(OrderStatus.cancelled);
    const again = await api.post("/v3/payments/postback", await signed(code.body.data.reference, "REF2"));
    expect(again.body.data).toMatchObject({ status: "refundDue", applied: false });
    const filDetails = await api.post("/v3/loan-details/loan-details", { orderId: order.id }, filipino(query));
    expect(JSON.stringify(filDetails.body.data)).toContain("Kanselado");
  });

  it("after the period the offer is gone; a cancellation code paid too late is owed back whole", async () => {
    const late = await repayingOrder(10);
    expect((await ways(late.order.id, late.query)).coolingOff).toBeNull();
    const refused = await api.post("/v3/repay-your-way/code", { orderId: late.order.id, way: "cancel", channelNumber: "GCSH" }, late.query);
    expect(refused.body.code).toBe(FailureCode.conflict);

    const { order, query } = await repayingOrder(7);
    const code = await api.post("/v3/repay-your-way/code", { orderId: order.id, way: "cancel", channelNumber: "GCSH" }, query);
    // The code dies with the period, before its usual 24 hours.
    expect(new Date(code.body.data.expiresAt).getTime() - Date.now()).toBeLessThan(24 * 3_600_000);
    try {
      await setClock(new Date(Date.now() + 2 * 86_400_000));
      const paid = await api.post("/v3/payments/postback", await signed(code.body.data.reference));
      expect(paid.body.data).toMatchObject({ status: "refundDue", applied: false });
      expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).status).not.toBe(OrderStatus.cancelled);
      expect(await db().refund.findMany({ where: { orderId: order.id } })).toMatchObject([{ amount: 950_000, reason: "closed" }]);
    } finally {
      await resetClock();
    }
  });
});

describe("Order Details and the repayment page carry the same ways in their own answer (docs/decisions/274)", () => {
  /** What the two pages show of the ways, worked out from the full options answer. */
  const summaryOf = (info: Awaited<ReturnType<typeof ways>>) => ({
    payoff: info.payoff.allowed ? info.payoff.amount : null,
    part: info.part.allowed,
    coolingOff: info.coolingOff,
  });

  it.each([
    ["in the cooling-off period", { status: OrderStatus.repaying, disbursedDaysAgo: 1 }],
    ["before the early-repayment window", { status: OrderStatus.repaying, disbursedDaysAgo: 10 }],
    ["in the early-repayment window", { status: OrderStatus.repaying, disbursedDaysAgo: 50 }],
    ["overdue, late charges running", { status: OrderStatus.overdue }],
    ["settled", { status: OrderStatus.settled }],
    ["under review (nothing to repay)", { status: OrderStatus.underReview }],
  ])("%s: loan details and repayment details say what the options say", async (_, options) => {
    const who = await createBorrower();
    const order = await createOrder(who.borrower.id, options);
    const expected = summaryOf(await ways(order.id, who.query));
    const details = await api.post("/v3/loan-details/loan-details", { orderId: order.id }, who.query);
    expect(details.body).toMatchObject({ code: 0, success: true });
    expect(details.body.data.yourWay).toEqual(expected);
    const repayment = await api.post("/v3/installment/loan-play-detail", { orderId: order.id }, who.query);
    expect(repayment.body).toMatchObject({ code: 0, success: true });
    expect(repayment.body.data.yourWay).toEqual(expected);
  });

  it("another borrower's order answers as missing, with no ways", async () => {
    const owner = await createBorrower();
    const order = await createOrder(owner.borrower.id, { status: OrderStatus.repaying, disbursedDaysAgo: 50 });
    const other = await createBorrower();
    const details = await api.post("/v3/loan-details/loan-details", { orderId: order.id }, other.query);
    const missing = await api.post("/v3/loan-details/loan-details", { orderId: 987_654_321 }, other.query);
    expect(details.body).toEqual(missing.body);
    expect(details.body.data?.yourWay).toBeUndefined();
  });
});
