import { Router } from "express";
import { opsLogin, opsLogout } from "@contract";
import { opsLoginAttempts, opsLoginGuesses } from "../../security/rate-limits";
import { endOpsSession, openOpsSession } from "../auth";
import { serveOps, servePublic } from "../http";

/** The ops console's login (docs/decisions/074), limited per address. */
export const opsSessionRouter = Router();

servePublic(opsSessionRouter, opsLogin, async ({ input }) => openOpsSession(input.password), {
  limit: [opsLoginGuesses, opsLoginAttempts],
});
// Logout: the token is ended on the server, not only dropped from the browser's cookie.
serveOps(opsSessionRouter, opsLogout, async ({ opsSession }) => {
  await endOpsSession(opsSession);
  return null;
});
