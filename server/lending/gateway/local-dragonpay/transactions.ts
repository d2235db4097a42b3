import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { serverConfig } from "../../../config";
import { makePrivateDirSync, PRIVATE_FILE_MODE } from "../../../data/private-files";
import type { DragonpayStatus } from "../dragonpay/protocol";

/**
 * The local Dragonpay's transactions: kept in this process's memory and written, after every
 * change, to a file beside the database (`<database>-local-dragonpay.json`, owner-only), so a
 * restart of `npm start` keeps a borrower's open code payable and its status answerable, as
 * Dragonpay's own records outlive our restarts (docs/decisions/222). The merchant's own record is
 * its database, never this; the file belongs to the local profile only (the stand-in is never
 * mounted in production).
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

let loaded: { file: string; transactions: Map<string, LocalTransaction> } | undefined;

/** Beside the SQLite file; on PostgreSQL in data/, one file per database (its URL hashed). */
function storeFile(): string {
  const config = serverConfig();
  if (config.databaseEngine === "sqlite") return `${config.databaseFile}-local-dragonpay.json`;
  const database = crypto.createHash("sha256").update(config.DATABASE_URL).digest("hex").slice(0, 16);
  return path.join(process.cwd(), "data", `local-dragonpay-${database}.json`);
}

/** This database's transactions, read from its file the first time. */
function store(): Map<string, LocalTransaction> {
  const file = storeFile();
  if (loaded?.file === file) return loaded.transactions;
  const transactions = new Map<string, LocalTransaction>();
  try {
    const rows = JSON.parse(fs.readFileSync(file, "utf8")) as Array<LocalTransaction & { expiry: string | null }>;
    for (const row of rows) transactions.set(row.txnid, { ...row, expiry: row.expiry ? new Date(row.expiry) : null });
  } catch {
    // no file yet (a fresh database), or an unreadable one: the stand-in starts empty
  }
  loaded = { file, transactions };
  return transactions;
}

/** Writes every transaction (a new file renamed over the old: a crash leaves the old or the new). */
function save() {
  const file = storeFile();
  makePrivateDirSync(path.dirname(file));
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(draft, JSON.stringify([...store().values()]), { mode: PRIVATE_FILE_MODE });
  fs.renameSync(draft, file);
}

export function newRefNo(): string {
  return crypto.randomBytes(4).toString("hex").toUpperCase();
}

/** Records a new transaction; false when the txnid was used before (Dragonpay refuses a repeat). */
export function recordTransaction(transaction: LocalTransaction): boolean {
  const transactions = store();
  if (transactions.has(transaction.txnid)) return false;
  transactions.set(transaction.txnid, transaction);
  save();
  return true;
}

/** The transaction, with a pending one past its expiry shown as voided (Dragonpay closes it). */
export function transactionOf(txnid: string, at = new Date()): LocalTransaction | undefined {
  const found = store().get(txnid);
  if (found && found.status === "P" && found.expiry && found.expiry <= at) {
    found.status = "V";
    found.message = "Expired";
    save();
  }
  return found;
}

export function setStatus(transaction: LocalTransaction, status: DragonpayStatus, message: string) {
  transaction.status = status;
  transaction.message = message;
  save();
}
