/**
 * Page views leave the page's critical path: the call starts after the loader has returned (next
 * turn of the event loop), and the page never waits for it. Tracking must still not be lost when the
 * server stops cleanly, so every pending call is kept here and `server/index.ts` waits for them on
 * SIGTERM before the process exits (drainTracking). The backend acknowledges each event only once
 * it is committed, as before. (docs/decisions/060-payday-load.md)
 */
const PENDING = Symbol.for("pautang.tracking.pending");

type Registry = { pending: Set<Promise<unknown>> };

function registry(): Registry {
  const holder = globalThis as Record<symbol, Registry | undefined>;
  return (holder[PENDING] ??= { pending: new Set() });
}

/** Runs `send` after the current answer; failures are ignored (tracking never breaks a page). */
export function trackAfterAnswer(send: () => Promise<unknown>): void {
  const { pending } = registry();
  const call: Promise<unknown> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(send)
    .catch(() => undefined)
    .finally(() => pending.delete(call));
  pending.add(call);
}

/** Resolves once every tracking call started so far has finished (used on shutdown). */
export async function drainTracking(): Promise<void> {
  const { pending } = registry();
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
