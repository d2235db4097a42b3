import { LendingApiError, type ApiResult } from "./lending-api.server";
import type { Endpoint } from "./contract";

/** What a screen renders when the backend call did not give it data. */
export type LoadFailure =
  | { state: "sessionExpired" }
  | { state: "unreachable" }
  | { state: "failed"; message: string };

/** Runs a backend call and turns every way it can fail into a state the page can render. */
export async function attempt<R extends ApiResult<Endpoint>>(run: () => Promise<R>): Promise<Extract<R, { ok: true }> | LoadFailure> {
  try {
    const result = await run();
    if (result.ok) return result as Extract<R, { ok: true }>;
    if (result.sessionExpired) return { state: "sessionExpired" };
    return { state: "failed", message: result.message };
  } catch (error) {
    if (error instanceof LendingApiError) {
      console.error(`[web] ${error.message}`, error.cause ?? "");
      return { state: "unreachable" };
    }
    throw error;
  }
}

export function isLoadFailure(value: unknown): value is LoadFailure {
  return typeof value === "object" && value !== null && "state" in value;
}
