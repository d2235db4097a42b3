import { PROVIDER_TIMEOUT_MS, refusal, SmsProviderError, timedCall, type ProviderAnswer, type SmsProvider } from "./provider";

/** One recipient's entry in Semaphore's answer (POST /api/v4/messages, GET /api/v4/messages/{id}). */
interface SemaphoreMessage {
  message_id: number | string;
  recipient: string;
  status: string;
}

/** Semaphore's statuses: Queued and Pending are on their way; Sent reached the network; Failed and Refunded did not. */
export function semaphoreOutcome(status: string): ProviderAnswer["outcome"] {
  if (status === "Sent") return "delivered";
  if (status === "Failed" || status === "Refunded") return "failed";
  return "pending";
}

/**
 * Semaphore (https://semaphore.co/docs), plain fetch: one message to one number per call (the
 * outbox holds one row per phone), form-encoded as its documentation shows.
 */
export function semaphoreProvider(options: { baseUrl: string; apiKey: string; senderName: string }): SmsProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  const answerOf = async (response: Response): Promise<ProviderAnswer> => {
    if (!response.ok) throw await refusal("semaphore", response);
    const body = (await response.json().catch(() => null)) as SemaphoreMessage[] | null;
    const first = Array.isArray(body) ? body[0] : undefined;
    if (!first || first.message_id === undefined || typeof first.status !== "string") {
      throw new SmsProviderError("semaphore answered without a message", { kind: "refused" });
    }
    return { messageId: String(first.message_id), providerStatus: first.status, outcome: semaphoreOutcome(first.status) };
  };
  return {
    name: "semaphore",
    send: ({ to, body }) =>
      timedCall("semaphore", "send", async () =>
        answerOf(
          await fetch(`${base}/api/v4/messages`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ apikey: options.apiKey, number: to, message: body, sendername: options.senderName }),
            signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
          }),
        ),
      ),
    status: (messageId) =>
      timedCall("semaphore", "status", async () =>
        answerOf(
          await fetch(`${base}/api/v4/messages/${encodeURIComponent(messageId)}?${new URLSearchParams({ apikey: options.apiKey })}`, {
            signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
          }),
        ),
      ),
  };
}
