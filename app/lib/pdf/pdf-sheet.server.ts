import PDFDocument from "pdfkit";
import { formatPeso } from "~/lib/contract";

/**
 * The house style of our PDFs (pdfkit, docs/decisions/090): A5, the lender's name, SEC number and
 * address on top, label-and-value rows with the value on the right, thin rules between groups.
 * The receipt, the statement of account and the certificate of full payment share it.
 */

/** The PDF's standard fonts have no peso sign (WinAnsi): amounts read "PHP 1,234.00" there. */
export function php(centavos: number): string {
  return formatPeso(centavos).replace("₱", "PHP ");
}

/** A file name safe in any file system: letters, digits and dashes only. */
export function safeFileName(stem: string): string {
  return `${stem.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

export interface SheetLender {
  name: string;
  secNo: string;
  address: string;
}

export const INK = "#111111";
export const SOFT = "#555555";
export const PAID_GREEN = "#1a7f37";
const MARGIN = 36;

/** A new A5 sheet with its lender header; `done` resolves with the bytes once `doc.end()` is called. */
export function pdfSheet(info: { title: string; subject: string; lender: SheetLender; secLabel: string }) {
  const doc = new PDFDocument({ size: "A5", margin: MARGIN, info: { Title: info.title, Author: info.lender.name, Subject: info.subject } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  const row = (label: string, value: string, bold = false) => {
    // A row never splits across pages.
    if (doc.y + 28 > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(SOFT)
      .text(label, MARGIN, y, { width: width * 0.5 });
    const labelEnd = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(bold ? 11 : 9.5)
      .fillColor(INK)
      .text(value, MARGIN + width * 0.5, y, { width: width * 0.5, align: "right" });
    doc.y = Math.max(doc.y, labelEnd) + 3;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .strokeColor("#cccccc")
      .lineWidth(0.5)
      .stroke();
    doc.y += 8;
  };
  const heading = (text: string, size = 10) => {
    if (doc.y + 40 > doc.page.height - MARGIN) doc.addPage();
    doc.font("Helvetica-Bold").fontSize(size).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };
  const paragraph = (text: string, size = 9.5, color = INK) => {
    doc.font("Helvetica").fontSize(size).fillColor(color).text(text, MARGIN, doc.y, { width });
  };
  const stamp = (text: string) => {
    doc.moveDown(0.5);
    doc.font("Helvetica-Bold").fontSize(16).fillColor(PAID_GREEN).text(text.toUpperCase(), MARGIN, doc.y, { width, align: "center" });
  };

  doc.font("Helvetica-Bold").fontSize(13).fillColor(INK).text(info.lender.name, MARGIN, MARGIN, { width });
  doc.font("Helvetica").fontSize(8.5).fillColor(SOFT).text(`${info.secLabel} ${info.lender.secNo}`, { width });
  doc.text(info.lender.address, { width });
  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").fontSize(15).fillColor(INK).text(info.title, { width });
  doc.moveDown(0.3);

  return { doc, done, width, row, rule, heading, paragraph, stamp };
}
