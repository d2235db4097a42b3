import { log } from "../../../log";
import { reconcileWithDragonpay } from "./reconcile";

/**
 * Runs the reconciliation with Dragonpay on a timer (DRAGONPAY_RECONCILE_INTERVAL_SECONDS, once a
 * minute by default; 0 turns it off, as the end-to-end server does), like the reminders' scheduler:
 * a tick never overlaps the previous one, the timer does not keep the process alive, and the
 * graceful stop waits for the tick running.
 */
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;

export function startReconcileScheduler(intervalMs: number): void {
  if (timer || intervalMs <= 0) return;
  timer = setInterval(() => {
    if (running) return;
    running = reconcileWithDragonpay()
      .then((done) => {
        if (done.length > 0) log().info({ codes: done }, "dragonpay reconciliation");
      })
      .catch((error: unknown) => log().error({ err: error }, "dragonpay reconciliation: the run failed; the next tick tries again"))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
}

export async function stopReconcileScheduler(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
