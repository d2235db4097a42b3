import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FailureCode, loanAgreement, loanDetailConfirm, olderAgreementJump, olderAgreementList, olderConfirm, olderPush } from "@contract";
import { setClock, resetClock } from "../../clock";
import { db } from "../../db";
import { APPLICATION_REFUSALS, quoteLoan } from "../../domain";
import { inEnglish } from "../../domain/reasons";
import { createBorrower, createOrder, seedProducts } from "../../qa/factories";
import { startApi } from "../../test/api";
import { freshDatabase } from "../../test/database";
import { pricingOf } from "../loans/loan-store";

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());
beforeEach(async () => {
  await freshDatabase();
  await resetClock();
  await seedProducts();
  await setClock(new Date("2026-06-01T02:00:00Z"));
});

async function product(name: string) {
  return db().product.findFirstOrThrow({ where: { name } });
}

const key = () => `k${Math.random().toString(36).slice(2, 12)}`;

describe("POST /v3/loan-confirm/loan-detail-confirm", () => {
  it("answers the documented fields with every figure from the lending rules", async () => {
    const { query } = await createBorrower();
    const p = await product("Peso Express");
    const { body } = await api.post("/v3/loan-confirm/loan-detail-confirm", { productId: p.id, amount: 1_500_000, periods: 120 }, query);
    // The documented wire names; the contract gives the web app plain ones.
    expect(body).toMatchObject({ code: 0, success: true, data: { comProductName: "Peso Express", isPopType: 1, popTitle: "Point out" } });
    const data = loanDetailConfirm.data.parse(body.data);
    const expected = quoteLoan(pricingOf(p), { principal: 1_500_000, termDays: 120, periods: 1 }, "2026-06-01");
    if (!expected.ok) throw new Error("quote");
    expect(data).toMatchObject({
      amount: 1_500_000,
      periods: 120,
      termUnit: "day",
      instalments: 1,
      productName: "Peso Express",
      firstPayTime: expected.quote.schedule[0].dueDate,
      firstPeriodDay: 120,
      retentionPopup: true,
      retentionTitle: "Point out",
    });
    expect(data.disclosure).toMatchObject({
      principal: expected.quote.principal,
      financeCharge: expected.quote.financeCharge,
      netProceeds: expected.quote.netProceeds,
      eirMonthlyPercent: expected.quote.eir.monthlyPercent,
      eirAnnualPercent: expected.quote.eir.annualPercent,
    });
    expect(data.repay_plans).toEqual([
      {
        title: "Repayment",
        description: expect.stringContaining("interest"),
        amount: expected.quote.schedule[0].total,
        pay_time: expected.quote.schedule[0].dueDate,
      },
    ]);
    // A borrower without orders reads the agreement first: the modal's page is our own /well.
    expect(data.popAgreementUrl).toMatch(/^\/well\?productId=\d+&amount=1500000&periods=120&instalments=1&embed=1$/);
  });

  it("uses the product's defaults when nothing is chosen, and no agreement pop-up for a borrower with orders", async () => {
    const { borrower, query } = await createBorrower();
    await createOrder(borrower.id, { status: 200 });
    const p = await product("Bayanihan Credit");
    const { body } = await api.post("/v3/loan-confirm/loan-detail-confirm", { productId: p.id }, query);
    const data = loanDetailConfirm.data.parse(body.data);
    expect(data).toMatchObject({ amount: 1_000_000, periods: 91, instalments: 3, popAgreementUrl: "" });
    expect(data.repay_plans).toHaveLength(3);
    expect(data.choices).toEqual({
      minAmount: 500_000,
      maxAmount: 5_000_000,
      amountStep: 100_000,
      minTerm: 91,
      maxTerm: 365,
      instalmentsAllowed: [3, 6],
    });
  });

  it.each([
    [{ amount: 100 }, /Choose an amount from/],
    [{ amount: 99_999_999 }, /Choose an amount from/],
    [{ periods: 30 }, /from 91 to 365 days/],
    [{ periods: 200 }, /terms from 91 to 180 days/],
    [{ instalments: 3 }, /Choose 1 payment/],
    [{ amount: "12.5" }, /whole number of centavos/],
    [{ amount: "lots" }, /Amount must be a number/],
    [{ termUnit: "month" }, /counted in days/],
  ])("refuses a choice outside the product's range %j with a message", async (choice, message) => {
    const { query } = await createBorrower();
    const p = await product("Peso Express");
    const { status, body } = await api.post(
      "/v3/loan-confirm/loan-detail-confirm",
      { productId: p.id, ...choice } as Record<string, string | number>,
      query,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: FailureCode.invalidInput, success: false, data: null });
    expect(body.message).toMatch(message);
  });

  it("answers an unknown and an inactive product alike", async () => {
    const { query } = await createBorrower();
    const p = await product("Peso Express");
    await db().product.update({ where: { id: p.id }, data: { active: false } });
    const inactive = await api.post("/v3/loan-confirm/loan-detail-confirm", { productId: p.id }, query);
    const unknown = await api.post("/v3/loan-confirm/loan-detail-confirm", { productId: 9999 }, query);
    expect(inactive.body).toEqual(unknown.body);
    expect(unknown.body).toMatchObject({ code: FailureCode.notFound, success: false });
    expect(unknown.body.message).toMatch(/not available/);
  });

  it("needs a session", async () => {
    const { body } = await api.post("/v3/loan-confirm/loan-detail-confirm", { productId: 1 }, "");
    expect(body.code).toBe(FailureCode.sessionExpired);
  });
});

