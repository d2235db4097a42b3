import { describe, expect, it } from "vitest";
import type { PaymentEntry, StatementData, StatementLoan } from "@contract";
import { pdfPageTexts } from "../../../e2e/support/pdf";
import { statementPdf } from "./statement-pdf.server";

function payment(receipt: number): PaymentEntry {
  return {
    status: "paid",
    kind: "repay",
    at: `2026-11-0${(receipt % 9) + 1} 10:15:00`,
    amount: 150_000,
    channel: "GCash",
    reference: `PAU${receipt}`,
    gatewayRef: "",
    allocation: [],
    balanceAfter: 850_000,
    fullyPaid: false,
    newDueDate: "",
    receiptNo: `PLC-${String(receipt).padStart(8, "0")}`,
    refundPaid: null,
  };
}

function loan(n: number, payments: number): StatementLoan {
  return {
    orderId: n,
    orderNo: `PL20261100000${n}`,
    productId: 1,
    productName: "Pautang Flex",
    status: 170,
    statusText: "Repaying",
    principal: 1_000_000,
    disbursedDate: "2026-10-01",
    dueDate: "2026-12-31",
    totalPaid: 150_000 * payments,
    balance: 800_000,
    certificate: false,
    payments: Array.from({ length: payments }, (_, i) => payment(n * 100 + i)),
  };
}

function statement(loans: StatementLoan[]): StatementData {
  return {
    asOf: "2026-11-27",
    issuedAtText: "2026-11-27 19:00:00",
    lender: { name: "Pautang Lending Corporation", secNo: "CS201912345", address: "Makati City" },
    borrower: { name: "Juan dela Cruz", phone: "0917****567" },
    loans,
    totalBalance: 800_000 * loans.length,
  };
}

const pagesOf = (text: string, pages: string[]) => pages.flatMap((page, i) => (page.includes(text) ? [i + 1] : []));

describe("the statement of account PDF over several pages (issue 40)", () => {
  it("keeps each loan's rows on one page when they fit on one, so no loan is split", async () => {
    const loans = [loan(1, 2), loan(2, 3), loan(3, 6), loan(4, 1), loan(5, 9)];
    const pages = pdfPageTexts(await statementPdf(statement(loans)));
    expect(pages.length).toBeGreaterThan(1);
    for (const l of loans) {
      const headingPage = pagesOf(`PL20261100000${l.orderId}`, pages);
      expect(headingPage).toHaveLength(1);
      for (const p of l.payments) expect(pagesOf(p.receiptNo, pages)).toEqual(headingPage);
    }
  });

  it("starts every further page with whose statement it is, the loan it continues and the payments' column labels", async () => {
    const pages = pdfPageTexts(await statementPdf(statement([loan(1, 40)])));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain("PL202611000001");
      expect(page).toMatch(/Payments\s*\nAmount/);
      if (i > 0) {
        expect(page).toContain("Pautang Lending Corporation · Statement of account · As of 2026-11-27".replace(/·/g, "\u00b7"));
        expect(page).toContain("(continued)");
      }
    });
  });

  it("says it in Filipino for a Filipino session", async () => {
    const pages = pdfPageTexts(await statementPdf(statement([loan(1, 40)]), "fil"));
    expect(pages[1]).toContain("(karugtong)");
    expect(pages[1]).toMatch(/Mga bayad\s*\nHalaga/);
    expect(pages[1]).toContain(`Pahina 2 ng ${pages.length}`);
  });

  it("stays one page, with no page numbers, when everything fits", async () => {
    const pages = pdfPageTexts(await statementPdf(statement([loan(1, 2)])));
    expect(pages).toHaveLength(1);
    expect(pages[0]).not.toContain("Page 1");
  });
});
