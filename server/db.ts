import fs from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";
import { PrismaClient as PostgresClient } from "./generated/postgresql/client";
import { serverConfig } from "./config";
import { countTransactionRetry } from "./metrics";
import { insideTransaction, inTransaction, twoConnectionSqlite } from "./sqlite-connections";
import { readCache, TableVersions, type DataModel } from "./read-cache";

export type { Prisma } from "./generated/prisma/client";
export type Db = PrismaClient;

/**
 * The one place that knows which database engine runs (docs/decisions/120-postgresql.md).
 * DATABASE_URL `file:` is SQLite, one process; `postgresql://` is PostgreSQL, any number of
 * instances. Both Prisma clients are generated from the same schema (prisma/postgresql/schema.prisma
 * is made from prisma/schema.prisma), so their model APIs are the same: the rest of the backend
 * uses the SQLite client's types for both.
 */
export type Engine = "sqlite" | "postgresql";

export function engine(): Engine {
  return serverConfig().databaseEngine;
}

/** Whether other processes may share this database (and so every counter must live in it). */
export function sharedDatabase(): boolean {
  return engine() === "postgresql";
}

let client: PrismaClient | undefined;

/** Serialization failures and deadlocks: PostgreSQL asks the transaction to be run again. */
export function isRetryable(error: unknown): boolean {
  const { code } = error as { code?: string };
  const cause = driverCause(error);
  const text = error instanceof Error ? `${code ?? ""} ${cause?.originalCode ?? ""} ${cause?.kind ?? ""} ${error.message}` : "";
  // SQLite: a transaction that read before another process (the QA command line) committed a write
  // cannot then write itself (SQLITE_BUSY_SNAPSHOT in WAL mode); run again, it reads the new data.
  // (Transactions take the write lock at BEGIN, sqlite-connections.ts, so this is the rare case.)
  return /P2034|40001|40P01|could not serialize|deadlock detected|write ?conflict|SQLITE_BUSY_SNAPSHOT/i.test(text);
}

/**
 * The database driver's own code and kind. A conflict found at COMMIT reaches us as the adapter's
 * own error, its code in `cause`; an error Prisma's client raised for a query carries the adapter's
 * error in `meta.driverAdapterError` (SQLite's SQLITE_BUSY arrives as P1008 "Operation has timed out").
 */
function driverCause(error: unknown): { originalCode?: string; kind?: string } | undefined {
  const { cause, meta } = error as { cause?: { originalCode?: string; kind?: string }; meta?: { driverAdapterError?: { cause?: { originalCode?: string; kind?: string } } } };
  return cause ?? meta?.driverAdapterError?.cause;
}

/**
 * On PostgreSQL every interactive transaction is SERIALIZABLE: the services read, decide and write
 * inside one transaction (one order per page view, one reply per complaint...), which SQLite's
 * single writer made safe by itself. A transaction that lost a race is run again, a few times; on
 * SQLite too, when another process's commit made its snapshot stale.
 */
/**
 * SQLite: the busy timeout ran out because another process (the QA command line) held the write
 * lock all that time, a machine under heavy load. The transaction was rolled back; run it again,
 * but only once more: each wait holds the server's one thread.
 */
function isBusyTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = driverCause(error)?.originalCode;
  if (code) return code === "SQLITE_BUSY";
  return /Operation has timed out|SocketTimeout/i.test(error.message);
}

function withRetriedTransactions(prisma: PostgresClient | PrismaClient, sqlite = false): PrismaClient {
  const transaction = prisma.$transaction.bind(prisma) as (...args: unknown[]) => Promise<unknown>;
  const retried = async (...args: unknown[]) => {
    let busyTimeouts = 0;
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(() => transaction(...args));
      } catch (error) {
        if (sqlite && isBusyTimeout(error) && busyTimeouts++ < 1) {
          countTransactionRetry();
          continue;
        }
        if (attempt >= 8 || !isRetryable(error)) throw error;
        countTransactionRetry();
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  };
  return new Proxy(prisma, {
    get(target, property, receiver) {
      if (property === "$transaction") return retried;
      return Reflect.get(target, property, receiver);
    },
  }) as unknown as PrismaClient;
}

