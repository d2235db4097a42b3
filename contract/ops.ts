import { z } from "zod";
import { defineEndpoint } from "./endpoint";

/**
 * The ops console's login: the operator's password is exchanged for a signed session token, which
 * the web app keeps in a same-site cookie and passes on as `X-Ops-Session` on 'ops' calls
 * (docs/decisions/074-ops-console-session.md). Limited per client address.
 */
export const opsLogin = defineEndpoint({
  name: "ops login",
  method: "POST",
  path: "/ops/session",
  auth: "public",
  successCode: 0,
  request: z.object({ password: z.string().max(200).default("") }),
  data: z.object({ token: z.string(), expiresAt: z.string() }),
});

/**
 * Ends the ops session whose token the call carries, on the server: the token opens nothing
 * afterwards, though it has not expired (second penetration test, N10).
 */
export const opsLogout = defineEndpoint({
  name: "ops logout",
  method: "POST",
  path: "/ops/session/end",
  auth: "ops",
  successCode: 0,
  request: z.object({}),
  data: z.null(),
});
