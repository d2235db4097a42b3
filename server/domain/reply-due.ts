/**
 * When a complaint's reply is due: 3 weekdays after filing (spec 000 §2, §9), in Manila time.
 * Saturdays and Sundays do not count; a complaint filed on a weekend starts its clock on Monday
 * at 00:00 Manila time. Public holidays are not known to the backend and count as weekdays.
 */

/** Manila has no daylight-saving time: always UTC+8. */
const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export const REPLY_WEEKDAYS = 3;

function isWeekend(manilaShifted: Date): boolean {
  const day = manilaShifted.getUTCDay();
  return day === 0 || day === 6;
}

export function replyDueAt(filedAt: Date, weekdays: number = REPLY_WEEKDAYS): Date {
  // Work on a copy shifted to Manila wall-clock time, read through the UTC getters.
  let wall = new Date(filedAt.getTime() + MANILA_OFFSET_MS);
  if (isWeekend(wall)) {
    const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
    wall = new Date(midnight);
    while (isWeekend(wall)) wall = new Date(wall.getTime() + DAY_MS);
  }
  let counted = 0;
  while (counted < weekdays) {
    wall = new Date(wall.getTime() + DAY_MS);
    if (!isWeekend(wall)) counted += 1;
  }
  return new Date(wall.getTime() - MANILA_OFFSET_MS);
}

/** Whether a complaint still without a reply has passed its promised time. */
export function isOverdue(dueAt: Date, repliedAt: Date | null, now: Date): boolean {
  return repliedAt === null && now.getTime() > dueAt.getTime();
}