describe("agreements: GET /v3/contract and /v3/contract/contract-jump", () => {
  it("lists the agreements of scene 3 and jumps to our /well page with the chosen loan", async () => {
    const { query } = await createBorrower();
    const p = await product("Peso Express");
    const list = await api.get("/v3/contract", { productId: String(p.id), scene: "3" }, query);
    expect(list.body).toMatchObject({ code: 0, success: true });
    expect(list.body.data).toEqual([
      { title: "Loan Agreement", position: 1 },
      { title: "Truth in Lending Disclosure Statement", position: 2 },
    ]);
    const jump = await api.get(
      "/v3/contract/contract-jump",
      { productId: String(p.id), scene: "3", position: "2", orderId: "", amount: "300000", periods: "100" },
      query,
    );
    expect(jump.body.data.contract_url).toBe(`/well?productId=${p.id}&amount=300000&periods=100&instalments=1#disclosure`);
  });

  it("refuses another scene, an unknown position, and another borrower's order like a missing one", async () => {
    const owner = await createBorrower();
    const other = await createBorrower();
    const order = await createOrder(owner.borrower.id, { status: 170 });
    const p = order.productId;
    expect((await api.get("/v3/contract", { productId: String(p), scene: "4" }, other.query)).body.code).toBe(FailureCode.invalidInput);
    expect((await api.get("/v3/contract/contract-jump", { productId: String(p), scene: "3", position: "9" }, other.query)).body.code).toBe(
      FailureCode.notFound,
    );
    const foreign = await api.get(
      "/v3/contract/contract-jump",
      { productId: String(p), scene: "3", position: "1", orderId: String(order.id) },
      other.query,
    );
    const missing = await api.get(
      "/v3/contract/contract-jump",
      { productId: String(p), scene: "3", position: "1", orderId: "999999" },
      other.query,
    );
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toMatchObject({ code: FailureCode.notFound, success: false, data: null });
    const own = await api.get(
      "/v3/contract/contract-jump",
      { productId: String(p), scene: "3", position: "1", orderId: String(order.id) },
      owner.query,
    );
    expect(own.body.data.contract_url).toBe(`/well?orderId=${order.id}&productId=${p}`);
  });
});

