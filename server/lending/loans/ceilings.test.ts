import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { delayDetail, loanAgreement, loanDetailConfirm, loanDetails, loanPlayDetail } from "@contract";
import { setClock } from "../../clock";
import { db } from "../../db";
import { addDays } from "../../domain";
import { createBorrower, createOrder, seedProducts } from "../../qa/factories";
import { useLendingApi } from "../../test/api";

const api = useLendingApi();

/** An order of Peso Express (₱10,000, 91 days, 0.15% a day, 5% fee) that is `late` days late today. */
async function lateOrder(late: number, clock = "2026-09-01T02:00:00Z") {
  await setClock(new Date(clock));
  const { borrower } = await createBorrower();
  const order = await createOrder(borrower.id, { status: 180, delay: true }); // 5 days late today
  const due = (await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).dueDate!;
  await setClock(new Date(`${addDays(due, late)}T02:00:00Z`));
  // A session from before the clock's jump has expired: log in again, as QA does.
  const { query } = await createBorrower({ phone: borrower.phone });
  return { order, query };
}

describe("late charges follow the ceilings, broken down for the borrower", () => {
  it("an order 45 days late owes ₱852.37 of late charges on ₱11,365 due, all of it penalty, under a ceiling of ₱568.25 per 30 days", async () => {
    const { order, query } = await lateOrder(45);
    const expected = {
      latePenalty: 85_237,
      defaultInterest: 0,
      // What was charged and the ceiling it respects; no contract amount the law never allowed (decision 233).
      amountDueUnpaid: 1_136_500,
      ceilingPer30Days: 56_825,
      totalCostCap: 1_000_000,
      costCapReached: false,
      paid: 0,
      outstanding: 85_237,
      source: "SEC Memorandum Circular No. 14, Series of 2025",
      latePercentPerMonth: 5,
    };
    const details = loanDetails.data.parse((await api.post("/v3/loan-details/loan-details", { orderId: order.id }, query)).body.data);
    expect(details.lateCharges).toEqual(expected);
    const rows = Object.fromEntries(details.userOrderDetail.detail.map((r) => [r.text, r.value]));
    expect(rows["Repayment amount"]).toBe("₱12,217.37");

    const repay = loanPlayDetail.data.parse((await api.post("/v3/installment/loan-play-detail", { orderId: order.id }, query)).body.data);
    expect(repay.lateCharges).toEqual(expected);
    expect(repay.repayAmount).toBe(1_136_500 + 85_237);
    const extend = delayDetail.data.parse((await api.post("/orbital/fail", { orderId: order.id }, query)).body.data);
    expect(extend.lateCharges).toEqual(expected);
    expect(extend.delayInfo.delayAmount).toBe(136_500 + 85_237);
  });

  it("answers no breakdown while nothing is late", async () => {
    await setClock(new Date("2026-06-01T02:00:00Z"));
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 170 });
    const details = loanDetails.data.parse((await api.post("/v3/loan-details/loan-details", { orderId: order.id }, query)).body.data);
    expect(details.lateCharges ?? null).toBeNull();
  });

  it("an order accepted before 2026-04-01 keeps BSP Circular No. 1133 when read later", async () => {
    const { order, query } = await lateOrder(45, "2026-02-01T02:00:00Z");
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).ceilingSet).toBe("BSP-1133-2021");
    const details = loanDetails.data.parse((await api.post("/v3/loan-details/loan-details", { orderId: order.id }, query)).body.data);
    expect(details.lateCharges).toMatchObject({ source: "BSP Circular No. 1133, Series of 2021", latePenalty: 85_237 });
    const agreement = loanAgreement.data.parse((await api.post("/v3/contract/loan-agreement", { orderId: order.id }, query)).body.data);
    expect(agreement.disclosure.ceilings).toMatchObject({ source: "BSP Circular No. 1133, Series of 2021", eirPercentPerMonth: 15 });
  });
});

