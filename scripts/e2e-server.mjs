// The end-to-end tests' own server: a fresh database of its own (never the app's), migrated and
// seeded, then the same server `npm start` runs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { databaseFile, ensureDatabase, ensureSeed, root } from "./lib/database.mjs";

const file = databaseFile();
for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
ensureDatabase({ quiet: true });
ensureSeed();
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: root, stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
