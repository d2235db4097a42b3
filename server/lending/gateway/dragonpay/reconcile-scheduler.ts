import { log } from "../../../log";
import { periodicJob } from "../../../periodic-job";
import { reconcileWithDragonpay } from "./reconcile";

/**
 * Asks Dragonpay about codes whose postback never came and voids superseded ones, every
 * DRAGONPAY_RECONCILE_INTERVAL_SECONDS (once a minute by default; docs/decisions/225).
 */
const reconciliation = periodicJob(async () => {
  try {
    const done = await reconcileWithDragonpay();
    if (done.length > 0) log().info({ codes: done }, "dragonpay reconciliation");
  } catch (error) {
    log().error({ err: error }, "dragonpay reconciliation: the run failed; the next tick tries again");
  }
});

export const startReconcileScheduler = (intervalMs: number) => reconciliation.start(intervalMs);
export const stopReconcileScheduler = () => reconciliation.stop();
