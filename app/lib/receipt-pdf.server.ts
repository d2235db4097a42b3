import PDFDocument from "pdfkit";
import { formatPeso, type ReceiptData } from "./contract";
import { receipts as filipino } from "./messages/fil/receipts";
import { isFilipino } from "./messages/filipino";
import { receipts as english } from "./messages/receipts";

/** The PDF's standard fonts have no peso sign (WinAnsi): amounts read "PHP 1,234.00" there. */
function php(centavos: number): string {
  return formatPeso(centavos).replace("₱", "PHP ");
}

/** The receipt's file name: the receipt number, safe in any file system. */
export function receiptFileName(number: string): string {
  return `receipt-${number.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

/**
 * The receipt as an A5 PDF (pdfkit, docs/decisions/090) in the session's language: the same stored
 * figures as the page, nothing recomputed. Uncompressed text would be larger; the default compression is kept.
 */
export function receiptPdf(receipt: ReceiptData, language?: string | null): Promise<Buffer> {
  // The session's language (docs/decisions/135): Filipino for fil/tl, English otherwise.
  const t = isFilipino(language) ? filipino : english;
  const doc = new PDFDocument({
    size: "A5",
    margin: 36,
    info: { Title: `${t.receiptTitle} ${receipt.number}`, Author: receipt.lender.name, Subject: `${t.orderNo} ${receipt.orderNo}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 72;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font("Helvetica").fontSize(9).fillColor("#555555").text(label, 36, y, { width: width * 0.5 });
    const labelEnd = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 11 : 9.5).fillColor("#111111").text(value, 36 + width * 0.5, y, { width: width * 0.5, align: "right" });
    doc.y = Math.max(doc.y, labelEnd) + 3;
  };
  const rule = () => {
    doc.moveTo(36, doc.y + 2).lineTo(36 + width, doc.y + 2).strokeColor("#cccccc").lineWidth(0.5).stroke();
    doc.y += 8;
  };

  doc.font("Helvetica-Bold").fontSize(13).fillColor("#111111").text(receipt.lender.name, 36, 36, { width });
  doc.font("Helvetica").fontSize(8.5).fillColor("#555555").text(`${t.lenderSec} ${receipt.lender.secNo}`, { width });
  doc.text(receipt.lender.address, { width });
  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").fontSize(15).fillColor("#111111").text(t.receiptTitle, { width });
  doc.moveDown(0.3);
  row(t.receiptNo, receipt.number, true);
  row(t.date, receipt.appliedAtText);
  rule();
  // No name on file: the masked phone says who paid, as on the page.
  row(t.receivedFrom, receipt.borrower.name || receipt.borrower.phone);
  row(t.phone, receipt.borrower.phone);
  row(t.orderNo, receipt.orderNo);
  rule();
  row(t.kind[receipt.kind], php(receipt.amount), true);
  row(t.channel, receipt.channel);
  row(t.reference, receipt.reference);
  if (receipt.gatewayRef) row(t.gatewayRef, receipt.gatewayRef);
  rule();
  doc.font("Helvetica-Bold").fontSize(10).fillColor("#111111").text(t.allocationTitle, 36, doc.y, { width });
  doc.moveDown(0.3);
  for (const line of receipt.allocation) row(t.allocation[line.key], php(line.amount));
  rule();
  if (receipt.newDueDate) row(t.newDueDate, receipt.newDueDate);
  row(t.balanceAfter, php(receipt.balanceAfter), true);
  const stamp = receipt.fullyPaid ? t.fullyPaid : receipt.kind === "cancel" ? t.cancelled : "";
  if (stamp) {
    doc.moveDown(0.5);
    doc.font("Helvetica-Bold").fontSize(16).fillColor("#1a7f37").text(stamp.toUpperCase(), 36, doc.y, { width, align: "center" });
  }
  doc.moveDown(1);
  doc.font("Helvetica").fontSize(8).fillColor("#555555").text(t.receiptFootnote, 36, doc.y, { width });
  doc.end();
  return done;
}
