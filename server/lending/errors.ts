import type { FailureCodeName } from "@contract";
import { render, type Text } from "./texts";

/**
 * A failure a service raises on purpose. It names its text by key; the envelope's message is that
 * text in the session's language (./http.ts). `message` is the English, for logs.
 */
export class LendingError extends Error {
  constructor(
    readonly failure: FailureCodeName | { code: number | string },
    readonly text: Text,
    /** Sent as the failure envelope's `data` (e.g. per-field messages, texts rendered too); null when absent. */
    readonly data: unknown = null,
  ) {
    super(render(text, "en"));
    this.name = "LendingError";
  }
}