/**
 * The one Prisma client of the process. SQLite runs in WAL mode so the QA command line can write
 * while the server reads; the busy timeout lets the two wait for each other instead of failing.
 */
export function db(): PrismaClient {
  if (client) return client;
  const config = serverConfig();
  if (config.databaseEngine === "postgresql") {
    const adapter = new PrismaPg(
      { connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE, connectionTimeoutMillis: 5000 },
      // An idle connection the server dropped: the pool opens a new one at the next query.
      { onPoolError: (error) => console.error(`[db] connection lost: ${error.message}`) },
    );
    client = withRetriedTransactions(new PostgresClient({ adapter, transactionOptions: { isolationLevel: "Serializable", maxWait: 10_000, timeout: 15_000 } }));
    return client;
  }
  const file = config.databaseFile;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const cached = config.SQLITE_READ_CACHE === "on";
  const versions = cached ? new TableVersions() : undefined;
  const base = new PrismaClient({ adapter: twoConnectionSqlite({ url: file, timeout: 5000 }, versions) });
  if (!versions) {
    client = withRetriedTransactions(base, true);
    return client;
  }
  const dataModel = (base as unknown as { _runtimeDataModel: DataModel })._runtimeDataModel;
  sqliteReadCache = readCache({ versions, dataModel, skip: insideTransaction });
  client = withRetriedTransactions(answeredFromMemoryFirst(base.$extends(sqliteReadCache.extension) as unknown as PrismaClient, sqliteReadCache, dataModel), true);
  return client;
}

/**
 * Reads the cache can answer are answered before they enter Prisma's client: its promise, tracing
 * and extension machinery cost about 85 µs a call even when the extension then answers from
 * memory (docs/decisions/066). Everything else (writes, reads not kept, a read inside a
 * transaction) goes to Prisma as before, where the extension keeps what it reads.
 */
function answeredFromMemoryFirst(prisma: PrismaClient, cache: ReturnType<typeof readCache>, dataModel: DataModel): PrismaClient {
  const models = new Map(Object.keys(dataModel.models).map((name) => [name.charAt(0).toLowerCase() + name.slice(1), name]));
  const delegates = new Map<string, unknown>();
  return new Proxy(prisma, {
    get(target, property, receiver) {
      const delegate = Reflect.get(target, property, receiver);
      const model = typeof property === "string" ? models.get(property) : undefined;
      if (!model || !delegate) return delegate;
      let wrapped = delegates.get(model);
      if (!wrapped) {
        wrapped = new Proxy(delegate as object, {
          get(inner, operation, innerReceiver) {
            const method = Reflect.get(inner, operation, innerReceiver);
            if (typeof operation !== "string" || typeof method !== "function" || !CACHEABLE.has(operation)) return method;
            return (args: unknown) => {
              const kept = cache.peek(model, operation, args);
              return kept ? Promise.resolve(kept.value) : method.call(inner, args);
            };
          },
        });
        delegates.set(model, wrapped);
      }
      return wrapped;
    },
  }) as PrismaClient;
}

const CACHEABLE = new Set(["findUnique", "findFirst", "findMany", "count"]);

let sqliteReadCache: ReturnType<typeof readCache> | undefined;

/** How often SQLite reads were answered from memory (the bench and tests read it). */
export function readCacheStats(): { hits: number; misses: number; bypassed: number; entries: number } | null {
  return sqliteReadCache ? { ...sqliteReadCache.stats, entries: sqliteReadCache.size() } : null;
}

/**
 * WAL with synchronous=NORMAL: a commit is written to the WAL file without an fsync (the WAL is
 * synced at checkpoints), so a committed write survives the process being killed (the operating
 * system holds it); only a power cut or an OS crash can lose the last commits. FULL synced on every
 * commit, and better-sqlite3 waits for that on the one thread that serves every request.
 * (docs/decisions/060-payday-load.md; the kill -9 test is server/durability.test.ts)
 *
 * On PostgreSQL the server's own settings decide durability (docs/deployment.md); this only checks
 * that it answers.
 */
export async function openDatabase(): Promise<PrismaClient> {
  const prisma = db();
  if (engine() === "postgresql") {
    await prisma.$queryRawUnsafe("SELECT 1");
    return prisma;
  }
  await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await prisma.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
  await prisma.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  return prisma;
}

