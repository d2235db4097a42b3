/**
 * The rules that make Lighthouse figures comparable across machines (docs/benchmarks.md,
 * "Lighthouse, calibrated"; Lighthouse's docs/throttling.md, "CPU throttling"): the CPU slowdown
 * is chosen from the host's benchmark index (BI, `lhr.environment.benchmarkIndex`) by Lighthouse's
 * throttling calculator, a page's figure is the median of its runs, and two results are compared
 * only when their BI are within 1.5x of each other. Pure: no browser, no clock.
 */

/** Under this BI the calculator has no multiplier: the host is slower than the phone emulated. */
export const LOWEST_COMPARABLE_BENCHMARK_INDEX = 150;
/** Two results compare when the larger BI is at most this many times the smaller. */
export const COMPARABLE_BENCHMARK_RATIO = 1.5;

export type CpuSlowdown = { comparable: true; multiplier: number } | { comparable: false; reason: string };

/**
 * Lighthouse's throttling calculator: the CPU slowdown that brings a host of this BI to the
 * mid-tier phone Lighthouse's mobile settings stand for. Continuous at the band edges (800 gives 2,
 * 1300 gives 3); rounded to hundredths so the printed multiplier is the one applied.
 */
export function cpuSlowdownFor(benchmarkIndex: number): CpuSlowdown {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < LOWEST_COMPARABLE_BENCHMARK_INDEX) {
    return {
      comparable: false,
      reason:
        `benchmark index ${Number.isFinite(benchmarkIndex) ? Math.round(benchmarkIndex) : benchmarkIndex} is under ` +
        `${LOWEST_COMPARABLE_BENCHMARK_INDEX}: this host is slower than the phone Lighthouse emulates, ` +
        "so no CPU slowdown makes its figures comparable",
    };
  }
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  return { comparable: true, multiplier: Math.round(multiplier * 100) / 100 };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Whether results taken on hosts of these BI may be compared: every pair within 1.5x. */
export function benchmarksComparable(benchmarkIndices: readonly number[]): boolean {
  if (benchmarkIndices.length === 0) return true;
  const lowest = Math.min(...benchmarkIndices);
  const highest = Math.max(...benchmarkIndices);
  return lowest > 0 && highest / lowest <= COMPARABLE_BENCHMARK_RATIO;
}
