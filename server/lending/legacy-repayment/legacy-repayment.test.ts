import { describe, expect, it } from "vitest";
import { formatPeso, repaymentCommit } from "@contract";
import { resetClock, setClock } from "../../clock";
import { db } from "../../db";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";

const api = useLendingApi();

const BASE = "/v1/loan/service/loan";

/** The accounts a borrower bound on the bank-binding screen (/only): what the card list offers. */
async function bindAccounts(borrowerId: number) {
  await db().bankCard.create({
    data: {
      borrowerId,
      cardType: 1,
      channelNumber: "90009",
      institution: "BDO Unibank",
      accountNumber: "123456789012",
      holderName: "Juan dela Cruz",
      fields: "{}",
    },
  });
  await db().bankCard.create({
    data: {
      borrowerId,
      cardType: 2,
      channelNumber: "GCSH",
      institution: "GCash",
      accountNumber: "09171234567",
      holderName: "Juan dela Cruz",
      fields: "{}",
    },
  });
}

async function setUp() {
  const who = await createBorrower();
  const order = await createOrder(who.borrower.id, { status: 180 });
  await bindAccounts(who.borrower.id);
  const way = await api.post(`${BASE}/repayment-way`, { orderId: order.id }, who.query);
  return { ...who, order, way: way.body };
}

async function lastCode(phone: string) {
  const sms = await db().smsOutbox.findFirstOrThrow({ where: { phone }, orderBy: { id: "desc" } });
  return /\b(\d{6})\b/.exec(sms.body)?.[1] as string;
}

describe("legacy repayment", () => {
  it("lists the accounts the borrower bound, masked, with a token and the amount from the rules", async () => {
    const { way, order } = await setUp();
    expect(way).toMatchObject({ code: "00", data: { alipay: 0 } });
    expect(way.data.bankCards.map((c: { bankName: string; cardNo: string }) => [c.bankName, c.cardNo])).toEqual([
      ["BDO Unibank", "**** 9012"],
      ["GCash", "**** 4567"],
    ]);
    expect(way.data.repayAmount).toBeGreaterThan(order.principal);
  });

  it("lists no card for a borrower who bound none, and another borrower's accounts never", async () => {
    const who = await createBorrower();
    const order = await createOrder(who.borrower.id, { status: 180 });
    const other = await createBorrower();
    await bindAccounts(other.borrower.id);
    const way = await api.post(`${BASE}/repayment-way`, { orderId: order.id }, who.query);
    expect(way.body).toMatchObject({ code: "00", data: { bankCards: [] } });
  });

  it("sends an SMS code, refuses a second request within 60 s, a wrong code, then settles once", async () => {
    const { way, order, query, borrower } = await setUp();
    const card = way.data.bankCards[0];
    const commit = { orderId: order.id, cardId: card.id, repayToken: way.data.repayToken, amount: "1", sendMsg: "1" };
    const first = await api.post(`${BASE}/repayment-commit`, commit, query);
    expect(first.body).toMatchObject({ code: "00", data: { needValid: 1 } });
    // The documented wire name; the contract gives the web app a plain one.
    expect(repaymentCommit.data.parse(first.body.data)).toMatchObject({ codeNeeded: true });
    // The code's SMS names the amount it confirms, the rules' figure (issue 40 W7).
    const sms = await db().smsOutbox.findFirstOrThrow({ where: { phone: borrower.phone }, orderBy: { id: "desc" } });
    expect(sms.body).toContain(`pay ${formatPeso(way.data.repayAmount).replace("₱", "PHP ")} by card is `);
    const twice = await api.post(`${BASE}/repayment-commit`, commit, query);
    // The refusal names the request whose code was sent, for the page's way back to it (issue 30 item 12).
    expect(twice.body).toMatchObject({
      code: "800005",
      message: "do not submit the payment request twice",
      data: { repayRecordId: first.body.data.repayRecordId, cardId: card.id, waitSeconds: expect.any(Number) },
    });

    const code = await lastCode(borrower.phone);
    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await api.post(
      `${BASE}/repayment-confirm`,
      { orderId: order.id, verifyCode: wrongCode, repaymentRecordId: first.body.data.repayRecordId },
      query,
    );
    expect(wrong.body).toMatchObject({ code: "800006", message: "verification code wrong" });
    const short = await api.post(
      `${BASE}/repayment-confirm`,
      { orderId: order.id, verifyCode: "12", repaymentRecordId: first.body.data.repayRecordId },
      query,
    );
    expect(short.body.message).toBe("please enter the correct code");

    const ok = await api.post(
      `${BASE}/repayment-confirm`,
      { orderId: order.id, verifyCode: code, repaymentRecordId: first.body.data.repayRecordId },
      query,
    );
    expect(ok.body).toMatchObject({ code: "00", data: { orderStatus: 200 } });
    const again = await api.post(
      `${BASE}/repayment-confirm`,
      { orderId: order.id, verifyCode: code, repaymentRecordId: first.body.data.repayRecordId },
      query,
    );
    expect(again.body.code).toBe("800005");
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(200);
  });

  it("refuses a missing card, another borrower's card and another borrower's order", async () => {
    const { way, order, query } = await setUp();
    const noCard = await api.post(`${BASE}/repayment-commit`, { orderId: order.id, repayToken: way.data.repayToken }, query);
    expect(noCard.body.message).toBe("请选择银行卡");
    const other = await setUp();
    const foreignCard = await api.post(
      `${BASE}/repayment-commit`,
      { orderId: order.id, cardId: other.way.data.bankCards[0].id, repayToken: way.data.repayToken },
      query,
    );
    expect(foreignCard.body.message).toBe("请选择银行卡");
    const foreignOrder = await api.post(`${BASE}/repayment-way`, { orderId: other.order.id }, query);
    const missing = await api.post(`${BASE}/repayment-way`, { orderId: 999999 }, query);
    expect(foreignOrder.body).toEqual(missing.body);
  });

  it("lets the borrower request a new code after the countdown", async () => {
    const { way, order, query } = await setUp();
    const commit = { orderId: order.id, cardId: way.data.bankCards[0].id, repayToken: way.data.repayToken };
    await api.post(`${BASE}/repayment-commit`, commit, query);
    await setClock(new Date(Date.now() + 61_000));
    const again = await api.post(`${BASE}/repayment-commit`, commit, query);
    expect(again.body).toMatchObject({ code: "00", data: { needValid: 1 } });
  });

  it("limits SMS codes per phone", async () => {
    // The clock offset lives in memory and outlasts the previous test's fresh database.
    await resetClock();
    const { way, order, query } = await setUp();
    const commit = { orderId: order.id, cardId: way.data.bankCards[0].id, repayToken: way.data.repayToken };
    let last = await api.post(`${BASE}/repayment-commit`, commit, query);
    for (let i = 1; i <= 5; i += 1) {
      await setClock(new Date(Date.now() + i * 61_000));
      // The token follows the amount, which follows the (moved) calendar day.
      const fresh = await api.post(`${BASE}/repayment-way`, { orderId: order.id }, query);
      last = await api.post(`${BASE}/repayment-commit`, { ...commit, repayToken: fresh.body.data.repayToken }, query);
    }
    expect(last.body).toMatchObject({ code: "1429" });
    expect(last.body.message).toMatch(/Too many codes/);
  });
});

