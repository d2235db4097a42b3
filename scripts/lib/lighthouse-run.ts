/**
 * One Lighthouse run of one page in an open Chrome, and the figures `npm run lighthouse` reads
 * from its result (scripts/lighthouse.ts). Lighthouse's mobile defaults, except the CPU slowdown
 * when one is given (chosen from the host's benchmark index, scripts/lib/lighthouse-calibration.ts).
 */
import lighthouse, { type Result } from "lighthouse";

export interface PageRun {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** mainthread-work-breakdown's total: all main-thread work, scaled by the CPU slowdown. */
  mainThreadMs: number;
  /**
   * The same breakdown's script evaluation, divided back by the run's CPU slowdown: the page's own
   * JavaScript on the main thread as measured, the figure that tells two builds apart when the
   * blocking time cannot (docs/benchmarks.md, "What a page without any script scores").
   */
  scriptEvaluationMs: number;
  benchmarkIndex: number;
  lcpElement: string;
}

export interface RunOptions {
  chromePort: number;
  /** Unset: Lighthouse's default (4). */
  cpuSlowdownMultiplier?: number;
  fail: (message: string) => never;
}

/** The result of one load; a busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP), so such a run is tried again. */
export async function runLighthouse(url: string, name: string, options: RunOptions): Promise<Result> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port: options.chromePort,
      onlyCategories: ["performance"],
      output: "json",
      logLevel: "error",
      // Merged into the mobile defaults: only the CPU slowdown changes.
      ...(options.cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier: options.cpuSlowdownMultiplier } }),
    });
    if (!result) options.fail(`Lighthouse gave no result for ${name}.`);
    if (!result.lhr.runtimeError) return result.lhr;
    console.error(`  ${result.lhr.runtimeError.code}: trying again`);
  }
  return options.fail(`${name}: Lighthouse could not record the page load three times in a row.`);
}

export function pageRunOf(lhr: Result): PageRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Infinity;
  const element = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: value("largest-contentful-paint"),
    fcpMs: value("first-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    mainThreadMs: value("mainthread-work-breakdown"),
    scriptEvaluationMs: scriptEvaluationOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: element?.items?.[0]?.items?.[0]?.node?.snippet ?? "?",
  };
}

function scriptEvaluationOf(lhr: Result): number {
  const details = lhr.audits["mainthread-work-breakdown"]?.details as { items?: Array<{ group?: string; duration?: number }> } | undefined;
  const scaled = details?.items?.find((item) => item.group === "scriptEvaluation")?.duration ?? 0;
  return scaled / (lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1);
}

/** The audits under 0.9 that count toward the score (`--details`). */
export function weakAudits(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .filter((audit) => audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable")
    .map((audit) => `${audit.id}: ${audit.displayValue ?? ""} (score ${audit.score})`);
}
