import { spawn } from "node:child_process";
import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import { serverConfig } from "./config";
import { db, engine, readCacheStats } from "./db";
import { copyOf, tablesOfRead, writtenTables, type DataModel } from "./read-cache";
import { createBorrower, createOrder, seedProducts } from "./qa/factories";
import { OrderStatus } from "./domain/order-status";
import { freshDatabase } from "./test/database";

describe("which tables a statement writes", () => {
  it("names the table of Prisma's inserts and updates, quoted either way", () => {
    expect(writtenTables("INSERT INTO `main`.`Event` (`borrowerId`) VALUES (?) RETURNING `id`")).toEqual(["Event"]);
    expect(writtenTables("UPDATE `main`.`LoanOrder` SET `status` = ? WHERE `id` = ?")).toEqual(["LoanOrder"]);
    expect(writtenTables('INSERT INTO "RateCount" ("key") VALUES ($1) ON CONFLICT ("key") DO UPDATE SET "hits" = 1')).toEqual(["RateCount"]);
    expect(writtenTables("INSERT OR IGNORE INTO Setting (key, value) VALUES (?, ?)")).toEqual(["Setting"]);
  });

  it("says 'any table' for deletes (they cascade), replaces, schema changes and settings", () => {
    expect(writtenTables("DELETE FROM `main`.`Session` WHERE `id` = ?")).toEqual([]);
    expect(writtenTables("INSERT OR REPLACE INTO Setting VALUES (?, ?)")).toEqual([]);
    expect(writtenTables("CREATE TABLE x (a)")).toEqual([]);
    expect(writtenTables("PRAGMA foreign_keys = OFF")).toEqual([]);
    expect(writtenTables("SELECT 1")).toEqual([]);
  });
});

describe("which tables a read depends on", () => {
  const model: DataModel = {
    models: {
      Session: { fields: [{ name: "id", kind: "scalar", type: "String" }, { name: "borrower", kind: "object", type: "Borrower" }] },
      Borrower: { fields: [{ name: "orders", kind: "object", type: "LoanOrder" }, { name: "sessions", kind: "object", type: "Session" }] },
      LoanOrder: { fields: [{ name: "instalments", kind: "object", type: "Instalment" }, { name: "product", kind: "object", type: "Product" }] },
    },
  };
  it("is its model and every relation it includes, selects, filters or orders by", () => {
    expect(tablesOfRead(model, "Session", { where: { id: "s" }, include: { borrower: true } }).sort()).toEqual(["Borrower", "Session"]);
    expect(tablesOfRead(model, "Borrower", { where: { orders: { some: { product: { name: "x" } } } } }).sort()).toEqual(["Borrower", "LoanOrder", "Product"]);
    expect(tablesOfRead(model, "LoanOrder", { select: { id: true, instalments: { orderBy: { seq: "asc" } } } }).sort()).toEqual(["Instalment", "LoanOrder"]);
    expect(tablesOfRead(model, "Borrower", { include: { _count: true } }).sort()).toEqual(["Borrower", "LoanOrder", "Session"]);
    expect(tablesOfRead(model, "LoanOrder", { where: { id: 1 } })).toEqual(["LoanOrder"]);
  });
});

describe("copies handed out", () => {
  it("share nothing with the kept value", () => {
    const kept = { at: new Date(0), rows: [{ n: 1 }], bytes: Buffer.from("ab") };
    const copy = copyOf(kept);
    copy.at.setTime(5);
    copy.rows[0].n = 2;
    copy.bytes[0] = 0;
    expect(kept).toEqual({ at: new Date(0), rows: [{ n: 1 }], bytes: Buffer.from("ab") });
  });
});

