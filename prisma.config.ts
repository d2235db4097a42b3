import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PrismaConfig } from "prisma";

/*
 * Prisma runs here with its JavaScript engine over a driver adapter: the native engines it would
 * otherwise download come from a host this machine cannot reach. Pointing the engine variables at
 * any existing file makes the CLI skip that download (see docs/decisions/002-prisma-js-engine.md).
 *
 * DATABASE_URL picks the engine: `file:` is SQLite (prisma/schema.prisma, prisma/migrations);
 * `postgresql:` is PostgreSQL (prisma/postgresql/, generated from the SQLite schema;
 * docs/decisions/120-postgresql.md).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(here, "package.json");
process.env.PRISMA_QUERY_ENGINE_LIBRARY ??= path.join(here, "package.json");

const url = process.env.DATABASE_URL ?? "file:./data/app.db";
const postgres = /^postgres(ql)?:\/\//.test(url);

export function databaseFile() {
  const file = url.replace(/^file:/, "");
  return path.isAbsolute(file) ? file : path.join(here, file);
}

const folder = postgres ? path.join("prisma", "postgresql") : "prisma";

export default {
  schema: path.join(folder, "schema.prisma"),
  migrations: { path: path.join(folder, "migrations"), seed: "tsx prisma/seed.ts" },
  experimental: { adapter: true },
  engine: "js",
  async adapter() {
    if (postgres) return new PrismaPg({ connectionString: url });
    // The CLI opens the database even for commands that only read schema files (migrate diff):
    // make sure its folder exists on a fresh clone.
    fs.mkdirSync(path.dirname(databaseFile()), { recursive: true });
    return new PrismaBetterSQLite3({ url: databaseFile() });
  },
} satisfies PrismaConfig;