/** The committed migrations folder of this engine. */
export function migrationsFolder(): string {
  return path.join(process.cwd(), "prisma", ...(engine() === "postgresql" ? ["postgresql"] : []), "migrations");
}

/**
 * Why the database does not fit this code (migrations behind, or not migrated), in one line, or
 * null. The names Prisma records in `_prisma_migrations` are compared with the committed folders.
 */
export async function migrationProblem(): Promise<string | null> {
  const folder = migrationsFolder();
  const wanted = fs.readdirSync(folder).filter((name) => fs.statSync(path.join(folder, name)).isDirectory());
  let applied: Set<string>;
  try {
    const rows = await db().$queryRawUnsafe<Array<{ migration_name: string }>>(
      'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    applied = new Set(rows.map((row) => row.migration_name));
  } catch {
    return "the database has no migrations applied (npm start, or npm run setup, applies them).";
  }
  const missing = wanted.filter((name) => !applied.has(name));
  if (missing.length === 0) return null;
  return `the database's migrations are behind the code: ${missing.length} not applied (${missing.join(", ")}); run npm run setup (or npm start) first.`;
}

/** Empties every table (QA reset and tests), keeping the schema and the migration history. */
export async function emptyAllTables(): Promise<void> {
  const prisma = db();
  if (engine() === "postgresql") {
    const tables = await prisma.$queryRawUnsafe<Array<{ name: string }>>(
      "SELECT tablename::text AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE '\\_prisma\\_%'",
    );
    if (tables.length === 0) return;
    await prisma.$executeRawUnsafe(`TRUNCATE ${tables.map(({ name }) => `"${name}"`).join(", ")} RESTART IDENTITY CASCADE`);
    return;
  }
  const tables = await prisma.$queryRawUnsafe<Array<{ name: string }>>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma_%'",
  );
  await prisma.$executeRawUnsafe("PRAGMA foreign_keys = OFF");
  for (const { name } of tables) await prisma.$executeRawUnsafe(`DELETE FROM "${name}"`);
  await prisma.$executeRawUnsafe("DELETE FROM sqlite_sequence").catch(() => undefined);
  await prisma.$executeRawUnsafe("PRAGMA foreign_keys = ON");
}

/**
 * Counts one hit of an abuse-limit key in the database (PostgreSQL: several instances share the
 * counters; server/security/rate-limits.ts). One atomic statement: a new window starts when the
 * old one has passed. Real time, like the in-memory counters, not the QA clock.
 */
export async function countRateHit(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
  const at = Date.now();
  const rows = await db().$queryRawUnsafe<Array<{ hits: number; resetAt: Date }>>(
    `INSERT INTO "RateCount" ("key", "hits", "resetAt") VALUES ($1, 1, to_timestamp($2::double precision / 1000) AT TIME ZONE 'UTC')
     ON CONFLICT ("key") DO UPDATE SET
       "hits" = CASE WHEN "RateCount"."resetAt" <= to_timestamp($3::double precision / 1000) AT TIME ZONE 'UTC' THEN 1 ELSE "RateCount"."hits" + 1 END,
       "resetAt" = CASE WHEN "RateCount"."resetAt" <= to_timestamp($3::double precision / 1000) AT TIME ZONE 'UTC' THEN EXCLUDED."resetAt" ELSE "RateCount"."resetAt" END
     RETURNING "hits", "resetAt"`,
    key,
    at + windowMs,
    at,
  );
  // Windows long past are dropped now and then, so addresses seen once do not pile up.
  if (Math.random() < 0.001) await db().rateCount.deleteMany({ where: { resetAt: { lt: new Date(at - 86_400_000) } } });
  return { hits: Number(rows[0].hits), resetAt: new Date(rows[0].resetAt) };
}

/** Takes back one hit (a request the limiter decided not to count after all). */
export async function uncountRateHit(key: string): Promise<void> {
  await db().rateCount.updateMany({ where: { key, hits: { gt: 0 } }, data: { hits: { decrement: 1 } } });
}

export async function resetRateKey(key: string): Promise<void> {
  await db().rateCount.deleteMany({ where: { key } });
}
