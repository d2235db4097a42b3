import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/prisma/client";
import { serverConfig } from "./config";

export type { Prisma } from "./generated/prisma/client";
export type Db = PrismaClient;

let client: PrismaClient | undefined;

/**
 * The one Prisma client of the process. SQLite runs in WAL mode so the QA command line can write
 * while the server reads; the busy timeout lets the two wait for each other instead of failing.
 */
export function db(): PrismaClient {
  if (client) return client;
  const file = serverConfig().databaseFile;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  client = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: file, timeout: 5000 }) });
  return client;
}

/**
 * WAL with synchronous=NORMAL: a commit is written to the WAL file without an fsync (the WAL is
 * synced at checkpoints), so a committed write survives the process being killed (the operating
 * system holds it); only a power cut or an OS crash can lose the last commits. FULL synced on every
 * commit, and better-sqlite3 waits for that on the one thread that serves every request.
 * (docs/decisions/060-payday-load.md; the kill -9 test is server/durability.test.ts)
 */
export async function openDatabase(): Promise<PrismaClient> {
  const prisma = db();
  await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await prisma.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
  await prisma.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  return prisma;
}
