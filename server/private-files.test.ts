import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { backupSqlite, restoreSqlite } from "./backup";
import { serverConfig } from "./config";
import { tightenSqliteFiles, tightenUploadDir } from "./data/private-files";
import { storeUpload } from "./lending/complaints/service";
import { freshDatabase } from "./test/database";

/**
 * The database, its WAL, photos, backups and restores are borrowers' data: owner-only, whatever
 * the umask (third penetration test, P10). The umask is opened wide for this file's process, so
 * any file made without an explicit mode would come out world-readable (0666 / 0777).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lending-private-"));
let umask: number;
beforeAll(() => {
  umask = process.umask(0);
});
afterAll(() => {
  process.umask(umask);
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => freshDatabase());

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** A database in WAL mode with a few rows, as the server leaves it. */
function walDatabase(file: string) {
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.exec("CREATE TABLE _prisma_migrations (id TEXT); CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('a'), ('b');");
  return sqlite;
}

describe("borrowers' data on disk is owner-only (third penetration test, P10)", () => {
  it("a backup is 0600 and leaves no side files; a restore goes into a 0700 folder as a 0600 file", async () => {
    const live = path.join(dir, "live.db");
    const open = walDatabase(live);
    try {
      const backups = path.join(dir, "backups");
      fs.mkdirSync(backups);
      const target = path.join(backups, "app.db");
      await backupSqlite(live, target);
      expect(modeOf(target).toString(8)).toBe("600");
      expect(fs.readdirSync(backups)).toEqual(["app.db"]); // no app.db.partial-wal / -shm beside it
      const restored = path.join(dir, "restored", "deeper", "app.db");
      await restoreSqlite(target, restored);
      expect(modeOf(path.dirname(restored)).toString(8)).toBe("700");
      expect(modeOf(path.join(dir, "restored")).toString(8)).toBe("700");
      expect(modeOf(restored).toString(8)).toBe("600");
      expect(fs.readdirSync(path.dirname(restored))).toEqual(["app.db"]);
      // Restoring over a database keeps the old one, owner-only too.
      const again = await restoreSqlite(target, restored, "20261127T000000Z");
      expect(modeOf(again.previous!).toString(8)).toBe("600");
      expect(modeOf(restored).toString(8)).toBe("600");
    } finally {
      open.close();
    }
  });

  it("at start the database's folder, the database and its WAL are tightened; new WAL files follow the database's mode", () => {
    const folder = path.join(dir, "data");
    fs.mkdirSync(folder, { mode: 0o755 });
    const file = path.join(folder, "app.db");
    walDatabase(file).close();
    fs.chmodSync(file, 0o644);
    const writer = new Database(file);
    writer.exec("INSERT INTO t VALUES ('c')");
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    tightenSqliteFiles(file);
    for (const f of [folder, file, `${file}-wal`, `${file}-shm`]) expect(modeOf(f) & 0o077, f).toBe(0);
    writer.close();
    // A WAL made from now on takes the database's own mode.
    const next = new Database(file);
    next.exec("INSERT INTO t VALUES ('d')");
    expect(modeOf(`${file}-wal`).toString(8)).toBe("600");
    next.close();
  });

  it.skipIf(process.getuid?.() !== 0)(
    "a data folder holding the local PostgreSQL's folder (another user's) lets that user pass through, never list",
    () => {
      const folder = path.join(dir, "data-with-postgres");
      fs.mkdirSync(path.join(folder, "postgres"), { recursive: true, mode: 0o700 });
      const file = path.join(folder, "app.db");
      walDatabase(file).close();
      tightenSqliteFiles(file);
      expect(modeOf(folder).toString(8)).toBe("700");
      fs.chownSync(path.join(folder, "postgres"), 65534, 65534); // as scripts/postgres.mjs chowns it
      tightenSqliteFiles(file);
      expect(modeOf(folder).toString(8)).toBe("711");
      expect(modeOf(file).toString(8)).toBe("600");
    },
  );

  // With a shared database (PostgreSQL) a photo's bytes are in its row, not on disk.
  it.skipIf(Boolean(process.env.TEST_POSTGRES_URL))(
    "a photo is stored 0600 in a 0700 folder; at start photos an earlier version left readable are tightened",
    async () => {
      const uploads = serverConfig().uploadDir;
      fs.rmSync(uploads, { recursive: true, force: true });
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } })
        .png()
        .toBuffer();
      const { url } = await storeUpload({ borrowerId: null, role: "reply" }, { buffer: png, size: png.length });
      const name = url.split("/").pop()!;
      expect(modeOf(uploads).toString(8)).toBe("700");
      expect(modeOf(path.join(uploads, name)).toString(8)).toBe("600");
      fs.chmodSync(uploads, 0o755);
      fs.chmodSync(path.join(uploads, name), 0o644);
      tightenUploadDir(uploads);
      expect(modeOf(uploads).toString(8)).toBe("700");
      expect(modeOf(path.join(uploads, name)).toString(8)).toBe("600");
    },
  );
});
