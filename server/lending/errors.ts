import type { FailureCodeName } from "../../app/lib/contract";

/** A failure a service raises on purpose; the message is shown to the borrower as it is. */
export class LendingError extends Error {
  constructor(
    readonly failure: FailureCodeName | { code: number | string },
    message: string,
  ) {
    super(message);
    this.name = "LendingError";
  }
}
