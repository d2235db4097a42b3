import { lostARace, sqliteBusyTimeout } from "../database-errors";
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
      if (engine() === "sqlite" && sqliteBusyTimeout(error) && busyTimeouts++ < 1) {
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
export const isRetryable = lostARace;
