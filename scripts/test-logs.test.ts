import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The server's log lines stay out of a passing test run's output and come out under a test that
 * failed (server/test/setup.ts). Runs vitest on two small tests of its own, with the project's setup.
 */
const root = path.resolve(import.meta.dirname, "..");

function runVitest(body: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-logs-"));
  // The project's own configuration, but for where the tests are.
  fs.writeFileSync(
    path.join(dir, "vitest.config.ts"),
    [
      `import base from ${JSON.stringify(path.join(root, "vitest.config.ts"))};`,
      `const setup = ${JSON.stringify(path.join(root, "server", "test", "setup.ts"))};`,
      `export default { ...base, test: { ...base.test, root: ${JSON.stringify(dir)}, include: ["*.test.ts"], setupFiles: [setup] } };`,
    ].join("\n"),
  );
  fs.writeFileSync(
    path.join(dir, "logs.test.ts"),
    `import { it, expect } from "vitest";\nimport { log } from ${JSON.stringify(path.join(root, "server", "log.ts"))};\n${body}`,
  );
  const result = spawnSync(path.join(root, "node_modules", ".bin", "vitest"), ["run", "--config", path.join(dir, "vitest.config.ts")], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, TEST_LOGS: "", NO_COLOR: "1" },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return `${result.stdout}${result.stderr}`;
}

describe("server log lines and console output in test output", () => {
  it("are left out while tests pass, and printed under the test that failed", () => {
    const output = runVitest(
      [
        // Each marker is built at run time: the failure's code excerpt quotes the test file.
        `it("passes", () => { log().info({ marker: "line-of-a-" + "passing-test" }, "request"); console.error("console-of-a-" + "passing-test"); expect(1).toBe(1); });`,
        `it("fails", () => { log().info({ marker: "line-of-a-" + "failing-test" }, "request"); console.error("console-of-a-" + "failing-test"); expect(1).toBe(2); });`,
      ].join("\n"),
    );
    expect(output).toContain("1 failed");
    expect(output).not.toContain("line-of-a-passing-test");
    expect(output).toContain('Log lines while "fails" ran:');
    expect(output).toContain("line-of-a-failing-test");
    // What a test prints with console.* likewise (vitest.config.ts: silent: "passed-only").
    expect(output).not.toContain("console-of-a-passing-test");
    expect(output).toContain("console-of-a-failing-test");
  }, 60_000);
});
