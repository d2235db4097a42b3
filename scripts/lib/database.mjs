// Set-up steps shared by `npm start`, the QA command line and the test runner. Plain Node (no
// TypeScript) so it can run before anything is installed. Output goes to stderr: the QA command
// line promises exactly one JSON document on stdout.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
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

/** Generates the Prisma client when it is missing or older than the schema. */
export function ensurePrismaClient({ quiet = false } = {}) {
  const client = path.join(root, "server", "generated", "prisma", "client.ts");
  const schema = path.join(root, "prisma", "schema.prisma");
  if (fs.existsSync(client) && fs.statSync(client).mtimeMs >= fs.statSync(schema).mtimeMs) return;
  run(path.join(root, "node_modules", ".bin", "prisma"), ["generate"], { quiet });
}

function appliedMigrations(file) {
  if (!fs.existsSync(file)) return null;
  const Database = createRequire(path.join(root, "package.json"))("better-sqlite3");
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name='_prisma_migrations'").get();
    if (!table) return new Set();
    return new Set(sqlite.prepare("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL").all().map((r) => r.migration_name));
  } finally {
    sqlite.close();
  }
}

/** Applies pending migrations; fast (no Prisma CLI start) when there are none. */
export function ensureDatabase({ quiet = false } = {}) {
  ensurePrismaClient({ quiet });
  const file = databaseFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
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
