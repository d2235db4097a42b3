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
