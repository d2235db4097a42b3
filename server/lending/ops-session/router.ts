import { Router } from "express";
import { opsLogin } from "../../../app/lib/contract";
import { openOpsSession } from "../auth";
import { opsLoginAttempts } from "../../security/rate-limits";
import { servePublic } from "../http";

/** The ops console's login (docs/decisions/074), limited per address. */
export const opsSessionRouter = Router();

servePublic(opsSessionRouter, opsLogin, async ({ input }) => openOpsSession(input.password), { limit: opsLoginAttempts });
