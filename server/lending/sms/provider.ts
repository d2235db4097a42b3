import { metrics } from "../../metrics";

/**
 * What the SMS sender asks of a provider (docs/decisions/227): hand over one message, and (where
 * the provider is polled) tell how one is doing. Each provider is plain fetch against its HTTP API.
 */
export interface SmsProvider {
  /** `semaphore` or `twilio`: recorded on the row, a metric label. */
  readonly name: string;
  send(message: { to: string; body: string }): Promise<ProviderAnswer>;
  /** The provider's word on a message now; absent when the provider calls back instead (Twilio). */
  status?(messageId: string): Promise<ProviderAnswer>;
}

export interface ProviderAnswer {
  messageId: string;
  /** The provider's own word (Semaphore: Queued, Pending, Sent, Failed, Refunded). */
  providerStatus: string;
  /** What it means for the row: still on its way, delivered (as far as the provider can tell), or failed. */
  outcome: "pending" | "delivered" | "failed";
}

/**
 * A provider refused or could not be reached. `retryAfterMs`: it said when to come back (429's
 * Retry-After); `permanent`: trying the same message again cannot help (a malformed number).
 */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly options: { retryAfterMs?: number; permanent?: boolean; kind: "rate-limited" | "refused" | "unreachable" },
  ) {
    super(message);
    this.name = "SmsProviderError";
  }
}

/** How long each provider call may take before it counts as unreachable. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Runs a provider call, timing it (lending_sms_provider_seconds) and counting its errors by kind. */
export async function timedCall<T>(provider: string, operation: "send" | "status", call: () => Promise<T>): Promise<T> {
  const stop = metrics().smsProviderDuration.startTimer({ provider, operation });
  try {
    return await call();
  } catch (error) {
    const kind = error instanceof SmsProviderError ? error.options.kind : "unreachable";
    metrics().smsProviderErrors.inc({ provider, kind });
    if (error instanceof SmsProviderError) throw error;
    throw new SmsProviderError(`${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`, { kind });
  } finally {
    stop();
  }
}

/** Retry-After as seconds or an HTTP date, in milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** An HTTP answer that is not a success, as the error the sender retries (or gives up on). */
export async function refusal(provider: string, response: Response): Promise<SmsProviderError> {
  const text = (await response.text().catch(() => "")).slice(0, 200);
  if (response.status === 429) {
    return new SmsProviderError(`${provider} answered 429 (too many requests)`, {
      kind: "rate-limited",
      retryAfterMs: retryAfterMs(response.headers.get("retry-after")),
    });
  }
  // 400/422: this message itself is refused (a malformed number); 401/403 and 5xx may heal (a key fixed, a server back).
  const permanent = response.status === 400 || response.status === 422;
  return new SmsProviderError(`${provider} answered ${response.status}: ${text}`, { kind: "refused", permanent });
}
