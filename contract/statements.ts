import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { id } from "./fields";
import { paymentEntry } from "./receipts";

/**
 * The statement of account and the certificate of full payment (ours; issue 29,
 * docs/decisions/186). Amounts are centavos: the balances are the lending rules' payoff of the day
 * (server/domain), the payments are the stored receipts and refunds, never recomputed.
 */

const party = {
  lender: z.object({ name: z.string(), secNo: z.string(), address: z.string() }),
  /** The borrower's name when known, and the masked mobile number. */
  borrower: z.object({ name: z.string(), phone: z.string() }),
};

export const statementLoan = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  /** The order status code and its title, as Order Details says it (in the session's language). */
  status: z.number().int(),
  statusText: z.string(),
  principal: z.number().int(),
  disbursedDate: z.string(),
  /** '' once nothing is owed. */
  dueDate: z.string(),
  /** What the applied payments add up to (extensions included). */
  totalPaid: z.number().int(),
  /** What settles the loan today (the rules' payoff); 0 when nothing is owed. */
  balance: z.number().int(),
  /** Whether a certificate of full payment exists for it (settled loans only). */
  certificate: z.boolean(),
  /** Money that moved: applied payments and money owed back, newest first (unpaid codes left out). */
  payments: z.array(paymentEntry),
});
export type StatementLoan = z.infer<typeof statementLoan>;

export const statementData = z.object({
  /** Today (Manila) as the statement's date, and when it was drawn up. */
  asOf: z.string(),
  issuedAtText: z.string(),
  ...party,
  loans: z.array(statementLoan),
  /** Everything the borrower owes today, over all loans. */
  totalBalance: z.number().int(),
});
export type StatementData = z.infer<typeof statementData>;

/** Every loan of the signed-in borrower (disbursed ones: applications are not loans), newest first. */
export const statementOfAccount = defineEndpoint({
  name: "statement of account",
  method: "POST",
  path: "/v3/payments/statement",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({}),
  data: statementData,
});

export const certificateData = z.object({
  ...party,
  orderId: z.number().int(),
  orderNo: z.string(),
  productName: z.string(),
  principal: z.number().int(),
  disbursedDate: z.string(),
  /** The Manila date the loan was fully paid. */
  settledDate: z.string(),
  totalPaid: z.number().int(),
  /** The receipt of the payment that settled it, when there is one. */
  lastReceiptNo: z.string(),
  issuedAtText: z.string(),
});
export type CertificateData = z.infer<typeof certificateData>;

/**
 * The certificate of full payment of one settled loan. Another borrower's order answers exactly
 * like a missing one; an order not settled is refused with a plain sentence (code `conflict`).
 */
export const fullPaymentCertificate = defineEndpoint({
  name: "full payment certificate",
  method: "POST",
  path: "/v3/payments/certificate",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({ orderId: id("Order") }),
  data: certificateData,
});
