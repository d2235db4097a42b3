import Database from "better-sqlite3";
import { makeFilePrivate } from "./private-files";

/**
 * One server per SQLite file (issue 40, W18). Two servers on one file each keep their own counters,
 * caches and background jobs (reminders, the SMS sender), so the second is refused, in one line.
 *
 * The lock is the operating system's, held through a small SQLite file beside the database
 * (`<db>-server.lock`) kept in exclusive locking mode for the life of the process: released
 * by the system however the process ends (kill -9 too), so no stale pid file to clear by hand. The
 * database itself is not locked: the QA command line and `npm run backup` work beside the server
 * (`npm run restore` tests the database itself: server/backup.ts). PostgreSQL takes no lock: any
 * number of instances may serve one database there.
 */
export function serverLockFile(databaseFile: string): string {
  return `${databaseFile}-server.lock`;
}

/** Held until the process ends (or `release`, for tests). */
export interface ServerLock {
  release: () => void;
}

/** Kept referenced, so the connection holding the lock is never collected and closed. */
const held = new Set<Database.Database>();

/**
 * Takes the lock, or throws one line naming the database and what to do. Never waits: a second
 * server is refused at once.
 */
export function lockSqliteForServer(databaseFile: string): ServerLock {
  const file = serverLockFile(databaseFile);
  const lock = new Database(file, { timeout: 0 });
  try {
    lock.pragma("locking_mode = EXCLUSIVE");
    // The first write takes the exclusive lock; in this mode it is kept until the connection closes.
    lock.exec("CREATE TABLE IF NOT EXISTS server (pid INTEGER NOT NULL)");
    lock.exec("DELETE FROM server");
    lock.prepare("INSERT INTO server (pid) VALUES (?)").run(process.pid);
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY")
      throw new Error(
        `another server is already serving ${databaseFile} (it holds ${file}): stop it first, or give this one its own DATABASE_URL.`,
      );
    throw error;
  }
  makeFilePrivate(file);
  held.add(lock);
  return {
    release: () => {
      held.delete(lock);
      lock.close();
    },
  };
}
