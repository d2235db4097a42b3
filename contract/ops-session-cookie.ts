import { createCookie, type Cookie } from "@remix-run/node";
import crypto from "node:crypto";

/**
 * What of the web app's cookies the server reads too (docs/decisions/247, 250): the signing secret,
 * the ops console's session cookie (the server's body limit lets a signed-in agent's upload through,
 * server/security/body-limit.ts) and the reader that turns any cookie value into a string or
 * nothing. Every other cookie is declared in app/lib/cookies.server.ts, which re-exports these.
 * Server-only: node:crypto and Remix's Node cookies.
 */

/**
 * The signing secret. Derived (HKDF-SHA256 with a purpose label) from PAYMENT_GATEWAY_SECRET, which
 * production requires strong (decision 070) and `npm start` keeps in `.env`, so it stays the same
 * across restarts: a restart logs nobody out of the console and loses no payment return. The
 * derivation keeps the gateway's secret itself out of the cookies' HMAC. Unset (tests, the
 * end-to-end server), a random one for this process: a restart then ends those cookies, harmless
 * there. The random one is kept process-wide (a registered symbol), since this module runs twice
 * in one server: bundled into the Remix build and into the server (server/security/body-limit.ts).
 */
export function cookieSecret(env: Partial<Record<string, string>> = process.env): string {
  const material = env.PAYMENT_GATEWAY_SECRET;
  if (!material) return processRandomSecret();
  return Buffer.from(crypto.hkdfSync("sha256", material, "", "pautang web app cookie signing v1", 32)).toString("hex");
}

const PROCESS_SECRET = Symbol.for("pautang.web-app.cookie-secret");

function processRandomSecret(): string {
  const held = globalThis as { [PROCESS_SECRET]?: string };
  held[PROCESS_SECRET] ??= crypto.randomBytes(32).toString("hex");
  return held[PROCESS_SECRET];
}

/**
 * The ops console's session token (app/lib/ops-auth.server.ts), scoped to /ops. SameSite=Strict: a
 * page elsewhere never makes the browser send it (decision 074). Its Max-Age is the token's
 * remaining life, given when it is written. Signed with the secret above, as the web app's other
 * session-bearing cookies are (app/lib/cookies.server.ts).
 */
export const opsSessionCookie: Cookie = createCookie("ops_session", {
  path: "/ops",
  httpOnly: true,
  sameSite: "strict",
  secrets: [cookieSecret()],
});

/**
 * A cookie's string value, or undefined when it is absent, tampered with, malformed or not a
 * string. A cookie is the client's to write: nothing in it may become a 500.
 */
export async function readStringCookie(cookie: Cookie, cookieHeader: string | null | undefined): Promise<string | undefined> {
  try {
    const value: unknown = await cookie.parse(cookieHeader ?? null);
    return typeof value === "string" && value !== "" ? value : undefined;
  } catch {
    return undefined;
  }
}
