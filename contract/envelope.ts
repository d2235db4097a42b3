import { z } from "zod";
import type { Endpoint, SuccessCode } from "./endpoint";

/**
 * Failure codes the bundled backend answers. The documented system leaves them open; these are
 * ours (docs/decisions/004-error-codes.md). For endpoints whose success code is a string, the
 * failure code is sent as a string too, so a caller compares like with like.
 */
export const FailureCode = {
  /** Input failed validation; the message names the field and what to do. */
  invalidInput: 1001,
  /** The thing asked for does not exist, or belongs to another borrower (the two look the same). */
  notFound: 1004,
  /** The request conflicts with the current state (already done, not allowed in this status). */
  conflict: 1009,
  /** Too many attempts; the message says when to try again. */
  rateLimited: 1429,
  /** Missing, unknown or expired session: the page asks the native app to return to login. */
  sessionExpired: 1401,
  /** An unexpected fault in the backend; nothing was changed. */
  unavailable: 1500,
} as const;
export type FailureCodeName = keyof typeof FailureCode;

export interface Envelope<T = unknown> {
  code: number | string;
  message: string;
  data: T;
  success?: boolean;
}

export function wireFailureCode(endpoint: Pick<Endpoint, "successCode">, code: number | string) {
  return typeof endpoint.successCode === "string" ? String(code) : Number(code);
}

export function isSuccessCode(expected: SuccessCode, code: unknown): boolean {
  // Compare as the documented type says; '00' and 0 are different answers.
  return typeof expected === "number" ? code === expected : code === expected;
}

export function isSessionExpired(code: unknown): boolean {
  return String(code) === String(FailureCode.sessionExpired);
}

export const envelopeSchema = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string().default(""),
  data: z.unknown(),
  success: z.boolean().optional(),
});
