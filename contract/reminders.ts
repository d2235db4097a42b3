import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { keyed } from "./keyed-message";

/** The borrower's SMS payment reminders preference (docs/decisions/182). Paths ours. */
const preference = z.object({
  /** Whether payment reminders are sent (the notices the law requires go either way). */
  remindersOn: z.boolean(),
});

export const reminderPreference = defineEndpoint({
  name: "reminder preference",
  method: "GET",
  path: "/v3/personal-center/reminders",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({}),
  data: preference,
});

export const REMINDER_CHOICE_INVALID = keyed("reminderChoice");

export const saveReminderPreference = defineEndpoint({
  name: "save reminder preference",
  method: "POST",
  path: "/v3/personal-center/reminders",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  // "1" turns reminders on, "0" off: what the page's form sends.
  request: z.object({ remindersOn: z.enum(["0", "1"], { error: REMINDER_CHOICE_INVALID }).transform((value) => value === "1") }),
  data: preference,
});
