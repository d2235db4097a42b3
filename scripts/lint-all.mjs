// The tree-wide format and lint fix, run once when no other branch is in flight (a reformat of
// every file conflicts with every open change; docs/decisions/134). Writes Prettier's format to
// every file, applies ESLint's safe fixes (import order, type imports), then runs both checks as
// `npm test` will and lists what is left for a person to fix. Exits non-zero while anything is.
//
//   node scripts/lint-all.mjs            fix, then check
//   node scripts/lint-all.mjs --check    check only (what `npm test` runs)
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: "inherit" }).status ?? 1;
const checkOnly = process.argv.includes("--check");

if (!checkOnly) {
  console.error("== prettier --write .");
  run(bin("prettier"), ["--write", "--log-level=warn", "."]);
  console.error("== eslint --fix .");
  run(bin("eslint"), ["--fix", "."]);
  // ESLint's fixes (import order) can leave lines Prettier would wrap differently.
  run(bin("prettier"), ["--write", "--log-level=warn", "."]);
}
console.error("== format check (prettier --check .)");
const format = run(bin("prettier"), ["--check", "--log-level=warn", "."]);
console.error("== lint (eslint .)");
const lint = run(bin("eslint"), ["."]);
console.error(format === 0 && lint === 0 ? "format and lint: clean" : "format or lint: see above");
process.exit(format === 0 && lint === 0 ? 0 : 1);
