/**
 * Formatters for amounts, numbers and dates (spec 000 §9, 001 §9). Browser-safe; the backend uses
 * them through the wire contract so both sides render figures the same way.
 */

const MANILA_OFFSET_MINUTES = 8 * 60; // Asia/Manila is UTC+8 all year (no daylight saving).

/**
 * The documented money helper: an amount in centavos, divided by 100 with two decimals.
 * Anything that is not a number is returned unchanged, as the original helper did.
 */
export function formatMoney(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return (value / 100).toFixed(2);
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) {
    return (Number(value) / 100).toFixed(2);
  }
  return value as string;
}

/**
 * The documented grouping: digits of the integer part in threes separated by a dot; any decimal
 * part is kept as it is ("1234567.5" -> "1.234.567.5"). Non-numeric input is returned unchanged.
 */
export function groupThousands(value: number | string): string {
  const text = String(value);
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = ""] = match;
  return sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".") + fraction;
}

export type CurrencySymbol = "₱" | "₹";

/**
 * What a borrower reads: "₱10,000.00". Grouping uses commas, the Philippine convention, because a
 * dot separator next to a decimal point reads as a different amount (docs/decisions/005-amounts.md).
 */
export function formatPeso(centavos: number, symbol: CurrencySymbol = "₱"): string {
  if (!Number.isFinite(centavos)) return String(centavos);
  const negative = centavos < 0;
  const abs = Math.abs(Math.round(centavos));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const cents = String(abs % 100).padStart(2, "0");
  return `${negative ? "-" : ""}${symbol}${whole}.${cents}`;
}

function pad(n: number) {
  return String(n).padStart(2, "0");
}

function manilaParts(instant: Date) {
  const shifted = new Date(instant.getTime() + MANILA_OFFSET_MINUTES * 60_000);
  return {
    y: shifted.getUTCFullYear(),
    mo: shifted.getUTCMonth() + 1,
    d: shifted.getUTCDate(),
    h: shifted.getUTCHours(),
    mi: shifted.getUTCMinutes(),
    s: shifted.getUTCSeconds(),
  };
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** YYYY-MM-DD in Manila time. A plain 'YYYY-MM-DD' day is returned as it is. */
export function formatDate(value: Date | string | number): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = toDate(value);
  if (!date) return String(value);
  const p = manilaParts(date);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)}`;
}

/** A deadline as a borrower reads it: its Manila day, and the time of day only when it has one. */
export interface Deadline {
  day: string;
  /** "HH:MM"; null for a deadline at the end of `day`. */
  time: string | null;
}

/**
 * A deadline given as Manila "YYYY-MM-DD HH:MM:SS" (formatDateTime), read the way a borrower says
 * it: one falling at 00:00 is the end of the day before, so "2026-12-03 00:00:00" is the end of
 * 2026-12-02 (issue 40), and any other keeps its day and minutes. Text of another shape is kept as
 * it is, as its own day.
 */
export function deadlineOf(manila: string): Deadline {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(manila);
  if (!match) return { day: manila, time: null };
  const [, y, mo, d, h, mi, sec] = match;
  if (h === "00" && mi === "00" && sec === "00") {
    const before = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)) - 86_400_000);
    return { day: `${before.getUTCFullYear()}-${pad(before.getUTCMonth() + 1)}-${pad(before.getUTCDate())}`, time: null };
  }
  return { day: `${y}-${mo}-${d}`, time: `${h}:${mi}` };
}

/** YYYY-MM-DD HH:MM:SS in Manila time. */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return String(value);
  const p = manilaParts(date);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)} ${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}`;
}

/** ISO 8601 in Manila time with its offset ("2026-11-28T07:49:00+08:00"): exact for machines, Manila's day for people. */
export function formatManilaIso(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return String(value);
  const p = manilaParts(date);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)}T${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}+08:00`;
}
