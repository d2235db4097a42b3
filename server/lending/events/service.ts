import { db } from "../../db";

export interface TrackedEvent {
  borrowerId: number | null;
  productId?: number;
  moduleId: string;
  positionId: string;
  page: string;
}

type Row = { borrowerId: number | null; productId: number | null; moduleId: string; positionId: string; page: string };
type Waiting = { row: Row; done: (error?: unknown) => void };

/**
 * Page views arrive with every page; each written alone cost a statement, a commit and Prisma's
 * work for one row. They are gathered for at most this long and written together, in one
 * statement, and each caller is answered only once that statement has committed: an acknowledged
 * event is in the database, as before (docs/decisions/065-read-cache.md).
 */
export const EVENT_BATCH_MS = 100;
const BATCH_ROWS = 200;

let waiting: Waiting[] = [];
let timer: NodeJS.Timeout | undefined;

async function writeBatch(): Promise<void> {
  timer = undefined;
  const batch = waiting;
  waiting = [];
  if (batch.length === 0) return;
  try {
    await db().event.createMany({ data: batch.map(({ row }) => row) });
    for (const { done } of batch) done();
  } catch {
    // One bad row (its borrower deleted meanwhile) must not take the others with it: each alone.
    await Promise.all(batch.map(({ row, done }) => db().event.create({ data: row }).then(() => done(), (error: unknown) => done(error ?? new Error("not saved")))));
  }
}

/** Stores a tracking event. Tracking must never break a borrower's action, so callers ignore failures. */
export async function saveEvent(event: TrackedEvent): Promise<void> {
  const productId = event.productId && (await db().product.findUnique({ where: { id: event.productId } })) ? event.productId : null;
  const row: Row = { borrowerId: event.borrowerId, productId, moduleId: event.moduleId, positionId: event.positionId, page: event.page };
  await new Promise<void>((resolve, reject) => {
    waiting.push({ row, done: (error) => (error === undefined ? resolve() : reject(error)) });
    if (waiting.length >= BATCH_ROWS) {
      clearTimeout(timer);
      void writeBatch();
    } else {
      timer ??= setTimeout(() => void writeBatch(), EVENT_BATCH_MS);
    }
  });
}
