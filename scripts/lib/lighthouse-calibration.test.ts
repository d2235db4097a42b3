import { describe, expect, it } from "vitest";
import { benchmarksComparable, cpuSlowdownFor, median } from "./lighthouse-calibration";

const multiplierOf = (benchmarkIndex: number) => {
  const slowdown = cpuSlowdownFor(benchmarkIndex);
  if (!slowdown.comparable) throw new Error(slowdown.reason);
  return slowdown.multiplier;
};

describe("cpuSlowdownFor (Lighthouse's throttling calculator)", () => {
  it("gives 3 + (BI - 1300) / 233 from 1300 up", () => {
    expect(multiplierOf(1300)).toBe(3);
    expect(multiplierOf(1533)).toBe(4);
    expect(multiplierOf(2000)).toBe(6);
  });

  it("gives 2 + (BI - 800) / 500 from 800 to 1300", () => {
    expect(multiplierOf(800)).toBe(2);
    expect(multiplierOf(1050)).toBe(2.5);
    // Just under the next band's edge: continuous with it.
    expect(multiplierOf(1299)).toBe(3);
    expect(multiplierOf(1290)).toBe(2.98);
  });

  it("gives 1 + (BI - 150) / 650 from 150 to 800", () => {
    expect(multiplierOf(150)).toBe(1);
    expect(multiplierOf(475)).toBe(1.5);
    expect(multiplierOf(799)).toBe(2);
    expect(multiplierOf(790)).toBe(1.98);
  });

  it("refuses a host under BI 150, saying why", () => {
    for (const benchmarkIndex of [149.9, 100, 0, Number.NaN]) {
      const slowdown = cpuSlowdownFor(benchmarkIndex);
      expect(slowdown.comparable).toBe(false);
      if (!slowdown.comparable) expect(slowdown.reason).toMatch(/under 150/);
    }
  });
});

describe("median of the runs", () => {
  it("takes the middle of five, whatever their order, so one disturbed run does not move it", () => {
    expect(median([100, 84, 99, 100, 98])).toBe(99);
    expect(median([340, 446, 350, 9000, 360])).toBe(360);
  });

  it("takes the mean of the two middle values for an even count, and refuses none", () => {
    expect(median([1, 3, 2, 4])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe("benchmarksComparable (BI within 1.5x)", () => {
  it("compares results whose BI are within 1.5x of each other, the edge included", () => {
    expect(benchmarksComparable([1000, 1500])).toBe(true);
    expect(benchmarksComparable([1200, 900, 1000])).toBe(true);
  });

  it("does not compare results further apart", () => {
    expect(benchmarksComparable([1000, 1501])).toBe(false);
    expect(benchmarksComparable([400, 1300, 1000])).toBe(false);
  });
});
