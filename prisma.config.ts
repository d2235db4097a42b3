import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { PrismaConfig } from "prisma";

/*
 * Prisma runs here with its JavaScript engine over better-sqlite3: the native engines it would
 * otherwise download come from a host this machine cannot reach. Pointing the engine variables at
 * any existing file makes the CLI skip that download (see docs/decisions/002-prisma-js-engine.md).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(here, "package.json");
process.env.PRISMA_QUERY_ENGINE_LIBRARY ??= path.join(here, "package.json");

export function databaseFile() {
  const url = process.env.DATABASE_URL ?? "file:./data/app.db";
  const file = url.replace(/^file:/, "");
  return path.isAbsolute(file) ? file : path.join(here, file);
}

export default {
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations"), seed: "tsx prisma/seed.ts" },
  experimental: { adapter: true },
  engine: "js",
  async adapter() {
    // The CLI opens the database even for commands that only read schema files (migrate diff):
    // make sure its folder exists on a fresh clone.
    fs.mkdirSync(path.dirname(databaseFile()), { recursive: true });
    return new PrismaBetterSQLite3({ url: databaseFile() });
  },
} satisfies PrismaConfig;
