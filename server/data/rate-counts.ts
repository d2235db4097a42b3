import { db, engine } from "../db";

/**
 * The abuse limits' counters, in the database on both engines (server/security/rate-limits.ts
 * DatabaseStore): a restart, a crash or a second instance never hands out a fresh allowance. Real
 * time, like any abuse window, not the QA clock.
 *
 * A hit is one statement, atomic on either engine: an upsert that starts a new window when the old
 * one has passed and returns the count it left. SQLite runs it on its one writer connection
 * (sqlite-connections.ts), PostgreSQL as one row-locked statement, so N concurrent hits against a
 * limit of M see the counts 1..N and exactly M pass. Only the way a time is written differs: SQLite
 * is given Dates, which the Prisma adapter writes as the text it writes for every
 * DateTime (so comparisons and model reads agree); PostgreSQL milliseconds made a UTC timestamp.
 */
const upsertHits = {
  sqlite: `INSERT INTO "RateCount" ("key", "hits", "resetAt") VALUES (?, ?, ?)
     ON CONFLICT ("key") DO UPDATE SET
       "hits" = CASE WHEN "RateCount"."resetAt" <= ? THEN excluded."hits" ELSE "RateCount"."hits" + excluded."hits" END,
       "resetAt" = CASE WHEN "RateCount"."resetAt" <= ? THEN excluded."resetAt" ELSE "RateCount"."resetAt" END
     RETURNING "hits", "resetAt"`,
  postgresql: `INSERT INTO "RateCount" ("key", "hits", "resetAt") VALUES ($1, $2, to_timestamp($3::double precision / 1000) AT TIME ZONE 'UTC')
     ON CONFLICT ("key") DO UPDATE SET
       "hits" = CASE WHEN "RateCount"."resetAt" <= to_timestamp($4::double precision / 1000) AT TIME ZONE 'UTC' THEN EXCLUDED."hits" ELSE "RateCount"."hits" + EXCLUDED."hits" END,
       "resetAt" = CASE WHEN "RateCount"."resetAt" <= to_timestamp($5::double precision / 1000) AT TIME ZONE 'UTC' THEN EXCLUDED."resetAt" ELSE "RateCount"."resetAt" END
     RETURNING "hits", "resetAt"`,
} as const;

/**
 * Counts `hits` hits of `key` (one call, or the events of a batch at once) and returns the window's
 * count including them, with the window's end.
 */
export async function countRateHit(key: string, windowMs: number, hits = 1): Promise<{ hits: number; resetAt: Date }> {
  const at = new Date();
  const resetAt = new Date(at.getTime() + windowMs);
  const rows = await db().$queryRawUnsafe<Array<{ hits: number | bigint; resetAt: Date | string }>>(
    upsertHits[engine()],
    ...(engine() === "postgresql"
      ? [key, hits, resetAt.getTime(), at.getTime(), at.getTime()]
      : [key, hits, resetAt, at, at]),
  );
  // Windows long past are dropped now and then, so addresses seen once do not pile up.
  if (Math.random() < 0.001) await db().rateCount.deleteMany({ where: { resetAt: { lt: new Date(at.getTime() - 86_400_000) } } });
  return { hits: Number(rows[0].hits), resetAt: new Date(rows[0].resetAt) };
}

/** Takes back one hit (a call the limit does not count after all). */
export async function uncountRateHit(key: string): Promise<void> {
  await db().rateCount.updateMany({ where: { key, hits: { gt: 0 } }, data: { hits: { decrement: 1 } } });
}

export async function resetRateKey(key: string): Promise<void> {
  await db().rateCount.deleteMany({ where: { key } });
}
