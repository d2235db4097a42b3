import { db } from "./db";
import { PUBLISHED_SESSION_IDS } from "./qa/base-seed";

/**
 * The production profile must not serve a database where a session with a published id exists
 * (the README's demo links would log anyone in): the reason as one line, or null.
 */
export async function publishedSessionProblem(): Promise<string | null> {
  const found = await db().session.findFirst({ where: { id: { in: [...PUBLISHED_SESSION_IDS] } }, select: { id: true } });
  return found
    ? `the database holds the published demo session ${found.id}: delete it (and the demo borrower) before running the production profile.`
    : null;
}

/** The Setting row that says which profile a database serves (written by the production start). */
export const DATABASE_PROFILE_KEY = "database-profile";

/**
 * Marks this database as production's: the production start (server/index.ts) and its seed write
 * it, so tools meant for local databases (the QA command line) can refuse it (second penetration
 * test, N15). Written on every production start, so a database that predates the mark gets it too.
 */
export async function markProductionDatabase(): Promise<void> {
  await db().setting.upsert({
    where: { key: DATABASE_PROFILE_KEY },
    create: { key: DATABASE_PROFILE_KEY, value: "production" },
    update: { value: "production" },
  });
}

/** Whether a production start has ever served this database. */
export async function isProductionDatabase(): Promise<boolean> {
  const row = await db().setting.findUnique({ where: { key: DATABASE_PROFILE_KEY } });
  return row?.value === "production";
}
