// Set-up steps shared by `npm start`, the QA command line and the test runner. Plain Node (no
// TypeScript) so it can run before anything is installed. Output goes to stderr: the QA command
// line promises exactly one JSON document on stdout.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export function run(command, args, { quiet = false, env = {} } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : ["ignore", 2, 2],
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${command} ${args.join(" ")} failed with exit code ${result.status}`);
  }
  return result;
}

/** `postgresql` when DATABASE_URL names a PostgreSQL server, else `sqlite` (the default). */
export function databaseEngine(url = process.env.DATABASE_URL) {
  if (url === undefined || url.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\/./.test(url)) return "postgresql";
  // The same one line the server gives (server/config.ts databaseEngineOf).
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  throw new Error(
    `Refusing to start: DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), not ${scheme ? `${scheme}:` : "this value"}.`,
  );
}

export function databaseFile() {
  const url = process.env.DATABASE_URL ?? "file:./data/app.db";
  const file = url.replace(/^file:/, "");
  return path.isAbsolute(file) ? file : path.join(root, file);
}

/**
 * Whether the installed packages differ from the lock file. Compared by content (name and version
 * of every package), not by file times: a fresh clone stamps every file with the clone time.
 */
export function packagesStale() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (!fs.existsSync(marker)) return true;
  if (!fs.existsSync(lock)) return false;
  const wanted = JSON.parse(fs.readFileSync(lock, "utf8")).packages ?? {};
  const installed = JSON.parse(fs.readFileSync(marker, "utf8")).packages ?? {};
  // Optional packages (other platforms' binaries) are legitimately absent.
  return Object.entries(wanted).some(
    ([name, info]) => name !== "" && !info.optional && !info.devOptional && installed[name]?.version !== info.version,
  );
}

/** Installs the npm packages when they are missing or differ from the lock file. */
export function ensurePackages() {
  if (!packagesStale()) return;
  const modules = path.join(root, "node_modules");
  if (fs.existsSync(modules) && fs.lstatSync(modules).isSymbolicLink()) {
    // npm ci empties node_modules first, through the link: never do that to someone else's folder.
    console.error("node_modules is a link and its packages differ from package-lock.json; not reinstalling. Run npm ci yourself.");
    return;
  }
  console.error("Installing npm packages (the first time takes a few minutes: better-sqlite3 compiles)...");
  run("npm", [fs.existsSync(path.join(root, "package-lock.json")) ? "ci" : "install", "--no-audit", "--no-fund"]);
}

/**
 * Generates the two Prisma clients (SQLite and PostgreSQL, the same models) when missing or older
 * than their schema. The server picks one by DATABASE_URL (server/db.ts).
 */
export function ensurePrismaClient({ quiet = false } = {}) {
  for (const [folder, schema] of [
    ["prisma", path.join("prisma", "schema.prisma")],
    ["postgresql", path.join("prisma", "postgresql", "schema.prisma")],
  ]) {
    const client = path.join(root, "server", "generated", folder, "client.ts");
    if (fs.existsSync(client) && fs.statSync(client).mtimeMs >= fs.statSync(path.join(root, schema)).mtimeMs) continue;
    run(path.join(root, "node_modules", ".bin", "prisma"), ["generate", "--schema", schema], { quiet });
  }
}

/** Connects, or throws one line naming the server that cannot be reached. */
async function connectOrExplain(client, url) {
  try {
    await client.connect();
  } catch (error) {
    const where = new URL(url);
    const reason = error.code ?? error.message;
    throw new Error(`Refusing to start: the PostgreSQL server at ${where.hostname}:${where.port || 5432} cannot be reached (${reason}).`);
  }
}

/**
 * Applies the committed PostgreSQL migrations (prisma/postgresql/migrations) that the database has
 * not recorded, each in its own transaction, and records them in Prisma's own `_prisma_migrations`
 * table and format. Prisma's `migrate deploy` cannot do it through the pg driver adapter in 6.19
 * (it fails reading PostgreSQL's `name` type: prisma/prisma#27403), and this machine has no native
 * engine. Returns the names applied.
 */
export async function applyPostgresMigrations(url = process.env.DATABASE_URL) {
  const pg = createRequire(path.join(root, "package.json"))("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await connectOrExplain(client, url);
  try {
    // One deployer at a time: instances starting together must not apply a migration twice.
    await client.query("SELECT pg_advisory_lock(7142014)");
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const done = new Set(
      (
        await client.query('SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL')
      ).rows.map((r) => r.migration_name),
    );
    const dir = path.join(root, "prisma", "postgresql", "migrations");
    const applied = [];
    for (const name of fs
      .readdirSync(dir)
      .filter((n) => fs.statSync(path.join(dir, n)).isDirectory())
      .sort()) {
      if (done.has(name)) continue;
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      const checksum = crypto.createHash("sha256").update(sql).digest("hex");
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)',
          [crypto.randomUUID(), checksum, name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${name} failed: ${error.message}`);
      }
      applied.push(name);
    }
    return applied;
  } finally {
    await client.end();
  }
}

function appliedMigrations(file) {
  if (!fs.existsSync(file)) return null;
  const Database = createRequire(path.join(root, "package.json"))("better-sqlite3");
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name='_prisma_migrations'").get();
    if (!table) return new Set();
    return new Set(
      sqlite
        .prepare("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL")
        .all()
        .map((r) => r.migration_name),
    );
  } finally {
    sqlite.close();
  }
}

/** Drops everything in a PostgreSQL database's public schema (the end-to-end and test databases only). */
export async function dropPostgresSchema(url = process.env.DATABASE_URL) {
  const pg = createRequire(path.join(root, "package.json"))("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await connectOrExplain(client, url);
  try {
    await client.query("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public");
  } finally {
    await client.end();
  }
}

/** Applies pending migrations; fast (no Prisma CLI start) when there are none. */
export async function ensureDatabase({ quiet = false } = {}) {
  const engine = databaseEngine();
  ensurePrismaClient({ quiet });
  if (engine === "postgresql") {
    const applied = await applyPostgresMigrations();
    if (!quiet && applied.length > 0) console.error(`Applied ${applied.length} PostgreSQL migration(s): ${applied.join(", ")}`);
    return applied.length > 0;
  }
  const file = databaseFile();
  // Owner-only, as the server keeps it (docs/decisions/218).
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const dir = path.join(root, "prisma", "migrations");
  const wanted = fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isDirectory());
  const applied = appliedMigrations(file);
  if (applied && wanted.every((name) => applied.has(name))) return false;
  const result = run(path.join(root, "node_modules", ".bin", "prisma"), ["migrate", "deploy"], { quiet: true });
  if (!quiet) process.stderr.write(withoutAdapterUrlWarning(`${result.stdout ?? ""}${result.stderr ?? ""}`));
  return true;
}

/**
 * Prisma 6.19 requires a `url` in the schema's datasource (generate refuses the schema without
 * one) and then warns at every migrate that the url is ignored, since prisma.config.ts connects
 * through the driver adapter. The warning is expected and says nothing to act on: leave it out.
 */
export function withoutAdapterUrlWarning(text) {
  return text.replace(/WARNING: Your schema specifies the following datasource properties[\s\S]*?only using driver adapters\.\n*/, "");
}

/** Seeds the base data into an empty database (the seed script itself checks for emptiness). */
export function ensureSeed() {
  run(path.join(root, "node_modules", ".bin", "tsx"), ["prisma/seed.ts"]);
}
