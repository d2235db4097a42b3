import { isRouteErrorResponse } from "@remix-run/react";

/**
 * How a loader's or an action's error is logged (app/entry.server.tsx handleError), once, with the
 * request's id (the server's log turns console lines into log lines, server/log.ts). Never the URL:
 * session parameters live in it.
 *
 * A client's mistake answered by Remix itself (a GET of a route with no loader, a POST to a page
 * with no action, an unknown route: 4xx) is no fault of ours: one `warn` line with the status and
 * no stack, so the error level and its alerts keep meaning "we failed" (third penetration test, P12).
 * Everything else, 5xx included, stays an error with its stack.
 */
export function reportRequestError(error: unknown, request: Request): void {
  if (request.signal.aborted) return;
  const fields = { reqId: request.headers.get("x-request-id") ?? undefined, route: "web" };
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    console.warn(fields, `client error ${error.status} ${error.statusText} (${request.method})`);
    return;
  }
  console.error(fields, error);
}
