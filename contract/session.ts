import { z } from "zod";

export * from "./session-params";

export const sessionCredentials = z.object({
  userId: z.coerce.number().int().positive(),
  sessionId: z.string().min(8).max(128),
});
