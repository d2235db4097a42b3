import crypto from "node:crypto";
import { sessionCredentials } from "@contract";
import { now } from "../clock";
import { serverConfig } from "../config";
import { keptReads } from "../data/kept-reads";
import { db } from "../db";
import { LendingError } from "./errors";
import { text } from "./texts";

export interface AuthenticatedBorrower {
  id: number;
  phone: string;
  repeatClient: boolean;
  sessionId: string;
}

/**
 * Every borrower call is authenticated: the userId and sessionId from the query must name a
 * live session of that borrower. Anything else answers the session-expired code, on which the
 * page asks the native app to return to login.
 */
export async function authenticate(query: Record<string, string>): Promise<AuthenticatedBorrower> {
  const credentials = sessionCredentials.safeParse(query);
  if (!credentials.success) throw new LendingError("sessionExpired", text("sessionExpired"));
  const { userId, sessionId } = credentials.data;
  const session = await liveSessions.get(sessionId, () => readSession(sessionId));
  // Expiry is judged on every call, against the clock of now: only the row is kept.
  if (!session || session.borrowerId !== userId || session.expiresAt <= (await now())) {
    throw new LendingError("sessionExpired", text("sessionExpired"));
  }
  return { id: session.borrowerId, phone: session.phone, repeatClient: session.repeatClient, sessionId };
}

interface SessionRow {
  borrowerId: number;
  expiresAt: Date;
  phone: string;
  repeatClient: boolean;
}

/**
 * Every borrower call reads its session and borrower: kept in memory (data/kept-reads.ts). Sessions
 * and borrowers are written only by the QA factories and command line, which forget them
 * (`forgetSessions`); a session's end is its `expiresAt`, judged on every call.
 */
const liveSessions = keptReads<string, SessionRow>(20_000);

async function readSession(sessionId: string): Promise<SessionRow | null> {
  const session = await db().session.findUnique({ where: { id: sessionId }, include: { borrower: true } });
  return session && sessionRowOf(session);
}

function sessionRowOf(session: { borrowerId: number; expiresAt: Date; borrower: { phone: string; repeatClient: boolean } }): SessionRow {
  return {
    borrowerId: session.borrowerId,
    expiresAt: session.expiresAt,
    phone: session.borrower.phone,
    repeatClient: session.borrower.repeatClient,
  };
}

/**
 * The borrower of each live session among `sessionIds` (the sessions an event batch names): kept
 * ones from memory, all the others read in ONE query, whatever their number (third penetration
 * test, P2: a public batch of unknown sessions cost a lookup each). Expiry judged as `authenticate`
 * judges it.
 */
export async function liveSessionBorrowers(sessionIds: readonly string[]): Promise<Map<string, number>> {
  const missing: string[] = [];
  let read: Promise<Map<string, SessionRow>> | undefined;
  // Every `get` below asks for its load before any of them awaits: one read for every miss.
  const readMissing = () =>
    (read ??= Promise.resolve().then(async () => {
      const rows = await db().session.findMany({ where: { id: { in: missing } }, include: { borrower: true } });
      return new Map(rows.map((session) => [session.id, sessionRowOf(session)]));
    }));
  const unique = [...new Set(sessionIds)];
  const rows = await Promise.all(
    unique.map((id) =>
      liveSessions.get(id, () => {
        missing.push(id);
        return readMissing().then((found) => found.get(id) ?? null);
      }),
    ),
  );
  const at = await now();
  const live = new Map<string, number>();
  for (const [i, row] of rows.entries()) if (row && row.expiresAt > at) live.set(unique[i], row.borrowerId);
  return live;
}

/** Called by the code that writes sessions or borrowers, once the write committed. */
export function forgetSessions(): void {
  liveSessions.forgetAll();
}

/** How long an ops console login lasts: one working shift. */
export const OPS_SESSION_HOURS = 12;

