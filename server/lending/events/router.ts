import { Router } from "express";
import { eventSave, eventSaveBatch } from "@contract";
import { eventBatches } from "../../security/rate-limits";
import { serve, servePublic } from "../http";
import { saveEvent, saveEventBatch } from "./service";

export const eventsRouter = Router();

serve(eventsRouter, eventSave, async ({ input, borrower }) => {
  await saveEvent({ borrowerId: borrower.id, ...input });
  return null;
});

servePublic(eventsRouter, eventSaveBatch, async ({ input }) => saveEventBatch(input.events), { limit: eventBatches });
