import { Router } from "express";
import { eventSave } from "../../../app/lib/contract";
import { serve } from "../http";
import { saveEvent } from "./service";

export const eventsRouter = Router();

serve(eventsRouter, eventSave, async ({ input, borrower }) => {
  await saveEvent({ borrowerId: borrower.id, ...input });
  return null;
});
