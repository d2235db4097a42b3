import { spawn } from "node:child_process";
import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import { serverConfig } from "./config";
import { db, engine, isRetryable } from "./db";
import { createBorrower, seedProducts } from "./qa/factories";
import { freshDatabase } from "./test/database";

beforeEach(async () => {
  await freshDatabase();
  await seedProducts();
});

describe.runIf(engine() === "sqlite")("SQLite transactions and another process's writes", () => {
  it("a transaction whose read went stale because another process committed is run again, and its write lands", async () => {
    const { borrower } = await createBorrower();
    // Another process on the same file: the QA command line, say.
    const other = new Database(serverConfig().databaseFile);
    other.pragma("busy_timeout = 5000");
    let attempts = 0;
    try {
      const seen = await db().$transaction(async (tx) => {
        attempts++;
        const before = await tx.borrower.findUniqueOrThrow({ where: { id: borrower.id } });
        // The first time only, the other process commits between this transaction's read and write.
        if (attempts === 1) other.prepare('UPDATE "Borrower" SET "name" = ? WHERE "id" = ?').run("Written elsewhere", borrower.id);
        await tx.borrower.update({ where: { id: borrower.id }, data: { name: `${before.name} (checked)` } });
        return before.name;
      });
      expect(attempts).toBe(2);
      expect(seen).toBe("Written elsewhere");
      expect((await db().borrower.findUniqueOrThrow({ where: { id: borrower.id } })).name).toBe("Written elsewhere (checked)");
    } finally {
      other.close();
    }
  });

  it("a transaction that waited out the busy timeout behind another process's write lock is run once more, and lands", async () => {
    const { borrower } = await createBorrower();
    // Another process takes the write lock and keeps it a little longer than the 5 s busy timeout.
    const holder = spawn(process.execPath, [
      "-e",
      `const db = new (require("better-sqlite3"))(process.argv[1]); db.exec("BEGIN IMMEDIATE"); console.log("locked"); setTimeout(() => { db.exec("COMMIT"); db.close(); }, 6000);`,
      serverConfig().databaseFile,
    ]);
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on("data", () => resolve());
      holder.on("exit", (code) => reject(new Error(`the lock holder ended early (${code})`)));
    });
    await db().$transaction(async (tx) => {
      await tx.borrower.update({ where: { id: borrower.id }, data: { name: "Written after the wait" } });
    });
    expect((await db().borrower.findUniqueOrThrow({ where: { id: borrower.id } })).name).toBe("Written after the wait");
  }, 30_000);
});

describe("which failures run a transaction again", () => {
  it("a serialization conflict PostgreSQL reports at COMMIT (the adapter's own error, the code in its cause)", () => {
    const atCommit = Object.assign(new Error("TransactionWriteConflict"), { cause: { originalCode: "40001", kind: "TransactionWriteConflict" } });
    expect(isRetryable(atCommit)).toBe(true);
    expect(isRetryable(Object.assign(new Error("Transaction failed due to a write conflict or a deadlock."), { code: "P2034" }))).toBe(true);
  });

  it("not a refusal, a constraint or a lost connection", () => {
    expect(isRetryable(Object.assign(new Error("Unique constraint failed"), { code: "P2002", cause: { originalCode: "23505", kind: "UniqueConstraintViolation" } }))).toBe(false);
    expect(isRetryable(new Error("refused"))).toBe(false);
    expect(isRetryable(Object.assign(new Error("Can't reach database server"), { code: "P1001" }))).toBe(false);
  });
});
