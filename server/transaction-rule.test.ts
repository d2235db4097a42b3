import { beforeEach, describe, expect, it } from "vitest";
import { transaction } from "./data/transactions";
import { db } from "./db";
import { createBorrower, seedProducts } from "./qa/factories";
import { freshDatabase } from "./test/database";

// One rule on both engines (docs/decisions/243): inside transaction() the work queries through its
// tx. A db() call there used to join the transaction on SQLite and run outside it, on another
// connection, on PostgreSQL; now it fails the same way on both.
beforeEach(async () => {
  await freshDatabase();
  await seedProducts();
});

describe("db() inside transaction()", () => {
  it("fails with the rule's message, and the transaction's own writes roll back", async () => {
    const { borrower } = await createBorrower();
    let attempts = 0;
    const run = transaction(async (tx) => {
      attempts++;
      await tx.borrower.update({ where: { id: borrower.id }, data: { name: "Written in the transaction" } });
      await db().borrower.update({ where: { id: borrower.id }, data: { phone: borrower.phone } });
    });
    await expect(run).rejects.toThrow("use the transaction's client tx, not db(), inside transaction()");
    expect(attempts).toBe(1); // a mistake, not a conflict: never run again
    expect((await db().borrower.findUniqueOrThrow({ where: { id: borrower.id } })).name).toBe(borrower.name);
  });

  it("is fine in another request while a transaction is open, and after the transaction ends", async () => {
    const { borrower } = await createBorrower();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const open = new Promise<void>((resolve) => (started = resolve));
    let leftRunning: Promise<string> | undefined;
    const committed = transaction(async (tx) => {
      await tx.borrower.update({ where: { id: borrower.id }, data: { name: "Committed" } });
      // Work the transaction starts and leaves running reads through db() once it has ended.
      leftRunning = held.then(async () => {
        await committed;
        return (await db().borrower.findUniqueOrThrow({ where: { id: borrower.id } })).name;
      });
      started();
      await held;
    });
    await open;
    // Another request, outside the transaction's context, while it is open.
    await expect(db().product.count()).resolves.toBeGreaterThan(0);
    release();
    await committed;
    await expect(leftRunning).resolves.toBe("Committed");
  });
});
