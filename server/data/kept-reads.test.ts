import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import { serverConfig } from "../config";
import { engine } from "../db";
import { authenticate } from "../lending/auth";
import { recommendedProducts } from "../lending/products/service";
import { catalogue, createBorrower, seedProducts } from "../qa/factories";
import { freshDatabase } from "../test/database";
import { announceOutsideWrite } from "./change-notice";
import { emptyAllTables } from "./qa-wipe";

/**
 * The reads kept in memory (kept-reads.ts): each cache answers a write at once, whether this
 * process wrote (the QA factories, the QA wipe) or another process did and announced it (the QA
 * command line: another connection to the file, then change-notice.ts).
 */
beforeEach(async () => {
  await freshDatabase();
  await seedProducts();
});

const credentials = (query: string) => Object.fromEntries(new URLSearchParams(query));

/** Another process's connection to the same file, as the QA command line has. */
function otherProcessWrites(sql: string, ...args: unknown[]) {
  const other = new Database(serverConfig().databaseFile, { timeout: 5000 });
  try {
    other.prepare(sql).run(...args);
  } finally {
    other.close();
  }
  announceOutsideWrite();
}

describe.runIf(engine() === "sqlite")("kept sessions with their borrower", () => {
  it("a borrower changed by the QA factories is seen on the next call", async () => {
    const { borrower, query } = await createBorrower({ repeat: false });
    expect((await authenticate(credentials(query))).repeatClient).toBe(false);
    expect((await authenticate(credentials(query))).repeatClient).toBe(false);
    await createBorrower({ phone: borrower.phone, repeat: true });
    expect((await authenticate(credentials(query))).repeatClient).toBe(true);
  });

  it("a session ended or a borrower changed by another process is seen on the next call", async () => {
    const { borrower, query } = await createBorrower();
    await authenticate(credentials(query));
    otherProcessWrites('UPDATE "Borrower" SET "repeatClient" = 1 WHERE "id" = ?', borrower.id);
    expect((await authenticate(credentials(query))).repeatClient).toBe(true);
    otherProcessWrites('DELETE FROM "Session" WHERE "borrowerId" = ?', borrower.id);
    await expect(authenticate(credentials(query))).rejects.toMatchObject({ failure: "sessionExpired" });
  });

  it("the QA wipe ends every kept session at once", async () => {
    const { query } = await createBorrower();
    await authenticate(credentials(query));
    await emptyAllTables();
    await expect(authenticate(credentials(query))).rejects.toMatchObject({ failure: "sessionExpired" });
  });
});

describe.runIf(engine() === "sqlite")("the kept product catalogue", () => {
  it("a product added by the QA factories or changed by another process is seen on the next call", async () => {
    const before = await recommendedProducts();
    const [added] = await seedProducts([{ ...catalogue()[0], name: "Bagong Produkto" }]);
    const after = await recommendedProducts();
    expect(after.length).toBe(before.length + 1);
    expect(JSON.stringify(after)).toContain("Bagong Produkto");
    otherProcessWrites('UPDATE "Product" SET "active" = 0 WHERE "id" = ?', added.id);
    expect(JSON.stringify(await recommendedProducts())).not.toContain("Bagong Produkto");
  });
});
