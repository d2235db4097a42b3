import fs from "node:fs";
import path from "node:path";

/**
 * The database, its WAL, photos, backups and restores are borrowers' personal data: only the
 * server's own user may read them (third penetration test, P10; docs/decisions/218). Modes are
 * given when each file or folder is made, so no umask can widen them (a umask only takes bits
 * away), and what an earlier version left readable is tightened at start.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** A folder (and any missing parents) only the owner can list or enter. */
export async function makePrivateDir(dir: string): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

export function makePrivateDirSync(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** A new file only the owner can read; refuses to overwrite one that exists. */
export async function writePrivateFile(file: string, bytes: Uint8Array): Promise<void> {
  await fs.promises.writeFile(file, bytes, { flag: "wx", mode: PRIVATE_FILE_MODE });
}

/** Sets a file that exists to owner-only (a file another tool made under its own umask). */
export function makeFilePrivate(file: string): void {
  if (fs.existsSync(file)) fs.chmodSync(file, PRIVATE_FILE_MODE);
}

/** The side files SQLite keeps beside a database, which hold its latest writes. */
export const SQLITE_SIDE_FILES = ["-wal", "-shm", "-journal"] as const;

/**
 * At start: the database's folder (data/) owner-only, and the database with its side files.
 * SQLite makes a WAL and its index with the database file's own mode, so once the database is
 * 0600 they are made 0600 too.
 */
export function tightenSqliteFiles(databaseFile: string): void {
  const dir = path.dirname(path.resolve(databaseFile));
  makePrivateDirSync(dir);
  // A database kept in the working folder itself (file:./app.db) leaves that folder as it is.
  if (dir !== process.cwd()) fs.chmodSync(dir, databaseFolderMode(dir));
  for (const file of [databaseFile, ...SQLITE_SIDE_FILES.map((suffix) => `${databaseFile}${suffix}`)]) makeFilePrivate(file);
}

/**
 * 0700, except for a folder that holds another user's folder: the local PostgreSQL of
 * scripts/postgres.mjs keeps its data in data/postgres and, started as root, runs as `postgres`,
 * which must pass through data/ to reach it. Such a folder keeps only others' right to pass
 * through (0711): nobody else can list it, and every file of ours in it is 0600.
 */
export function databaseFolderMode(dir: string): number {
  const me = typeof process.getuid === "function" ? process.getuid() : undefined;
  if (me === undefined) return PRIVATE_DIR_MODE;
  const othersInside = fs
    .readdirSync(dir, { withFileTypes: true })
    .some((entry) => entry.isDirectory() && fs.statSync(path.join(dir, entry.name)).uid !== me);
  return othersInside ? 0o711 : PRIVATE_DIR_MODE;
}

/** At start: the photos' folder owner-only, and every photo in it. */
export function tightenUploadDir(dir: string): void {
  if (!fs.existsSync(dir)) return;
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) fs.chmodSync(path.join(dir, entry.name), PRIVATE_FILE_MODE);
  }
}
