import { describe, expect, it } from "vitest";
import { FailureCode, loanDetails, repayWays } from "@contract";
import { db } from "../../db";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";

const api = useLendingApi();

describe("POST /v3/loan-details/loan-details", () => {
  it("answers the documented fields for the borrower's own order", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 174, delay: true, tips: "Use your own account", score: true, cardPop: true });
    const { status, body } = await api.post("/v3/loan-details/loan-details", { orderId: order.id, productId: order.productId }, query);
    expect(status).toBe(200);
    // The documented wire names; the contract gives the web app plain ones.
    expect(body).toMatchObject({
      code: 0,
      success: true,
      data: { cardNeedPop: 1, KindTipsMsg: "Use your own account", isDelay: 1, isScore: 1 },
    });
    const parsed = loanDetails.data.parse(body.data);
    expect(parsed).toMatchObject({
      orderStatus: 174,
      noticeStatusText: "Repayment due",
      extensionOffered: true,
      ratingDue: true,
      cardPopDue: true,
      kindTips: "Use your own account",
      productName: "Peso Express",
    });
    const rows = Object.fromEntries(parsed.userOrderDetail.detail.map((r) => [r.text, r.value]));
    expect(rows["Loan amount"]).toBe("₱10,000.00");
    expect(rows["Repayment amount"]).toMatch(/^₱[\d,]+\.\d\d$/);
    // Recommended products leave out the order's own product; greyed ones come as inactive.
    expect(parsed.recProducts.map((p) => p.id)).not.toContain(order.productId);
    expect(parsed.recProducts.some((p) => !p.active)).toBe(true);
  });

  it("issue 40 W5: an instalment loan before its early-repayment date offers no settlement today, as /repayYourWay says", async () => {
    const { borrower, query } = await createBorrower();
    const product = await db().product.findFirstOrThrow({ where: { periodsAllowed: { contains: "3" }, minTermDays: { lte: 91 } } });
    const order = await createOrder(borrower.id, { status: 170, periods: 3, productId: product.id });
    const ways = repayWays.data.parse((await api.post("/v3/repay-your-way/options", { orderId: order.id }, query)).body.data);
    expect(ways.payoff.allowed).toBe(false);
    const earliest = ways.payoff.reason.match(/\d{4}-\d{2}-\d{2}/)?.[0];
    expect(earliest).toBeDefined();
    const { body } = await api.post("/v3/loan-details/loan-details", { orderId: order.id, productId: order.productId }, query);
    const rows = Object.fromEntries(loanDetails.data.parse(body.data).userOrderDetail.detail.map((r) => [r.text, r.value]));
    expect(rows["Total to settle today"]).toBeUndefined();
    expect(rows["Early repayment from"]).toBe(earliest);
  });

  it.each([200, 210])("issue 40: a loan in status %i (nothing left to repay) sends no Kind tips", async (status) => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status, tips: "Pay on time to borrow more next time" });
    const { body } = await api.post("/v3/loan-details/loan-details", { orderId: order.id, productId: order.productId }, query);
    expect(body.data).not.toHaveProperty("KindTipsMsg");
    expect(loanDetails.data.parse(body.data).kindTips).toBeFalsy();
  });

  it("issue 40: an approved loan promises the money in 1 to 3 days only once an account is bound", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 151 });
    const notice = async () =>
      loanDetails.data.parse((await api.post("/v3/loan-details/loan-details", { orderId: order.id }, query)).body.data).noticeDesText;
    expect(await notice()).toBe(
      "Your loan is approved. To receive it, bind a bank account or e-wallet in your own name; the money reaches it within 1 to 3 days after that.",
    );
    await db().bankCard.create({
      data: {
        borrowerId: borrower.id,
        cardType: 1,
        channelNumber: "90009",
        institution: "BDO Unibank",
        accountNumber: "123456789012",
        holderName: "Juan dela Cruz",
        fields: "{}",
      },
    });
    expect(await notice()).toBe("Your loan is approved. The money reaches your account within 1 to 3 days.");
  });

  it("answers another borrower's order exactly like a missing one", async () => {
    const owner = await createBorrower();
    const other = await createBorrower();
    const order = await createOrder(owner.borrower.id, { status: 170 });
    const foreign = await api.post("/v3/loan-details/loan-details", { orderId: order.id }, other.query);
    const missing = await api.post("/v3/loan-details/loan-details", { orderId: 999_999 }, other.query);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toMatchObject({ code: FailureCode.notFound, success: false, data: null });
    expect(foreign.body.message).toMatch(/could not find this order/);
  });

  it.each([
    [{}, /Order/],
    [{ orderId: "abc" }, /Order must be a number/],
    [{ orderId: "-4" }, /Order is missing or not valid/],
    [{ orderId: "1.5" }, /whole number/],
  ])("refuses malformed parameters %j with a message", async (body, message) => {
    const { query } = await createBorrower();
    const result = await api.post("/v3/loan-details/loan-details", body as Record<string, string>, query);
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(FailureCode.invalidInput);
    expect(result.body.message).toMatch(message);
  });

  it.each([
    ["no session", ""],
    ["an unknown session", "userId=1&sessionId=not-a-real-session"],
  ])("answers the session-expired code for %s", async (_label, session) => {
    const result = await api.post("/v3/loan-details/loan-details", { orderId: 1 }, session);
    expect(result.body).toMatchObject({ code: FailureCode.sessionExpired, success: false });
  });

  it("answers the session-expired code when the session belongs to someone else", async () => {
    const a = await createBorrower();
    const b = await createBorrower();
    const forged = a.query.replace(`userId=${a.borrower.id}`, `userId=${b.borrower.id}`);
    const result = await api.post("/v3/loan-details/loan-details", { orderId: 1 }, forged);
    expect(result.body.code).toBe(FailureCode.sessionExpired);
  });
});

