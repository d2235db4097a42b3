// The end-to-end tests' own server: a fresh database of its own (never the app's), migrated and
// seeded, then the same server `npm start` runs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { databaseEngine, databaseFile, dropPostgresSchema, ensureDatabase, ensureSeed, root } from "./lib/database.mjs";
import { ensureDatabaseExists, postgresPort, postgresRunning } from "./lib/postgres.mjs";

if (databaseEngine() === "postgresql") {
  // E2E_DATABASE_URL=postgresql://...: the same suite on PostgreSQL, on a database emptied here.
  // On the local server of scripts/postgres.mjs the database is made when it does not exist yet.
  const where = new URL(process.env.DATABASE_URL);
  if (where.hostname === "127.0.0.1" && Number(where.port) === postgresPort && postgresRunning())
    ensureDatabaseExists(where.pathname.slice(1));
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
