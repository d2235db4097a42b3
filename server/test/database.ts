import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "../data/migrations-check";
import { db, engine, openDatabase } from "../db";
import { emptyDatabase } from "../qa/base-seed";

/**
 * The database this process migrated (its DATABASE_URL): kept on globalThis, so a test that loads
 * the modules again (a restarted backend, `vi.resetModules`) finds it done and keeps the data.
 */
const MIGRATED = Symbol.for("pautang.test.database-migrated");
const holder = globalThis as Record<symbol, string | undefined>;

/** Applies the committed migrations to this worker's database, once per worker. */
export async function migratedDatabase() {
  const prisma = await openDatabase();
  if (holder[MIGRATED] !== process.env.DATABASE_URL) {
    // A PostgreSQL test database outlives the run: start it from nothing.
    if (engine() === "postgresql") {
      await prisma.$executeRawUnsafe("DROP SCHEMA IF EXISTS public CASCADE");
      await prisma.$executeRawUnsafe("CREATE SCHEMA public");
    }
    const dir = migrationsFolder();
    const applied: string[] = [];
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name, "migration.sql");
      if (!fs.existsSync(file)) continue;
      for (const statement of splitStatements(fs.readFileSync(file, "utf8"))) await prisma.$executeRawUnsafe(statement);
      applied.push(name);
    }
    // Recorded as Prisma records them, so a server started on this database finds it up to date
    // (server/db.ts migrationProblem). The same SQL on both engines.
    await prisma.$executeRawUnsafe(
      'CREATE TABLE IF NOT EXISTS "_prisma_migrations" ("id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMP, "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMP, "started_at" TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, "applied_steps_count" INTEGER NOT NULL DEFAULT 0)',
    );
    for (const [i, name] of applied.entries()) {
      await prisma.$executeRawUnsafe(
        `INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "applied_steps_count") VALUES ('test-${i}', '', CURRENT_TIMESTAMP, '${name}', 1)`,
      );
    }
    holder[MIGRATED] = process.env.DATABASE_URL;
  }
  return prisma;
}

/** Applies the committed migrations to this worker's database (once), then empties it. */
export async function freshDatabase() {
  await migratedDatabase();
  await emptyDatabase();
  return db();
}

function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\r?\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
}
