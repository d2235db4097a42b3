import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backupSqlite } from "./backup";

/** What `npm run backup` leaves on disk (issue 40; docs/operations.md, Backups). */
describe("the files a backup leaves", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("nothing beside the backup; beside an idle database only SQLite's own -wal and -shm, which its next opening removes", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-side-"));
    dirs.push(dir);
    const database = path.join(dir, "data", "app.db");
    fs.mkdirSync(path.dirname(database));
    const db = new Database(database);
    db.pragma("journal_mode = WAL");
    db.exec("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2);");
    db.close();
    expect(fs.readdirSync(path.dirname(database))).toEqual(["app.db"]);

    const backups = path.join(dir, "backups");
    fs.mkdirSync(backups);
    await backupSqlite(database, path.join(backups, "app-2026-11-28.db"));
    expect(fs.readdirSync(backups)).toEqual(["app-2026-11-28.db"]);
    expect(fs.readdirSync(path.dirname(database)).sort()).toEqual(["app.db", "app.db-shm", "app.db-wal"]);
    expect(fs.statSync(`${database}-wal`).size).toBe(0);

    const server = new Database(database);
    server.prepare("SELECT count(*) FROM t").get();
    server.close();
    expect(fs.readdirSync(path.dirname(database))).toEqual(["app.db"]);
  });
});
