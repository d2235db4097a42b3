import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db";
import { createBorrower, seedProducts } from "../../qa/factories";
import { freshDatabase } from "../../test/database";
import { saveEvent } from "./service";

beforeEach(async () => {
  await freshDatabase();
  await seedProducts();
});

describe("page views written together", () => {
  it("answers each caller only once its event is in the database, several in one write", async () => {
    const { borrower } = await createBorrower();
    const saves = Array.from({ length: 5 }, (_, i) => saveEvent({ borrowerId: borrower.id, moduleId: "page_view", positionId: String(i), page: "Order Details" }));
    // Nothing is acknowledged before it is written.
    const first = await Promise.race([saves[0].then(() => "answered"), Promise.resolve("waiting")]);
    expect(first).toBe("waiting");
    expect(await db().event.count({ where: { borrowerId: borrower.id } })).toBe(0);
    await Promise.all(saves);
    const rows = await db().event.findMany({ where: { borrowerId: borrower.id }, orderBy: { positionId: "asc" } });
    expect(rows.map((row) => row.positionId)).toEqual(["0", "1", "2", "3", "4"]);
  });

  it("one event that cannot be written does not lose the others gathered with it", async () => {
    const { borrower } = await createBorrower();
    const good = saveEvent({ borrowerId: borrower.id, moduleId: "page_view", positionId: "kept", page: "Order Details" });
    const bad = saveEvent({ borrowerId: 987654, moduleId: "page_view", positionId: "refused", page: "Order Details" });
    await expect(good).resolves.toBeUndefined();
    await expect(bad).rejects.toBeTruthy();
    expect((await db().event.findMany({ where: { positionId: { in: ["kept", "refused"] } } })).map((row) => row.positionId)).toEqual(["kept"]);
  });
});
