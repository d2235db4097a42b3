import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app"), "@contract": path.resolve(import.meta.dirname, "contract") } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "contract/**/*.test.ts",
      "server/**/*.test.ts",
      "integration/**/*.test.ts",
      "scripts/**/*.test.ts",
      "prisma/**/*.test.ts",
    ],
    exclude: ["e2e/**", "node_modules/**", "build/**"],
    environment: "node",
    // What a test prints (and the server's log lines, held by server/test/setup.ts) shows only under
    // a test that failed: a passing run's output is the runner's alone.
    silent: "passed-only",
    // Backend tests share one SQLite file per worker; see server/test/setup.ts.
    setupFiles: ["server/test/setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 20_000,
    // A hook gets a test's time: emptying the PostgreSQL database before each test, beside the
    // browser tests on a two-core machine, took over 10 s (vitest's default) in a full run.
    hookTimeout: 20_000,
  },
});
