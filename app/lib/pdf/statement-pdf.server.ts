import type { CertificateData, StatementData, StatementLoan } from "@contract";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { pdfSheet, php } from "./pdf-sheet.server";

/**
 * The statement of account and the certificate of full payment as PDFs, in the receipt's style
 * (pdf-sheet.server.ts) and the session's language. Every figure is the backend's, as on the page.
 */

export function statementPdf(statement: StatementData, language?: string | null): Promise<Buffer> {
  const t = serverTexts("receipts", language);
  const sheet = pdfSheet({
    title: t.statementTitle,
    subject: `${t.statementAsOf} ${statement.asOf}`,
    lender: statement.lender,
    secLabel: t.lenderSec,
  });
  const { doc, done, row, rule, heading, paragraph, columns } = sheet;
  const loanHeading = (loan: StatementLoan) => `${t.orderNo} ${loan.orderNo} · ${loan.productName}`;
  const paymentLine = (payment: StatementLoan["payments"][number]) =>
    `${payment.at} · ${t.kind[payment.kind]} · ${t.status[payment.status]}${payment.receiptNo ? ` · ${payment.receiptNo}` : ""}`;

  // A page after the first says whose statement it is and, in the middle of a loan, which loan it
  // continues, with the payments table's column labels again (issue 40).
  const runningLine = `${statement.lender.name} · ${t.statementTitle} · ${t.statementAsOf} ${statement.asOf}`;
  const runningHeight = doc.font("Helvetica").fontSize(8).heightOfString(runningLine, { width: sheet.width }) + 10;
  let current: { loan: StatementLoan; inPayments: boolean } | null = null;
  sheet.onNewPage(() => {
    doc.font("Helvetica").fontSize(8).fillColor("#555555").text(runningLine, doc.page.margins.left, doc.y, { width: sheet.width });
    rule();
    if (!current) return;
    heading(`${loanHeading(current.loan)} ${t.continued}`);
    if (current.inPayments) columns(t.paymentsTitle, t.amount);
  });

  row(t.statementAsOf, statement.asOf, true);
  row(t.statementIssued, statement.issuedAtText);
  if (statement.borrower.name) row(t.borrower, statement.borrower.name);
  row(t.phone, statement.borrower.phone);
  rule();
  row(t.statementTotal, php(statement.totalBalance), true);
  rule();
  if (statement.loans.length === 0) paragraph(t.statementEmpty);
  for (const loan of statement.loans) {
    const summary: [string, string, boolean?][] = [
      [t.loanStatus, loan.statusText],
      [t.principal, php(loan.principal)],
      [t.disbursedOn, loan.disbursedDate],
      ...(loan.dueDate ? [[t.dueDate, loan.dueDate] as [string, string]] : []),
      [t.totalPaid, php(loan.totalPaid)],
      [t.balanceToday, php(loan.balance), true],
    ];
    const payments = loan.payments.map((payment) => [paymentLine(payment), php(payment.amount)] as const);
    // A loan's rows stay on one page when they fit on one; a longer loan at least keeps its
    // heading, its figures and its first payment together.
    const top =
      sheet.headingHeight(loanHeading(loan)) + summary.reduce((sum, [label, value, bold]) => sum + sheet.rowHeight(label, value, bold), 0);
    const paymentHeights = payments.map(([label, value]) => sheet.rowHeight(label, value));
    const table = payments.length > 0 ? sheet.columnsHeight() : 0;
    const whole = top + table + paymentHeights.reduce((sum, h) => sum + h, 0) + 8;
    const room = sheet.pageRoom(runningHeight);
    sheet.keepTogether(whole <= room ? whole : top + table + (paymentHeights[0] ?? 0), room);

    heading(loanHeading(loan));
    current = { loan, inPayments: false };
    for (const [label, value, bold] of summary) row(label, value, bold);
    if (payments.length > 0) {
      columns(t.paymentsTitle, t.amount);
      current.inPayments = true;
      for (const [label, value] of payments) row(label, value);
    }
    current = null;
    rule();
  }
  doc.moveDown(0.5);
  paragraph(t.statementFoot, 8, "#555555");
  sheet.finish(t.pageOf);
  return done;
}

export function certificatePdf(certificate: CertificateData, language?: string | null): Promise<Buffer> {
  const t = serverTexts("receipts", language);
  const { doc, done, row, rule, paragraph, stamp } = pdfSheet({
    title: t.certificateTitle,
    subject: `${t.orderNo} ${certificate.orderNo}`,
    lender: certificate.lender,
    secLabel: t.lenderSec,
  });
  doc.moveDown(0.3);
  paragraph(t.certificateBody(certificate.borrower.name || t.theBorrower, certificate.orderNo, certificate.productName), 10.5);
  doc.moveDown(0.6);
  rule();
  row(t.phone, certificate.borrower.phone);
  row(t.orderNo, certificate.orderNo);
  row(t.principal, php(certificate.principal));
  row(t.disbursedOn, certificate.disbursedDate);
  row(t.totalPaid, php(certificate.totalPaid));
  row(t.settledOn, certificate.settledDate, true);
  if (certificate.lastReceiptNo) row(t.settlingReceipt, certificate.lastReceiptNo);
  rule();
  stamp(t.fullyPaid);
  doc.moveDown(1);
  row(t.certificateIssued, certificate.issuedAtText);
  paragraph(t.certificateFoot, 8, "#555555");
  doc.end();
  return done;
}
