import type { Server } from "node:http";
import { log } from "./log";
import { metrics } from "./metrics";

/**
 * A clean stop (SIGTERM from an orchestrator, SIGINT from a terminal), in this order:
 * 1. at once, GET /readyz answers 503: a load balancer stops sending new requests here;
 * 2. the server stops accepting connections; answers on kept-alive ones close them;
 * 3. the requests in flight are finished, for at most `graceMs` (then their connections are cut);
 * 4. the page views still queued are sent, the reminder run in progress (if any) has finished, the
 *    database is closed.
 * (docs/decisions/162, docs/operations.md)
 */
let draining = false;

export function isDraining(): boolean {
  return draining;
}

export interface StopSteps {
  /** Longest wait for the requests in flight, in ms. */
  graceMs: number;
  /** Sends what is still queued (page views: app/lib/tracking.server.ts). */
  flush: () => Promise<void>;
  /** Closes the database. */
  closeDatabase: () => Promise<void>;
  /** Stops the background jobs (the reminder scheduler) and waits for a run in progress. */
  stopJobs?: () => Promise<void>;
}

export async function stopServing(server: Server, steps: StopSteps): Promise<{ cutOff: number }> {
  draining = true;
  // No new reminder run starts; one in progress finishes before the database closes.
  const jobsStopped = (steps.stopJobs?.() ?? Promise.resolve()).catch((error: unknown) =>
    log().error({ err: error }, "draining: a background job failed to stop"),
  );
  const { requestsInFlight } = metrics();
  const inFlight = async () => (await requestsInFlight.get()).values[0]?.value ?? 0;
  log().info({ inFlight: await inFlight(), graceMs: steps.graceMs }, "draining: no new connections, finishing the requests in flight");
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const deadline = Date.now() + steps.graceMs;
  while ((await inFlight()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  const cutOff = await inFlight();
  if (cutOff > 0) log().warn({ cutOff }, "draining: grace time over, cutting the requests still running");
  // Finished requests' connections are idle now; what remains was cut off.
  server.closeAllConnections();
  await closed;
  await jobsStopped;
  await steps.flush().catch((error: unknown) => log().error({ err: error }, "draining: the queued page views could not be sent"));
  await steps.closeDatabase().catch((error: unknown) => log().error({ err: error }, "draining: closing the database failed"));
  log().info({ cutOff }, "stopped");
  return { cutOff };
}

/** Tests: serve again after a drain in the same process. */
export function resetDrainingForTests(): void {
  draining = false;
}
