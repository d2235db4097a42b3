import { describe, expect, it } from "vitest";
import { complaintIdOfReference, complaintReference, queueRank, ticketStanding } from "./complaint-ticket";

const at = (iso: string) => new Date(iso);

describe("complaint reference", () => {
  it("carries the Manila filing day and the complaint number, and reads back", () => {
    // 20:30 UTC on the 25th is 04:30 on the 26th in Manila.
    const reference = complaintReference(42, at("2026-11-25T20:30:00Z"));
    expect(reference).toBe("CP-20261126-000042");
    expect(complaintIdOfReference(reference)).toBe(42);
    expect(complaintIdOfReference(" cp-20261126-1234567 ")).toBe(1234567);
    expect(complaintIdOfReference("CP-2026-42")).toBeNull();
  });
});

describe("ticket standing", () => {
  const filedAt = at("2026-11-23T02:00:00Z");
  const dueAt = at("2026-11-26T02:00:00Z");
  it("is received until the due time, then overdue and open to escalation", () => {
    const facts = { filedAt, dueAt, repliedAt: null, unsatisfiedAt: null };
    expect(ticketStanding(facts, at("2026-11-26T01:59:00Z"))).toEqual({
      status: "received",
      overdue: false,
      canEscalate: false,
      canMarkUnsatisfied: false,
    });
    expect(ticketStanding(facts, at("2026-11-26T02:01:00Z"))).toEqual({
      status: "overdue",
      overdue: true,
      canEscalate: true,
      canMarkUnsatisfied: false,
    });
  });
  it("answered: no escalation until the borrower marks the answer unsatisfactory", () => {
    const answered = { filedAt, dueAt, repliedAt: at("2026-11-27T00:00:00Z"), unsatisfiedAt: null };
    expect(ticketStanding(answered, at("2026-12-01T00:00:00Z"))).toEqual({
      status: "answered",
      overdue: false,
      canEscalate: false,
      canMarkUnsatisfied: true,
    });
    const unhappy = { ...answered, unsatisfiedAt: at("2026-11-28T00:00:00Z") };
    expect(ticketStanding(unhappy, at("2026-12-01T00:00:00Z"))).toEqual({
      status: "unsatisfied",
      overdue: false,
      canEscalate: true,
      canMarkUnsatisfied: false,
    });
  });
  it("ranks overdue first, then unsatisfied, then open by due time, then answered", () => {
    const now = at("2026-11-30T00:00:00Z");
    const overdue = { filedAt, dueAt, repliedAt: null, unsatisfiedAt: null };
    const open = { filedAt, dueAt: at("2026-12-02T00:00:00Z"), repliedAt: null, unsatisfiedAt: null };
    const answered = { filedAt, dueAt, repliedAt: at("2026-11-25T00:00:00Z"), unsatisfiedAt: null };
    const unhappy = { ...answered, unsatisfiedAt: at("2026-11-26T00:00:00Z") };
    const sorted = [answered, open, unhappy, overdue]
      .map((f) => ({ f, rank: queueRank(f, now) }))
      .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1]);
    expect(sorted.map((s) => s.f)).toEqual([overdue, unhappy, open, answered]);
  });
});
