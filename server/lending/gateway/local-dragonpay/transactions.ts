import crypto from "node:crypto";
import type { DragonpayStatus } from "../dragonpay/protocol";

/**
 * The local Dragonpay's transactions, in this process's memory: a restart forgets them (their pay
 * pages then say "not found" and the merchant issues a new code), which a local stand-in may do
 * (docs/decisions/222). The merchant's own record is its database, never this.
 */
export type LocalTransaction = {
  txnid: string;
  refno: string;
  amountCentavos: number;
  description: string;
  email: string;
  procId: string;
  param1: string;
  param2: string;
  expiry: Date | null;
  status: DragonpayStatus;
  message: string;
  /** A counter channel's code the borrower took to the counter: pending until the counter is paid. */
  atCounter: boolean;
};

const transactions = new Map<string, LocalTransaction>();

export function newRefNo(): string {
  return crypto.randomBytes(4).toString("hex").toUpperCase();
}

/** Records a new transaction; false when the txnid was used before (Dragonpay refuses a repeat). */
export function recordTransaction(transaction: LocalTransaction): boolean {
  if (transactions.has(transaction.txnid)) return false;
  transactions.set(transaction.txnid, transaction);
  return true;
}

/** The transaction, with a pending one past its expiry shown as voided (Dragonpay closes it). */
export function transactionOf(txnid: string, at = new Date()): LocalTransaction | undefined {
  const found = transactions.get(txnid);
  if (found && found.status === "P" && found.expiry && found.expiry <= at) {
    found.status = "V";
    found.message = "Expired";
  }
  return found;
}

export function setStatus(transaction: LocalTransaction, status: DragonpayStatus, message: string) {
  transaction.status = status;
  transaction.message = message;
}
