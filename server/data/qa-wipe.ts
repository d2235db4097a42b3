import { db, engine } from "../db";
import { announceOutsideWrite } from "./change-notice";

/** Empties every table (QA reset and tests), keeping the schema and the migration history. */
export async function emptyAllTables(): Promise<void> {
  const prisma = db();
  if (engine() === "postgresql") {
    const tables = await prisma.$queryRawUnsafe<Array<{ name: string }>>(
      "SELECT tablename::text AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE '\\_prisma\\_%'",
    );
    if (tables.length > 0) await prisma.$executeRawUnsafe(`TRUNCATE ${tables.map(({ name }) => `"${name}"`).join(", ")} RESTART IDENTITY CASCADE`);
  } else {
    const tables = await prisma.$queryRawUnsafe<Array<{ name: string }>>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma_%'",
    );
    await prisma.$executeRawUnsafe("PRAGMA foreign_keys = OFF");
    for (const { name } of tables) await prisma.$executeRawUnsafe(`DELETE FROM "${name}"`);
    await prisma.$executeRawUnsafe("DELETE FROM sqlite_sequence").catch(() => undefined);
    await prisma.$executeRawUnsafe("PRAGMA foreign_keys = ON");
  }
  // Every kept row is gone: every process forgets what it kept.
  announceOutsideWrite();
}
