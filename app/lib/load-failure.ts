/**
 * What a screen renders when the backend call did not give it data: the loader's answer, read by
 * the page (browser-safe; `loader-helpers.server.ts` makes these from a call).
 */
export type LoadFailure = { state: "sessionExpired" } | { state: "unreachable" } | { state: "failed"; message: string };

type FailureState = LoadFailure["state"];
const FAILURE_STATES: ReadonlySet<string> = new Set<FailureState>(["sessionExpired", "unreachable", "failed"]);

/**
 * Whether a loader's answer is a failure; a page's other states pass through, so after
 * `if (isLoadFailure(loaded)) return <LoadFailed .../>` the type is the page's own data.
 */
export function isLoadFailure<T>(value: T): value is Extract<T, { state: FailureState }> {
  return typeof value === "object" && value !== null && FAILURE_STATES.has(String((value as { state?: unknown }).state));
}
