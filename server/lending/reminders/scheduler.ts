import { log } from "../../log";
import { periodicJob } from "../../periodic-job";
import { sendDueReminders } from "./service";

/** Sends the reminders that are due, every REMINDERS_INTERVAL_SECONDS (once a minute by default). */
const reminders = periodicJob(async () => {
  try {
    const sent = await sendDueReminders();
    if (sent.length > 0) log().info({ sent: sent.length }, "payment reminders sent");
  } catch (error) {
    log().error({ err: error }, "payment reminders: the run failed; the next tick tries again");
  }
});

export const startReminderScheduler = (intervalMs: number) => reminders.start(intervalMs);
/** Stops the timer and waits for a run in progress to finish. */
export const stopReminderScheduler = () => reminders.stop();
