// A PostgreSQL server for development and tests, from the operating system's `postgresql`
// package: its own data directory (data/postgres), its own port, loopback only, no system service.
// Plain Node so `npm test` and scripts/postgres.mjs can use it before anything is compiled.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "./database.mjs";

export const postgresPort = Number(process.env.POSTGRES_PORT ?? 55432);
export const postgresDir = path.resolve(process.env.POSTGRES_DIR ?? path.join(root, "data", "postgres"));
const logFile = `${postgresDir}.log`;
/** The role and database the script creates; trust authentication on 127.0.0.1 only. */
const USER = "app";
export const DATABASE = "app";

export function postgresUrl(database = DATABASE) {
  return `postgresql://${USER}@127.0.0.1:${postgresPort}/${database}`;
}

/** The folder holding initdb, pg_ctl and postgres, or null when PostgreSQL is not installed. */
export function postgresBin() {
  const candidates = [];
  if (process.env.POSTGRES_BIN) candidates.push(process.env.POSTGRES_BIN);
  const config = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  if (config.status === 0) candidates.push(config.stdout.trim());
  // Debian installs the server outside PATH, one folder per major version: take the newest.
  const debian = "/usr/lib/postgresql";
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(debian, version, "bin"));
  }
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) if (dir) candidates.push(dir);
  return candidates.find((dir) => fs.existsSync(path.join(dir, "pg_ctl")) && fs.existsSync(path.join(dir, "initdb"))) ?? null;
}

/**
 * PostgreSQL will not run as root. As root, the server runs as the `postgres` user that Debian's
 * package creates (or, failing that, `nobody`), and owns its data directory.
 */
function serverUser() {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  for (const name of ["postgres", "nobody"]) if (spawnSync("id", ["-u", name]).status === 0) return name;
  throw new Error("Running as root and no postgres or nobody user exists to run PostgreSQL as.");
}

function runAsServer(command, args, { quiet = true } = {}) {
  const user = serverUser();
  const [cmd, argv] = user ? ["runuser", ["-u", user, "--", command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: "utf8", stdio: quiet ? ["ignore", "pipe", "pipe"] : ["ignore", 2, 2], cwd: os.tmpdir() });
  return result;
}

function must(result, what) {
  if (result.status !== 0) throw new Error(`${what} failed: ${(result.stderr || result.stdout || "").trim()}`);
  return result;
}

export function postgresRunning() {
  const bin = postgresBin();
  if (!bin || !fs.existsSync(path.join(postgresDir, "PG_VERSION"))) return false;
  return runAsServer(path.join(bin, "pg_ctl"), ["status", "-D", postgresDir]).status === 0;
}

/** Initialises (first time), starts (when stopped) and creates the app database; returns its URL. */
export function startPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed (Debian: apt-get install postgresql).");
  const user = serverUser();
  if (user) {
    // The server's user must be able to pass through data/ to reach its own folder, at every start:
    // the app keeps data/ owner-only otherwise (server/data/private-files.ts, decision 218).
    const parent = path.dirname(postgresDir);
    fs.mkdirSync(parent, { recursive: true });
    fs.chmodSync(parent, fs.statSync(parent).mode | 0o001);
  }
  if (!fs.existsSync(path.join(postgresDir, "PG_VERSION"))) {
    fs.mkdirSync(path.dirname(postgresDir), { recursive: true });
    fs.mkdirSync(postgresDir, { recursive: true, mode: 0o700 });
    if (user) must(spawnSync("chown", [user, postgresDir]), "chown of the data directory");
    must(
      runAsServer(path.join(bin, "initdb"), ["-D", postgresDir, "-U", USER, "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]),
      "initdb",
    );
  }
  if (!postgresRunning()) {
    fs.writeFileSync(logFile, "");
    if (user) must(spawnSync("chown", [user, logFile]), "chown of the log");
    // Loopback only, no Unix socket (its path length limit bites in deep checkouts).
    // synchronous_commit=off: a commit does not wait for its WAL flush, as SQLite's
    // synchronous=NORMAL does not (server/db.ts): the app killed loses nothing, a crash of the
    // database server itself the last fraction of a second. A development and test server.
    const options = `-p ${postgresPort} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200 -c synchronous_commit=off`;
    must(
      runAsServer(path.join(bin, "pg_ctl"), ["start", "-w", "-t", "60", "-D", postgresDir, "-l", logFile, "-o", options]),
      `pg_ctl start (see ${logFile})`,
    );
  }
  ensureDatabaseExists(DATABASE);
  return postgresUrl();
}

export function stopPostgres() {
  const bin = postgresBin();
  if (!bin || !postgresRunning()) return false;
  must(runAsServer(path.join(bin, "pg_ctl"), ["stop", "-w", "-m", "fast", "-D", postgresDir]), "pg_ctl stop");
  return true;
}

function psql(database, sql) {
  const bin = postgresBin();
  const client = fs.existsSync(path.join(bin, "psql")) ? path.join(bin, "psql") : "psql";
  return spawnSync(
    client,
    ["-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", String(postgresPort), "-U", USER, "-d", database, "-c", sql],
    { encoding: "utf8" },
  );
}

/** Creates a database on the local server unless it exists (names: letters, digits, underscore). */
export function ensureDatabaseExists(name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Bad database name ${name}`);
  const found = must(psql("postgres", `SELECT 1 FROM pg_database WHERE datname = '${name}'`), "psql");
  if (found.stdout.trim() !== "1") must(psql("postgres", `CREATE DATABASE ${name}`), `CREATE DATABASE ${name}`);
}

/** Drops and creates a database on the local server (tests start from nothing). */
export function recreateDatabase(name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Bad database name ${name}`);
  must(psql("postgres", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`), `DROP DATABASE ${name}`);
  must(psql("postgres", `CREATE DATABASE ${name}`), `CREATE DATABASE ${name}`);
  return postgresUrl(name);
}
