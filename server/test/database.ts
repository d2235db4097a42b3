import fs from "node:fs";
import path from "node:path";
import { db, openDatabase } from "../db";
import { emptyDatabase } from "../qa/base-seed";

let migrated = false;

/** Applies the committed migrations to this worker's database (once), then empties it. */
export async function freshDatabase() {
  const prisma = await openDatabase();
  if (!migrated) {
    const dir = path.join(process.cwd(), "prisma", "migrations");
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name, "migration.sql");
      if (!fs.existsSync(file)) continue;
      for (const statement of splitStatements(fs.readFileSync(file, "utf8"))) await prisma.$executeRawUnsafe(statement);
    }
    migrated = true;
  }
  await emptyDatabase();
  return db();
}

function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\r?\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
}
