import { beforeEach, describe, expect, it } from "vitest";
import { transaction } from "./data/transactions";
import { db, engine } from "./db";
import { createBorrower, seedProducts } from "./qa/factories";
import { freshDatabase } from "./test/database";

beforeEach(async () => {
  await freshDatabase();
  await seedProducts();
});

/** Lets the event loop run other requests' work while a transaction stays open. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("one request's open transaction and another request's queries", () => {
  it("a write another request makes while a transaction is open is kept when that transaction rolls back", async () => {
    const { borrower: first } = await createBorrower();
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    // Request A: writes, waits (other requests run meanwhile), then fails and rolls back.
    const a = transaction(async (tx) => {
      await tx.borrower.update({ where: { id: first.id }, data: { name: "Never committed" } });
      inside();
      await turn();
      await turn();
      throw new Error("refused");
    }).catch((error: Error) => error.message);
    await opened;
    // Request B, meanwhile: a write of its own (one statement), acknowledged when it returns.
    const created = await db().borrower.create({ data: { phone: "09170000999", name: "Created by B" } });
    expect(await a).toBe("refused");
    expect(await db().borrower.findUnique({ where: { id: created.id } })).not.toBeNull();
    expect((await db().borrower.findUniqueOrThrow({ where: { id: first.id } })).name).not.toBe("Never committed");
  });

  it("another request never reads what an open transaction has not committed", async () => {
    const { borrower } = await createBorrower();
    const before = (await db().borrower.findUniqueOrThrow({ where: { id: borrower.id } })).name;
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const a = transaction(async (tx) => {
      await tx.borrower.update({ where: { id: borrower.id }, data: { name: "Not yet committed" } });
      inside();
      await released;
    });
    await opened;
    const seenMeanwhile = (await db().borrower.findUniqueOrThrow({ where: { id: borrower.id } })).name;
    release();
    await a;
    expect(seenMeanwhile).toBe(before);
    expect((await db().borrower.findUniqueOrThrow({ where: { id: borrower.id } })).name).toBe("Not yet committed");
  });

  it.runIf(engine() === "sqlite")(
    "a client taken before the transaction still runs inside it (it does not wait for the transaction itself)",
    async () => {
      const { borrower } = await createBorrower();
      // db() itself refuses inside transaction() (transaction-rule.test.ts); a client held from
      // before is the one way left, and must not deadlock.
      const client = db();
      const name = await transaction(async (tx) => {
        await tx.borrower.update({ where: { id: borrower.id }, data: { name: "Inside" } });
        await client.borrower.update({ where: { id: borrower.id }, data: { phone: borrower.phone } });
        return (await client.borrower.findUniqueOrThrow({ where: { id: borrower.id } })).name;
      });
      expect(name).toBe("Inside");
    },
  );

  it.runIf(engine() === "sqlite")("many writes at once from many requests all land", async () => {
    const { borrower } = await createBorrower();
    const writes = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? transaction(async (tx) => {
            await turn();
            await tx.borrower.update({ where: { id: borrower.id }, data: { name: `tx ${i}` } });
          })
        : db().borrower.update({ where: { id: borrower.id }, data: { name: `single ${i}` } }),
    );
    await expect(Promise.all(writes)).resolves.toHaveLength(40);
  });
});
