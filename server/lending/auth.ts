import { sessionCredentials } from "../../app/lib/contract";
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
