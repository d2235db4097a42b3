import { Router } from "express";
import { contactKfInfo, marketingFigures, siteContact } from "../../../app/lib/contract";
import { contactMessages } from "../../security/rate-limits";
import { serve, servePublic } from "../http";
import { offeredMarketingFigures } from "../products/marketing";
import { customerServiceInfo, saveContactMessage } from "./service";

export const infoRouter = Router();

serve(infoRouter, contactKfInfo, async () => customerServiceInfo());
servePublic(infoRouter, siteContact, async ({ input }) => saveContactMessage(input), { limit: contactMessages });
servePublic(infoRouter, marketingFigures, async () => offeredMarketingFigures());
