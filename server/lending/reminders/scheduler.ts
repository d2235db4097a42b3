import { log } from "../../log";
import { sendDueReminders } from "./service";

/**
 * Runs the reminders that are due, on a timer (REMINDERS_INTERVAL_SECONDS, once a minute by
 * default; 0 turns it off, as the end-to-end server does). A tick never overlaps the previous one;
 * the timer does not keep the process alive; the graceful stop (server/shutdown.ts) waits for the
 * tick running. The first tick comes one interval after the start, so starting stays as fast.
 */
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;

export function startReminderScheduler(intervalMs: number): void {
  if (timer || intervalMs <= 0) return;
  timer = setInterval(() => {
    if (running) return;
    running = sendDueReminders()
      .then((sent) => {
        if (sent.length > 0) log().info({ sent: sent.length }, "payment reminders sent");
      })
      .catch((error: unknown) => log().error({ err: error }, "payment reminders: the run failed; the next tick tries again"))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
}

/** Stops the timer and waits for a run in progress to finish (its transactions commit or roll back). */
export async function stopReminderScheduler(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
