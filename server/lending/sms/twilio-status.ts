import { Router } from "express";
import crypto from "node:crypto";
import { serverConfig } from "../../config";
import { db } from "../../db";
import { metrics } from "../../metrics";
import { twilioOutcome, twilioSignature } from "./twilio";

/** Where Twilio posts a message's status (the StatusCallback the sender gives it), under /api. */
export const TWILIO_STATUS_PATH = "/sms/twilio/status";

/**
 * Twilio's status callbacks: believed only with a valid X-Twilio-Signature over $PUBLIC_URL/api
 * plus this path and the posted fields (403 otherwise, nothing changed). A final word (delivered,
 * failed, undelivered) is kept; a late `sent` after it changes nothing. Without TWILIO_AUTH_TOKEN
 * (Twilio not configured) the path does not exist.
 */
export function twilioStatusRouter(options: { authToken?: () => string | undefined; publicUrl?: () => string } = {}): Router {
  const authToken = options.authToken ?? (() => serverConfig().TWILIO_AUTH_TOKEN);
  const publicUrl = options.publicUrl ?? (() => serverConfig().PUBLIC_URL);
  const router = Router();
  router.post(TWILIO_STATUS_PATH, async (req, res, next) => {
    try {
      const token = authToken();
      if (!token) {
        next();
        return;
      }
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
        if (typeof value === "string") params[name] = value;
      }
      const expected = Buffer.from(twilioSignature(token, `${publicUrl()}/api${TWILIO_STATUS_PATH}`, params));
      const given = Buffer.from(String(req.get("X-Twilio-Signature") ?? ""));
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        res.status(403).type("text/plain").send("signature refused");
        return;
      }
      const sid = params.MessageSid;
      const status = params.MessageStatus;
      if (sid && status) {
        const outcome = twilioOutcome(status);
        const changed = await db().smsOutbox.updateMany({
          where: { provider: "twilio", providerMessageId: sid, status: "sent" },
          data: { status: outcome === "pending" ? "sent" : outcome, providerStatus: status },
        });
        if (changed.count > 0 && outcome === "failed") metrics().smsFailed.inc({ provider: "twilio" });
      }
      res.status(204).end();
    } catch (error) {
      next(error);
    }
  });
  return router;
}
