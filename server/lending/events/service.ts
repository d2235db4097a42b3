import { batchedEvent } from "../../../app/lib/contract";
import { db } from "../../db";
import { authenticate } from "../auth";
import { LendingError } from "../errors";

export interface TrackedEvent {
  borrowerId: number | null;
  productId?: number;
  moduleId: string;
  positionId: string;
  page: string;
}

/** The product an event names, when it exists (an unknown one is stored as none). */
async function knownProduct(productId: number | undefined): Promise<number | null> {
  return productId && (await db().product.findUnique({ where: { id: productId } })) ? productId : null;
}

/** Stores a tracking event. Tracking must never break a borrower's action, so callers ignore failures. */
export async function saveEvent(event: TrackedEvent): Promise<void> {
  const productId = await knownProduct(event.productId);
  await db().event.create({
    data: { borrowerId: event.borrowerId, productId, moduleId: event.moduleId, positionId: event.positionId, page: event.page },
  });
}

/**
 * Stores the events of a batch that read and whose session is live, in one statement; the others
 * are refused one by one, each exactly as `eventSave` would refuse it (docs/decisions/066).
 */
export async function saveEventBatch(events: unknown[]): Promise<{ saved: number; refused: number }> {
  const rows: Array<Omit<TrackedEvent, "productId"> & { productId: number | null }> = [];
  for (const raw of events) {
    const event = batchedEvent.safeParse(raw);
    if (!event.success) continue;
    const { userId, sessionId, productId, moduleId, positionId, page } = event.data;
    try {
      const borrower = await authenticate({ userId: String(userId), sessionId });
      rows.push({ borrowerId: borrower.id, productId: await knownProduct(productId), moduleId, positionId, page });
    } catch (error) {
      if (!(error instanceof LendingError)) throw error;
    }
  }
  if (rows.length > 0) await db().event.createMany({ data: rows });
  return { saved: rows.length, refused: events.length - rows.length };
}