describe("finding 6: a card is never debited without the SMS code", () => {
  it("sendMsg=0 still asks for the code: nothing is applied until the code is confirmed", async () => {
    const { way, order, query, borrower } = await setUp();
    const card = way.data.bankCards[0];
    const commit = { orderId: order.id, cardId: card.id, repayToken: way.data.repayToken, amount: "1", sendMsg: "0" };
    const first = await api.post(`${BASE}/repayment-commit`, commit, query);
    expect(first.body).toMatchObject({ code: "00", data: { needValid: 1 } });
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(180);
    expect(await db().legacyRepayment.count({ where: { orderId: order.id, status: "paid" } })).toBe(0);
    // The code went to the borrower's phone; only it settles the order.
    const code = await lastCode(borrower.phone);
    const ok = await api.post(
      `${BASE}/repayment-confirm`,
      { orderId: order.id, verifyCode: code, repaymentRecordId: first.body.data.repayRecordId },
      query,
    );
    expect(ok.body).toMatchObject({ code: "00", data: { orderStatus: 200 } });
  });
});

describe("legacy repayment: Cancel on the SMS-code step", () => {
  it("withdraws the waiting request, so starting again is not refused; its code no longer works", async () => {
    const { way, order, query, borrower } = await setUp();
    const commit = { orderId: order.id, cardId: way.data.bankCards[0].id, repayToken: way.data.repayToken };
    const first = await api.post(`${BASE}/repayment-commit`, commit, query);
    const code = await lastCode(borrower.phone);
    const cancelled = await api.post(
      `${BASE}/repayment-cancel`,
      { orderId: order.id, repaymentRecordId: first.body.data.repayRecordId },
      query,
    );
    expect(cancelled.body).toMatchObject({ code: "00" });
    const again = await api.post(`${BASE}/repayment-commit`, commit, query);
    expect(again.body).toMatchObject({ code: "00", data: { needValid: 1 } });
    // A real double submit is still refused.
    const twice = await api.post(`${BASE}/repayment-commit`, commit, query);
    expect(twice.body.code).toBe("800005");
    const old = await api.post(
      `${BASE}/repayment-confirm`,
      { orderId: order.id, verifyCode: code, repaymentRecordId: first.body.data.repayRecordId },
      query,
    );
    expect(old.body.code).not.toBe("00");
  });

  it("cannot cancel a paid request nor another borrower's; cancelling twice is harmless", async () => {
    const { way, order, query, borrower } = await setUp();
    const first = await api.post(
      `${BASE}/repayment-commit`,
      { orderId: order.id, cardId: way.data.bankCards[0].id, repayToken: way.data.repayToken },
      query,
    );
    const id = first.body.data.repayRecordId;
    const other = await setUp();
    const foreign = await api.post(`${BASE}/repayment-cancel`, { orderId: order.id, repaymentRecordId: id }, other.query);
    const missing = await api.post(`${BASE}/repayment-cancel`, { orderId: 999999, repaymentRecordId: id }, other.query);
    expect(foreign.body).toEqual(missing.body);
    await api.post(
      `${BASE}/repayment-confirm`,
      { orderId: order.id, verifyCode: await lastCode(borrower.phone), repaymentRecordId: id },
      query,
    );
    const paid = await api.post(`${BASE}/repayment-cancel`, { orderId: order.id, repaymentRecordId: id }, query);
    expect(paid.body.code).toBe("800005");
    const bad = await api.post(`${BASE}/repayment-cancel`, { orderId: "x", repaymentRecordId: "<script>" }, query);
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.code).not.toBe("00");
  });
});
