import { SqliteError } from "better-sqlite3";
import { spawn } from "node:child_process";
import { beforeEach, describe, expect, it } from "vitest";
import { serverConfig } from "./config";
import { isRetryable, transaction, type Tx } from "./data/transactions";
import { driverCause, isDatabaseError, prismaCode, sqliteBusyTimeout } from "./database-errors";
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
      name: "DriverAdapterError",
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

/**
 * What failed, of two transactions that meet at `meet` (each waits for the other). Straight through
 * Prisma, not transaction(), which would run the loser again. (The SQLite client's types name only
 * Serializable; these run on PostgreSQL.)
 */
async function twoTransactionsMeeting(
  isolationLevel: "Serializable" | "ReadCommitted",
  steps: (tx: Tx, side: 0 | 1, meet: () => Promise<void>) => Promise<void>,
): Promise<unknown[]> {
  let arrived = 0;
  let wake!: () => void;
  const together = new Promise<void>((resolve) => (wake = resolve));
  const meet = () => (++arrived === 2 && wake(), together);
  const results = await Promise.allSettled(
    ([0, 1] as const).map((side) =>
      db().$transaction((tx) => steps(tx, side, meet), { isolationLevel: isolationLevel as "Serializable", timeout: 15_000 }),
    ),
  );
  return results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
}

describe.runIf(engine() === "postgresql")("PostgreSQL's real conflicts, as Prisma 6 reports them", () => {
  it("a serialization failure (write skew) is a lost race, by its codes", async () => {
    const [{ borrower: a }, { borrower: b }] = [await createBorrower(), await createBorrower()];
    const failures = await twoTransactionsMeeting("Serializable", async (tx, side, meet) => {
      await tx.borrower.findMany({ where: { id: { in: [a.id, b.id] } } });
      await meet();
      await tx.borrower.update({ where: { id: side === 0 ? a.id : b.id }, data: { name: `written by ${side}` } });
    });
    expect(failures).toHaveLength(1);
    const [failure] = failures;
    // During a query: Prisma's P2034 with the adapter's error in meta; at COMMIT: the adapter's own.
    const cause = driverCause(failure);
    expect(cause).toMatchObject({ kind: "TransactionWriteConflict", originalCode: "40001" });
    expect([prismaCode(failure), (failure as Error).name]).toEqual(
      prismaCode(failure) ? ["P2034", "PrismaClientKnownRequestError"] : [undefined, "DriverAdapterError"],
    );
    expect(isRetryable(failure)).toBe(true);
    expect(isDatabaseError(failure)).toBe(true);
  });

  it("a deadlock is a lost race, by its driver code", async () => {
    const [{ borrower: a }, { borrower: b }] = [await createBorrower(), await createBorrower()];
    const failures = await twoTransactionsMeeting("ReadCommitted", async (tx, side, meet) => {
      const [first, second] = side === 0 ? [a.id, b.id] : [b.id, a.id];
      await tx.borrower.update({ where: { id: first }, data: { name: `first of ${side}` } });
      await meet();
      await tx.borrower.update({ where: { id: second }, data: { name: `second of ${side}` } });
    });
    expect(failures).toHaveLength(1);
    const [failure] = failures;
    // 40P01 has no P code: the adapter's error comes through as it is, kind "postgres".
    expect(failure).toMatchObject({ name: "DriverAdapterError" });
    expect(driverCause(failure)).toMatchObject({ kind: "postgres", originalCode: "40P01" });
    expect(isRetryable(failure)).toBe(true);
    expect(isDatabaseError(failure)).toBe(true);
  });
});

describe("SQLite's shapes, built as the adapter builds them (@prisma/adapter-better-sqlite3 6.19)", () => {
  it("a stale snapshot: the adapter maps no kind for it and rethrows better-sqlite3's own error", () => {
    const stale = new SqliteError("database is locked", "SQLITE_BUSY_SNAPSHOT");
    expect(isRetryable(stale)).toBe(true);
    expect(sqliteBusyTimeout(stale)).toBe(false);
    expect(isDatabaseError(stale)).toBe(true);
  });

  it("the busy timeout waited out (SQLITE_BUSY, kind SocketTimeout, P1008) is not a lost race", () => {
    const busy = Object.assign(new Error("Operation has timed out"), {
      name: "PrismaClientKnownRequestError",
      code: "P1008",
      meta: {
        driverAdapterError: Object.assign(new Error("SocketTimeout"), {
          name: "DriverAdapterError",
          cause: { originalCode: "SQLITE_BUSY", originalMessage: "database is locked", kind: "SocketTimeout" },
        }),
      },
    });
    expect(sqliteBusyTimeout(busy)).toBe(true);
    expect(isRetryable(busy)).toBe(false);
    // Message text decides nothing: the same words without the codes are neither.
    const words = new Error("Operation has timed out: could not serialize access, deadlock detected, SQLITE_BUSY_SNAPSHOT");
    expect([isRetryable(words), sqliteBusyTimeout(words), isDatabaseError(words)]).toEqual([false, false, false]);
  });

  it("a transaction that expired or could not start in time (P2028) is not run again", () => {
    const expired = Object.assign(new Error("Transaction API error: Transaction already closed"), {
      name: "PrismaClientKnownRequestError",
      code: "P2028",
    });
    expect(isRetryable(expired)).toBe(false);
    expect(isDatabaseError(expired)).toBe(true);
  });
});
