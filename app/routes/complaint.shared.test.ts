import { describe, expect, it } from "vitest";
import { complaints as english } from "~/lib/messages/complaints";
import { complaints as filipino } from "~/lib/messages/fil/complaints";
import { awaitingReplyText } from "./complaint.shared";

describe("the details page's line while no answer is there (issue 40 W6)", () => {
  it("promises the 3 weekdays only while the answer is not yet due", () => {
    expect(awaitingReplyText(english, { status: "received", dueAt: "2026-11-30 18:00" })).toContain("within 3 weekdays");
    expect(awaitingReplyText(filipino, { status: "received", dueAt: "2026-11-30 18:00" })).toContain("sa loob ng 3 araw");
  });

  it("says an overdue answer is late, with its due time, and promises nothing", () => {
    const said = awaitingReplyText(english, { status: "overdue", dueAt: "2026-11-30 18:00" });
    expect(said).toContain("2026-11-30 18:00");
    expect(said).toMatch(/late/);
    expect(said).not.toMatch(/will reply|within 3 weekdays/);
    const sinabi = awaitingReplyText(filipino, { status: "overdue", dueAt: "2026-11-30 18:00" });
    expect(sinabi).toContain("2026-11-30 18:00");
    expect(sinabi).not.toMatch(/sasagot kami|sa loob ng 3 araw/);
  });
});
