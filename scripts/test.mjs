// `npm test`: every test, in the order that fails fastest. Installs what is missing first, so it
// works on a fresh clone.
import fs from "node:fs";
import path from "node:path";
import { ensurePackages, ensurePrismaClient, root, run } from "./lib/database.mjs";
import { postgresBin, postgresUrl, startPostgres } from "./lib/postgres.mjs";

const bin = (name) => path.join(root, "node_modules", ".bin", name);
const step = (title) => console.error(`\n== ${title}`);

ensurePackages();
ensurePrismaClient();
// The backend runs on PostgreSQL too: with TEST_POSTGRES_URL, or the local server
// (scripts/postgres.mjs) when PostgreSQL is installed. CI installs it (.ci/run).
let postgres = process.env.TEST_POSTGRES_URL;
if (!postgres && postgresBin()) {
  step("local PostgreSQL (scripts/postgres.mjs)");
  try {
    startPostgres();
    postgres = postgresUrl("lending_test");
  } catch (error) {
    // A machine whose PostgreSQL cannot start here (a data folder its user cannot reach, say)
    // still runs every other test; the summary line says the second engine was not tested.
    console.error(`PostgreSQL is installed but could not start: ${error.message}`);
  }
}
if (!postgres) console.error("PostgreSQL is not installed: the backend tests run on SQLite only.");
const postgresEnv = postgres ? { TEST_POSTGRES_URL: postgres } : {};
step("schema matches migrations");
run(process.execPath, [path.join(root, "scripts", "check-migrations.mjs")], { env: postgresEnv });
step("typecheck");
run(bin("tsc"), ["--noEmit"]);
step("unit and backend tests (vitest)");
const unitReport = path.join(root, "e2e", ".artifacts", "vitest.json");
fs.mkdirSync(path.dirname(unitReport), { recursive: true });
// On SQLite whatever the caller's environment says (server/test/setup.ts reads TEST_POSTGRES_URL).
run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${unitReport}`], { env: { TEST_POSTGRES_URL: "" } });
const postgresReport = path.join(root, "e2e", ".artifacts", "vitest-postgresql.json");
fs.rmSync(postgresReport, { force: true });
if (postgres) {
  step("backend tests on PostgreSQL (vitest)");
  // The kill -9 test is about SQLite's own file and runs on SQLite whatever the engine.
  run(bin("vitest"), ["run", "server", "--exclude", "server/durability.test.ts", "--reporter=default", "--reporter=json", `--outputFile=${postgresReport}`], { env: postgresEnv });
}
step("build");
run(bin("remix"), ["build"]);
step("end-to-end tests (playwright, phone viewport)");
fs.mkdirSync(path.join(root, "e2e", ".artifacts", "screens"), { recursive: true });
run(bin("playwright"), ["test"]);

// One plain closing line for both runners.
const unit = JSON.parse(fs.readFileSync(unitReport, "utf8"));
const onPostgres = fs.existsSync(postgresReport) ? JSON.parse(fs.readFileSync(postgresReport, "utf8")) : { numPassedTests: 0, numFailedTests: 0 };
const e2e = JSON.parse(fs.readFileSync(path.join(root, "e2e", ".artifacts", "results.json"), "utf8")).stats;
const passed = unit.numPassedTests + onPostgres.numPassedTests + e2e.expected + e2e.flaky;
const failed = unit.numFailedTests + onPostgres.numFailedTests + e2e.unexpected;
console.log(`\n${passed} passed, ${failed} failed${postgres ? "" : " (backend tests on SQLite only: PostgreSQL was not available)"}`);
