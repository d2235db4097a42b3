import type { FailureCodeName } from "../../app/lib/contract";

/** A failure a service raises on purpose; the message is shown to the borrower as it is. */
export class LendingError extends Error {
  constructor(
    readonly failure: FailureCodeName | { code: number | string },
    message: string,
    /** Sent as the failure envelope's `data` (e.g. per-field messages); null when absent. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "LendingError";
  }
}
