import { describe, expect, it } from "vitest";
import { FailureCode, fullPaymentCertificate, statementOfAccount } from "@contract";
import { now } from "../../clock";
import { db } from "../../db";
import { amountDue, fromInstant } from "../../domain";
import { inEnglish } from "../../domain/reasons";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";
import { signedPostback } from "../gateway/local-dragonpay/sign-postback";
import { toLoanState } from "../loans/loan-store";
import { NOT_SETTLED } from "./service";

const api = useLendingApi();

async function payInFull(orderId: number, query: string, refno: string) {
  const code = await api.post("/v3/loan-details/generate-vcode", { orderId, channelNumber: "711" }, query);
  const fields = { txnid: code.body.data.reference as string, refno, status: "S", message: "ok" };
  const paid = await api.post("/v3/payments/postback", await signedPostback(fields));
  expect(paid.body.data.applied).toBe(true);
  return { reference: fields.txnid, amount: code.body.data.amount as number };
}

async function statement(query: string) {
  const { status, body } = await api.post("/v3/payments/statement", {}, query);
  expect(status).toBe(200);
  expect(body).toMatchObject({ code: 0, success: true });
  return statementOfAccount.data.parse(body.data);
}

describe("statement of account", () => {
  it("lists every loan with today's balance from the lending rules, its payments and which has a certificate", async () => {
    const { borrower, query } = await createBorrower({ name: "Maria Santos" });
    const repaying = await createOrder(borrower.id, { status: 170 });
    const paid = await createOrder(borrower.id, { status: 180 });
    await createOrder(borrower.id, { status: 21 }); // an application, not a loan
    const { reference, amount } = await payInFull(paid.id, query, "GWS1");
    // A code issued and never paid moved no money: not on the statement.
    await api.post("/v3/loan-details/generate-vcode", { orderId: repaying.id, channelNumber: "711" }, query);

    const data = await statement(query);
    expect(data.borrower).toEqual({ name: "Maria Santos", phone: expect.stringMatching(/^09\d\d\*{4}\d{3}$/) });
    expect(data.asOf).toBe(fromInstant(await now()));
    expect(data.loans.map((l) => l.orderId).sort()).toEqual([repaying.id, paid.id].sort());

    const open = data.loans.find((l) => l.orderId === repaying.id)!;
    const row = await db().loanOrder.findUniqueOrThrow({ where: { id: repaying.id }, include: { instalments: true } });
    const payoff = amountDue(toLoanState(row)!, fromInstant(await now())).payoff;
    expect(open).toMatchObject({ status: 170, statusText: "Repaying", balance: payoff, totalPaid: 0, certificate: false, payments: [] });
    expect(open.balance).toBeGreaterThan(open.principal);

    const settled = data.loans.find((l) => l.orderId === paid.id)!;
    expect(settled).toMatchObject({ status: 200, statusText: "Settled", balance: 0, dueDate: "", totalPaid: amount, certificate: true });
    expect(settled.payments).toHaveLength(1);
    expect(settled.payments[0]).toMatchObject({ status: "paid", reference, amount, fullyPaid: true });
    expect(data.totalBalance).toBe(payoff);
  });

  it("speaks the session's language in its status titles, figures unchanged", async () => {
    const { borrower, query } = await createBorrower();
    await createOrder(borrower.id, { status: 180 });
    const english = await statement(query);
    const filipino = await statement(query.replace("language=en", "language=fil"));
    expect(filipino.loans[0].statusText).toBe("Overdue");
    expect(filipino.loans[0].balance).toBe(english.loans[0].balance);
    await createOrder(borrower.id, { status: 170 });
    expect((await statement(query.replace("language=en", "language=fil"))).loans.map((l) => l.statusText)).toContain("Nagbabayad");
  });

  it("shows only the signed-in borrower's loans", async () => {
    const a = await createBorrower();
    const b = await createBorrower();
    await createOrder(a.borrower.id, { status: 170 });
    const data = await statement(b.query);
    expect(data.loans).toEqual([]);
    expect(data.totalBalance).toBe(0);
  });
});

