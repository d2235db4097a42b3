import { transaction, type Tx } from "./data/transactions";
import { db, engine } from "./db";

/**
 * A transaction that moves money (a payment applied, money recorded as owed back, a refund marked)
 * is on disk before it is acknowledged, so it survives a power cut, not only `kill -9`
 * (docs/decisions/151). SQLite runs with synchronous=NORMAL (docs/decisions/060): a commit reaches
 * the WAL file without an fsync, which costs about 0.06 ms instead of about 6 ms a commit on this
 * kind of disk, on the one thread that serves every request. For these transactions only, the
 * writer connection is switched to synchronous=FULL (the WAL is synced at every commit) and back
 * when no money transaction is in flight any more: the setting belongs to the connection, so it is
 * counted, and the switches run one after the other, never overlapping a money transaction's
 * commit. Other writes committed meanwhile are synced too, which is harmless.
 *
 * On PostgreSQL the server's own settings decide durability (synchronous_commit, docs/deployment.md).
 */
let inFlight = 0;
let switches: Promise<unknown> = Promise.resolve();
let fullReady: Promise<unknown> = Promise.resolve();

/** Queued after the previous switch; a failure rejects this one only (FULL failing refuses the payment). */
function setSynchronous(mode: "FULL" | "NORMAL"): Promise<unknown> {
  const run = switches.then(() => db().$executeRawUnsafe(`PRAGMA synchronous = ${mode}`));
  switches = run.catch(() => undefined);
  return run;
}

export async function moneyTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  if (engine() === "postgresql") return transaction(work);
  inFlight += 1;
  if (inFlight === 1) fullReady = setSynchronous("FULL");
  try {
    await fullReady;
    return await transaction(work);
  } finally {
    inFlight -= 1;
    // Left at FULL if switching back fails: slower, never less safe.
    if (inFlight === 0) setSynchronous("NORMAL").catch(() => undefined);
  }
}
