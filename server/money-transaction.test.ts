import { beforeEach, describe, expect, it } from "vitest";
import { db, engine } from "./db";
import { moneyTransaction } from "./money-transaction";
import { freshDatabase } from "./test/database";

/** SQLite's PRAGMA synchronous as the writer connection has it: 1 NORMAL, 2 FULL. */
async function synchronous(tx: { $queryRawUnsafe: (sql: string) => Promise<unknown> } = db()): Promise<number> {
  const rows = (await tx.$queryRawUnsafe("PRAGMA synchronous")) as Array<{ synchronous: number | bigint }>;
  return Number(rows[0].synchronous);
}

describe.skipIf(engine() === "postgresql")("a money transaction is synced to disk before it is acknowledged", () => {
  beforeEach(async () => {
    await freshDatabase();
  });

  it("commits with synchronous=FULL, overlapping ones too, and other writes go back to NORMAL", async () => {
    expect(await synchronous()).toBe(1);
    const seen = await Promise.all(
      [0, 1, 2].map((i) =>
        moneyTransaction(async (tx) => {
          await new Promise((resolve) => setTimeout(resolve, 5 * i));
          return synchronous(tx);
        }),
      ),
    );
    expect(seen).toEqual([2, 2, 2]);
    // Switched back once none is in flight (the switch is queued: wait for a money transaction's turn).
    await moneyTransaction(async () => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await synchronous()).toBe(1);
  });
});
