import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { makeFilePrivate, makePrivateDirSync, PRIVATE_FILE_MODE, SQLITE_SIDE_FILES } from "./data/private-files";

/**
 * Backups of the embedded SQLite database (`npm run backup`, `npm run restore`;
 * docs/decisions/163, docs/operations.md). PostgreSQL has its own tools (pg_dump, pg_restore).
 *
 * A backup is SQLite's online backup API (better-sqlite3 `backup()`) on a read-only connection,
 * while the server goes on serving: one step copies every page inside one read transaction, so the
 * copy is the database as of one moment (WAL readers never block the writer, nor it them). A step
 * of a few pages would start again each time another process commits, which under a write burst
 * may never end.
 */
export class BackupRefusal extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
  pages: number;
  ms: number;
}

export async function backupSqlite(databaseFile: string, target: string): Promise<BackupResult> {
  const started = Date.now();
  if (!fs.existsSync(databaseFile)) throw new BackupRefusal(`there is no database at ${databaseFile}.`);
  if (fs.existsSync(target)) throw new BackupRefusal(`${target} already exists: name a new file (a backup never overwrites one).`);
  if (!fs.existsSync(path.dirname(path.resolve(target)))) throw new BackupRefusal(`the folder of ${target} does not exist.`);
  // Written beside the target and renamed when complete: a cut-off backup never looks like one.
  const partial = `${target}.partial`;
  removeWithSideFiles(partial);
  newPrivateFile(partial);
  const source = new Database(databaseFile, { readonly: true, fileMustExist: true });
  let pages = 0;
  try {
    source.pragma("busy_timeout = 5000");
    const progress = await source.backup(partial, { progress: () => 0x7fffffff });
    pages = progress.totalPages;
  } finally {
    source.close();
  }
  selfContained(partial);
  const problem = integrityProblem(partial);
  if (problem) {
    removeWithSideFiles(partial);
    throw new Error(`the copy failed SQLite's integrity check (${problem}); nothing was kept.`);
  }
  fs.renameSync(partial, target);
  return { file: target, bytes: fs.statSync(target).size, pages, ms: Date.now() - started };
}

export interface RestoreResult {
  bytes: number;
  /** Where the database that was there before is kept, if there was one. */
  previous: string | null;
}

/**
 * Puts a backup in place of the database file. Refused while any process has the database open
 * (a server, the QA command line): SQLite lets a connection leave WAL mode only when it is the
 * only one, so that attempt is the test, and it needs no pid file that a kill -9 would leave
 * behind. The database that was there is kept beside it, renamed, never deleted.
 */
export async function restoreSqlite(backupFile: string, databaseFile: string, stamp = timestamp()): Promise<RestoreResult> {
  if (!fs.existsSync(backupFile)) throw new BackupRefusal(`there is no file ${backupFile}.`);
  const problem = integrityProblem(backupFile);
  if (problem) throw new BackupRefusal(`${backupFile} is not a sound SQLite database (${problem}).`);
  if (!hasMigrations(backupFile))
    throw new BackupRefusal(`${backupFile} is not a backup of this application (it has no migration history).`);
  let previous: string | null = null;
  if (fs.existsSync(databaseFile)) {
    if (inUse(databaseFile))
      throw new BackupRefusal(`${databaseFile} is in use (a server or another process has it open): stop it first, then restore.`);
    previous = `${databaseFile}.before-restore-${stamp}`;
    fs.renameSync(databaseFile, previous);
    makeFilePrivate(previous);
  }
  // Left-overs of an earlier database would be read as part of this one.
  for (const suffix of SQLITE_SIDE_FILES) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
  makePrivateDirSync(path.dirname(databaseFile));
  const partial = `${databaseFile}.partial`;
  removeWithSideFiles(partial);
  newPrivateFile(partial);
  const source = new Database(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  selfContained(partial);
  fs.renameSync(partial, databaseFile);
  return { bytes: fs.statSync(databaseFile).size, previous };
}

/**
 * The copy is made in a file created owner-only beforehand (SQLite would make it 0644, whatever
 * the umask), and its WAL and index take that mode (third penetration test, P10).
 */
function newPrivateFile(file: string) {
  fs.writeFileSync(file, new Uint8Array(0), { flag: "wx", mode: PRIVATE_FILE_MODE });
}

/**
 * The copy as one file: its pages came from a database in WAL mode, so every later opening would
 * make a `-wal` and `-shm` beside it (left behind by a read-only connection). In rollback-journal
 * mode it is whole by itself; the server puts its database back in WAL mode when it opens it.
 */
function selfContained(file: string) {
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
  for (const suffix of SQLITE_SIDE_FILES) fs.rmSync(`${file}${suffix}`, { force: true });
}

function removeWithSideFiles(file: string) {
  for (const suffix of ["", ...SQLITE_SIDE_FILES]) fs.rmSync(`${file}${suffix}`, { force: true });
}

/** Whether another connection has the file open: only a lone connection may leave WAL mode. */
function inUse(file: string): boolean {
  const probe = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    const mode = String(probe.pragma("journal_mode = DELETE", { simple: true })).toLowerCase();
    return mode !== "delete";
  } catch (error) {
    if (/SQLITE_BUSY|locked/i.test(`${(error as { code?: string }).code ?? ""} ${(error as Error).message}`)) return true;
    throw error;
  } finally {
    probe.close();
  }
}

/** SQLite's own verdict on a file: null when `PRAGMA integrity_check` says ok. */
export function integrityProblem(file: string): string | null {
  let database: Database.Database | undefined;
  try {
    database = new Database(file, { readonly: true, fileMustExist: true });
    const rows = database.pragma("integrity_check") as Array<{ integrity_check: string }>;
    const verdict = rows.map((row) => row.integrity_check).join("; ");
    return verdict === "ok" ? null : verdict.slice(0, 200);
  } catch (error) {
    return (error as Error).message;
  } finally {
    database?.close();
  }
}

function hasMigrations(file: string): boolean {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return Boolean(database.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get());
  } finally {
    database.close();
  }
}

function timestamp(): string {
  return new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

/** Sizes as people read them: 4.8 MiB. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.max(1, Math.round(bytes / 1024))} KiB`;
}
