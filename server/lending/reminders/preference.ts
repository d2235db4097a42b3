import { db } from "../../db";
import type { BackendLanguage } from "../texts";

/**
 * The borrower's reminders switch. Saving it also keeps the language the borrower used, so the
 * reminders (sent with no session) speak it (docs/decisions/182).
 */
export async function readReminderPreference(borrowerId: number): Promise<{ remindersOn: boolean }> {
  const borrower = await db().borrower.findUniqueOrThrow({ where: { id: borrowerId }, select: { remindersOff: true } });
  return { remindersOn: !borrower.remindersOff };
}

export async function writeReminderPreference(
  borrowerId: number,
  remindersOn: boolean,
  language: BackendLanguage,
): Promise<{ remindersOn: boolean }> {
  const borrower = await db().borrower.update({
    where: { id: borrowerId },
    data: { remindersOff: !remindersOn, language },
    select: { remindersOff: true },
  });
  return { remindersOn: !borrower.remindersOff };
}
