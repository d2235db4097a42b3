import { Router } from "express";
import { reminderPreference, saveReminderPreference } from "@contract";
import { serve } from "../http";
import { readReminderPreference, writeReminderPreference } from "./preference";

export const remindersRouter = Router();

serve(remindersRouter, reminderPreference, async ({ borrower }) => readReminderPreference(borrower.id));
serve(remindersRouter, saveReminderPreference, async ({ borrower, input, language }) =>
  writeReminderPreference(borrower.id, input.remindersOn, language),
);
