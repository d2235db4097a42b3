import { afterEach, describe, expect, it } from "vitest";
import { resetClock, setClock } from "../../clock";
import { db } from "../../db";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";

/**
 * Marking money owed back as sent back (docs/decisions/248): how, when, a reference and who, all
 * checked by the backend; once marked it stays marked as first marked, and the borrower's payment
 * history shows when and how.
 */
const api = useLendingApi();

afterEach(() => resetClock());

/** A refund owed since 2026-03-06 (Manila), the clock at 2026-03-10 (Manila). */
async function owedBack() {
  await setClock(new Date("2026-03-10T04:00:00Z"));
  const who = await createBorrower();
  const order = await createOrder(who.borrower.id, { status: 200 });
  const refund = await db().refund.create({
    data: {
      orderId: order.id,
      borrowerId: who.borrower.id,
      kind: "repay",
      channel: "GCash",
      reference: `PC${order.id}X${Date.now()}`,
      received: 50_000,
      amount: 50_000,
      reason: "closed",
      createdAt: new Date("2026-03-05T20:00:00Z"),
    },
  });
  return { ...who, order, refund };
}

const good = { method: "bank", paidOn: "2026-03-08", reference: "BDO-778812", agentName: "Ana Reyes", confirmed: "yes" };

async function refundRow(id: number) {
  return db().refund.findUniqueOrThrow({ where: { id } });
}

describe("marking money owed back as refunded", () => {
  it("keeps how, when, the reference and who; the row stays listed as refunded; the borrower sees the date and method", async () => {
    const { refund, order, query } = await owedBack();
    const marked = await api.post("/ops/refunds/mark", { refundId: refund.id, ...good, reference: "BDO\u202E-778812 " });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({
      status: "refunded",
      refundId: refund.id,
      refundPaid: { on: "2026-03-08", method: "bank", reference: "BDO-778812" },
      refundMarked: { by: "Ana Reyes", at: expect.stringMatching(/^2026-03-10 /) },
    });
    const all = await api.post("/ops/refunds", { status: "all" });
    expect(all.body.data.items).toEqual(expect.arrayContaining([expect.objectContaining({ refundId: refund.id, status: "refunded" })]));
    const refunded = await api.post("/ops/refunds", { status: "refunded" });
    expect(refunded.body.data.items.map((i: { refundId: number }) => i.refundId)).toContain(refund.id);
    const history = await api.post("/v3/payments/history", { orderId: order.id }, query);
    const line = history.body.data.items.find((i: { status: string }) => i.status === "refunded");
    expect(line.refundPaid).toEqual({ on: "2026-03-08", method: "bank", reference: "BDO-778812" });
    expect(line).not.toHaveProperty("refundMarked");
  });

  it("lists the due ones before the refunded ones when asked for all", async () => {
    const first = await owedBack();
    const second = await owedBack();
    await api.post("/ops/refunds/mark", { refundId: first.refund.id, ...good });
    const ids = (await api.post("/ops/refunds", { status: "all" })).body.data.items.map((i: { refundId: number }) => i.refundId);
    expect(ids.indexOf(second.refund.id)).toBeLessThan(ids.indexOf(first.refund.id));
  });

  it.each([
    ["no method", { method: "" }, /choose how the money was sent back/],
    ["an unknown method", { method: "crypto" }, /choose how the money was sent back/],
    ["no date", { paidOn: "" }, /date the money was sent/],
    ["a date not on the calendar", { paidOn: "2026-02-30" }, /calendar date/],
    ["a date in the future", { paidOn: "2026-03-11" }, /cannot be in the future/],
    ["a date before the money was owed", { paidOn: "2026-03-05" }, /cannot be before the money was owed/],
    ["an over-long reference", { reference: "R".repeat(81) }, /within 80 characters/],
    ["no agent's name", { agentName: "  " }, /give your name/],
    ["no confirmation", { confirmed: "" }, /confirm the money was sent/],
  ])("refuses %s with the envelope, never a 5xx, and marks nothing", async (_, change, message) => {
    const { refund } = await owedBack();
    const refused = await api.post("/ops/refunds/mark", { refundId: refund.id, ...good, ...change });
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.message).toMatch(message);
    expect(await refundRow(refund.id)).toMatchObject({ status: "due", refundMethod: "", refundPaidOn: "", refundedBy: "" });
  });

  it("keeps the first marking when marked twice, even at once", async () => {
    const { refund } = await owedBack();
    const [a, b] = await Promise.all([
      api.post("/ops/refunds/mark", { refundId: refund.id, ...good }),
      api.post("/ops/refunds/mark", { refundId: refund.id, ...good, method: "cash", agentName: "Ben Cruz", paidOn: "2026-03-09" }),
    ]);
    expect([a.body.data.status, b.body.data.status]).toEqual(["refunded", "refunded"]);
    const kept = await refundRow(refund.id);
    const again = await api.post("/ops/refunds/mark", {
      refundId: refund.id,
      ...good,
      method: "other",
      agentName: "Cora Lim",
      paidOn: "2026-03-10",
    });
    expect(again.body.data.refundPaid).toEqual({ on: kept.refundPaidOn, method: kept.refundMethod, reference: kept.refundReference });
    expect(await refundRow(refund.id)).toEqual(kept);
    expect([a.body.data.refundMarked.by, b.body.data.refundMarked.by]).toEqual([kept.refundedBy, kept.refundedBy]);
  });

  it("refuses a caller who is not a signed-in agent", async () => {
    const { refund } = await owedBack();
    const response = await fetch(`${api.base}/ops/refunds/mark`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ refundId: String(refund.id), ...good }),
    });
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { code: unknown }).code).not.toBe(0);
    expect((await refundRow(refund.id)).status).toBe("due");
  });
});