describe("the disclosure states the ceilings of the quote's date", () => {
  it("names SEC MC 14 s.2025 (EIR 12%) from 2026-04-01 and BSP Circular 1133 (EIR 15%) the day before", async () => {
    const { query } = await createBorrower();
    const p = await db().product.findFirstOrThrow({ where: { name: "Peso Express" } });
    await setClock(new Date("2026-03-31T02:00:00Z"));
    const before = loanDetailConfirm.data.parse(
      (await api.post("/v3/loan-confirm/loan-detail-confirm", { productId: p.id, amount: 1_000_000, periods: 91 }, query)).body.data,
    );
    expect(before.disclosure.ceilings).toMatchObject({ source: "BSP Circular No. 1133, Series of 2021", eirPercentPerMonth: 15 });
    await setClock(new Date("2026-04-01T02:00:00Z"));
    const after = loanDetailConfirm.data.parse(
      (await api.post("/v3/loan-confirm/loan-detail-confirm", { productId: p.id, amount: 1_000_000, periods: 91 }, query)).body.data,
    );
    expect(after.disclosure.ceilings).toEqual({
      source: "SEC Memorandum Circular No. 14, Series of 2025",
      citation: expect.stringContaining("10 December 2025"),
      effectiveFrom: "2026-04-01",
      nominalPercentPerMonth: 6,
      eirPercentPerMonth: 12,
      latePercentPerMonth: 5,
      totalCostCapPercent: 100,
      totalCostCap: 1_000_000,
      latePenalty: 100_000,
      defaultInterest: [
        { fromDay: 1, toDay: 30, percentPerDay: 5 },
        { fromDay: 31, toDay: 90, percentPerDay: 4 },
        { fromDay: 91, toDay: null, percentPerDay: 2 },
      ],
      lateExample: { amountDue: 1_136_500, maxPer30Days: 56_825 },
    });
  });
});

describe("a product above a ceiling cannot be offered", () => {
  const overpriced = {
    name: "Too Dear",
    logo: "/api/assets/logos/peso-express.svg",
    recommendable: false,
    sortOrder: 9,
    buttonText: "Apply",
    rangeDescription: "Loan amount",
    description: "",
    tags: "",
    defineUrl: "",
    minAmount: 100_000,
    maxAmount: 1_000_000,
    minTermDays: 91,
    maxTermDays: 120,
    periodsAllowed: "1",
    interestBpsPerDay: 20,
    serviceFeeBps: 1_619,
  };

  it("is refused at seed time, naming the ceiling", async () => {
    await setClock(new Date("2026-06-01T02:00:00Z"));
    await expect(seedProducts([overpriced])).rejects.toThrow(
      /Product "Too Dear" cannot be offered: .*above the ceiling of 12% a month that SEC Memorandum Circular No. 14, Series of 2025 sets/,
    );
  });

  it("is refused at quote time from 2026-04-01 with a message that says why, and quoted the day before", async () => {
    const p = await db().product.create({ data: overpriced });
    const { query } = await createBorrower();
    await setClock(new Date("2026-04-01T02:00:00Z"));
    const refused = await api.post("/v3/loan-confirm/loan-detail-confirm", { productId: p.id, amount: 1_000_000, periods: 91 }, query);
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.message).toBe(
      "This loan cannot be offered: its effective interest rate, 12.002% a month, is above the ceiling of 12% a month that SEC Memorandum Circular No. 14, Series of 2025 sets for loans from 2026-04-01. Choose a longer term or another product.",
    );
    await setClock(new Date("2026-03-31T02:00:00Z"));
    const quoted = await api.post("/v3/loan-confirm/loan-detail-confirm", { productId: p.id, amount: 1_000_000, periods: 91 }, query);
    expect(quoted.body.code).toBe(0);
  });
});

describe("the migration gives existing orders the ceilings of their acceptance date", () => {
  it("SEC MC 14 for orders accepted from 2026-04-01 (Manila), BSP Circular 1133 before, in either date format", () => {
    const sql = fs.readFileSync(path.join(process.cwd(), "prisma/migrations/20261123110000_ceilings/migration.sql"), "utf8");
    const scratch = new Database(":memory:");
    scratch.exec(`CREATE TABLE "LoanOrder" ("id" INTEGER PRIMARY KEY, "applyAt" DATETIME NOT NULL)`);
    const insert = scratch.prepare(`INSERT INTO "LoanOrder" ("id", "applyAt") VALUES (?, ?)`);
    insert.run(1, "2026-03-31T15:59:59.000+00:00"); // 23:59:59 on 31 March in Manila
    insert.run(2, "2026-03-31T16:00:00.000+00:00"); // 00:00 on 1 April in Manila
    insert.run(3, Date.parse("2026-03-31T15:59:59Z"));
    insert.run(4, Date.parse("2026-04-01T00:00:00Z"));
    insert.run(5, "2022-05-01T00:00:00.000+00:00");
    scratch.exec(sql);
    const rows = scratch.prepare(`SELECT "id", "ceilingSet", "lateLedger" FROM "LoanOrder" ORDER BY "id"`).all();
    expect(rows).toEqual([
      { id: 1, ceilingSet: "BSP-1133-2021", lateLedger: "{}" },
      { id: 2, ceilingSet: "SEC-MC-14-2025", lateLedger: "{}" },
      { id: 3, ceilingSet: "BSP-1133-2021", lateLedger: "{}" },
      { id: 4, ceilingSet: "SEC-MC-14-2025", lateLedger: "{}" },
      { id: 5, ceilingSet: "BSP-1133-2021", lateLedger: "{}" },
    ]);
  });
});
