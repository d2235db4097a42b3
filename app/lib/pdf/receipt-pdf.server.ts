import type { ReceiptData } from "@contract";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { pdfSheet, php, safeFileName } from "./pdf-sheet.server";

/** The receipt's file name: the receipt number, safe in any file system. */
export function receiptFileName(number: string): string {
  return safeFileName(`receipt-${number}`);
}

/**
 * The receipt as an A5 PDF (pdfkit, docs/decisions/090) in the session's language: the same stored
 * figures as the page, nothing recomputed. Uncompressed text would be larger; the default compression is kept.
 */
export function receiptPdf(receipt: ReceiptData, language?: string | null): Promise<Buffer> {
  // The session's language (docs/decisions/135): Filipino for fil/tl, English otherwise.
  const t = serverTexts("receipts", language);
  const { doc, done, row, rule, heading, paragraph, stamp } = pdfSheet({
    title: t.receiptTitle,
    subject: `${t.orderNo} ${receipt.orderNo}`,
    lender: receipt.lender,
    secLabel: t.lenderSec,
  });
  // The document's title names the receipt; the page's heading is the plain title.
  doc.info.Title = `${t.receiptTitle} ${receipt.number}`;
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
  heading(t.allocationTitle);
  for (const line of receipt.allocation) row(t.allocation[line.key], php(line.amount));
  rule();
  if (receipt.newDueDate) row(t.newDueDate, receipt.newDueDate);
  row(t.balanceAfter, php(receipt.balanceAfter), true);
  const stampText = receipt.fullyPaid ? t.fullyPaid : receipt.kind === "cancel" ? t.cancelled : "";
  if (stampText) stamp(stampText);
  doc.moveDown(1);
  paragraph(t.receiptFootnote, 8, "#555555");
  doc.end();
  return done;
}
