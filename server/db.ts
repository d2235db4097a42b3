import { PrismaPg } from "@prisma/adapter-pg";
import path from "node:path";
import { serverConfig } from "./config";
import { makePrivateDirSync, tightenSqliteFiles } from "./data/private-files";
import { PrismaClient as PostgresClient } from "./generated/postgresql/client";
import { PrismaClient } from "./generated/prisma/client";
import { insideTransaction, twoConnectionSqlite } from "./sqlite-connections";

export type { Prisma } from "./generated/prisma/client";
export type Db = PrismaClient;

/**
 * The one place that knows which database engine runs (docs/decisions/120-postgresql.md).
 * DATABASE_URL `file:` is SQLite, one process; `postgresql://` is PostgreSQL, any number of
 * instances. Both Prisma clients are generated from the same schema (prisma/postgresql/schema.prisma
 * is made from prisma/schema.prisma), so their model APIs are the same: the rest of the backend
 * uses the SQLite client's types for both.
 *
 * Beside it, each a small module: transactions run again when they lose a race
 * (data/transactions.ts), the migrations check (data/migrations-check.ts), the QA wipe
 * (data/qa-wipe.ts), the abuse counters (data/rate-counts.ts), the few reads kept in memory
 * (data/kept-reads.ts).
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

/**
 * The one Prisma client of the process. PostgreSQL: every interactive transaction SERIALIZABLE
 * (the services read, decide and write inside one transaction, which SQLite's single writer made
 * safe by itself). SQLite: two connections, one writer (sqlite-connections.ts), in WAL mode so the
 * QA command line can write while the server reads; the busy timeout lets them wait for each other.
 */
export function db(): PrismaClient {
  if (insideTransaction()) strayCallInTransaction();
  if (client) return client;
  const config = serverConfig();
  if (config.databaseEngine === "postgresql") {
    const adapter = new PrismaPg(
      { connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE, connectionTimeoutMillis: 5000 },
      // An idle connection the server dropped: the pool opens a new one at the next query.
      { onPoolError: (error) => console.error(`[db] connection lost: ${error.message}`) },
    );
    const postgres = new PostgresClient({
      adapter,
      transactionOptions: { isolationLevel: "Serializable", maxWait: 10_000, timeout: 15_000 },
    });
    client = postgres as unknown as PrismaClient;
    return client;
  }
  const file = config.databaseFile;
  makePrivateDirSync(path.dirname(file));
  client = new PrismaClient({ adapter: twoConnectionSqlite({ url: file, timeout: 5000 }) });
  return client;
}

/**
 * Inside `transaction()` the work's queries go through its `tx`. A `db()` query there would join the
 * transaction on SQLite and run outside it on PostgreSQL, so it fails on both (docs/decisions/243);
 * production logs it and goes on, as it did before, rather than failing a borrower's request.
 */
function strayCallInTransaction(): void {
  const error = new Error("use the transaction's client tx, not db(), inside transaction()");
  if (serverConfig().NODE_ENV !== "production") throw error;
  console.error(`[db] ${error.stack}`);
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
  // Owner-only before the first query: the WAL SQLite makes next takes the database's mode (P10).
  tightenSqliteFiles(serverConfig().databaseFile);
  await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await prisma.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
  await prisma.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  return prisma;
}
