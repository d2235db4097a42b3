import PDFDocument from "pdfkit";
import { formatDateTime, type MyData } from "@contract";
import { serverTexts } from "~/lib/messages/catalogue.server";
import type { LenderIdentity } from "~/lib/texts/company.server";
import { lenderHeading, php } from "./pdf-sheet.server";

/**
 * Everything My data shows, as an A4 PDF in the page's language (pdfkit, as the receipts and the
 * complaint record, decisions 090 and 172): the same data as the JSON download, for a person.
 */
export function myDataPdf(mine: MyData, lender: LenderIdentity, language: string | null | undefined, madeAt: Date): Promise<Buffer> {
  const t = serverTexts("myData", language);
  const doc = new PDFDocument({ size: "A4", margin: 48, info: { Title: t.pdfTitle, Author: lender.name } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 96;
  const heading = (text: string) => {
    doc.moveDown(0.6);
    doc.font("Helvetica-Bold").fontSize(12).fillColor("#111111").text(text, 48, doc.y, { width });
    doc.moveDown(0.2);
  };
  const line = (text: string) => doc.font("Helvetica").fontSize(10).fillColor("#111111").text(text, 48, doc.y, { width });
  const row = (label: string, value: string) => line(`${label}: ${value || t.notGiven}`);
  const none = (items: unknown[], text: string) => {
    if (items.length === 0) line(text);
  };

  lenderHeading(doc, lender, t.pdfTitle, width);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#555555")
    .text(t.pdfMadeAt(formatDateTime(madeAt)), { width });

  heading(t.profileTitle);
  row(t.phone, mine.profile.phone);
  row(t.name, mine.profile.name);
  row(t.email, mine.profile.email);
  row(t.address, mine.profile.address);
  row(t.since, mine.profile.since);

  heading(t.accountsTitle);
  none(mine.accounts, t.accountsNone);
  for (const a of mine.accounts)
    line(`${a.institution} ${a.account} · ${[a.holderName, a.city, `${t.boundAt} ${a.boundAt}`].filter(Boolean).join(" · ")}`);

  heading(t.ordersTitle);
  none(mine.orders, t.ordersNone);
  for (const o of mine.orders) {
    line(
      `${t.orderNo} ${o.orderNo} · ${o.productName} · ${php(o.principal)} · ${o.statusText} · ${t.appliedAt} ${o.appliedAt}${o.dueDate ? ` · ${t.dueDate} ${o.dueDate}` : ""}${o.settledAt ? ` · ${t.settledAt} ${o.settledAt}` : ""}${o.cancelledAt ? ` · ${t.cancelledAt} ${o.cancelledAt}` : ""}`,
    );
  }

  heading(t.paymentsTitle);
  none(mine.payments, t.paymentsNone);
  for (const p of mine.payments)
    line(
      `${t.receiptNo} ${p.receiptNo} · ${t.paymentKind[p.kind]} ${php(p.amount)} · ${p.channel} · ${t.orderNo} ${p.orderNo} · ${p.appliedAt}`,
    );

  heading(t.complaintsTitle);
  none(mine.complaints, t.complaintsNone);
  for (const c of mine.complaints) {
    line(`${c.referenceNo} · ${c.type} · ${t.complaintStatus[c.status]} · ${c.filedAt} · ${t.photos(c.photos)}`);
    line(c.text || t.erased);
    if (c.answer) line(`${t.agentNote}: ${c.answer}`);
  }

  heading(t.smsTitle);
  line(mine.smsCopies.length === 0 ? t.smsNone : t.smsCodeMasked);
  for (const m of mine.smsCopies) line(`${m.sentAt} · ${m.body}`);

  heading(t.contactTitle);
  none(mine.contactMessages, t.contactNone);
  for (const m of mine.contactMessages) {
    line(
      `${m.reference} · ${m.sentAt} · ${[m.name, m.email].filter(Boolean).join(" · ")} · ${m.answeredAt ? t.contactAnswered(m.answeredAt) : t.contactWaiting}`,
    );
    line(m.remark);
  }

  heading(t.consentsTitle);
  line(
    `${mine.consents.marketingSms ? t.marketingOn : t.marketingOff} ${mine.consents.marketingSetAt ? t.marketingSince(mine.consents.marketingSetAt) : ""}`,
  );
  for (const a of mine.consents.loanAgreements) line(t.agreementAccepted(a.orderNo, a.agreedAt));

  heading(t.pageViewsTitle);
  line(mine.pageViews.total === 0 ? t.pageViewsNone : t.pageViewsTotal(mine.pageViews.total));
  for (const p of mine.pageViews.pages) line(`${p.page}: ${p.count}`);

  if (mine.requests.length > 0) {
    heading(t.requestsTitle);
    for (const r of mine.requests)
      line(
        `${t.requestKind[r.kind]}: ${t.requestStatus[r.status]} · ${t.requestedAt} ${r.createdAt}${r.note ? ` · ${t.agentNote}: ${r.note}` : ""}`,
      );
  }
  doc.end();
  return done;
}
