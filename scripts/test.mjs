// `npm test`: every test, in the order that fails fastest. Installs what is missing first, so it
// works on a fresh clone.
import fs from "node:fs";
import path from "node:path";
import { ensurePackages, ensurePrismaClient, root, run } from "./lib/database.mjs";

const bin = (name) => path.join(root, "node_modules", ".bin", name);
const step = (title) => console.error(`\n== ${title}`);

ensurePackages();
ensurePrismaClient();
step("typecheck");
run(bin("tsc"), ["--noEmit"]);
step("unit and backend tests (vitest)");
run(bin("vitest"), ["run"]);
step("build");
run(bin("remix"), ["build"]);
step("end-to-end tests (playwright, phone viewport)");
fs.mkdirSync(path.join(root, "e2e", ".artifacts", "screens"), { recursive: true });
run(bin("playwright"), ["test"]);
