import { describe, expect, it } from "vitest";
import { delayDetail, FailureCode, loanPlayDetail } from "@contract";
import { WEB_APP_PROOF_HEADER, webAppProof } from "@contract/web-app-proof";
import { setClock } from "../../clock";
import { db } from "../../db";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";
import { dragonpayBaseUrl } from "../gateway/dragonpay/addresses";
import { signedPostback } from "../gateway/local-dragonpay/sign-postback";
import { safeReturnPath } from "./service";

const api = useLendingApi();

/** The payment page of a payUrl on this test's own server (payUrl names the configured PUBLIC_URL). */
function onTestServer(payUrl: string): string {
  return `${api.base}${new URL(payUrl).pathname.replace(/^\/api/, "")}`;
}

async function signed(txnid: string, refno = "REF1", status = "S", message = "ok") {
  const fields = { txnid, refno, status, message };
  return signedPostback(fields);
}

async function overdueOrder(options: { delay?: boolean; periods?: number; status?: number } = {}) {
  const who = await createBorrower();
  // Instalment plans come from the product that offers them (Bayanihan Credit: 3 or 6).
  const productId = options.periods
    ? (await db().product.findFirstOrThrow({ where: { periodsAllowed: { contains: String(options.periods) }, minTermDays: { lte: 91 } } }))
        .id
    : undefined;
  const order = await createOrder(who.borrower.id, {
    status: options.status ?? 180,
    delay: options.delay,
    periods: options.periods,
    productId,
  });
  return { ...who, order };
}

