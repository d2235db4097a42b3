import { data } from "@remix-run/node";
import type { Endpoint } from "@contract";
import { LendingApiError, type ApiResult } from "./lending-api.server";
import { isLoadFailure, type LoadFailure } from "./load-failure";
import { serverTexts } from "./messages/catalogue.server";

export { isLoadFailure, type LoadFailure };

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

/** A loader's answer for a failure: 404 for a refusal, 200 for the pages that explain themselves. */
export function failureData(failure: LoadFailure) {
  return data(failure, failure.state === "failed" ? 404 : 200);
}

/**
 * A failure as one sentence in the request's language, for an action's answer (a toast or a form
 * message): the backend's own message, already in the session's language, or the common text.
 */
export function failureMessage(failure: LoadFailure, language: string | null | undefined): string {
  const common = serverTexts("common", language);
  if (failure.state === "sessionExpired") return common.sessionExpiredBody;
  if (failure.state === "unreachable") return common.unreachableBody;
  return failure.message || common.somethingWrongBody;
}
