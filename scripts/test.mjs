// `npm test`: every test, in the order that fails fastest. Installs what is missing first, so it
// works on a fresh clone.
import fs from "node:fs";
import path from "node:path";
import { ensurePackages, ensurePrismaClient, root, run } from "./lib/database.mjs";

const bin = (name) => path.join(root, "node_modules", ".bin", name);
const step = (title) => console.error(`\n== ${title}`);

ensurePackages();
ensurePrismaClient();
step("schema matches migrations");
run(process.execPath, [path.join(root, "scripts", "check-migrations.mjs")]);
step("typecheck");
run(bin("tsc"), ["--noEmit"]);
step("unit and backend tests (vitest)");
const unitReport = path.join(root, "e2e", ".artifacts", "vitest.json");
fs.mkdirSync(path.dirname(unitReport), { recursive: true });
run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${unitReport}`]);
step("build");
run(bin("remix"), ["build"]);
step("end-to-end tests (playwright, phone viewport)");
fs.mkdirSync(path.join(root, "e2e", ".artifacts", "screens"), { recursive: true });
run(bin("playwright"), ["test"]);

// One plain closing line for both runners.
const unit = JSON.parse(fs.readFileSync(unitReport, "utf8"));
const e2e = JSON.parse(fs.readFileSync(path.join(root, "e2e", ".artifacts", "results.json"), "utf8")).stats;
const passed = unit.numPassedTests + e2e.expected + e2e.flaky;
const failed = unit.numFailedTests + e2e.unexpected;
console.log(`\n${passed} passed, ${failed} failed`);
