import { describe, expect, it } from "vitest";
import type { ReceiptData } from "@contract";
import { pdfText } from "../../../e2e/support/pdf";
import { receiptFileName, receiptPdf } from "./receipt-pdf.server";

const receipt: ReceiptData = {
  number: "PLC-00000042",
  orderId: 7,
  orderNo: "PL202611230001",
  kind: "repay",
  channel: "7-Eleven",
  reference: "PAUABCDEF2345",
  gatewayRef: "9F00AA11",
  amount: 1_520_625,
  allocation: [
    { key: "penalties", amount: 384_125 },
    { key: "interest", amount: 136_500 },
    { key: "principal", amount: 1_000_000 },
  ],
  balanceAfter: 0,
  fullyPaid: true,
  newDueDate: "",
  appliedAt: "2026-11-23T11:24:31.000Z",
  appliedAtText: "2026-11-23 19:24:31",
  lender: { name: "Pautang Lending Corporation", secNo: "CS201912345", address: "Makati City" },
  borrower: { name: "Juan dela Cruz", phone: "0917****567" },
};

describe("the receipt PDF", () => {
  it("carries the stored figures, the lender, the masked phone and 'Fully paid'", async () => {
    const pdf = await receiptPdf(receipt);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      "PLC-00000042",
      "PL202611230001",
      "Pautang Lending Corporation",
      "0917****567",
      "PHP 15,206.25",
      "PHP 3,841.25",
      "PHP 10,000.00",
      "FULLY PAID",
      "PAUABCDEF2345",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("names the payer by the masked phone when the borrower has no name on file, never '-' (issue 30 item 13)", async () => {
    const text = pdfText(await receiptPdf({ ...receipt, borrower: { name: "", phone: "0917****567" } }));
    expect(text).toMatch(/Received from\s*0917\*\*\*\*567/);
    expect(text).not.toMatch(/Received from\s*-/);
  });

  it("leaves out 'Fully paid' when a balance is left, and shows an extension's new due date", async () => {
    const text = pdfText(
      await receiptPdf({ ...receipt, kind: "extend", fullyPaid: false, balanceAfter: 1_136_500, newDueDate: "2027-01-05" }),
    );
    expect(text).not.toContain("FULLY PAID");
    expect(text).toContain("2027-01-05");
    expect(text).toContain("PHP 11,365.00");
    expect(text).toContain("Extension");
  });

  it("speaks Filipino for language=fil and tl: the labels change, the figures do not", async () => {
    for (const language of ["fil", "tl", "fil-PH"]) {
      const text = pdfText(await receiptPdf(receipt, language));
      for (const label of [
        "Opisyal na resibo",
        "Numero ng resibo",
        "Numero ng reference",
        "Natanggap mula kay",
        "Saan napunta ang bayad",
        "Halagang hiniram",
        "BAYAD NA NANG BUO",
        "Itago ito bilang patunay ng pagbabayad.",
      ]) {
        expect(text).toContain(label);
      }
      for (const figure of ["PLC-00000042", "PHP 15,206.25", "PHP 3,841.25", "PHP 10,000.00", "0917****567"])
        expect(text).toContain(figure);
      expect(text).not.toContain("Official receipt");
    }
  });

  it("stays English for any other language, odd values included", async () => {
    for (const language of [undefined, null, "en", "zh", "filipino", "x".repeat(10_000)]) {
      const text = pdfText(await receiptPdf(receipt, language));
      expect(text).toContain("Official receipt");
      expect(text).not.toContain("Opisyal na resibo");
    }
  });

  it("names the file after the receipt number only", () => {
    expect(receiptFileName("PLC-00000042")).toBe("receipt-PLC-00000042.pdf");
    expect(receiptFileName('PLC-1"; x=../y')).toBe("receipt-PLC-1xy.pdf");
  });
});
