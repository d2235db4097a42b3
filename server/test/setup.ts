import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach } from "vitest";
import { useDefaultLogDestination } from "../log";

/**
 * Each test worker gets its own SQLite file, migrated once from the committed migrations, so
 * backend tests run against the real schema without touching the app's database.
 *
 * TEST_POSTGRES_URL=postgresql://.../<name> runs the same tests on PostgreSQL: each worker gets its
 * own database on that server, `<name>_w<worker>` (made here when missing; server/test/database.ts
 * empties and migrates it). `npm test` sets it when PostgreSQL is installed (scripts/test.mjs).
 */
const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lending-test-${worker}-`));
const postgres = process.env.TEST_POSTGRES_URL;
if (postgres) {
  const url = new URL(postgres);
  const name = `${url.pathname.slice(1) || "lending_test"}_w${worker}`.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
  const { default: pg } = await import("pg");
  const maintenance = new URL(postgres);
  maintenance.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.DATABASE_URL = `file:${path.join(dir, "test.db")}`;
}
process.env.UPLOAD_DIR = path.join(dir, "uploads");
// The worker's folder (its SQLite file, its uploads) goes with its test file: thousands of test
// files a run would otherwise leave as many folders in the temporary directory.
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
process.env.NODE_ENV = "test";
// The ops console is off without a password in every profile; backend tests use this one.
process.env.OPS_PASSWORD = "test-ops-password-for-backend-tests";
// Wide abuse limits for every backend test (one loopback address sends them all; the counters are
// emptied with each test's fresh database); tests of the limits set their own small values
// (server/security/security.test.ts, integration/third-pentest.test.ts).
process.env.COMPLAINTS_PER_BORROWER_PER_DAY ??= "10000";
process.env.CONTACT_MESSAGES_PER_IP_PER_HOUR ??= "10000";
process.env.PROMOTION_VISITS_PER_IP_PER_HOUR ??= "10000";

// The server's log lines (requests, drains, jobs) are held per test and printed only under a test
// that failed, so a passing run's output is the runner's alone. TEST_LOGS=show prints them as they
// come, for a developer watching a test.
if (process.env.TEST_LOGS !== "show") {
  let held: string[] = [];
  useDefaultLogDestination({ write: (line: string) => void held.push(line) });
  beforeEach((context) => {
    held = [];
    context.onTestFailed(() => {
      if (held.length) process.stdout.write(`\nLog lines while "${context.task.name}" ran:\n${held.join("")}`);
    });
  });
}