/**
 * The ops console's sessions are tokens `<expiry ms>.<HMAC>` signed with a key derived from
 * OPS_PASSWORD: nothing to store, and changing the password ends every session. Without
 * OPS_PASSWORD the console is off in every profile (`npm start` generates one into `.env`).
 */
function opsKey(password: string): Buffer {
  return crypto.createHash("sha256").update(`ops-console-session\0${password}`).digest();
}

function sign(password: string, expires: number): string {
  return crypto.createHmac("sha256", opsKey(password)).update(String(expires)).digest("hex");
}

function opsPasswordOrOff(OPS_PASSWORD = serverConfig().OPS_PASSWORD): string {
  if (!OPS_PASSWORD) throw new LendingError("sessionExpired", text("opsOff"));
  return OPS_PASSWORD;
}

/** Exchanges the ops password (compared in constant time) for a session token. */
export async function openOpsSession(
  given: string,
  configured = serverConfig().OPS_PASSWORD,
): Promise<{ token: string; expiresAt: string }> {
  const password = opsPasswordOrOff(configured);
  const expected = crypto.createHash("sha256").update(password).digest();
  const actual = crypto.createHash("sha256").update(given).digest();
  if (!crypto.timingSafeEqual(expected, actual)) throw new LendingError("sessionExpired", text("opsWrongPassword"));
  // Wall-clock time, not the QA clock: moving the lending calendar must not log agents out.
  const expires = Date.now() + OPS_SESSION_HOURS * 3_600_000;
  return { token: `${expires}.${sign(password, expires)}`, expiresAt: new Date(expires).toISOString() };
}

/**
 * The one spelling of a token, as `openOpsSession` writes it: the expiry in decimal without a
 * leading zero, sign, space or exponent, a dot, and the HMAC in lowercase hex. The signature is
 * checked on the number and the logout list on the text, so another spelling of the same number
 * (`0…`, `00…`) was a token the logout list did not know (third penetration test, P5); every other
 * spelling is refused.
 */
const CANONICAL_TOKEN = /^([1-9][0-9]{0,14})\.([0-9a-f]{64})$/;

/** The check in front of every ops endpoint: a live token signed under today's password, not logged out. */
export async function checkOpsSession(token: string | undefined, configured = serverConfig().OPS_PASSWORD): Promise<void> {
  const password = opsPasswordOrOff(configured);
  const match = CANONICAL_TOKEN.exec(token ?? "");
  const refused = new LendingError("sessionExpired", text("opsLogIn"));
  if (!match) throw refused;
  const expires = Number(match[1]);
  const good = crypto.timingSafeEqual(Buffer.from(sign(password, expires), "hex"), Buffer.from(match[2], "hex"));
  if (!good || expires <= Date.now()) throw refused;
  if (await db().setting.findUnique({ where: { key: loggedOutKey(token!) }, select: { key: true } })) throw refused;
}

/**
 * Logged-out tokens, until they would have expired anyway: a row each in Setting, so every instance
 * on a shared database refuses them (second penetration test, N10: logout used to clear only the
 * cookie, and the token opened the console for the rest of its 12 hours).
 */
const LOGGED_OUT = "ops-logged-out:";

function loggedOutKey(token: string): string {
  return LOGGED_OUT + crypto.createHash("sha256").update(token).digest("hex");
}

/** Ends an ops session on the server (its token was checked by the caller); drops rows past expiry. */
export async function endOpsSession(token: string | undefined): Promise<void> {
  const expires = Number(CANONICAL_TOKEN.exec(token ?? "")?.[1]);
  if (!token || !Number.isFinite(expires)) return;
  const key = loggedOutKey(token);
  await db().setting.upsert({ where: { key }, create: { key, value: String(expires) }, update: {} });
  const rows = await db().setting.findMany({ where: { key: { startsWith: LOGGED_OUT } } });
  const past = rows.filter((row) => Number(row.value) <= Date.now()).map((row) => row.key);
  if (past.length > 0) await db().setting.deleteMany({ where: { key: { in: past } } });
}
