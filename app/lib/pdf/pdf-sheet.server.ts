import PDFDocument from "pdfkit";
import { formatPeso } from "@contract";

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

/**
 * The heading of the longer documents (My data, a complaint's record): the lender's name, its SEC
 * registration and certificate of authority, then the document's title.
 */
export function lenderHeading(
  doc: PDFKit.PDFDocument,
  lender: { name: string; secNo: string; caNo: string },
  title: string,
  width: number,
): void {
  doc.font("Helvetica-Bold").fontSize(13).text(lender.name, 48, 48, { width });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(SOFT)
    .text(`SEC Registration No. ${lender.secNo} · Certificate of Authority No. ${lender.caNo}`, { width });
  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").fontSize(16).fillColor(INK).text(title, { width });
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

/**
 * A new A5 sheet with its lender header; `done` resolves with the bytes once `doc.end()` is called.
 * A sheet may run over several pages: `onNewPage` draws what a reader needs at the top of each
 * further page (what document this is, what it continues), and `finish` numbers the pages.
 */
export function pdfSheet(info: { title: string; subject: string; lender: SheetLender; secLabel: string }) {
  const doc = new PDFDocument({
    size: "A5",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: info.title, Author: info.lender.name, Subject: info.subject },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  const labelFont = () => doc.font("Helvetica").fontSize(9);
  const valueFont = (bold: boolean) => doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 11 : 9.5);
  /** The height `row` takes for these texts, to keep rows that belong together on one page. */
  const rowHeight = (label: string, value: string, bold = false) =>
    Math.max(labelFont().heightOfString(label, { width: width * 0.5 }), valueFont(bold).heightOfString(value, { width: width * 0.5 })) + 3;
  const headingHeight = (text: string, size = 10) => doc.font("Helvetica-Bold").fontSize(size).heightOfString(text, { width }) + size * 0.3;
  const pageBottom = () => doc.page.height - MARGIN;
  /** Starts a new page unless `height` fits below; a block taller than a whole page starts where it is. */
  const keepTogether = (height: number, pageRoom: number) => {
    if (doc.y + height > pageBottom() && height <= pageRoom) doc.addPage();
  };
  /** Room on an empty page below a header `reserved` points tall. */
  const pageRoom = (reserved: number) => doc.page.height - 2 * MARGIN - reserved;
  /** Draws at the top of every further page (what the document is, what the page continues). */
  const onNewPage = (draw: () => void) => doc.on("pageAdded", draw);
  /** "Page 1 of 2" at the top right of every page, when there is more than one. */
  const finish = (pageOf: (page: number, pages: number) => string) => {
    const range = doc.bufferedPageRange();
    if (range.count > 1) {
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        doc
          .font("Helvetica")
          .fontSize(7.5)
          .fillColor(SOFT)
          .text(pageOf(i + 1, range.count), MARGIN, MARGIN / 2, { width, align: "right", lineBreak: false });
      }
    }
    doc.end();
  };

  const row = (label: string, value: string, bold = false) => {
    // A row never splits across pages.
    if (doc.y + 28 > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    labelFont()
      .fillColor(SOFT)
      .text(label, MARGIN, y, { width: width * 0.5 });
    const labelEnd = doc.y;
    valueFont(bold)
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
  /** A table's column labels (left and right), small and underlined. */
  const columns = (left: string, right: string) => {
    const y = doc.y;
    doc
      .font("Helvetica-Bold")
      .fontSize(8)
      .fillColor(SOFT)
      .text(left, MARGIN, y, { width: width * 0.6 });
    doc.text(right, MARGIN + width * 0.6, y, { width: width * 0.4, align: "right" });
    doc.y = y + doc.currentLineHeight();
    rule();
  };
  const columnsHeight = () => doc.font("Helvetica-Bold").fontSize(8).currentLineHeight() + 8;
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

  return {
    doc,
    done,
    width,
    row,
    rule,
    heading,
    paragraph,
    stamp,
    columns,
    rowHeight,
    headingHeight,
    columnsHeight,
    keepTogether,
    pageRoom,
    onNewPage,
    finish,
  };
}
