// `npm test`: every test, in the order that fails fastest. Installs what is missing first, so it
// works on a fresh clone.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensurePackages, ensurePrismaClient, root, run } from "./lib/database.mjs";
import { postgresBin, postgresRunning, postgresUrl, startPostgres, stopPostgres } from "./lib/postgres.mjs";
import { closingLine, readReport, stepTimesLine } from "./lib/test-totals.mjs";

const bin = (name) => path.join(root, "node_modules", ".bin", name);
const step = (title) => console.error(`\n== ${title}`);
// Each step's time, shown before the closing line (docs/benchmarks.md, "Test time").
const began = Date.now();
const stepTimes = [];
async function timed(title, work, beside = false) {
  const from = Date.now();
  try {
    return await work();
  } finally {
    stepTimes.push({ title, ms: Date.now() - from, beside });
  }
}

await timed("install check", () => {
  ensurePackages();
  ensurePrismaClient();
});
// The backend runs on PostgreSQL too: with TEST_POSTGRES_URL, or the local server
// (scripts/postgres.mjs) when PostgreSQL is installed. CI installs it (.ci/run).
let postgres = process.env.TEST_POSTGRES_URL;
if (!postgres && postgresBin()) {
  step("local PostgreSQL (scripts/postgres.mjs)");
  try {
    // A server this run started is stopped when it ends (one already running is left as found),
    // so the next checkout's run can start its own on the same port.
    const wasRunning = postgresRunning();
    await timed("PostgreSQL start", () => startPostgres());
    if (!wasRunning) process.on("exit", () => stopPostgres());
    postgres = postgresUrl("lending_test");
  } catch (error) {
    // A machine whose PostgreSQL cannot start here (a data folder its user cannot reach, say)
    // still runs every other test; the summary line says the second engine was not tested.
    console.error(`PostgreSQL is installed but could not start: ${error.message}`);
  }
}
if (!postgres) console.error("PostgreSQL is not installed: the backend tests run on SQLite only.");
const postgresEnv = postgres ? { TEST_POSTGRES_URL: postgres } : {};
/**
 * Runs a command without blocking this script. Its output goes to `log` (shown later by `show`)
 * or straight through. Resolves with the exit code.
 */
const started = [];
// A step that fails stops this script: nothing it started in the background is left running.
process.on("exit", () => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGTERM");
});
function start(command, args, { env = {}, log } = {}) {
  const out = log ? fs.openSync(log, "w") : 2;
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", out, out], env: { ...process.env, ...env } });
  started.push(child);
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}
function show(title, log) {
  step(title);
  process.stderr.write(fs.readFileSync(log, "utf8"));
}
const logs = path.join(root, "e2e", ".artifacts", "logs");
fs.mkdirSync(logs, { recursive: true });

