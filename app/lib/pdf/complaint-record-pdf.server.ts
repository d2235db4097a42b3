import PDFDocument from "pdfkit";
import type { DataOf, problemDetail } from "@contract";
import { deadlineOf } from "@contract/format";
import { serverTexts } from "~/lib/messages/catalogue.server";
import type { LenderIdentity } from "~/lib/texts/company.server";
import { lenderHeading } from "./pdf-sheet.server";

type Detail = DataOf<typeof problemDetail>;

/** The record's file name: the reference number, safe in any file system. */
export function complaintRecordFileName(referenceNo: string): string {
  return `complaint-${referenceNo.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

/**
 * The complaint and its answer as an A4 PDF (pdfkit, as the receipts; docs/decisions/172): what the
 * borrower hands the SEC when they escalate. Everything comes from the same backend call as the
 * details page; photos are listed by count (they stay behind their private links).
 */
export function complaintRecordPdf(detail: Detail, lender: LenderIdentity, language?: string | null): Promise<Buffer> {
  const t = serverTexts("complaints", language);
  const doc = new PDFDocument({ size: "A4", margin: 48, info: { Title: `${t.recordTitle} ${detail.referenceNo}`, Author: lender.name } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 96;
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor("#555555")
      .text(label, 48, y, { width: width * 0.4 });
    const labelEnd = doc.y;
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor("#111111")
      .text(value, 48 + width * 0.4, y, { width: width * 0.6 });
    doc.y = Math.max(doc.y, labelEnd) + 4;
  };
  const heading = (text: string) => {
    doc.moveDown(0.6);
    doc.font("Helvetica-Bold").fontSize(12).fillColor("#111111").text(text, 48, doc.y, { width });
    doc.moveDown(0.3);
  };
  const body = (text: string) => doc.font("Helvetica").fontSize(10.5).fillColor("#111111").text(text, 48, doc.y, { width });

  lenderHeading(doc, lender, t.recordTitle, width);
  doc.moveDown(0.4);
  row(t.referenceNo, detail.referenceNo);
  row(t.statusLabel, t.status[detail.status]);
  row(t.recordType, [detail.type, detail.subType].filter(Boolean).join(" / "));
  row(t.recordFiled, detail.time);
  row(t.answerDue, `${t.dueWhen(deadlineOf(detail.dueAt))} (${t.manilaTime})`);

  heading(t.recordBorrowerWords);
  body(detail.content);
  if (detail.images.length > 0) body(`${t.images}: ${detail.images.length}`);

  heading(t.recordAnswer);
  if (detail.repliedAt) {
    body(detail.replyText || "-");
    if (detail.replyImages.length > 0) body(`${t.replyImages}: ${detail.replyImages.length}`);
  } else body(t.recordNoAnswer);

  heading(t.timelineTitle);
  row(t.stepFiled, detail.time);
  row(t.stepAcknowledged, detail.acknowledgedAt || t.stepPending);
  row(t.stepDue, t.dueWhen(deadlineOf(detail.dueAt)));
  row(t.stepAnswered, detail.repliedAt || t.stepPending);
  if (detail.unsatisfiedAt) row(t.stepUnsatisfied, detail.unsatisfiedAt);

  if (detail.canEscalate) {
    heading(t.escalateTitle);
    body(detail.status === "unsatisfied" ? t.escalateUnsatisfied : t.escalateOverdue);
    body(`${t.secPortal}: ${lender.sec.url}`);
    body(`${t.secWebsite}: ${lender.sec.website}`);
    if (lender.sec.email) body(t.secEmail(lender.sec.email));
  }
  doc.end();
  return done;
}