describe("POST /v3/loan-confirm/loan-detail-push", () => {
  it("creates one order under review with the rules' figures, ignoring any figure the page sends", async () => {
    const { borrower, query } = await createBorrower();
    const p = await product("Peso Express");
    const { body } = await api.post(
      "/v3/loan-confirm/loan-detail-push",
      { productId: p.id, amount: 1_200_000, periods: 100, termUnit: "day", requestKey: key(), interest: 1, serviceFee: 0, principal: 99 },
      query,
    );
    expect(body).toMatchObject({ code: 0, success: true });
    expect(body.data.lendDetailsUrl).toBe(`/poles?orderId=${body.data.orderId}&productId=${p.id}`);
    const order = await db().loanOrder.findUniqueOrThrow({ where: { id: body.data.orderId } });
    const expected = quoteLoan(pricingOf(p), { principal: 1_200_000, termDays: 100, periods: 1 }, "2026-06-01");
    if (!expected.ok) throw new Error("quote");
    expect(order).toMatchObject({
      borrowerId: borrower.id,
      status: 21,
      principal: 1_200_000,
      termDays: 100,
      periods: 1,
      interest: expected.quote.interest,
      serviceFee: expected.quote.serviceFee,
      interestBpsPerDay: p.interestBpsPerDay,
    });
  });

  it("makes exactly one order for a double-tapped Next (same request key, even at the same time)", async () => {
    const { borrower, query } = await createBorrower();
    const p = await product("Peso Express");
    const requestKey = key();
    const body = { productId: p.id, amount: 1_000_000, periods: 91, requestKey };
    const answers = await Promise.all([1, 2, 3].map(() => api.post("/v3/loan-confirm/loan-detail-push", body, query)));
    const ids = new Set(answers.map((a) => a.body.data?.orderId));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await db().loanOrder.count({ where: { borrowerId: borrower.id } })).toBe(1);
    // A new page view (a new key) is a new application: refused while the first is under review,
    // made once that one is decided against.
    const second = await api.post("/v3/loan-confirm/loan-detail-push", { ...body, requestKey: key() }, query);
    expect(second.body).toMatchObject({ code: FailureCode.conflict, success: false, message: inEnglish(APPLICATION_REFUSALS.inProgress) });
    expect(await db().loanOrder.count({ where: { borrowerId: borrower.id } })).toBe(1);
    await db().loanOrder.updateMany({ where: { borrowerId: borrower.id }, data: { status: 110 } });
    await api.post("/v3/loan-confirm/loan-detail-push", { ...body, requestKey: key() }, query);
    expect(await db().loanOrder.count({ where: { borrowerId: borrower.id } })).toBe(2);
  });

  it.each([
    [180, "Peso Express", inEnglish(APPLICATION_REFUSALS.overdue)],
    [151, "Peso Express", inEnglish(APPLICATION_REFUSALS.inProgress)],
    [170, "Peso Express", inEnglish(APPLICATION_REFUSALS.sameProduct)],
  ])("refuses a new application while the borrower has an order in status %i, and stores nothing", async (status, name, message) => {
    const { borrower, query } = await createBorrower();
    const p = await product(name);
    await createOrder(borrower.id, { status, productId: p.id });
    const { body } = await api.post(
      "/v3/loan-confirm/loan-detail-push",
      { productId: p.id, amount: 1_000_000, periods: 91, requestKey: key() },
      query,
    );
    expect(body).toMatchObject({ code: FailureCode.conflict, success: false, message });
    expect(await db().loanOrder.count({ where: { borrowerId: borrower.id } })).toBe(1);
  });

  it.each([21, 151])(
    "the refusal while an application is in progress (status %i) asks for no withdrawal, which does not exist, in either language (issue 40 W9)",
    async (status) => {
      const { borrower, query } = await createBorrower();
      const p = await product("Peso Express");
      await createOrder(borrower.id, { status, productId: p.id });
      const body = { productId: p.id, amount: 1_000_000, periods: 91, requestKey: key() };
      const en = (await api.post("/v3/loan-confirm/loan-detail-push", body, query)).body;
      expect(en.message).toBe(
        "You already have an application in progress. You can apply again once it is refused, or once the approved loan has been sent to your account.",
      );
      const fil = (
        await api.post("/v3/loan-confirm/loan-detail-push", { ...body, requestKey: key() }, query.replace(/language=[^&]*/, "language=fil"))
      ).body;
      expect(fil.message).toContain("Makakapag-apply ka ulit");
      for (const said of [en.message, fil.message]) expect(said).not.toMatch(/withdraw/i);
    },
  );

  it("a loan of another product repaid on time does not block; an amount off the step is refused", async () => {
    const { borrower, query } = await createBorrower();
    const other = await db().product.findFirstOrThrow({ where: { name: { not: "Peso Express" }, active: true } });
    await createOrder(borrower.id, { status: 170, productId: other.id });
    const p = await product("Peso Express");
    const offStep = await api.post(
      "/v3/loan-confirm/loan-detail-push",
      { productId: p.id, amount: 250_050, periods: 91, requestKey: key() },
      query,
    );
    expect(offStep.body.message).toBe("Choose an amount in steps of ₱500.00, for example ₱2,500.00 or ₱3,000.00.");
    const ok = await api.post(
      "/v3/loan-confirm/loan-detail-push",
      { productId: p.id, amount: 1_000_000, periods: 91, requestKey: key() },
      query,
    );
    expect(ok.body.code).toBe(0);
  });

  it.each([
    [{ amount: 50 }, FailureCode.invalidInput, /Choose an amount/],
    [{ periods: 400 }, FailureCode.invalidInput, /91 to 365/],
    [{ requestKey: "" }, FailureCode.invalidInput, /reload the page/],
    [{ requestKey: "<script>" }, FailureCode.invalidInput, /reload the page/],
    [{ amount: "" }, FailureCode.invalidInput, /amount/i],
    [{ productId: 9999 }, FailureCode.notFound, /not available/],
  ])("refuses %j and stores nothing", async (change, code, message) => {
    const { borrower, query } = await createBorrower();
    const p = await product("Peso Express");
    const { body } = await api.post(
      "/v3/loan-confirm/loan-detail-push",
      { productId: p.id, amount: 1_000_000, periods: 91, requestKey: key(), ...change } as Record<string, string | number>,
      query,
    );
    expect(body).toMatchObject({ code, success: false, data: null });
    expect(body.message).toMatch(message);
    expect(await db().loanOrder.count({ where: { borrowerId: borrower.id } })).toBe(0);
    expect(await db().loanConfirmation.count()).toBe(0);
  });
});

