import { batchedEvent } from "@contract";
import { db } from "../../db";
import { Prisma } from "../../generated/prisma/client";
import { eventAllowance } from "../../security/rate-limits";
import { liveSessionBorrowers } from "../auth";
import { LendingError } from "../errors";
import { productById } from "../products/catalogue";
import { text } from "../texts";

export interface TrackedEvent {
  borrowerId: number | null;
  productId?: number;
  moduleId: string;
  positionId: string;
  page: string;
}

/** The product an event names, when it exists (an unknown one is stored as none). */
async function knownProduct(productId: number | undefined): Promise<number | null> {
  return productId && (await productById(productId)) ? productId : null;
}

/** Stores a tracking event. Tracking must never break a borrower's action, so callers ignore failures. */
export async function saveEvent(event: TrackedEvent): Promise<void> {
  if (event.borrowerId !== null && (await eventAllowance.spend(event.borrowerId)) < 1)
    throw new LendingError("rateLimited", text("eventsLimited"));
  const productId = await knownProduct(event.productId);
  await db().event.create({
    data: { borrowerId: event.borrowerId, productId, moduleId: event.moduleId, positionId: event.positionId, page: event.page },
  });
}

type BatchedEvent = ReturnType<typeof batchedEvent.parse>;

/**
 * Stores the events of a batch that read and whose session is live, in one statement; the others
 * are refused one by one, each exactly as `eventSave` would refuse it (docs/decisions/066).
 *
 * The endpoint is public, so a batch costs little whatever it names (third penetration test, P2:
 * 100 unknown sessions cost 226 ms of lookups on the one thread): the contract lets it name few
 * sessions (EVENT_BATCH_SESSIONS_MAX), those not kept in memory are read in one query, and each
 * borrower's allowance is counted once for all of its events.
 */
export async function saveEventBatch(events: unknown[]): Promise<{ saved: number; refused: number }> {
  const readable: BatchedEvent[] = [];
  for (const raw of events) {
    const event = batchedEvent.safeParse(raw);
    if (event.success) readable.push(event.data);
  }
  const borrowers = await liveSessionBorrowers(readable.map((event) => event.sessionId));
  const perBorrower = new Map<number, BatchedEvent[]>();
  for (const event of readable) {
    const borrowerId = borrowers.get(event.sessionId);
    if (borrowerId === event.userId) perBorrower.set(borrowerId, [...(perBorrower.get(borrowerId) ?? []), event]);
  }
  const rows: Array<Omit<TrackedEvent, "productId"> & { productId: number | null }> = [];
  const products = new Map<number | undefined, Promise<number | null>>();
  for (const [borrowerId, own] of perBorrower) {
    // Each borrower's events count against that borrower's allowance; past it, the rest are refused.
    const allowed = await eventAllowance.spend(borrowerId, own.length);
    for (const { productId, moduleId, positionId, page } of own.slice(0, allowed)) {
      if (!products.has(productId)) products.set(productId, knownProduct(productId));
      rows.push({ borrowerId, productId: await products.get(productId)!, moduleId, positionId, page });
    }
  }
  if (rows.length > 0) await insertEvents(rows);
  return { saved: rows.length, refused: events.length - rows.length };
}

/**
 * The batch's rows in one INSERT. Prisma's `createMany` cost about 0.15 ms of CPU per row (its query
 * compiler plans every call afresh: 4.3 ms for 20 rows, against 0.9 ms for this statement;
 * docs/decisions/067). The columns and their values are the ones `createMany` wrote, `createdAt`
 * included: the wall clock, as the schema's @default(now()) gives, stored by the adapter in the
 * same form. At most EVENT_BATCH_MAX rows of six values, far within either database's limit.
 */
async function insertEvents(rows: Array<Omit<TrackedEvent, "productId"> & { productId: number | null }>) {
  const at = new Date();
  const values = rows.map(
    (row) => Prisma.sql`(${row.borrowerId}, ${row.productId}, ${row.moduleId}, ${row.positionId}, ${row.page}, ${at})`,
  );
  await db().$executeRaw(
    Prisma.sql`INSERT INTO "Event" ("borrowerId", "productId", "moduleId", "positionId", "page", "createdAt") VALUES ${Prisma.join(values)}`,
  );
}
