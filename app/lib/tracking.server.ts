import { batchedEvent, EVENT_BATCH_MAX, EVENT_BATCH_MAX_CHARS, EVENT_BATCH_SESSIONS_MAX, eventSaveBatch } from "@contract";
import { registerWebAppDrain } from "@contract/web-app-drains";
import { createLendingClient } from "./lending-api.server";
import type { CarriedParams } from "./query";

/**
 * Page views leave the page's critical path and are sent together (docs/decisions/060, 066).
 *
 * A page view used to be its own backend call, started after the page was answered. Under a payday
 * burst that call cost about as much as the page's own loan-details call (the call's transport,
 * session check and insert), though nobody waits for it. Now a page view is queued here and the
 * queue is sent at most `flushMs` (PAGE_VIEW_FLUSH_MS) later as one call (`eventSaveBatch`), each event with its own
 * borrower's session, which the backend checks one by one as it would a single event. A queue that
 * reaches the batch limit is sent at once.
 *
 * A batch carries the views of one borrower address, naming at most EVENT_BATCH_SESSIONS_MAX
 * sessions, and is sent with that address and the web app's proof (third penetration test, P2):
 * the backend limits batches per address, and the web app's batches then count against each
 * borrower's address, never as one caller (second penetration test, N3).
 *
 * Nothing is lost on a clean stop: this module registers `drainTracking()` as a web-app drain, which
 * `server/index.ts` runs on SIGTERM (`drainWebApp`, contract/web-app-drains.ts): it sends what is
 * queued at once and waits for every batch in flight. A kill -9 can lose the views of
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
/** A queued view and the page request it was made in (whose address the batch forwards). */
type Queued = { event: QueuedPageView; from: Request | undefined; address: string };

/**
 * How long a page view waits for others of its address. Each batch costs its writes whatever its
 * size: the address's batch count, each borrower's allowance, the insert (second penetration test,
 * N3). At 100 ms the bench's Order Details load wrote 0.66-0.93 rate-count rows per view, at 500 ms
 * 0.24 (docs/benchmarks.md, "Shared-path regression, profiled"). Nobody waits for a view, and a
 * kill -9 loses at most this long of them (never an acknowledged write).
 */
export const PAGE_VIEW_FLUSH_MS = 500;

export class PageViewBatcher {
  private queue: Queued[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly send: (events: QueuedPageView[], from: Request | undefined) => Promise<unknown>,
    private readonly options: { flushMs: number; maxBatch: number; maxChars?: number } = {
      flushMs: PAGE_VIEW_FLUSH_MS,
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
  track(query: CarriedParams, view: PageView, from?: Request): void {
    if (!query.userId || !query.sessionId) return;
    const event: QueuedPageView = {
      userId: query.userId,
      sessionId: query.sessionId,
      moduleId: view.moduleId,
      positionId: view.positionId,
      page: view.page,
    };
    if (view.productId) event.productId = view.productId;
    if (!batchedEvent.safeParse(event).success) return;
    this.queue.push({ event, from, address: from?.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ?? "" });
    if (this.queue.length >= this.options.maxBatch) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.flushMs);
  }

  /** Sends what is queued now, in batches of at most `maxBatch` events and the batch's characters. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length > 0) {
      const { events, from } = this.nextBatch();
      const call: Promise<unknown> = this.send(events, from)
        .catch(() => undefined)
        .finally(() => this.inFlight.delete(call));
      this.inFlight.add(call);
    }
  }

  /**
   * Takes the next batch off the queue: the first view's address, and as many of that address's
   * views as fit the limits (events, characters, sessions; at least one). Other addresses' views
   * keep their place.
   */
  private nextBatch(): { events: QueuedPageView[]; from: Request | undefined } {
    const { address, from } = this.queue[0];
    const taken: number[] = [];
    const sessions = new Set<string>();
    let chars = 2; // the brackets of the JSON array
    for (let i = 0; i < this.queue.length && taken.length < this.options.maxBatch; i++) {
      const { event } = this.queue[i];
      if (this.queue[i].address !== address) continue;
      const session = `${event.userId} ${event.sessionId}`;
      if (!sessions.has(session) && sessions.size >= EVENT_BATCH_SESSIONS_MAX) continue;
      const next = JSON.stringify(event).length + (taken.length > 0 ? 1 : 0);
      if (taken.length > 0 && chars + next > (this.options.maxChars ?? EVENT_BATCH_MAX_CHARS)) break;
      chars += next;
      sessions.add(session);
      taken.push(i);
    }
    const events = taken.map((i) => this.queue[i].event);
    const kept = new Set(taken);
    this.queue = this.queue.filter((_, i) => !kept.has(i));
    return { events, from };
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
  return (holder[KEY] ??= new PageViewBatcher(async (events, from) => {
    // The batch carries each borrower's session in its events, none of its own; it forwards the
    // borrowers' address with the web app's proof.
    await createLendingClient({ query: {}, request: from }).call(eventSaveBatch, { events: JSON.stringify(events) });
  }));
}

/** Records a page view after the answer, sent with `request`'s address; the page never waits for it. */
export function trackPageView(query: CarriedParams, view: PageView, request: Request): void {
  batcher().track(query, view, request);
}

/** Resolves once every page view queued so far has been sent and answered (used on shutdown). */
export async function drainTracking(): Promise<void> {
  await batcher().drain();
}

// The server drains the queue on SIGTERM through the contract, never importing this module.
registerWebAppDrain("page views", drainTracking);
