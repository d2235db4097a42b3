import { AsyncLocalStorage } from "node:async_hooks";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { TableVersions } from "./read-cache";

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
 *
 * Every write reports the tables it wrote to `versions` (server/read-cache.ts), before it runs and
 * again once it is committed or rolled back.
 */
type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;
type Query = Parameters<Adapter["queryRaw"]>[0];

/** Statements that start, end or mark a transaction, and write nothing themselves. */
const TRANSACTION_CONTROL = /^\s*(BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b/i;

const transactionContext = new AsyncLocalStorage<{ open: boolean; onCommit?: Array<() => void> }>();

/** Whether this call runs inside a transaction this code opened (its reads must see its writes). */
export function insideTransaction(): boolean {
  return transactionContext.getStore()?.open === true;
}

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
 * `prepare` whose plain `BEGIN` begins with the write lock (BEGIN IMMEDIATE). When another process
 * still holds the lock after the busy timeout, it begins deferred instead, as before: the adapter
 * takes its own transaction mutex before BEGIN and never gives it back when BEGIN throws, so
 * BEGIN must not throw for being busy (a busy write inside the transaction is handled as it always
 * was: rolled back and run once more, server/db.ts).
 */
function lockingBegin<S extends object>(prepare: (sql: string) => S): (sql: string) => S {
  return (sql) => {
    if (!/^\s*BEGIN\s*;?\s*$/i.test(sql)) return prepare(sql);
    const immediate = prepare("BEGIN IMMEDIATE") as S & { run(): unknown; bind(...args: unknown[]): unknown };
    const statement: S = new Proxy(immediate, {
      get(target, property) {
        if (property === "run") {
          return () => {
            try {
              return target.run();
            } catch (error) {
              if ((error as { code?: string }).code !== "SQLITE_BUSY") throw error;
              return (prepare("BEGIN") as S & { run(): unknown }).run();
            }
          };
        }
        if (property === "bind") return (...args: unknown[]) => (target.bind(...args), statement);
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return statement;
  };
}

export function twoConnectionSqlite(config: { url: string; timeout: number }, versions?: TableVersions) {
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
      type Statement = { readonly: boolean; pluck(): { get(): unknown } };
      const client = (writer as unknown as { client: { prepare(sql: string): Statement } }).client;
      // Every transaction takes the write lock when it begins (BEGIN IMMEDIATE; the adapter sends
      // a plain, deferred BEGIN). A deferred transaction reads first and asks for the lock at its
      // first write; when another process (the QA command line) committed in between, SQLite
      // refuses that write at once (SQLITE_BUSY_SNAPSHOT) and the request failed after one more
      // try. Taken at BEGIN, the lock is waited for (the busy timeout) and then held: nothing can
      // commit under the transaction. This process's own transactions already run one at a time
      // (the WriteLock below), so here it costs nothing.
      client.prepare = lockingBegin(client.prepare.bind(client));
      const readerClient = (reader as unknown as { client: { prepare(sql: string): Statement } }).client;
      const writerVersion = client.prepare("PRAGMA data_version").pluck();
      const readerVersion = readerClient.prepare("PRAGMA data_version").pluck();
      let lastWriterVersion = writerVersion.get();
      let readerVersionAtBegin: unknown;
      /**
       * Whether another process committed since the last look. SQLite's data_version changes when
       * another connection commits. The writer's: the reader never writes, so another process (or
       * another connection of this one, as in tests). But a transaction open on the writer would
       * not see it move; meanwhile our own writes are uncommitted, so the reader's moves only for
       * another process, and is compared with its value when the transaction began.
       */
      function foreignCommit(): boolean {
        if (openTransaction) {
          const now = readerVersion.get();
          if (now === readerVersionAtBegin) return false;
          readerVersionAtBegin = now;
          return true;
        }
        const now = writerVersion.get();
        if (now === lastWriterVersion) return false;
        lastWriterVersion = now;
        return true;
      }
      versions?.attach({ foreignCommit });
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
      /** Tables written by the open transaction (empty with `all`: any table), reported again when it ends. */
      let openTransaction: { tables: Set<string>; all: boolean } | null = null;
      /** Reports a write before it runs (and to the open transaction, if any); returns its tables. */
      function noteWrite(sql: string): readonly string[] | null {
        // BEGIN and COMMIT write no table of their own (Prisma sends them as statements in its
        // batch transactions, createMany among them); the tables the transaction wrote are
        // reported again when it ends. Counting them as "any table" forgot every kept row.
        if (!versions || TRANSACTION_CONTROL.test(sql) || onlyReads(sql)) return null;
        const tables = versions.wrote(sql);
        if (openTransaction) {
          if (tables.length === 0) openTransaction.all = true;
          for (const table of tables) openTransaction.tables.add(table);
        }
        return tables;
      }
      const ownTransaction = () => transactionContext.getStore()?.open === true;
      async function write<T>(sql: string, run: () => Promise<T>): Promise<T> {
        if (ownTransaction()) {
          noteWrite(sql);
          return run();
        }
        const release = await lock.acquire();
        const tables = noteWrite(sql);
        try {
          return await run();
        } finally {
          // Committed now (a write outside a transaction commits on its own): reported again.
          if (tables) versions?.bump(tables);
          release();
        }
      }

      return Object.assign(Object.create(writer) as Adapter, {
        queryRaw(query: Query) {
          if (!ownTransaction() && onlyReads(query.sql)) return reader.queryRaw(query);
          return write(query.sql, () => writer.queryRaw(query));
        },
        executeRaw(query: Query) {
          return write(query.sql, () => writer.executeRaw(query));
        },
        executeScript(script: string) {
          return write("PRAGMA", () => writer.executeScript(script));
        },
        async startTransaction(isolationLevel?: Parameters<Adapter["startTransaction"]>[0]): Promise<Transaction> {
          const release = await lock.acquire();
          // What another process committed before this transaction is seen now; what it commits
          // from here on moves the reader's data_version. Both looked at before BEGIN: a statement
          // on the writer after BEGIN would start a read snapshot the transaction's first write
          // would then have to upgrade, which SQLite refuses at once instead of waiting.
          if (versions && foreignCommit()) versions.bump([]);
          readerVersionAtBegin = readerVersion.get();
          let transaction: Transaction;
          try {
            transaction = await writer.startTransaction(isolationLevel);
          } catch (error) {
            release();
            throw error;
          }
          let released = false;
          const written = (openTransaction = { tables: new Set<string>(), all: false });
          const end = () => {
            if (released) return;
            released = true;
            // Reported again now that the writes are committed (or gone): a read that ran meanwhile is not kept.
            if (written.all) versions?.bump([]);
            else if (written.tables.size > 0) versions?.bump([...written.tables]);
            openTransaction = null;
            release();
          };
          const runQuery = transaction.queryRaw.bind(transaction);
          const runExecute = transaction.executeRaw.bind(transaction);
          transaction.queryRaw = (query: Query) => (noteWrite(query.sql), runQuery(query));
          transaction.executeRaw = (query: Query) => (noteWrite(query.sql), runExecute(query));
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
