import { AsyncLocalStorage } from "node:async_hooks";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

/**
 * SQLite behind Prisma with two connections to one file (docs/decisions/060-payday-load.md).
 *
 * Prisma's better-sqlite3 adapter has one connection. It queues interactive transactions behind a
 * lock, but a query that is not in a transaction runs at once on that same connection, so while one
 * request's transaction is open (it stays open across awaits, while other requests run), another
 * request's write landed inside it: rolled back with it, though the other request had already
 * answered "saved", and its reads saw data that was never committed.
 *
 * Here:
 * - a read outside a transaction goes to a second, read-only connection: in WAL mode it sees
 *   every committed write at once and never waits for a writer;
 * - a write outside a transaction waits, like a transaction, until no transaction is open, then
 *   commits on its own;
 * - code that calls the client (not its transaction) from inside its own transaction keeps the
 *   old behaviour: its queries run on the writer, in its transaction (waiting for the lock would
 *   wait for itself). `inTransaction` marks that context; server/db.ts opens every transaction in it.
 */
type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;
type Query = Parameters<Adapter["queryRaw"]>[0];

const transactionContext = new AsyncLocalStorage<{ open: boolean }>();

/** Runs `work` (which opens a transaction) so that the client's own queries inside it are known. */
export async function inTransaction<T>(work: () => Promise<T>): Promise<T> {
  const marker = { open: true };
  try {
    return await transactionContext.run(marker, work);
  } finally {
    // Work the transaction started and left running (e.g. a page view written later) is outside it.
    marker.open = false;
  }
}

/** One writer at a time: transactions and single writes queue in the order they asked. */
class WriteLock {
  private tail: Promise<void> = Promise.resolve();
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => held);
    return ready;
  }
}

export function twoConnectionSqlite(config: { url: string; timeout: number }) {
  const writerFactory = new PrismaBetterSQLite3(config);
  const readerFactory = new PrismaBetterSQLite3(config);
  return {
    provider: writerFactory.provider as PrismaBetterSQLite3["provider"],
    adapterName: writerFactory.adapterName,
    async connect(): Promise<Adapter> {
      const writer = await writerFactory.connect();
      const reader = await readerFactory.connect();
      await reader.executeScript("PRAGMA query_only = ON;");
      const lock = new WriteLock();
      const readOnly = new Map<string, boolean>();
      const client = (writer as unknown as { client: { prepare(sql: string): { readonly: boolean } } }).client;

      /** Whether SQLite says the statement only reads (cached per statement text). */
      function onlyReads(sql: string): boolean {
        // Settings are per connection and belong to the writer; SQLite may call some of them read-only.
        if (/^\s*(PRAGMA|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|ATTACH|DETACH|VACUUM)\b/i.test(sql)) return false;
        let known = readOnly.get(sql);
        if (known === undefined) {
          try {
            known = client.prepare(sql).readonly;
          } catch {
            known = false; // let the writer report the error
          }
          if (readOnly.size < 5000) readOnly.set(sql, known);
        }
        return known;
      }
      const ownTransaction = () => transactionContext.getStore()?.open === true;
      async function write<T>(run: () => Promise<T>): Promise<T> {
        if (ownTransaction()) return run();
        const release = await lock.acquire();
        try {
          return await run();
        } finally {
          release();
        }
      }

      return Object.assign(Object.create(writer) as Adapter, {
        queryRaw(query: Query) {
          if (!ownTransaction() && onlyReads(query.sql)) return reader.queryRaw(query);
          return write(() => writer.queryRaw(query));
        },
        executeRaw(query: Query) {
          return write(() => writer.executeRaw(query));
        },
        executeScript(script: string) {
          return write(() => writer.executeScript(script));
        },
        async startTransaction(isolationLevel?: Parameters<Adapter["startTransaction"]>[0]): Promise<Transaction> {
          const release = await lock.acquire();
          let transaction: Transaction;
          try {
            transaction = await writer.startTransaction(isolationLevel);
          } catch (error) {
            release();
            throw error;
          }
          let released = false;
          const end = () => {
            if (!released) (released = true), release();
          };
          const commit = transaction.commit.bind(transaction);
          const rollback = transaction.rollback.bind(transaction);
          transaction.commit = () => commit().finally(end);
          transaction.rollback = () => rollback().finally(end);
          return transaction;
        },
        async dispose() {
          await reader.dispose();
          await writer.dispose();
        },
      });
    },
  };
}