describe("POST /v3/contract/loan-agreement", () => {
  it("fills in the borrower and the loan: a quote, or their own order; another's order is not found", async () => {
    const owner = await createBorrower({ name: "Maria Santos" });
    const other = await createBorrower();
    const p = await product("Peso Express");
    const quote = await api.post("/v3/contract/loan-agreement", { productId: p.id, amount: 500_000, periods: 91 }, owner.query);
    const data = loanAgreement.data.parse(quote.body.data);
    expect(data).toMatchObject({
      borrowerName: "Maria Santos",
      borrowerPhone: owner.borrower.phone,
      productName: "Peso Express",
      orderNo: "",
      latePenalty: 100_000,
      judgmentDefaultDays: 10,
      totalCostCapPercent: 100,
    });
    expect(data.disclosure.principal).toBe(500_000);
    expect(data.defaultInterest.map((t) => t.percentPerDay)).toEqual([5, 4, 2]);

    const order = await createOrder(owner.borrower.id, { status: 170 });
    const own = await api.post("/v3/contract/loan-agreement", { orderId: order.id }, owner.query);
    expect(own.body.data).toMatchObject({ orderNo: order.orderNo, orderStatus: 170 });
    expect(own.body.data.disclosure.schedule[0].dueDate).toBe(order.dueDate);
    const foreign = await api.post("/v3/contract/loan-agreement", { orderId: order.id }, other.query);
    const missing = await api.post("/v3/contract/loan-agreement", { orderId: 999_999 }, other.query);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(FailureCode.notFound);
    expect((await api.post("/v3/contract/loan-agreement", {}, owner.query)).body).toMatchObject({
      code: FailureCode.invalidInput,
      message: "Product is required.",
    });
  });
});

describe("the older variant under /gopia/goya (obfuscated names, success '00')", () => {
  it("answers the confirm data, the agreements, the jump and the order under the contract's wire names", async () => {
    const { borrower, query } = await createBorrower();
    const p = await product("Sari-Sari Cash");
    const confirm = await api.post("/gopia/goya/satire", { productId: p.id, amount: 600_000, periods: 180, instalments: 3 }, query);
    expect(confirm.body.code).toBe("00");
    expect(confirm.body.data).toHaveProperty("kettle", 600_000);
    expect(confirm.body.data).not.toHaveProperty("amount");
    const plain = olderConfirm.data.parse(confirm.body.data);
    expect(plain).toMatchObject({
      amount: 600_000,
      periods: 180,
      instalments: 3,
      productName: "Sari-Sari Cash",
      retentionPopup: true,
      newButtonMsg: "Got it",
    });
    expect(plain.repay_plans).toHaveLength(3);
    expect(plain.newPopMsg).not.toBe("");

    const list = await api.get("/gopia/goya/cultures", { productId: String(p.id) }, query);
    expect(list.body.code).toBe("00");
    expect(olderAgreementList.data.parse(list.body.data)[0]).toEqual({ title: "Loan Agreement", position: 1 });

    const jump = await api.get(
      "/gopia/goya/misunderstood",
      { productId: String(p.id), position: "1", amount: "600000", periods: "180", instalments: "3" },
      query,
    );
    expect(olderAgreementJump.data.parse(jump.body.data).contract_url).toBe(
      `/well?productId=${p.id}&amount=600000&periods=180&instalments=3`,
    );

    const requestKey = key();
    const push = await api.post(
      "/gopia/goya/depush",
      { productId: p.id, amount: 600_000, periods: 180, instalments: 3, requestKey },
      query,
    );
    const again = await api.post(
      "/gopia/goya/depush",
      { productId: p.id, amount: 600_000, periods: 180, instalments: 3, requestKey },
      query,
    );
    const pushed = olderPush.data.parse(push.body.data);
    expect(olderPush.data.parse(again.body.data).orderId).toBe(pushed.orderId);
    expect(pushed.lendDetailsUrl).toBe(`/poles?orderId=${pushed.orderId}&productId=${p.id}`);
    expect(await db().loanOrder.count({ where: { borrowerId: borrower.id, status: 21 } })).toBe(1);
  });

  it("answers failures with string codes", async () => {
    const { query } = await createBorrower();
    const bad = await api.post("/gopia/goya/satire", { productId: 1, amount: 1 }, query);
    expect(bad.body).toMatchObject({ code: String(FailureCode.invalidInput), data: null });
    const expired = await api.post("/gopia/goya/depush", { productId: 1 }, "");
    expect(expired.body.code).toBe(String(FailureCode.sessionExpired));
  });
});
