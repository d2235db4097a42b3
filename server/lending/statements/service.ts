import { formatDateTime, type CertificateData, type PaymentEntry, type StatementData, type StatementLoan } from "@contract";
import { now } from "../../clock";
import { db } from "../../db";
import { fromInstant, sumCentavos } from "../../domain";
import { isRepayable, OrderStatus } from "../../domain/order-status";
import { LendingError } from "../errors";
import { findBorrowerOrder, orderFigures } from "../loan-details/service";
import { statusNotice } from "../loan-details/texts";
import { refreshLoan } from "../loans/loan-store";
import { lender } from "../receipts/lender";
import { entriesOf, maskPhone } from "../receipts/service";
import { render, text, type BackendLanguage } from "../texts";

/**
 * The statement of account and the certificate of full payment (docs/decisions/186). Nothing here
 * decides an amount: each loan is brought up to today by the lending rules (refreshLoan) and its
 * balance is their payoff of the day; payments are the stored receipts and refunds (the payment
 * history's own entries, so a new kind of payment shows here as it shows there); the status title
 * is Order Details' own, so a new status shows with its own words.
 */

/** Codes issued and never paid moved no money: a statement leaves them out. */
const NO_MONEY_MOVED: ReadonlySet<PaymentEntry["status"]> = new Set(["pending", "failed", "expired"]);

/** Why a loan not settled has no certificate yet (a text by key, said in the session's language). */
export const NOT_SETTLED = text("certificateNotYet");

async function partiesOf(borrowerId: number) {
  const borrower = await db().borrower.findUniqueOrThrow({
    where: { id: borrowerId },
    include: { bankCards: { orderBy: { id: "desc" }, take: 1 } },
  });
  const issuer = lender();
  return {
    lender: { name: issuer.name, secNo: issuer.secNo, address: issuer.address },
    // The account holder's name when the profile has none, as on a receipt.
    borrower: { name: borrower.name || borrower.bankCards[0]?.holderName || "", phone: maskPhone(borrower.phone) },
  };
}

function paidTotal(entries: PaymentEntry[]): number {
  return sumCentavos(entries.filter((entry) => entry.status === "paid").map((entry) => entry.amount));
}

/** Every loan of the borrower (money disbursed; applications are not loans), newest first. */
export async function statementFor(borrowerId: number, language: BackendLanguage = "en"): Promise<StatementData> {
  const current = await now();
  const rows = await db().loanOrder.findMany({
    where: { borrowerId, disbursedDate: { not: null } },
    include: { product: true, instalments: true },
    orderBy: [{ applyAt: "desc" }, { id: "desc" }],
  });
  const entries = await entriesOf(rows.map((row) => row.id));
  const loans: StatementLoan[] = [];
  for (const row of rows) {
    const view = await refreshLoan(row);
    const status = view.order.status;
    const figures = orderFigures(view);
    const payments = entries.filter((e) => e.orderId === row.id && !NO_MONEY_MOVED.has(e.entry.status)).map((e) => e.entry);
    loans.push({
      orderId: row.id,
      orderNo: row.orderNo,
      productId: row.productId,
      productName: row.product.name,
      status,
      statusText: render(statusNotice(status, figures).title, language),
      principal: row.principal,
      disbursedDate: row.disbursedDate ?? "",
      dueDate: isRepayable(status) ? (view.order.dueDate ?? "") : "",
      totalPaid: paidTotal(payments),
      // Owed only while the loan is being repaid: the rules' payoff of today.
      balance: isRepayable(status) ? figures.payoff : 0,
      certificate: status === OrderStatus.settled,
      payments,
    });
  }
  return {
    asOf: fromInstant(current),
    issuedAtText: formatDateTime(current),
    ...(await partiesOf(borrowerId)),
    loans,
    totalBalance: sumCentavos(loans.map((loan) => loan.balance)),
  };
}

/** The certificate of a settled loan; another borrower's order answers like a missing one. */
export async function certificateFor(borrowerId: number, orderId: number): Promise<CertificateData> {
  const found = await findBorrowerOrder(borrowerId, orderId);
  const view = await refreshLoan(found);
  if (view.order.status !== OrderStatus.settled) throw new LendingError("conflict", NOT_SETTLED);
  const current = await now();
  const entries = (await entriesOf([found.id])).map((e) => e.entry);
  const settling = entries.find((entry) => entry.status === "paid" && entry.fullyPaid);
  // When the rules settled it; a loan settled before that was recorded: its settling payment's day.
  const settledDate = view.order.settledAt
    ? fromInstant(view.order.settledAt)
    : settling
      ? settling.at.slice(0, 10)
      : fromInstant(found.updatedAt);
  return {
    ...(await partiesOf(borrowerId)),
    orderId: found.id,
    orderNo: found.orderNo,
    productName: found.product.name,
    principal: found.principal,
    disbursedDate: found.disbursedDate ?? "",
    settledDate,
    totalPaid: paidTotal(entries),
    lastReceiptNo: settling?.receiptNo ?? "",
    issuedAtText: formatDateTime(current),
  };
}
