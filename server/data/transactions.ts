import { db, engine, type Db } from "../db";
import { countTransactionRetry } from "../metrics";
import { inTransaction } from "../sqlite-connections";

/** The client a transaction's work gets: every model, no transaction of its own. */
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Runs `work` in one interactive transaction, and runs it again when it lost a race
 * (docs/decisions/120, 069). The services read, decide and write inside one transaction (one order
 * per page view, one reply per complaint...). On PostgreSQL every transaction is SERIALIZABLE
 * (server/db.ts) and the database asks a loser to run again; on SQLite the transaction takes the
 * write lock at BEGIN, and the rare stale snapshot (another process committed first) is run again
 * the same way. `work` may run more than once: it must only touch the database.
 */
export async function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  let busyTimeouts = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      const client = db(); // taken outside: inside the transaction, db() refuses (decision 243)
      return await inTransaction(() => client.$transaction(work));
    } catch (error) {
      // SQLite: the busy timeout ran out because another process (the QA command line) held the
      // write lock all that time. Run once more only: each wait holds the server's one thread.
      if (engine() === "sqlite" && isBusyTimeout(error) && busyTimeouts++ < 1) {
        countTransactionRetry();
        continue;
      }
      if (attempt >= 8 || !isRetryable(error)) throw error;
      countTransactionRetry();
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/** Serialization failures, deadlocks, and SQLite's stale snapshot: run the transaction again. */
export function isRetryable(error: unknown): boolean {
  const { code } = error as { code?: string };
  const cause = driverCause(error);
  const text = error instanceof Error ? `${code ?? ""} ${cause?.originalCode ?? ""} ${cause?.kind ?? ""} ${error.message}` : "";
  return /P2034|40001|40P01|could not serialize|deadlock detected|write ?conflict|SQLITE_BUSY_SNAPSHOT/i.test(text);
}

/** SQLite's busy timeout waited out (Prisma reports SQLITE_BUSY as P1008 "Operation has timed out"). */
function isBusyTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = driverCause(error)?.originalCode;
  if (code) return code === "SQLITE_BUSY";
  return /Operation has timed out|SocketTimeout/i.test(error.message);
}

/**
 * The database driver's own code and kind, as Prisma's public error reports it: a conflict found at
 * COMMIT arrives as the adapter's error with its code in `cause`; an error of a query carries the
 * adapter's error in `meta.driverAdapterError`.
 */
function driverCause(error: unknown): { originalCode?: string; kind?: string } | undefined {
  const { cause, meta } = error as { cause?: { originalCode?: string; kind?: string }; meta?: { driverAdapterError?: { cause?: { originalCode?: string; kind?: string } } } };
  return cause ?? meta?.driverAdapterError?.cause;
}
