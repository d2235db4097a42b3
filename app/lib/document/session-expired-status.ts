/**
 * The HTTP status of a document whose page says the session has expired: 401, so a browser, a
 * crawler or a monitor reads what the page says (issue 30 item 15). Pages render their load
 * failures as data (`{ state: "sessionExpired" }`, loader-helpers.server.ts); this looks for one
 * among the route loaders' answers of the document instead of each route setting it.
 */
export function sessionExpiredStatus(status: number, loaderData: Record<string, unknown> | undefined): number {
  if (status !== 200 || !loaderData) return status;
  const expired = Object.values(loaderData).some(
    (value) => typeof value === "object" && value !== null && (value as { state?: unknown }).state === "sessionExpired",
  );
  return expired ? 401 : status;
}
