import fs from "node:fs";
import path from "node:path";
import { db, engine } from "../db";

/** The committed migrations folder of this engine. */
export function migrationsFolder(): string {
  return path.join(process.cwd(), "prisma", ...(engine() === "postgresql" ? ["postgresql"] : []), "migrations");
}

/**
 * Why the database does not fit this code (migrations behind, or not migrated), in one line, or
 * null. The names Prisma records in `_prisma_migrations` are compared with the committed folders.
 */
export async function migrationProblem(): Promise<string | null> {
  const folder = migrationsFolder();
  const wanted = fs.readdirSync(folder).filter((name) => fs.statSync(path.join(folder, name)).isDirectory());
  let applied: Set<string>;
  try {
    const rows = await db().$queryRawUnsafe<Array<{ migration_name: string }>>(
      'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    applied = new Set(rows.map((row) => row.migration_name));
  } catch {
    return "the database has no migrations applied (npm start, or npm run setup, applies them).";
  }
  const missing = wanted.filter((name) => !applied.has(name));
  if (missing.length === 0) return null;
  return `the database's migrations are behind the code: ${missing.length} not applied (${missing.join(", ")}); run npm run setup (or npm start) first.`;
}