describe.runIf(engine() === "sqlite")("SQLite reads kept between requests", () => {
  beforeEach(async () => {
    await freshDatabase();
    await seedProducts();
  });

  const name = (id: number) => db().borrower.findUnique({ where: { id } }).then((row) => row?.name);
  const hits = () => readCacheStats()!.hits;

  it("answers a repeated read from memory, and a write of this process is seen at once", async () => {
    const { borrower } = await createBorrower();
    await name(borrower.id);
    const before = hits();
    expect(await name(borrower.id)).toBe(borrower.name);
    expect(hits()).toBe(before + 1);
    await db().borrower.update({ where: { id: borrower.id }, data: { name: "Renamed" } });
    expect(await name(borrower.id)).toBe("Renamed");
  });

  it("sees another process's commit at once (the QA command line writes through its own connection)", async () => {
    const { borrower } = await createBorrower();
    expect(await name(borrower.id)).toBe(borrower.name);
    const other = new Database(serverConfig().databaseFile);
    try {
      other.prepare("UPDATE Borrower SET name = ? WHERE id = ?").run("Changed elsewhere", borrower.id);
    } finally {
      other.close();
    }
    expect(await name(borrower.id)).toBe("Changed elsewhere");
  });

  it("sees another process's commit that waited for a transaction of this process", async () => {
    const { borrower } = await createBorrower();
    expect(await name(borrower.id)).toBe(borrower.name);
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const open = db().$transaction(async (tx) => {
      await tx.product.findFirst();
      inside();
      await released;
    });
    await opened;
    // Another process (the QA command line, say) writes now: it waits for the transaction, which
    // holds the write lock from its BEGIN (sqlite-connections.ts).
    const other = spawn(process.execPath, [
      "-e",
      `const db = new (require("better-sqlite3"))(process.argv[1]); db.pragma("busy_timeout = 10000");
       db.prepare("UPDATE Borrower SET name = ? WHERE id = ?").run("Changed meanwhile", Number(process.argv[2])); console.log("written");`,
      serverConfig().databaseFile,
      String(borrower.id),
    ]);
    const written = new Promise<void>((resolve, reject) => {
      other.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("written") && resolve());
      other.on("exit", (code) => code !== 0 && reject(new Error(`the other process failed (${code})`)));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await name(borrower.id)).toBe(borrower.name);
    release();
    await open;
    await written;
    expect(await name(borrower.id)).toBe("Changed meanwhile");
  });

  it("a write to one table keeps the reads of others, and a payment just applied shows at once", async () => {
    const { borrower } = await createBorrower();
    const order = await createOrder(borrower.id, { status: OrderStatus.due });
    const instalments = () => db().instalment.findMany({ where: { orderId: order.id }, orderBy: { seq: "asc" } });
    const first = await instalments();
    await name(borrower.id);
    const before = hits();
    // A page view (another table) leaves the borrower's rows kept.
    await db().event.create({ data: { borrowerId: borrower.id, moduleId: "m", positionId: "p", page: "poles" } });
    await name(borrower.id);
    expect(hits()).toBe(before + 1);
    // Paying changes the instalment: the next read has it.
    await db().$transaction(async (tx) => {
      await tx.instalment.update({ where: { id: first[0].id }, data: { paidPrincipal: first[0].principal } });
    });
    expect((await instalments())[0].paidPrincipal).toBe(first[0].principal);
  });

  it("a read made while a transaction is open is not kept past its commit, and a rollback leaves the old rows", async () => {
    const { borrower } = await createBorrower();
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const committed = db().$transaction(async (tx) => {
      await tx.borrower.update({ where: { id: borrower.id }, data: { name: "Committed" } });
      inside();
      await released;
    });
    await opened;
    expect(await name(borrower.id)).toBe(borrower.name); // not yet committed
    release();
    await committed;
    expect(await name(borrower.id)).toBe("Committed");

    const rolledBack = db()
      .$transaction(async (tx) => {
        await tx.borrower.update({ where: { id: borrower.id }, data: { name: "Rolled back" } });
        // A transaction reads its own writes, never the kept rows.
        expect((await tx.borrower.findUnique({ where: { id: borrower.id } }))?.name).toBe("Rolled back");
        throw new Error("refused");
      })
      .catch(() => "refused");
    expect(await rolledBack).toBe("refused");
    expect(await name(borrower.id)).toBe("Committed");
  });

  it("a batch insert (Prisma's own transaction) keeps other tables' rows, and its rows are seen at once", async () => {
    const { borrower } = await createBorrower();
    const events = () => db().event.count({ where: { borrowerId: borrower.id } });
    expect(await events()).toBe(0);
    await name(borrower.id);
    await db().event.createMany({ data: [1, 2].map((n) => ({ borrowerId: borrower.id, moduleId: "page_view", positionId: String(n), page: "Order Details" })) });
    const before = hits();
    expect(await name(borrower.id)).toBe(borrower.name);
    expect(hits()).toBe(before + 1); // the borrower's row was kept through the batch's COMMIT
    expect(await events()).toBe(2);
  });

  it("inside a transaction, the client's own reads see the transaction's writes, never a kept row", async () => {
    const { borrower } = await createBorrower();
    expect(await name(borrower.id)).toBe(borrower.name);
    expect(await name(borrower.id)).toBe(borrower.name); // kept now
    await db().$transaction(async (tx) => {
      await tx.borrower.update({ where: { id: borrower.id }, data: { name: "Inside" } });
      // The code inside a transaction may call the client itself (e.g. the clock): it runs in it.
      expect(await name(borrower.id)).toBe("Inside");
    });
    expect(await name(borrower.id)).toBe("Inside");
  });

  it("knows its own reads in every transaction: one after another, and one starting while another runs", async () => {
    // The transaction context is switched off whenever no transaction runs (sqlite-connections.ts).
    const { borrower } = await createBorrower();
    for (const label of ["First", "Second"]) {
      expect(await name(borrower.id)).not.toBe(label); // kept outside
      await db().$transaction(async (tx) => {
        await tx.borrower.update({ where: { id: borrower.id }, data: { name: label } });
        expect(await name(borrower.id)).toBe(label);
      });
      expect(await name(borrower.id)).toBe(label);
    }
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const long = db().$transaction(async (tx) => {
      await tx.borrower.update({ where: { id: borrower.id }, data: { name: "Long" } });
      await held;
      expect(await name(borrower.id)).toBe("Long");
    });
    // A second transaction queues behind the first (one writer); the first must keep its context
    // while the second waits, and the second gets its own once it runs.
    const short = db().$transaction(async (tx) => {
      await tx.borrower.update({ where: { id: borrower.id }, data: { name: "Short" } });
      expect(await name(borrower.id)).toBe("Short");
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([long, short]);
    expect(await name(borrower.id)).toBe("Short");
  });

  it("a caller changing what it was given does not change what the next caller gets", async () => {
    const { borrower } = await createBorrower();
    const row = await db().borrower.findUnique({ where: { id: borrower.id } });
    row!.name = "Changed in memory";
    expect(await name(borrower.id)).toBe(borrower.name);
    const again = await db().borrower.findUnique({ where: { id: borrower.id } });
    again!.name = "Changed again";
    expect(await name(borrower.id)).toBe(borrower.name);
  });
});
