/**
 * A job run on a timer in every instance (the payment reminders, the Dragonpay reconciliation): a
 * run never overlaps the previous one, the timer does not keep the process alive, and the graceful
 * stop (server/shutdown.ts) waits for the run in progress (its transactions commit or roll back).
 * The first run comes one interval after the start, so starting stays as fast; an interval of 0
 * turns the job off (the end-to-end server does). A failed run is the job's to log; the next tick
 * tries again. Several instances share the work through the database claims each job makes.
 */
export interface PeriodicJob {
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function periodicJob(run: () => Promise<void>): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  return {
    start(intervalMs) {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        running = run().finally(() => {
          running = undefined;
        });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
