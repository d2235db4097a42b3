import crypto from "node:crypto";
import { PROVIDER_TIMEOUT_MS, refusal, SmsProviderError, timedCall, type ProviderAnswer, type SmsProvider } from "./provider";

/** Twilio's message statuses: delivered is delivered; failed and undelivered are not; the rest are on their way. */
export function twilioOutcome(status: string): ProviderAnswer["outcome"] {
  if (status === "delivered") return "delivered";
  if (status === "failed" || status === "undelivered") return "failed";
  return "pending";
}

/** A Philippine mobile number as Twilio wants it (E.164): 09171234567 -> +639171234567. */
export function e164(phone: string): string {
  if (/^09\d{9}$/.test(phone)) return `+63${phone.slice(1)}`;
  if (/^639\d{9}$/.test(phone)) return `+${phone}`;
  return phone;
}

/**
 * Twilio's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed by the auth token, of
 * the full URL followed by each POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((name) => name + params[name])
      .join("");
  return crypto.createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/**
 * Twilio's Messages API (https://www.twilio.com/docs/messaging/api/message-resource), plain fetch:
 * the usual fallback when Semaphore is down (docs/decisions/227). Its status callbacks arrive at
 * `statusCallback` (twilio-status.ts checks their signature); a message is also polled.
 */
export function twilioProvider(options: {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  statusCallback?: string;
}): SmsProvider {
  const messages = `${options.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  const answerOf = async (response: Response): Promise<ProviderAnswer> => {
    if (!response.ok) throw await refusal("twilio", response);
    const body = (await response.json().catch(() => null)) as { sid?: unknown; status?: unknown } | null;
    if (typeof body?.sid !== "string" || typeof body.status !== "string") {
      throw new SmsProviderError("twilio answered without a message", { kind: "refused" });
    }
    return { messageId: body.sid, providerStatus: body.status, outcome: twilioOutcome(body.status) };
  };
  return {
    name: "twilio",
    send: ({ to, body }) =>
      timedCall("twilio", "send", async () => {
        const form = new URLSearchParams({ To: e164(to), From: options.from, Body: body });
        if (options.statusCallback) form.set("StatusCallback", options.statusCallback);
        return answerOf(
          await fetch(`${messages}.json`, {
            method: "POST",
            headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded" },
            body: form,
            signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
          }),
        );
      }),
    status: (messageId) =>
      timedCall("twilio", "status", async () =>
        answerOf(
          await fetch(`${messages}/${encodeURIComponent(messageId)}.json`, {
            headers: { Authorization: authorization },
            signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
          }),
        ),
      ),
  };
}
