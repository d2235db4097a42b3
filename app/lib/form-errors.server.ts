import { data } from "@remix-run/node";

/**
 * A form's own errors, answered with its page drawn again around them: HTTP 200 (docs/decisions/196).
 * A mistake in typing is not a failed request: the page did what it should, showed what to fix.
 * Any 4xx would make the browser log "Failed to load resource" in the console for every typing
 * mistake, with or without JavaScript. A malformed request (a forged field, a body that cannot be
 * read) still answers 400, and a backend's refusal keeps its own status.
 */
export function formErrors<T>(body: T) {
  return data(body, 200);
}
