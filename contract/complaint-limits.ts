/**
 * Complaint limits and helpers without zod, so screens can use them in the browser without pulling
 * the wire contract into the bundle. Re-exported by ./complaints.ts.
 */
export const COMPLAINT_MAX_CHARS = 200;
export const COMPLAINT_MAX_IMAGES = 9;
/** The largest photo the backend keeps; the browser downscales photos well under it first. */
export const COMPLAINT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The collection type: it needs a sub-type and an order whose isShow is 1. */
export const COLLECTION_TYPE = 1;

/**
 * What a complaint is about, by its question type (mocks/complaint-types.json), so the form's
 * prompt and the answer on sending fit the situation (a harassment complaint is not a suggestion).
 * An unknown type reads as "other".
 */
export type ComplaintKind = "collection" | "repayment" | "application" | "app" | "other";
const KIND_BY_TYPE: Record<string, ComplaintKind> = { 1: "collection", 2: "repayment", 3: "application", 4: "app", 5: "other" };
export function complaintKind(problemType: string | number | undefined): ComplaintKind {
  return KIND_BY_TYPE[String(problemType ?? "")] ?? "other";
}

/** Image URLs as the backend hands them out: `/api/user-problem/images/<random name>`. */
export const IMAGE_PATH_PREFIX = "/api/user-problem/images/";

/** Splits a comma-joined image list, dropping blanks. */
export function splitImageList(value: string): string[] {
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
