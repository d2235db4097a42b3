import { db } from "../db";

/**
 * The abuse limits' counters in the database, for several instances on one PostgreSQL database
 * (server/security/rate-limits.ts DatabaseStore). Real time, like the in-memory counters, not the
 * QA clock.
 */

/** Counts one hit of `key`: one atomic statement; a new window starts when the old one has passed. */
export async function countRateHit(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
  const at = Date.now();
  const rows = await db().$queryRawUnsafe<Array<{ hits: number; resetAt: Date }>>(
    `INSERT INTO "RateCount" ("key", "hits", "resetAt") VALUES ($1, 1, to_timestamp($2::double precision / 1000) AT TIME ZONE 'UTC')
     ON CONFLICT ("key") DO UPDATE SET
       "hits" = CASE WHEN "RateCount"."resetAt" <= to_timestamp($3::double precision / 1000) AT TIME ZONE 'UTC' THEN 1 ELSE "RateCount"."hits" + 1 END,
       "resetAt" = CASE WHEN "RateCount"."resetAt" <= to_timestamp($3::double precision / 1000) AT TIME ZONE 'UTC' THEN EXCLUDED."resetAt" ELSE "RateCount"."resetAt" END
     RETURNING "hits", "resetAt"`,
    key,
    at + windowMs,
    at,
  );
  // Windows long past are dropped now and then, so addresses seen once do not pile up.
  if (Math.random() < 0.001) await db().rateCount.deleteMany({ where: { resetAt: { lt: new Date(at - 86_400_000) } } });
  return { hits: Number(rows[0].hits), resetAt: new Date(rows[0].resetAt) };
}

/** Takes back one hit (a call the limit does not count after all). */
export async function uncountRateHit(key: string): Promise<void> {
  await db().rateCount.updateMany({ where: { key, hits: { gt: 0 } }, data: { hits: { decrement: 1 } } });
}

export async function resetRateKey(key: string): Promise<void> {
  await db().rateCount.deleteMany({ where: { key } });
}
