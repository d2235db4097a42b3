import crypto from "node:crypto";
import fs from "node:fs";
import { serverConfig } from "./config";
import { db, sharedDatabase } from "./db";
import { readBesideTransaction } from "./sqlite-connections";

/**
 * The backend reads "now" only through this clock, so QA can move time (`qa clock --set`) and every
 * rule that depends on dates follows. The offset lives in the database so the QA command line and
 * the running server share it.
 *
 * Reading it from the database on every `now()` cost a query per call (several per request), so the
 * offset is kept in memory. Whoever moves the clock (this process, or the QA command line as another
 * process) also rewrites a small version file beside the database, after the database commit; each
 * `now()` compares that file's identity (one stat, no query) and reads the offset again when it
 * changed. A move is therefore seen by the very next request, as the end-to-end tests need.
 * (docs/decisions/060-payday-load.md)
 *
 * Several instances on one PostgreSQL database share no file system: there the offset row itself is
 * the version, read on each `now()` (one primary-key lookup, a fraction of a millisecond on the
 * database's own connection pool), so every instance follows a move at its very next request.
 * (docs/decisions/120-postgresql.md)
 */
const OFFSET_KEY = "clock.offsetMs";

let cached: { version: string; offset: number } | undefined;

function versionFile() {
  return `${serverConfig().databaseFile}-clock`;
}

function currentVersion(): string {
  try {
    const stat = fs.statSync(versionFile(), { bigint: true });
    return `${stat.ino}:${stat.mtimeNs}:${stat.size}`;
  } catch {
    return "none";
  }
}

/** Tells every process that the offset changed (written to a new file, then renamed over the old). */
function announceMove() {
  cached = undefined;
  if (sharedDatabase()) return;
  const file = versionFile();
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(temp, crypto.randomBytes(8).toString("hex"));
  fs.renameSync(temp, file);
  cached = undefined;
}

async function offset(): Promise<number> {
  if (sharedDatabase()) return readOffset();
  const version = currentVersion();
  if (cached && cached.version === version) return cached.offset;
  cached = { version, offset: await readOffset() };
  return cached.offset;
}

async function readOffset(): Promise<number> {
  // Not the caller's transaction's business: `now()` is asked inside transactions too.
  const row = await readBesideTransaction(() => db().setting.findUnique({ where: { key: OFFSET_KEY } }));
  const value = row ? Number(row.value) : 0;
  return Number.isFinite(value) ? value : 0;
}

export async function now(): Promise<Date> {
  return new Date(Date.now() + (await offset()));
}

export async function setClock(instant: Date): Promise<Date> {
  const offset = instant.getTime() - Date.now();
  await db().setting.upsert({
    where: { key: OFFSET_KEY },
    create: { key: OFFSET_KEY, value: String(offset) },
    update: { value: String(offset) },
  });
  announceMove();
  return instant;
}

export async function resetClock(): Promise<void> {
  await db().setting.deleteMany({ where: { key: OFFSET_KEY } });
  announceMove();
}