// The schema check (mostly waiting on Prisma's CLI and PostgreSQL), the typecheck and the format and
// lint check (one busy core each, briefly) do not depend on each other: side by side, their output
// shown in order afterwards.
step("schema matches migrations, typecheck, format and lint (side by side)");
const checks = [
  {
    title: "schema matches migrations",
    log: "check-migrations.log",
    command: process.execPath,
    args: [path.join(root, "scripts", "check-migrations.mjs")],
    env: postgresEnv,
  },
  { title: "typecheck", log: "typecheck.log", command: bin("tsc"), args: ["--noEmit"] },
  // Fix with `node scripts/lint-all.mjs` (docs/decisions/134).
  { title: "format and lint", log: "lint.log", command: process.execPath, args: [path.join(root, "scripts", "lint-all.mjs"), "--check"] },
];
const codes = await timed("checks", () =>
  Promise.all(checks.map((check) => start(check.command, check.args, { env: check.env, log: path.join(logs, check.log) }))),
);
for (const check of checks) show(check.title, path.join(logs, check.log));
const failedChecks = checks.filter((_, index) => codes[index] !== 0).map((check) => check.title);
if (failedChecks.length) {
  console.error(`\nFailed: ${failedChecks.join(", ")}.`);
  process.exit(1);
}
step("unit and backend tests (vitest)");
const unitReport = path.join(root, "e2e", ".artifacts", "vitest.json");
fs.mkdirSync(path.dirname(unitReport), { recursive: true });
fs.rmSync(unitReport, { force: true });
// On SQLite whatever the caller's environment says (server/test/setup.ts reads TEST_POSTGRES_URL).
const unitCode = await timed("SQLite tests", () =>
  start(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${unitReport}`], {
    env: { TEST_POSTGRES_URL: "" },
  }),
);
const unit = { code: unitCode, report: readReport(unitReport) };
/** Prints the closing line (always: a failed run still says how many failed) and exits. */
function finish(runs, failedWhat) {
  if (failedWhat.length) console.error(`\n${failedWhat.join(" and ")} failed.`);
  console.error(`\n${stepTimesLine(stepTimes, Date.now() - began)}`);
  console.log(`\n${closingLine({ unit, ...runs, postgresAvailable: Boolean(postgres) })}`);
  process.exit(failedWhat.length ? 1 : 0);
}
// Fails fastest: with a unit or backend test failing, no build and no browser.
if (unitCode !== 0) finish({}, ["The unit and backend tests"]);
const postgresReport = path.join(root, "e2e", ".artifacts", "vitest-postgresql.json");
fs.rmSync(postgresReport, { force: true });
// The backend suite on PostgreSQL runs beside the build and the end-to-end tests, on one worker:
// the browser tests mostly wait on their server and leave about a core idle, which this fills
// (docs/decisions/121-database-loss-nginx-ci-time.md). Its output is shown after them.
const postgresLog = path.join(logs, "vitest-postgresql.log");
const postgresRun = postgres
  ? timed(
      "PostgreSQL tests",
      () =>
        start(
          bin("vitest"),
          // The kill -9 test is about SQLite's own file and runs on SQLite whatever the engine; the
          // memory test starts its own server on its own SQLite file (the engine is not what it
          // measures); the pure rules of server/domain touch no database.
          // The start-up profiles and the texts of every answer do not depend on the engine, and
          // are the slowest files there (70 s each on PostgreSQL): they run once, on SQLite.
          [
            "run",
            "server",
            "integration",
            "--exclude",
            "server/durability.test.ts",
            "--exclude",
            "server/memory-under-attack.test.ts",
            "--exclude",
            "server/domain/**",
            "--exclude",
            "server/startup-profiles.test.ts",
            "--exclude",
            "server/lending/messages.test.ts",
            "--maxWorkers=1",
            "--reporter=default",
            "--reporter=json",
            `--outputFile=${postgresReport}`,
          ],
          { env: postgresEnv, log: postgresLog },
        ),
      true,
    )
  : Promise.resolve(0);
if (postgres) step("backend tests on PostgreSQL (vitest): started, beside what follows");
step("build");
try {
  await timed("build", () => run(process.execPath, [path.join(root, "scripts", "build.mjs")]));
} catch (error) {
  console.error(error.message);
  finish({}, ["The build"]);
}
step("end-to-end tests (playwright, phone viewport)");
fs.mkdirSync(path.join(root, "e2e", ".artifacts", "screens"), { recursive: true });
const e2eResults = path.join(root, "e2e", ".artifacts", "results.json");
fs.rmSync(e2eResults, { force: true });
const e2eCode = await timed("end-to-end tests", () => start(bin("playwright"), ["test"]));
const postgresCode = await postgresRun;
if (postgres) show("backend tests on PostgreSQL (vitest)", postgresLog);

// One plain closing line for every runner, whichever failed (scripts/lib/test-totals.mjs).
finish(
  {
    postgres: postgres ? { code: postgresCode, report: readReport(postgresReport) } : undefined,
    e2e: { code: e2eCode, stats: readReport(e2eResults)?.stats },
  },
  [e2eCode !== 0 && "The end-to-end tests", postgresCode !== 0 && "The backend tests on PostgreSQL"].filter(Boolean),
);
