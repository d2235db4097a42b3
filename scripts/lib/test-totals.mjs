// The closing line of `npm test`: "N passed, N failed", printed whatever failed, so a red run
// still says how red (issue 40, W21).
import fs from "node:fs";

/**
 * A runner's JSON report, or undefined when it wrote none (it crashed, or never ran).
 * @param {string} file
 */
export function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Passed and failed tests of one runner. A runner that exited non-zero counts at least one
 * failure even when its report names none (a file that failed to load, a crash, no report).
 * @param {{ code: number | null, passed?: number, failed?: number }} run
 */
function counted({ code, passed = 0, failed = 0 }) {
  return { passed, failed: code !== null && code !== 0 ? Math.max(failed, 1) : failed };
}

/**
 * The closing line. Each runner: its exit code (null when it did not run) and its report (vitest's
 * JSON reporter, or Playwright's `stats`).
 * @param {{ unit?: { code: number | null, report?: any }, postgres?: { code: number | null, report?: any }, e2e?: { code: number | null, stats?: any }, postgresAvailable: boolean }} runs
 */
export function closingLine({ unit, postgres, e2e, postgresAvailable }) {
  const runs = [
    counted({ code: unit?.code ?? null, passed: unit?.report?.numPassedTests, failed: unit?.report?.numFailedTests }),
    counted({ code: postgres?.code ?? null, passed: postgres?.report?.numPassedTests, failed: postgres?.report?.numFailedTests }),
    counted({
      code: e2e?.code ?? null,
      passed: (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0),
      failed: e2e?.stats?.unexpected,
    }),
  ];
  const passed = runs.reduce((sum, run) => sum + run.passed, 0);
  const failed = runs.reduce((sum, run) => sum + run.failed, 0);
  const notes = [];
  if (e2e?.code === null || e2e === undefined) notes.push("end-to-end tests not run");
  if (!postgresAvailable) notes.push("backend tests on SQLite only: PostgreSQL was not available");
  return `${passed} passed, ${failed} failed${notes.length ? ` (${notes.join("; ")})` : ""}`;
}

/**
 * The time each step took, printed before the closing line so every run shows where its minutes
 * went (docs/benchmarks.md, "Test time"). Steps that ran beside others say so.
 * @param {{ title: string, ms: number, beside?: boolean }[]} steps
 * @param {number} totalMs
 */
export function stepTimesLine(steps, totalMs) {
  const seconds = (ms) => `${Math.round(ms / 1000)} s`;
  const parts = steps.map((step) => `${step.title} ${seconds(step.ms)}${step.beside ? " (beside)" : ""}`);
  return `Step times: ${parts.join(", ")}; all ${seconds(totalMs)}.`;
}
