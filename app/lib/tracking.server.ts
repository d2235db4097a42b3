import { batchedEvent, EVENT_BATCH_MAX, EVENT_BATCH_MAX_CHARS, eventSaveBatch } from "./contract";
import { createLendingClient } from "./lending-api.server";
import type { PageQuery } from "./query";

/**
 * Page views leave the page's critical path and are sent together (docs/decisions/060, 066).
 *
 * A page view used to be its own backend call, started after the page was answered. Under a payday
 * burst that call cost about as much as the page's own loan-details call (the call's transport,
 * session check and insert), though nobody waits for it. Now a page view is queued here and the
 * queue is sent at most `flushMs` later as one call (`eventSaveBatch`), each event with its own
 * borrower's session, which the backend checks one by one as it would a single event. A queue that
 * reaches the batch limit is sent at once.
 *
 * Nothing is lost on a clean stop: `server/index.ts` calls `drainTracking()` on SIGTERM, which
 * sends what is queued at once and waits for every batch in flight. A kill -9 can lose the views of
 * the last `flushMs`; page views are never acknowledged to the borrower, so no acknowledged write
 * is lost (the kill -9 test covers those). Failures are ignored: tracking never breaks a page.
 */
export interface PageView {
  moduleId: string;
  positionId: string;
  page: string;
  productId?: string;
}

/** A page view as the batch carries it: with the session it was made under. */
export type QueuedPageView = PageView & { userId: string; sessionId: string };
type Queued = QueuedPageView;

export class PageViewBatcher {
  private queue: Queued[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly send: (events: Queued[]) => Promise<unknown>,
    private readonly options: { flushMs: number; maxBatch: number; maxChars?: number } = {
      flushMs: 100,
      maxBatch: EVENT_BATCH_MAX,
      maxChars: EVENT_BATCH_MAX_CHARS,
    },
  ) {}

  /**
   * Queues a view made under `query`'s session; a query without one has nobody to track. A view the
   * backend would refuse (a 14 KB sessionId, say) is dropped here, alone: queued, it pushed the
   * batch past its size limit and the backend refused everyone's views with it (second penetration
   * test, N4).
   */
  track(query: PageQuery, view: PageView): void {
    if (!query.userId || !query.sessionId) return;
    const event: Queued = {
      userId: query.userId,
      sessionId: query.sessionId,
      moduleId: view.moduleId,
      positionId: view.positionId,
      page: view.page,
    };
    if (view.productId) event.productId = view.productId;
    if (!batchedEvent.safeParse(event).success) return;
    this.queue.push(event);
    if (this.queue.length >= this.options.maxBatch) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.flushMs);
  }

  /** Sends what is queued now, in batches of at most `maxBatch` events and the batch's characters. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length > 0) {
      const batch = this.nextBatch();
      const call: Promise<unknown> = this.send(batch)
        .catch(() => undefined)
        .finally(() => this.inFlight.delete(call));
      this.inFlight.add(call);
    }
  }

  /** Takes the next batch off the queue: as many views as fit both limits (at least one). */
  private nextBatch(): Queued[] {
    let chars = 2; // the brackets of the JSON array
    let count = 0;
    while (count < this.queue.length && count < this.options.maxBatch) {
      const next = JSON.stringify(this.queue[count]).length + (count > 0 ? 1 : 0);
      if (count > 0 && chars + next > (this.options.maxChars ?? EVENT_BATCH_MAX_CHARS)) break;
      chars += next;
      count++;
    }
    return this.queue.splice(0, count);
  }

  /** Sends what is queued and resolves once every batch sent so far has been answered. */
  async drain(): Promise<void> {
    this.flush();
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Views queued and not yet sent. */
  get queued(): number {
    return this.queue.length;
  }
}

/** The one batcher of the process: kept on globalThis, so the Remix build and the server share it. */
const KEY = Symbol.for("pautang.tracking.page-views");

function batcher(): PageViewBatcher {
  const holder = globalThis as Record<symbol, PageViewBatcher | undefined>;
  return (holder[KEY] ??= new PageViewBatcher(async (events) => {
    // The batch carries each borrower's session in its events, none of its own.
    await createLendingClient({ query: {} }).call(eventSaveBatch, { events: JSON.stringify(events) });
  }));
}

/** Records a page view after the answer; the page never waits for it. */
export function trackPageView(query: PageQuery, view: PageView): void {
  batcher().track(query, view);
}

/** Resolves once every page view queued so far has been sent and answered (used on shutdown). */
export async function drainTracking(): Promise<void> {
  await batcher().drain();
}
