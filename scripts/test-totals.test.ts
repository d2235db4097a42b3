import { describe, expect, it } from "vitest";
import { closingLine, stepTimesLine } from "./lib/test-totals.mjs";

/**
 * `npm test` ends with "N passed, N failed" whatever failed: a failed run on PostgreSQL once ended
 * the script before that line (issue 40, W21). scripts/test.mjs prints closingLine and exits 1 on
 * any failure.
 */
const unit = { code: 0, report: { numPassedTests: 900, numFailedTests: 0 } };
const e2e = { code: 0, stats: { expected: 200, flaky: 1, unexpected: 0 } };

describe("the closing line of npm test", () => {
  it("adds up every runner when all pass", () => {
    expect(
      closingLine({ unit, postgres: { code: 0, report: { numPassedTests: 700, numFailedTests: 0 } }, e2e, postgresAvailable: true }),
    ).toBe("1801 passed, 0 failed");
  });

  it("counts the failures of a failed PostgreSQL run", () => {
    const postgres = { code: 1, report: { numPassedTests: 698, numFailedTests: 2 } };
    expect(closingLine({ unit, postgres, e2e, postgresAvailable: true })).toBe("1799 passed, 2 failed");
  });

  it("counts a failure for a runner that failed without naming one (no report, or a file that did not load)", () => {
    expect(closingLine({ unit, postgres: { code: 1 }, e2e, postgresAvailable: true })).toBe("1101 passed, 1 failed");
    const fileFailed = { code: 1, report: { numPassedTests: 10, numFailedTests: 0 } };
    expect(closingLine({ unit, postgres: fileFailed, e2e, postgresAvailable: true })).toBe("1111 passed, 1 failed");
  });

  it("says what did not run: browsers after a failed unit run, PostgreSQL when unavailable", () => {
    const failedUnit = { code: 1, report: { numPassedTests: 899, numFailedTests: 1 } };
    expect(closingLine({ unit: failedUnit, postgresAvailable: true })).toBe("899 passed, 1 failed (end-to-end tests not run)");
    expect(closingLine({ unit, e2e, postgresAvailable: false })).toBe(
      "1101 passed, 0 failed (backend tests on SQLite only: PostgreSQL was not available)",
    );
  });
});

describe("the step times of npm test", () => {
  it("names each step with its whole seconds, marks the ones run beside others, and gives the total", () => {
    expect(
      stepTimesLine(
        [
          { title: "checks", ms: 61_400 },
          { title: "SQLite tests", ms: 143_660 },
          { title: "PostgreSQL tests", ms: 443_920, beside: true },
        ],
        661_000,
      ),
    ).toBe("Step times: checks 61 s, SQLite tests 144 s, PostgreSQL tests 444 s (beside); all 661 s.");
  });
});