describe("repayment details", () => {
  it("answers what the rules say is due, with the channels and the default-pay box", async () => {
    const { order, query } = await overdueOrder();
    const { body } = await api.post("/v3/installment/loan-play-detail", { orderId: order.id, productId: order.productId }, query);
    // The documented wire names; the contract gives the web app plain ones.
    expect(body).toMatchObject({ code: 0, success: true, data: { isShowReyTop: 1, noticeMsg: "", defDetail: { payCode: order.orderNo } } });
    const info = loanPlayDetail.data.parse(body.data);
    expect(info.repayAmount).toBeGreaterThan(order.principal); // principal + interest + late charges
    expect(info.repayList.map((c) => c.channel_number)).toEqual(["GCSH", "PYMY", "711"]);
    expect(info.defaultPay?.payCode).toBe(order.orderNo);
    expect(Object.keys(info.defaultPay?.payNotice ?? {})).toEqual(["E-wallet", "Over the counter"]);
    expect(info.showPayGuide).toBe(true);
    expect(info.notPayableReason).toBe("");
  });

  it("issue 40: /away says when early repayment opens, not a total to settle today, before the window", async () => {
    const { order, query } = await overdueOrder({ status: 170 });
    const { body } = await api.post("/v3/installment/loan-play-detail", { orderId: order.id }, query);
    const rows = Object.fromEntries(loanPlayDetail.data.parse(body.data).detail.map((r) => [r.text, r.value]));
    expect(rows["Total to settle today"]).toBeUndefined();
    expect(rows["Early repayment from"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("issue 40: an overdue loan with nothing ahead offers its total today and no early-repayment date", async () => {
    const { order, query } = await overdueOrder();
    const { body } = await api.post("/v3/installment/loan-play-detail", { orderId: order.id }, query);
    const info = loanPlayDetail.data.parse(body.data);
    const rows = Object.fromEntries(info.detail.map((r) => [r.text, r.value]));
    expect(rows["Total to settle today"]).toBe(rows["Amount to pay now"]);
    expect(rows["Early repayment from"]).toBeUndefined();
  });

  it("refuses prepayment before its window with the rules' reason", async () => {
    const { order, query } = await overdueOrder({ status: 170 });
    const info = await api.post("/v3/installment/loan-play-detail", { orderId: order.id }, query);
    expect(info.body.data.repayAmount).toBe(0);
    expect(info.body.data.noticeMsg).toMatch(/You can repay early from \d{4}-\d{2}-\d{2}/);
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    expect(code.body).toMatchObject({ code: FailureCode.conflict, success: false });
    expect(code.body.message).toMatch(/You can repay early from/);
  });

  it("offers an extension with the new due date and refuses instalment loans", async () => {
    const { order, query } = await overdueOrder({ delay: true });
    const { body } = await api.post("/orbital/fail", { orderId: order.id }, query);
    const info = delayDetail.data.parse(body.data);
    expect(info.delayInfo.delayAmount).toBeGreaterThan(0);
    // Everything but the principal: the principal moves to the new due date.
    expect(info.delayInfo.delayAmount).toBeLessThan(order.principal);
    expect(info.nextRepayDate > (order.dueDate ?? "")).toBe(true);
    expect(info.repayPlan).toHaveLength(2);

    const instalments = await overdueOrder({ delay: true, periods: 3 });
    const refused = await api.post("/orbital/fail", { orderId: instalments.order.id }, instalments.query);
    expect(refused.body.data.noticeMsg).toMatch(/single-payment loans/);
    expect(delayDetail.data.parse(refused.body.data)).toMatchObject({
      notPayableReason: expect.stringMatching(/single-payment loans/),
      showPayGuide: false,
    });
    const code = await api.post(
      "/v3/loan-details/generate-vcode",
      { orderId: instalments.order.id, channelNumber: "GCSH", isDelay: "1" },
      instalments.query,
    );
    expect(code.body.code).toBe(FailureCode.conflict);
  });

  it("issue 40 W4: the code page opened from an extension carries the extension's amount, not the loan's total", async () => {
    const { order, query } = await overdueOrder({ delay: true });
    const extension = delayDetail.data.parse((await api.post("/orbital/fail", { orderId: order.id }, query)).body.data);
    const asExtension = await api.post("/v3/loan-details/repayment-code", { orderId: order.id, kind: "extend" }, query);
    expect(asExtension.body).toMatchObject({ code: 0, data: { repayAmount: extension.delayInfo.delayAmount } });
    const asRepayment = await api.post("/v3/loan-details/repayment-code", { orderId: order.id }, query);
    expect(asRepayment.body.data.repayAmount).toBeGreaterThan(extension.delayInfo.delayAmount);
  });
});

describe("payment codes and the gateway postback", () => {
  it("charges the server's amount, reuses one pending code on a double tap and refuses unknown channels", async () => {
    const { order, query } = await overdueOrder();
    const first = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH", amount: "1" }, query);
    const again = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH", amount: "999" }, query);
    expect(first.body).toMatchObject({ code: 0, success: true });
    expect(first.body.data.amount).toBeGreaterThan(order.principal); // not the tampered 1 centavo
    expect(again.body.data.reference).toBe(first.body.data.reference);
    // The borrower goes to the pay page Dragonpay answered for the code (here the local Dragonpay's).
    expect(first.body.data.payUrl).toBe(`${api.base}/gateway/dragonpay/pay/${first.body.data.reference}`);
    expect(await db().payment.count({ where: { orderId: order.id } })).toBe(1);

    const bad = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "EVIL" }, query);
    expect(bad.body).toMatchObject({ code: FailureCode.invalidInput, success: false });
    expect(bad.body.message).toMatch(/not offered/);
  });

  it("finding 11: the payment link is the one Dragonpay answered, never from Host or X-Forwarded-Host", async () => {
    const { order, query } = await overdueOrder();
    const response = await fetch(`${api.base}/v3/loan-details/generate-vcode?${query}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-Proto": "https",
        // Even a proven forwarded host is not where payment links point (decision 073).
        [WEB_APP_PROOF_HEADER]: webAppProof({ for: "", host: "evil.example", proto: "https" }),
      },
      body: new URLSearchParams({ orderId: String(order.id), channelNumber: "GCSH" }),
    });
    const body = (await response.json()) as { data: { payUrl: string } };
    expect(new URL(body.data.payUrl).origin).toBe(new URL(dragonpayBaseUrl()).origin);
    expect(body.data.payUrl).not.toContain("evil.example");
  });

  it("gives one pending code for two Payment taps sent at the same time", async () => {
    const { order, query } = await overdueOrder();
    const taps = await Promise.all(
      [1, 2, 3].map(() => api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "PYMY" }, query)),
    );
    expect(new Set(taps.map((t) => t.body.data.reference)).size).toBe(1);
    expect(await db().payment.count({ where: { orderId: order.id, status: "pending" } })).toBe(1);
  });

  it("answers another borrower's order like a missing one", async () => {
    const { order } = await overdueOrder();
    const other = await createBorrower();
    const foreign = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, other.query);
    const missing = await api.post("/v3/loan-details/generate-vcode", { orderId: 999999, channelNumber: "GCSH" }, other.query);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(FailureCode.notFound);
  });

  it("settles the order once; replays change nothing, forged digests are refused", async () => {
    const { order, query } = await overdueOrder();
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "711" }, query);
    const reference = code.body.data.reference as string;

    const forged = await api.post("/v3/payments/postback", {
      ...(await signed(reference)),
      signatures: Buffer.alloc(256).toString("base64"),
    });
    expect(forged.body.code).toBe(FailureCode.invalidInput);
    expect((await db().payment.findUniqueOrThrow({ where: { reference } })).status).toBe("pending");

    const paid = await api.post("/v3/payments/postback", await signed(reference));
    expect(paid.body).toMatchObject({ code: 0, data: { status: "paid", orderStatus: 200, applied: true } });
    const after = await db().loanOrder.findUniqueOrThrow({ where: { id: order.id }, include: { instalments: true } });
    expect(after.status).toBe(200);
    const paidPrincipal = after.instalments.reduce((s, i) => s + i.paidPrincipal, 0);

    const replay = await api.post("/v3/payments/postback", await signed(reference));
    expect(replay.body).toMatchObject({ code: 0, data: { applied: false } });
    // The same code paid a second time (another gateway reference): received, owed back, not applied.
    const otherRef = await api.post("/v3/payments/postback", await signed(reference, "REF2"));
    expect(otherRef.body).toMatchObject({ code: 0, data: { status: "refundDue", applied: false } });
    expect(await db().refund.findMany({ where: { orderId: order.id } })).toMatchObject([
      { gatewayRef: "REF2", reason: "closed", status: "due" },
    ]);
    expect(await db().receipt.count({ where: { orderId: order.id } })).toBe(1);
    const again = await db().loanOrder.findUniqueOrThrow({ where: { id: order.id }, include: { instalments: true } });
    expect(again.instalments.reduce((s, i) => s + i.paidPrincipal, 0)).toBe(paidPrincipal);

    const details = await api.post("/v3/loan-details/loan-details", { orderId: order.id }, query);
    expect(details.body.data.orderStatus).toBe(200);
  });

  it("applies a postback sent twice at the same time only once", async () => {
    const { order, query } = await overdueOrder({ periods: 3 });
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    const answers = await Promise.all([1, 2].map(async () => api.post("/v3/payments/postback", await signed(code.body.data.reference))));
    expect(answers.filter((a) => a.body.data?.applied === true)).toHaveLength(1);
    const rows = await db().instalment.findMany({ where: { orderId: order.id }, orderBy: { seq: "asc" } });
    expect(rows[1].paidPrincipal + rows[1].paidInterest).toBe(0); // the second instalment was not paid by a replay
  });

  it("moves the due date when an extension is paid, and the order is repaying again", async () => {
    const { order, query } = await overdueOrder({ delay: true });
    const info = await api.post("/orbital/fail", { orderId: order.id }, query);
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH", isDelay: "1" }, query);
    expect(code.body.data.amount).toBe(info.body.data.delayInfo.delayAmount);
    const paid = await api.post("/v3/payments/postback", await signed(code.body.data.reference));
    expect(paid.body.data).toMatchObject({ applied: true, orderStatus: 170 });
    const after = await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.dueDate).toBe(info.body.data.nextRepayDate);
    expect(after.extensions).toBe(1);
  });

  it("pays the next instalment of an instalment plan", async () => {
    const { order, query } = await overdueOrder({ periods: 3 });
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    const paid = await api.post("/v3/payments/postback", await signed(code.body.data.reference));
    expect(paid.body.data).toMatchObject({ applied: true, orderStatus: 170 });
    const rows = await db().instalment.findMany({ where: { orderId: order.id }, orderBy: { seq: "asc" } });
    expect(rows[0].settledAt).not.toBeNull();
    expect(rows[1].paidPrincipal).toBe(0);
  });

  it("expires unpaid codes after their time and issues a new one", async () => {
    const { order, query } = await overdueOrder();
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    await setClock(new Date(Date.now() + 25 * 3_600_000));
    // Paid just before it expired, posted back after: the money is owed back, not lost and not applied.
    const late = await api.post("/v3/payments/postback", await signed(code.body.data.reference));
    expect(late.body.data).toMatchObject({ status: "refundDue", applied: false });
    expect((await db().payment.findUniqueOrThrow({ where: { reference: code.body.data.reference } })).status).toBe("expired");
    expect(await db().refund.findMany({ where: { orderId: order.id } })).toMatchObject([
      { amount: code.body.data.amount, reason: "closed" },
    ]);
    const fresh = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    expect(fresh.body.data.reference).not.toBe(code.body.data.reference);
  });

  it("pays at the gateway with the payment's own amount, ignoring one posted with the form", async () => {
    const { order, query } = await overdueOrder();
    const code = await api.post(
      "/v3/loan-details/generate-vcode",
      { orderId: order.id, channelNumber: "GCSH", returnPath: "/poles?orderId=1" },
      query,
    );
    const paid = await fetch(onTestServer(code.body.data.payUrl), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "amount=1",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    // To the merchant's return URL, as Dragonpay does, then on to the page the payment started from.
    const returned = paid.headers.get("location") ?? "";
    expect(returned).toMatch(/^\/api\/payments\/dragonpay\/return\?txnid=PAU[A-Z0-9]+&refno=\w+&status=S&message=Payment\+received&/);
    const back = await fetch(`${api.base}${returned.replace(/^\/api/, "")}`, { redirect: "manual" });
    expect(back.headers.get("location")).toMatch(
      /^\/poles\?orderId=1&txnid=PAU[A-Z0-9]+&refno=\w+&status=S&message=Payment\+received&.*signatures=/,
    );
    const payment = await db().payment.findUniqueOrThrow({ where: { reference: code.body.data.reference } });
    expect(payment).toMatchObject({ status: "paid", amount: code.body.data.amount });
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(200);
  });

  it("serves the gateway page with the reference and amount, and code images", async () => {
    const { order, query } = await overdueOrder();
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "711" }, query);
    const page = await fetch(onTestServer(code.body.data.payUrl));
    const html = await page.text();
    expect(html).toContain(code.body.data.reference);
    expect(html).toContain("How to pay with 7-Eleven");
    expect(html).not.toContain("<script");
    const qr = await fetch(`${api.base}/codes/qr.svg?text=${code.body.data.reference}`);
    expect(qr.status).toBe(200);
    expect(qr.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    expect(await qr.text()).toMatch(/^<svg/);
    const barcode = await fetch(`${api.base}/codes/barcode.svg?text=%01`);
    expect(barcode.status).toBe(400);
  });
});

describe("safeReturnPath", () => {
  it("keeps paths on this site only", () => {
    expect(safeReturnPath("/payment-return?orderId=1&productId=2")).toBe("/payment-return?orderId=1&productId=2");
    expect(safeReturnPath("//evil.example/x")).toBe("");
    expect(safeReturnPath("https://evil.example/x")).toBe("");
    expect(safeReturnPath("javascript:alert(1)")).toBe("");
    expect(safeReturnPath("/\\evil.example")).toBe("");
    expect(safeReturnPath(undefined)).toBe("");
  });
});
