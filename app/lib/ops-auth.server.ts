/**
 * The ops console (agent replies, promotion funnel) asks for a password with HTTP Basic auth; the
 * web app keeps no secret of its own and passes the password to the backend, which checks it
 * (server/lending/auth.ts checkOpsPassword). Works in any browser, JavaScript or not.
 */
export function opsPasswordOf(request: Request): string | undefined {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Basic\s+(.+)$/i.exec(header);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon === -1 ? decoded : decoded.slice(colon + 1);
}

/** A 401 that makes the browser ask for the ops password. */
export function opsChallenge(message = "The ops console needs its password."): Response {
  return new Response(message, {
    status: 401,
    headers: { "WWW-Authenticate": 'Basic realm="Pautang ops", charset="UTF-8"', "Content-Type": "text/plain; charset=utf-8" },
  });
}