describe("POST /v3/loan-details/google-score", () => {
  it("keeps the stars chosen and refuses a second rating", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 200, score: true });
    const first = await api.post("/v3/loan-details/google-score", { orderId: order.id, score: 3 }, query);
    expect(first.body).toMatchObject({ code: 0, success: true, data: { score: 3 } });
    const details = await api.post("/v3/loan-details/loan-details", { orderId: order.id }, query);
    expect(details.body.data.isScore).toBe(0);
    expect(loanDetails.data.parse(details.body.data).ratingDue).toBe(false);
    const second = await api.post("/v3/loan-details/google-score", { orderId: order.id, score: 5 }, query);
    expect(second.body).toMatchObject({ code: FailureCode.conflict, success: false });
  });

  it.each([["0"], ["6"], ["2.5"], ["five"], [""]])("refuses score %j", async (score) => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 200, score: true });
    const result = await api.post("/v3/loan-details/google-score", { orderId: order.id, score }, query);
    expect(result.body).toMatchObject({ code: FailureCode.invalidInput, message: "Please choose from 1 to 5 stars" });
  });
});

describe("product define and event save", () => {
  it("gives the product's URL with code '00', and refuses greyed or unknown products", async () => {
    const { query } = await createBorrower();
    const ok = await api.post("/v3/product/define", { productId: 2 }, query);
    expect(ok.body).toMatchObject({ code: "00", data: { url: "https://partner.example.ph/apply?product=bayanihan" } });
    const greyed = await api.post("/v3/product/define", { productId: 4 }, query);
    expect(greyed.body).toMatchObject({ code: String(FailureCode.conflict) });
    const unknown = await api.post("/v3/product/define", { productId: 77 }, query);
    expect(unknown.body).toMatchObject({ code: String(FailureCode.notFound) });
  });

  it("stores events and refuses one without a module", async () => {
    const { query } = await createBorrower();
    const saved = await api.post("/service/event/save", { moduleId: "30", positionId: "0", productId: 1 }, query);
    expect(saved.body).toMatchObject({ code: 0, data: null });
    const bad = await api.post("/service/event/save", { positionId: "0" }, query);
    expect(bad.body.code).toBe(FailureCode.invalidInput);
  });

  it("answers an unknown API path with the envelope, not a stack trace", async () => {
    const response = await fetch(`${api.base}/v3/nothing-here`, { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: FailureCode.notFound });
  });
});
