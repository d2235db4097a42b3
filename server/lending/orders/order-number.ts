import crypto from "node:crypto";
import type { LocalDate } from "../../domain";

/**
 * An order's number: "PL", the day it was applied for (YYYYMMDD) and 8 random digits, always 18
 * characters (issue 40: the QA orders' numbers ran 17 or 18 long). Random rather than counted, so
 * a number says nothing about how many orders there are; 90 million a day keep a clash rare, and
 * the column is unique, so a clash is refused rather than shared.
 */
export const ORDER_NO_LENGTH = 18;
export const ORDER_NO_PATTERN = /^PL\d{16}$/;

export function newOrderNo(today: LocalDate): string {
  return `PL${today.replaceAll("-", "")}${crypto.randomInt(10_000_000, 100_000_000)}`;
}
