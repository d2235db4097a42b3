import { Router } from "express";
import { opsLogin } from "../../../app/lib/contract";
import { openOpsSession } from "../auth";
import { servePublic } from "../http";

/** The ops console's login (docs/decisions/074); limited per address in security/rate-limits.ts. */
export const opsSessionRouter = Router();

servePublic(opsSessionRouter, opsLogin, async ({ input }) => openOpsSession(input.password));
