import crypto from "node:crypto";
import { sessionCredentials } from "../../app/lib/contract";
import { serverConfig } from "../config";
import { now } from "../clock";
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
  const session = await db().session.findUnique({ where: { id: sessionId }, include: { borrower: true } });
  if (!session || session.borrowerId !== userId || session.expiresAt <= (await now())) {
    throw new LendingError("sessionExpired", text("sessionExpired"));
  }
  return { id: session.borrower.id, phone: session.borrower.phone, repeatClient: session.borrower.repeatClient, sessionId };
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
export async function openOpsSession(given: string, configured = serverConfig().OPS_PASSWORD): Promise<{ token: string; expiresAt: string }> {
  const password = opsPasswordOrOff(configured);
  const expected = crypto.createHash("sha256").update(password).digest();
  const actual = crypto.createHash("sha256").update(given).digest();
  if (!crypto.timingSafeEqual(expected, actual)) throw new LendingError("sessionExpired", text("opsWrongPassword"));
  // Wall-clock time, not the QA clock: moving the lending calendar must not log agents out.
  const expires = Date.now() + OPS_SESSION_HOURS * 3_600_000;
  return { token: `${expires}.${sign(password, expires)}`, expiresAt: new Date(expires).toISOString() };
}

/** The check in front of every ops endpoint: a live token signed under today's password. */
export async function checkOpsSession(token: string | undefined, configured = serverConfig().OPS_PASSWORD): Promise<void> {
  const password = opsPasswordOrOff(configured);
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(token ?? "");
  const refused = new LendingError("sessionExpired", text("opsLogIn"));
  if (!match) throw refused;
  const expires = Number(match[1]);
  const good = crypto.timingSafeEqual(Buffer.from(sign(password, expires), "hex"), Buffer.from(match[2], "hex"));
  if (!good || expires <= Date.now()) throw refused;
}
