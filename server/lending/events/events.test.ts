import { describe, expect, it } from "vitest";
import { EVENT_BATCH_MAX, FailureCode } from "@contract";
import { db } from "../../db";
import { createBorrower } from "../../qa/factories";
import { useLendingApi } from "../../test/api";

const api = useLendingApi();

const view = (who: { borrower: { id: number }; session: { id: string } }, extra: Record<string, unknown> = {}) => ({
  userId: String(who.borrower.id),
  sessionId: who.session.id,
  moduleId: "page_view",
  positionId: "",
  page: "Order Details",
  ...extra,
});

async function eventsOf(borrowerId: number) {
  return db().event.findMany({ where: { borrowerId }, orderBy: { id: "asc" } });
}

describe("POST /v3/event/save-batch (page views sent together)", () => {
  it("stores each event under its own borrower, with a known product or none", async () => {
    const ana = await createBorrower();
    const ben = await createBorrower();
    const events = [view(ana, { productId: "1" }), view(ben), view(ana, { productId: "777" })];
    const { body } = await api.post("/v3/event/save-batch", { events: JSON.stringify(events) });
    expect(body).toEqual({ code: 0, message: "success", data: { saved: 3, refused: 0 } });
    expect((await eventsOf(ana.borrower.id)).map((e) => [e.moduleId, e.page, e.productId])).toEqual([
      ["page_view", "Order Details", 1],
      ["page_view", "Order Details", null],
    ]);
    expect((await eventsOf(ben.borrower.id)).map((e) => e.productId)).toEqual([null]);
  });

  it("stores the text as sent and the time as any other row's, so time filters find the rows", async () => {
    const ana = await createBorrower();
    const before = new Date(Date.now() - 1);
    const page = `O'Brien "loan"; DROP TABLE "Event"; -- ₱1,000 ñ`;
    const { body } = await api.post("/v3/event/save-batch", {
      events: JSON.stringify([view(ana, { page }), view(ana, { positionId: "a,b" })]),
    });
    expect(body).toMatchObject({ code: 0, data: { saved: 2, refused: 0 } });
    const after = new Date(Date.now() + 1);
    const stored = await eventsOf(ana.borrower.id);
    expect(stored.map((e) => [e.page, e.positionId])).toEqual([
      [page, ""],
      ["Order Details", "a,b"],
    ]);
    for (const event of stored) expect(event.createdAt).toBeInstanceOf(Date);
    expect(await db().event.count({ where: { borrowerId: ana.borrower.id, createdAt: { gte: before, lte: after } } })).toBe(2);
    // A row written by Prisma itself sorts with the batch's rows by time.
    await db().event.create({ data: { borrowerId: ana.borrower.id, moduleId: "later", positionId: "", page: "" } });
    const latest = await db().event.findFirst({ where: { borrowerId: ana.borrower.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    expect(latest?.moduleId).toBe("later");
    expect(await db().event.count({ where: { borrowerId: ana.borrower.id, createdAt: { gte: before } } })).toBe(3);
  });

  it("refuses alone an event whose session is not live or not the borrower's, or that does not read", async () => {
    const ana = await createBorrower();
    const ben = await createBorrower();
    const events = [
      view(ana),
      { ...view(ana), sessionId: ben.session.id }, // Ben's session named with Ana's id
      { ...view(ana), sessionId: "no-such-session-0000" },
      { ...view(ana), moduleId: "" },
      { ...view(ana), userId: "abc" },
      "not an event",
      null,
      { ...view(ben), productId: "<script>" },
      view(ben),
    ];
    const { body } = await api.post("/v3/event/save-batch", { events: JSON.stringify(events) });
    expect(body).toMatchObject({ code: 0, data: { saved: 2, refused: 7 } });
    expect(await eventsOf(ana.borrower.id)).toHaveLength(1);
    expect(await eventsOf(ben.borrower.id)).toHaveLength(1);
  });

  it("refuses a batch that does not read, with the envelope and nothing stored", async () => {
    const ana = await createBorrower();
    const before = await db().event.count();
    for (const events of ["", "[", "{}", "[]", JSON.stringify(Array(EVENT_BATCH_MAX + 1).fill(view(ana))), "x".repeat(63_000)]) {
      const { status, body } = await api.post("/v3/event/save-batch", { events });
      expect(status).toBe(200);
      expect(body.code).toBe(FailureCode.invalidInput);
      expect(body.message).toMatch(/events/);
    }
    const tooLarge = await api.post("/v3/event/save-batch", { events: "x".repeat(70_000) });
    expect(tooLarge).toMatchObject({ status: 413, body: { code: FailureCode.invalidInput } });
    const missing = await api.post("/v3/event/save-batch", {});
    expect(missing.body.code).toBe(FailureCode.invalidInput);
    expect(await db().event.count()).toBe(before);
  });

  it("takes a full batch", async () => {
    const ana = await createBorrower();
    const { body } = await api.post("/v3/event/save-batch", { events: JSON.stringify(Array(EVENT_BATCH_MAX).fill(view(ana))) });
    expect(body).toMatchObject({ code: 0, data: { saved: EVENT_BATCH_MAX, refused: 0 } });
    expect(await eventsOf(ana.borrower.id)).toHaveLength(EVENT_BATCH_MAX);
  });
});
