import { OrderStatus } from "./order-status";

/**
 * A borrower's rights over their data (R.A. 10173; docs/decisions/178, 179): how long each kind of
 * record is kept, when an erasure may be carried out, and how a request moves. Pure rules: the
 * erasure job (server/lending/my-data/erasure.ts) does what `ERASURE_PLAN` says, and My data words
 * the same periods.
 */

/**
 * Years loan and payment records are kept after the loan is closed: the longest period that
 * applies to them. An action on a written contract prescribes in 10 years (Civil Code, Art. 1144);
 * transaction records are kept 5 years after the account closes (R.A. 9160 as amended, Sec. 9(b)).
 */
export const LOAN_RECORD_YEARS = 10;

/** What the erasure does to each kind of record (the decision record explains each line). */
export const ERASURE_PLAN = {
  /** Orders, instalments, payments, receipts, refunds, card repayments, loan confirmations. */
  loanRecords: "kept",
  /** Name, email and address are blanked; the phone stays, it is how the kept loans are known. */
  profile: "anonymised",
  bankAccounts: "erased",
  /** The ticket (reference, type, dates, status) stays with the loan; words and photos go. */
  complaints: "anonymised",
  complaintPhotos: "erased",
  pageViews: "erased",
  /** The SMS outbox's copies of messages sent, sign-up codes and funnel rows, contact messages. */
  messagesAndSignUp: "erased",
  /** Turned off and kept off: the one thing kept so that no offer is sent again. */
  marketing: "off",
} as const;

/** The loan statuses in which the loan is not closed: an erasure waits until none is left. */
const OPEN_STATUSES: readonly number[] = [
  OrderStatus.underReview,
  OrderStatus.approved,
  OrderStatus.repaying,
  OrderStatus.due,
  OrderStatus.overdue,
];

export function hasOpenLoan(statuses: readonly number[]): boolean {
  return statuses.some((status) => OPEN_STATUSES.includes(status));
}

export type DataRequestKind = "correction" | "erasure";
export type DataRequestStatus = "received" | "approved" | "done" | "refused";
export type AgentDecision = "approve" | "refuse" | "done";

/**
 * Where an agent's decision moves a request, or null when it may not: an erasure is approved (the
 * job then carries it out and marks it done) or refused; a correction is done (the agent changed
 * the record) or refused. Only a request just received is decided, and an erasure is never
 * approved while a loan is open.
 */
export function decide(
  request: { kind: DataRequestKind; status: DataRequestStatus },
  decision: AgentDecision,
  openLoan: boolean,
): DataRequestStatus | null {
  if (request.status !== "received") return null;
  if (decision === "refuse") return "refused";
  if (request.kind === "erasure") return decision === "approve" && !openLoan ? "approved" : null;
  return decision === "done" ? "done" : null;
}

/** A borrower may have one request of a kind waiting at a time: a second one adds nothing. */
export function isPending(status: DataRequestStatus): boolean {
  return status === "received" || status === "approved";
}
