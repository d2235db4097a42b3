import { Router } from "express";
import { contactKfInfo, marketingFigures, opsContactAnswered, opsContactMessages, siteContact } from "@contract";
import { contactMessages } from "../../security/rate-limits";
import { serve, serveOps, servePublic } from "../http";
import { offeredMarketingFigures } from "../products/marketing";
import { contactMessagesForAgents, customerServiceInfo, markContactAnswered, saveContactMessage } from "./service";

export const infoRouter = Router();

serve(infoRouter, contactKfInfo, async () => customerServiceInfo());
servePublic(infoRouter, siteContact, async ({ input }) => saveContactMessage(input), { limit: contactMessages });
servePublic(infoRouter, marketingFigures, async () => offeredMarketingFigures());
serveOps(infoRouter, opsContactMessages, async () => contactMessagesForAgents());
serveOps(infoRouter, opsContactAnswered, async ({ input }) => markContactAnswered(input));
