import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import Database from "better-sqlite3";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * SQLite behind Prisma with two connections to one file (docs/decisions/060-payday-load.md), built
 * only from the public driver-adapter interface (`SqlDriverAdapter`: queryRaw, executeRaw,
 * startTransaction...) and better-sqlite3's public API.
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
 * - `db()` called inside a transaction fails (docs/decisions/243); a client taken before it still
 *   runs on the writer, in the transaction (waiting for the lock would wait for itself).
 *   `inTransaction` marks that context; data/transactions.ts opens every transaction in it.
 * - every transaction takes SQLite's write lock as it begins (docs/decisions/069): see
 *   `startTransaction` below.
 */
type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;
type Query = Parameters<Adapter["queryRaw"]>[0];

const transactionContext = new AsyncLocalStorage<{ open: boolean; onCommit?: Array<() => void> }>();

/**
 * Runs `effect` once the transaction this call runs in has committed (at once outside one): a
 * metric counts what was written, never a try that rolled back or is run again (server/metrics.ts).
 */
export function afterCommit(effect: () => void): void {
  const marker = transactionContext.getStore();
  if (marker?.open) (marker.onCommit ??= []).push(effect);
  else effect();
}

/**
 * Transactions whose `work` is running. While any is, the context above is enabled; when the last
 * ends it is disabled again. An enabled AsyncLocalStorage makes Node 20 run a hook for every promise
 * made anywhere in the process (about 90 ns an await, measured), and the server spends most of its
 * time outside transactions (docs/decisions/067).
 */
let running = 0;

/** Whether this call runs inside a transaction opened by `inTransaction` (data/transactions.ts). */
export function insideTransaction(): boolean {
  return transactionContext.getStore()?.open === true;
}

/**
 * Runs `read` as if no transaction were open: its db() queries read committed data on their own
 * connection, on both engines (docs/decisions/243). Only for reads that are not the transaction's
 * (the QA clock's offset): a write here would wait for the transaction that is waiting for it.
 */
export function readBesideTransaction<T>(read: () => Promise<T>): Promise<T> {
  return transactionContext.exit(read);
}

/** Runs `work` (which opens a transaction) so that the client's own queries inside it are known. */
export async function inTransaction<T>(work: () => Promise<T>): Promise<T> {
  const marker: { open: boolean; onCommit?: Array<() => void> } = { open: true };
  running++;
  try {
    const result = await transactionContext.run(marker, work);
    for (const effect of marker.onCommit ?? []) effect();
    return result;
  } finally {
    // Work the transaction started and left running (e.g. a page view written later) is outside it.
    marker.open = false;
    // Disabling exits every context of the storage: only when no transaction is running. Work left
    // running by an ended transaction then reads no store, which means "outside", as above.
    if (--running === 0) transactionContext.disable();
  }
}

/**
 * Committed rows read straight from SQLite on a read-only connection of its own, each statement
 * prepared once: for the hottest money read (the order with its instalments), where Prisma's raw
 * query spent about 250 µs of CPU a call planning, preparing and decoding a statement SQLite runs in
 * about 10 (docs/decisions/236). Like the reader connection, it sees every committed write at once
 * and nothing of an open transaction, so it is for reads outside one; values come back as SQLite
 * holds them (the caller decodes them by column). Absent until the client has connected.
 */
export interface CommittedRows {
  rows(sql: string, args: ReadonlyArray<number | string>): Array<Record<string, unknown>>;
}

let committedRows: CommittedRows | undefined;

/** The connected database's committed-rows reader, or undefined before the client connects. */
export function sqliteCommittedRows(): CommittedRows | undefined {
  return committedRows;
}

/** At most this many statement texts kept prepared: the callers' few fixed statements fit many times over. */
const KEPT_STATEMENTS = 64;

function committedRowsOf(database: Database.Database): CommittedRows {
  const statements = new Map<string, Database.Statement>();
  return {
    rows(sql, args) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = database.prepare(sql);
        if (statements.size >= KEPT_STATEMENTS) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement.all(...args) as Array<Record<string, unknown>>;
    },
  };
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

/**
 * A write that changes nothing, sent first in every transaction: SQLite takes the write lock for it
 * (waiting up to the busy timeout), exactly as BEGIN IMMEDIATE would. Checked by
 * server/sqlite-connections.test.ts ("another process's write waits for the transaction").
 */
const TAKE_WRITE_LOCK = 'UPDATE "Setting" SET "key" = "key" WHERE 0';

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
      // Only asked whether a statement reads (better-sqlite3's `Statement.readonly`, from SQLite's
      // sqlite3_stmt_readonly); it never runs one.
      const classifier = new Database(config.url.replace(/^file:/, ""), { readonly: true, fileMustExist: true });
      const direct = new Database(config.url.replace(/^file:/, ""), { readonly: true, fileMustExist: true, timeout: config.timeout });
      const ownRows = committedRowsOf(direct);
      committedRows = ownRows;
      const lock = new WriteLock();
      const readOnly = new Map<string, boolean>();
      /** Whether SQLite says the statement only reads (kept per statement text). */
      function onlyReads(sql: string): boolean {
        // Settings are per connection and belong to the writer; SQLite may call some of them read-only.
        let known = readOnly.get(sql);
        if (known === undefined) {
          try {
            known = !/^\s*PRAGMA\b/i.test(sql) && classifier.prepare(sql).readonly;
          } catch {
            known = false; // let the writer report the error
          }
          if (readOnly.size < 5000) readOnly.set(sql, known);
        }
        return known;
      }
      const ownTransaction = insideTransaction;
      async function write<T>(run: () => Promise<T>): Promise<T> {
        if (ownTransaction()) return run();
        const release = await lock.acquire();
        try {
          return await run();
        } finally {
          release();
        }
      }

      const adapter: Adapter = {
        provider: writer.provider,
        adapterName: writer.adapterName,
        getConnectionInfo: writer.getConnectionInfo?.bind(writer),
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
          // The adapter begins deferred: the transaction would read first and ask for the write lock
          // at its first write, and when another process (the QA command line) committed in
          // between, SQLite refuses that write at once (SQLITE_BUSY_SNAPSHOT). Taken now, the lock
          // is waited for and then held: nothing can commit under the transaction. When another
          // process still holds it after the busy timeout, the transaction goes on deferred, as
          // before (a busy write inside it is run again: data/transactions.ts).
          // Nothing to undo when it fails (busy, or a database not migrated yet): the statement
          // changed nothing, and the transaction stays open.
          await transaction.executeRaw({ sql: TAKE_WRITE_LOCK, args: [], argTypes: [] }).catch(() => undefined);
          let released = false;
          const end = () => {
            if (released) return;
            released = true;
            release();
          };
          return {
            provider: transaction.provider,
            adapterName: transaction.adapterName,
            options: transaction.options,
            queryRaw: (query: Query) => transaction.queryRaw(query),
            executeRaw: (query: Query) => transaction.executeRaw(query),
            commit: () => transaction.commit().finally(end),
            rollback: () => transaction.rollback().finally(end),
          };
        },
        async dispose() {
          if (committedRows === ownRows) committedRows = undefined;
          direct.close();
          classifier.close();
          await reader.dispose();
          await writer.dispose();
        },
      };
      return adapter;
    },
  };
}
