/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` in place of the SQLite
 * database, refusing while a server (or any process) has the database open; the database that was
 * there is kept beside it under a new name (server/backup.ts). One line either way.
 * PostgreSQL: pg_restore (docs/operations.md).
 */
import path from "node:path";
import { BackupRefusal, restoreSqlite, sizeText } from "../server/backup";
import { databaseEngineOf } from "../server/config";
import { loadEnvFile } from "./lib/local-env.mjs";

function fail(message: string): never {
  process.stderr.write(`npm run restore: ${message}\n`);
  process.exit(1);
}

loadEnvFile();
const source = process.argv[2];
if (!source || process.argv.length > 3) fail("name the backup to restore: npm run restore -- backups/app-2026-11-26.db");
let engine: "sqlite" | "postgresql";
try {
  engine = databaseEngineOf(process.env.DATABASE_URL);
} catch (error) {
  fail((error as Error).message);
}
if (engine === "postgresql") fail("DATABASE_URL is a PostgreSQL database: restore it with pg_restore (docs/operations.md, Backups).");
const database = path.resolve((process.env.DATABASE_URL ?? "file:./data/app.db").replace(/^file:/, ""));
const shown = (file: string) => path.relative(process.cwd(), file) || file;
try {
  const done = await restoreSqlite(source, database);
  const kept = done.previous ? `; the database that was there is kept as ${shown(done.previous)}` : "";
  console.log(`Restored ${source} into ${shown(database)} (${sizeText(done.bytes)}, integrity ok)${kept}.`);
} catch (error) {
  fail(error instanceof BackupRefusal ? `refused: ${error.message}` : `failed: ${(error as Error).message}`);
}