describe("certificate of full payment", () => {
  it("certifies a settled loan with the payment that settled it", async () => {
    const { borrower, query } = await createBorrower({ name: "Jose Rizal" });
    const order = await createOrder(borrower.id, { status: 174 });
    const { amount } = await payInFull(order.id, query, "GWC1");
    const { body } = await api.post("/v3/payments/certificate", { orderId: order.id }, query);
    expect(body).toMatchObject({ code: 0, success: true });
    const data = fullPaymentCertificate.data.parse(body.data);
    const receipt = await db().receipt.findFirstOrThrow({ where: { orderId: order.id } });
    expect(data).toMatchObject({
      orderNo: order.orderNo,
      principal: order.principal,
      totalPaid: amount,
      lastReceiptNo: receipt.number,
      settledDate: fromInstant(await now()),
    });
    expect(data.borrower.name).toBe("Jose Rizal");
  });

  it("a QA settled order shows the money that settled it, never 'paid in full' with ₱0.00 (issue 40 W13)", async () => {
    const { borrower, query } = await createBorrower({ name: "Jose Rizal" });
    const order = await createOrder(borrower.id, { status: 200 });
    const receipts = await db().receipt.findMany({ where: { orderId: order.id } });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ kind: "repay", fullyPaid: true, balanceAfter: 0 });
    // What the rules say the loan cost when paid off on its due date: principal, interest and any fee not deducted.
    const state = toLoanState(await db().loanOrder.findUniqueOrThrow({ where: { id: order.id }, include: { instalments: true } }));
    expect(state?.instalments.length).toBeGreaterThan(0);
    expect(state?.instalments.every((i) => i.paidPrincipal === i.principal && i.paidInterest === i.interest)).toBe(true);
    expect(receipts[0].amount).toBeGreaterThanOrEqual(order.principal + order.interest);

    const certificate = fullPaymentCertificate.data.parse(
      (await api.post("/v3/payments/certificate", { orderId: order.id }, query)).body.data,
    );
    expect(certificate).toMatchObject({ totalPaid: receipts[0].amount, lastReceiptNo: receipts[0].number, settledDate: order.dueDate });
    const statement = statementOfAccount.data.parse((await api.post("/v3/payments/statement", {}, query)).body.data);
    const loan = statement.loans.find((l) => l.orderId === order.id)!;
    expect(loan).toMatchObject({ status: 200, balance: 0, totalPaid: receipts[0].amount });
    expect(loan.payments).toEqual([expect.objectContaining({ status: "paid", amount: receipts[0].amount, fullyPaid: true })]);
  });

  it("answers another borrower's loan exactly like a missing one", async () => {
    const owner = await createBorrower();
    const other = await createBorrower();
    const order = await createOrder(owner.borrower.id, { status: 200 });
    const theirs = await api.post("/v3/payments/certificate", { orderId: order.id }, other.query);
    const missing = await api.post("/v3/payments/certificate", { orderId: 987654321 }, other.query);
    expect(theirs.body.code).toBe(FailureCode.notFound);
    expect(theirs).toEqual(missing);
  });

  it("refuses a loan not settled with a plain sentence in the session's language, never a 5xx", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 170 });
    const refused = await api.post("/v3/payments/certificate", { orderId: order.id }, query);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ code: FailureCode.conflict, message: inEnglish(NOT_SETTLED), data: null });
    const filipino = await api.post("/v3/payments/certificate", { orderId: order.id }, query.replace("language=en", "language=fil"));
    expect(filipino.body.message).toMatch(/^Hindi pa bayad nang buo/);
    for (const orderId of ["abc", "-1", "1e99", ""]) {
      const hostile = await api.post("/v3/payments/certificate", { orderId }, query);
      expect(hostile.status).toBeLessThan(500);
      expect(hostile.body.code).toBe(FailureCode.invalidInput);
    }
  });
});
