/**
 * Loan dates are calendar days in Asia/Manila, written as ISO 'YYYY-MM-DD' strings.
 *
 * A calendar day (not an instant) is what the loan terms count: "91 calendar days", "day 31 overdue",
 * "7 calendar days after disbursement". Holding dates as plain day strings keeps the rules free of
 * time zones and of the clock: the caller turns its "now" into a LocalDate once, with fromInstant.
 */

export type LocalDate = string;

/**
 * Asia/Manila is UTC+8 all year: the Philippines has not observed daylight saving time since 1978,
 * so a fixed offset is exact for every date a loan can have.
 */
export const MANILA_UTC_OFFSET_MINUTES = 8 * 60;

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What toEpochDay and fromEpochDay have answered, kept: both are pure, and one page asks them the
 * same few dates (an order's due dates, today) dozens of times. A refused date is never kept; each
 * table is emptied when full.
 */
const KEPT_DATES = 4096;
const epochDays = new Map<LocalDate, number>();
const localDates = new Map<number, LocalDate>();

/** Days since 1970-01-01: turns calendar arithmetic into integer arithmetic. */
function toEpochDay(date: LocalDate): number {
  const kept = epochDays.get(date);
  if (kept !== undefined) return kept;
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const [, year, month, day] = match;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  // Date.UTC silently rolls 2025-02-30 over to March; a rolled-over date is not the date given.
  if (fromEpochDay(ms / MS_PER_DAY) !== date) {
    throw new RangeError(`not a calendar date: ${date}`);
  }
  if (epochDays.size >= KEPT_DATES) epochDays.clear();
  epochDays.set(date, ms / MS_PER_DAY);
  return ms / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): LocalDate {
  const kept = localDates.get(epochDay);
  if (kept !== undefined) return kept;
  const date = new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
  if (localDates.size >= KEPT_DATES) localDates.clear();
  localDates.set(epochDay, date);
  return date;
}

export function isLocalDate(value: unknown): value is LocalDate {
  if (typeof value !== "string") return false;
  try {
    toEpochDay(value);
    return true;
  } catch {
    return false;
  }
}

export function assertLocalDate(value: string, name: string): void {
  if (!isLocalDate(value)) throw new RangeError(`${name} must be a YYYY-MM-DD calendar date, got ${value}`);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return fromEpochDay(toEpochDay(date) + days);
}

/** Whole days from `from` to `to`: positive when `to` is later, 0 on the same day. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** The Manila calendar day on which an instant falls (e.g. 2025-01-01T16:00Z is 2025-01-02 in Manila). */
export function fromInstant(instant: Date): LocalDate {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError("invalid Date");
  return fromEpochDay(Math.floor((ms + MANILA_UTC_OFFSET_MINUTES * MS_PER_MINUTE) / MS_PER_DAY));
}

/** Negative when a is earlier, 0 when equal, positive when a is later. */
export function compareDates(a: LocalDate, b: LocalDate): number {
  return daysBetween(b, a);
}

export function isBefore(a: LocalDate, b: LocalDate): boolean {
  return compareDates(a, b) < 0;
}

export function isAfter(a: LocalDate, b: LocalDate): boolean {
  return compareDates(a, b) > 0;
}

export function maxDate(a: LocalDate, b: LocalDate): LocalDate {
  return isAfter(a, b) ? a : b;
}
