import crypto from "node:crypto";
import { sessionCredentials } from "../../app/lib/contract";
import { serverConfig } from "../config";
import { now } from "../clock";
import { db } from "../db";
import { LendingError } from "./errors";

export interface AuthenticatedBorrower {
  id: number;
  phone: string;
  repeatClient: boolean;
  sessionId: string;
}

const EXPIRED = "Your session has expired. Please log in again.";

/**
 * Every borrower call is authenticated: the userId and sessionId from the query must name a
 * live session of that borrower. Anything else answers the session-expired code, on which the
 * page asks the native app to return to login.
 */
export async function authenticate(query: Record<string, string>): Promise<AuthenticatedBorrower> {
  const credentials = sessionCredentials.safeParse(query);
  if (!credentials.success) throw new LendingError("sessionExpired", EXPIRED);
  const { userId, sessionId } = credentials.data;
  const session = await db().session.findUnique({ where: { id: sessionId }, include: { borrower: true } });
  if (!session || session.borrowerId !== userId || session.expiresAt <= (await now())) {
    throw new LendingError("sessionExpired", EXPIRED);
  }
  return { id: session.borrower.id, phone: session.borrower.phone, repeatClient: session.borrower.repeatClient, sessionId };
}

/**
 * The ops console's check. With OPS_PASSWORD set, the header must match it (compared in constant
 * time). Without it the console is off in every profile (`npm start` generates one into `.env`).
 */
export function checkOpsPassword(given: string | undefined, OPS_PASSWORD = serverConfig().OPS_PASSWORD): void {
  if (!OPS_PASSWORD) throw new LendingError("sessionExpired", "The ops console is off: set OPS_PASSWORD to turn it on.");
  const expected = crypto.createHash("sha256").update(OPS_PASSWORD).digest();
  const actual = crypto.createHash("sha256").update(given ?? "").digest();
  if (!crypto.timingSafeEqual(expected, actual)) throw new LendingError("sessionExpired", "Wrong ops password.");
}
