// The end-to-end tests' own server: a fresh database of its own (never the app's), migrated and
// seeded, then the same server `npm start` runs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { databaseEngine, databaseFile, dropPostgresSchema, ensureDatabase, ensureSeed, root } from "./lib/database.mjs";

if (databaseEngine() === "postgresql") {
  // E2E_DATABASE_URL=postgresql://...: the same suite on PostgreSQL, on a database emptied here.
  await dropPostgresSchema();
} else {
  const file = databaseFile();
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
}
await ensureDatabase({ quiet: true });
ensureSeed();
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: root, stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
