import { describe, expect, it } from "vitest";
import { dailyTotals, niceMax } from "./ops-promotion.chart";

describe("funnel chart helpers", () => {
  it.each([
    [0, 4],
    [3, 4],
    [9, 20],
    [17, 20],
    [41, 80],
    [230, 400],
  ])("niceMax(%i) = %i, split into 4 whole steps", (value, max) => {
    expect(niceMax(value)).toBe(max);
    expect(Number.isInteger(max / 4)).toBe(true);
  });

  it("fills the days with nothing recorded and sums templates and tags per day", () => {
    const row = (day: string, visits: number) => ({ day, templateId: 1, utmTag: "", visits, clicks: 0, codes: 0, registrations: 0 });
    const days = dailyTotals(
      [row("2026-11-20", 2), { ...row("2026-11-20", 3), utmTag: "x" }, row("2026-11-22", 1)],
      "2026-11-20",
      "2026-11-22",
    );
    expect(days.map((d) => [d.day, d.visits])).toEqual([
      ["2026-11-20", 5],
      ["2026-11-21", 0],
      ["2026-11-22", 1],
    ]);
  });
});
