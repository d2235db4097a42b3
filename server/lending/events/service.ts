import { db } from "../../db";

export interface TrackedEvent {
  borrowerId: number | null;
  productId?: number;
  moduleId: string;
  positionId: string;
  page: string;
}

/** Stores a tracking event. Tracking must never break a borrower's action, so callers ignore failures. */
export async function saveEvent(event: TrackedEvent): Promise<void> {
  const productId = event.productId && (await db().product.findUnique({ where: { id: event.productId } })) ? event.productId : null;
  await db().event.create({
    data: { borrowerId: event.borrowerId, productId, moduleId: event.moduleId, positionId: event.positionId, page: event.page },
  });
}
