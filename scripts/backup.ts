/**
 * `npm run backup -- FILE`: a consistent copy of the SQLite database while the server runs
 * (server/backup.ts). One line on success; one line and exit code 1 when refused or failed.
 * PostgreSQL: pg_dump (docs/operations.md).
 */
import path from "node:path";
import { BackupRefusal, backupSqlite, sizeText } from "../server/backup";
import { databaseEngineOf } from "../server/config";
import { loadEnvFile } from "./lib/local-env.mjs";

function fail(message: string): never {
  process.stderr.write(`npm run backup: ${message}\n`);
  process.exit(1);
}

loadEnvFile();
const target = process.argv[2];
if (!target || process.argv.length > 3) fail("name the file to write: npm run backup -- backups/app-2026-11-26.db");
let engine: "sqlite" | "postgresql";
try {
  engine = databaseEngineOf(process.env.DATABASE_URL);
} catch (error) {
  fail((error as Error).message);
}
if (engine === "postgresql") fail("DATABASE_URL is a PostgreSQL database: back it up with pg_dump (docs/operations.md, Backups).");
const file = (process.env.DATABASE_URL ?? "file:./data/app.db").replace(/^file:/, "");
const database = path.resolve(file);
try {
  const done = await backupSqlite(database, target);
  console.log(
    `Backed up ${path.relative(process.cwd(), database) || database} to ${target}: ${sizeText(done.bytes)}, ${done.pages} pages, integrity ok, in ${(done.ms / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  fail(error instanceof BackupRefusal ? `refused: ${error.message}` : `failed: ${(error as Error).message}`);
}
