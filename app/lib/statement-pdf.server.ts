import type { CertificateData, StatementData } from "./contract";
import { serverTexts } from "./messages/catalogue.server";
import { pdfSheet, php } from "./pdf-sheet.server";

/**
 * The statement of account and the certificate of full payment as PDFs, in the receipt's style
 * (pdf-sheet.server.ts) and the session's language. Every figure is the backend's, as on the page.
 */

export function statementPdf(statement: StatementData, language?: string | null): Promise<Buffer> {
  const t = serverTexts("receipts", language);
  const { doc, done, row, rule, heading, paragraph } = pdfSheet({
    title: t.statementTitle,
    subject: `${t.statementAsOf} ${statement.asOf}`,
    lender: statement.lender,
    secLabel: t.lenderSec,
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
    heading(`${t.orderNo} ${loan.orderNo} · ${loan.productName}`);
    row(t.loanStatus, loan.statusText);
    row(t.principal, php(loan.principal));
    row(t.disbursedOn, loan.disbursedDate);
    if (loan.dueDate) row(t.dueDate, loan.dueDate);
    row(t.totalPaid, php(loan.totalPaid));
    row(t.balanceToday, php(loan.balance), true);
    for (const payment of loan.payments) {
      const what = `${payment.at} · ${t.kind[payment.kind]} · ${t.status[payment.status]}${payment.receiptNo ? ` · ${payment.receiptNo}` : ""}`;
      row(what, php(payment.amount));
    }
    rule();
  }
  doc.moveDown(0.5);
  paragraph(t.statementFoot, 8, "#555555");
  doc.end();
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
