import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Prisma's SQLite adapter, patched at install (server/sqlite-adapter-internals/README.md,
 * docs/decisions/235): each statement text is prepared once per connection and kept, with the
 * parameters passed to each run. Driven through the adapter's public interface, as Prisma drives it.
 */
type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Query = Parameters<Adapter["queryRaw"]>[0];

const PATCHED_VERSION = "6.19.3";
const installedVersion = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), "node_modules/@prisma/adapter-better-sqlite3/package.json"), "utf8"),
).version as string;

const query = (sql: string, ...args: Array<number | string | null>): Query => ({
  sql,
  args,
  argTypes: args.map((arg) => ({ scalarType: typeof arg === "number" ? "int" : "string", arity: "scalar" })),
});

let dir: string;
let adapter: Adapter;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lending-prepared-"));
  const file = path.join(dir, "test.db");
  const setup = new Database(file);
  setup.exec('CREATE TABLE "Loan" ("id" INTEGER PRIMARY KEY, "principal" INTEGER NOT NULL, "note" TEXT)');
  setup.close();
  adapter = await new PrismaBetterSQLite3({ url: `file:${file}` }).connect();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await adapter.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("statements prepared once per connection", () => {
  it("runs on the adapter version the patch was written for", () => {
    expect(
      installedVersion,
      `@prisma/adapter-better-sqlite3 is now ${installedVersion}: port server/sqlite-adapter-internals' patch to it or drop it (docs/decisions/235)`,
    ).toBe(PATCHED_VERSION);
  });

  it("prepares a statement text once, and gives each run its own parameters", async () => {
    const prepare = vi.spyOn(Database.prototype, "prepare");
    for (let id = 1; id <= 5; id++) {
      const inserted = await adapter.executeRaw(
        query('INSERT INTO "Loan" ("id", "principal", "note") VALUES (?, ?, ?)', id, id * 100_00, `loan ${id}`),
      );
      expect(inserted).toBe(1);
    }
    for (let id = 1; id <= 5; id++) {
      const result = await adapter.queryRaw(query('SELECT "principal", "note" FROM "Loan" WHERE "id" = ?', id));
      expect(result.columnNames).toEqual(["principal", "note"]);
      // Integers come back as text (the adapter reads 64-bit integers safely); Prisma decodes them.
      expect(result.rows).toEqual([[String(id * 100_00), `loan ${id}`]]);
    }
    expect(await adapter.queryRaw(query('SELECT "principal", "note" FROM "Loan" WHERE "id" = ?', 99))).toMatchObject({ rows: [] });
    const texts = prepare.mock.calls.map(([sql]) => sql);
    expect(texts.filter((sql) => sql.startsWith("INSERT"))).toHaveLength(1);
    expect(texts.filter((sql) => sql.startsWith("SELECT"))).toHaveLength(1);
  });

  it("reads every committed write through a kept statement, in and out of a transaction", async () => {
    const read = query('SELECT COUNT(*) AS "n", SUM("principal") AS "total" FROM "Loan"');
    expect((await adapter.queryRaw(read)).rows).toEqual([["0", null]]);
    const transaction = await adapter.startTransaction();
    await transaction.executeRaw(query('INSERT INTO "Loan" ("id", "principal") VALUES (?, ?)', 1, 500_00));
    expect((await transaction.queryRaw(read)).rows).toEqual([["1", "50000"]]);
    // Prisma sends the ROLLBACK itself, then tells the adapter (which releases its lock).
    await transaction.executeRaw(query("ROLLBACK"));
    await transaction.rollback();
    expect((await adapter.queryRaw(read)).rows).toEqual([["0", null]]);
    await adapter.executeRaw(query('INSERT INTO "Loan" ("id", "principal") VALUES (?, ?)', 2, 250_00));
    expect((await adapter.queryRaw(read)).rows).toEqual([["1", "25000"]]);
  });

  it("refuses a bad statement or value each time, as before, and keeps working", async () => {
    const insert = 'INSERT INTO "Loan" ("id", "principal") VALUES (?, ?)';
    await adapter.executeRaw(query(insert, 1, 100));
    for (let i = 0; i < 2; i++) {
      await expect(adapter.executeRaw(query(insert, 1, 100))).rejects.toMatchObject({ cause: { kind: "UniqueConstraintViolation" } });
      await expect(adapter.queryRaw(query('SELECT "missing" FROM "Loan"'))).rejects.toThrow();
      await expect(adapter.executeRaw(query(insert, 2, null))).rejects.toMatchObject({ cause: { kind: "NullConstraintViolation" } });
    }
    expect((await adapter.queryRaw(query('SELECT "id" FROM "Loan"'))).rows).toEqual([["1"]]);
  });

  it("keeps at most 500 texts a connection and still answers the ones it let go", async () => {
    const prepare = vi.spyOn(Database.prototype, "prepare");
    for (let i = 0; i < 600; i++) expect((await adapter.queryRaw(query(`SELECT ${i} AS "n"`))).rows).toEqual([[String(i)]]);
    expect(prepare).toHaveBeenCalledTimes(600);
    // The newest are kept; the first was let go and is prepared again.
    await adapter.queryRaw(query('SELECT 599 AS "n"'));
    expect(prepare).toHaveBeenCalledTimes(600);
    expect((await adapter.queryRaw(query('SELECT 0 AS "n"'))).rows).toEqual([["0"]]);
    expect(prepare).toHaveBeenCalledTimes(601);
  });
});
