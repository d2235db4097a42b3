import { spawn } from "node:child_process";
import { beforeEach, describe, expect, it } from "vitest";
import { serverConfig } from "./config";
import { isRetryable, transaction } from "./data/transactions";
import { db, engine } from "./db";
import { createBorrower, seedProducts } from "./qa/factories";
import { freshDatabase } from "./test/database";

beforeEach(async () => {
  await freshDatabase();
  await seedProducts();
});

describe.runIf(engine() === "sqlite")("SQLite transactions and another process's writes", () => {
  it("another process cannot commit under an open transaction: its write waits for the commit, and the transaction runs once", async () => {
    const { borrower } = await createBorrower();
    // Another process on the same file (the QA command line, say), told to write while the
    // transaction below is between its read and its write.
    const other = spawn(process.execPath, [
      "-e",
      `const db = new (require("better-sqlite3"))(process.argv[1]); db.pragma("busy_timeout = 10000");
       process.stdin.once("data", () => { db.prepare('UPDATE "Borrower" SET "name" = ? WHERE "id" = ?').run("Written elsewhere", Number(process.argv[2])); console.log("written"); db.close(); process.exit(0); });
       console.log("ready");`,
      serverConfig().databaseFile,
      String(borrower.id),
    ]);
    const said: string[] = [];
    const heard = (word: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => said.join("").includes(word) && resolve();
        other.stdout.on("data", (chunk: Buffer) => (said.push(chunk.toString()), check()));
        other.on("exit", (code) => (check(), reject(new Error(`the other process ended (${code}) before saying ${word}`))));
        check();
      });
    await heard("ready");
    let attempts = 0;
    const seen = await transaction(async (tx) => {
      attempts++;
      const before = await tx.borrower.findUniqueOrThrow({ where: { id: borrower.id } });
      other.stdin.write("go\n");
      // Time for the other process to try its write: it must wait for this transaction.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(said.join("")).not.toContain("written");
      await tx.borrower.update({ where: { id: borrower.id }, data: { name: `${before.name} (checked)` } });
      return before.name;
    });
    await heard("written");
    expect(attempts).toBe(1);
    expect(seen).not.toBe("Written elsewhere");
    // The other write landed after the transaction's, not lost and not under it.
    expect((await db().borrower.findUniqueOrThrow({ where: { id: borrower.id } })).name).toBe("Written elsewhere");
  }, 30_000);

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
    await transaction(async (tx) => {
      await tx.borrower.update({ where: { id: borrower.id }, data: { name: "Written after the wait" } });
    });
    expect((await db().borrower.findUniqueOrThrow({ where: { id: borrower.id } })).name).toBe("Written after the wait");
  }, 30_000);
});

describe("which failures run a transaction again", () => {
  it("a serialization conflict PostgreSQL reports at COMMIT (the adapter's own error, the code in its cause)", () => {
    const atCommit = Object.assign(new Error("TransactionWriteConflict"), {
      cause: { originalCode: "40001", kind: "TransactionWriteConflict" },
    });
    expect(isRetryable(atCommit)).toBe(true);
    expect(isRetryable(Object.assign(new Error("Transaction failed due to a write conflict or a deadlock."), { code: "P2034" }))).toBe(
      true,
    );
  });

  it("a stale SQLite read as Prisma's client reports it (the driver's code in meta.driverAdapterError); not a busy timeout", () => {
    const prismaError = (originalCode: string) =>
      Object.assign(new Error("Invalid `prisma.instalment.upsert()` invocation: Operation has timed out"), {
        code: "P1008",
        meta: {
          modelName: "Instalment",
          driverAdapterError: Object.assign(new Error("SocketTimeout"), { cause: { originalCode, kind: "SocketTimeout" } }),
        },
      });
    expect(isRetryable(prismaError("SQLITE_BUSY_SNAPSHOT"))).toBe(true);
    // Waiting out the busy timeout is run once more only (db.ts), never as a conflict.
    expect(isRetryable(prismaError("SQLITE_BUSY"))).toBe(false);
  });

  it("not a refusal, a constraint or a lost connection", () => {
    expect(
      isRetryable(
        Object.assign(new Error("Unique constraint failed"), {
          code: "P2002",
          cause: { originalCode: "23505", kind: "UniqueConstraintViolation" },
        }),
      ),
    ).toBe(false);
    expect(isRetryable(new Error("refused"))).toBe(false);
    expect(isRetryable(Object.assign(new Error("Can't reach database server"), { code: "P1001" }))).toBe(false);
  });
});
