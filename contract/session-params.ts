// No zod here: the browser bundle imports these names (app/lib/query.ts) and must stay small.
/**
 * The common session parameters every call carries in its query string (BRIEF §2). The documented
 * system hides their names; these are ours.
 */
export const SESSION_PARAMS = [
  "deviceId",
  "appVersion",
  "userId",
  "sessionId",
  "clientType",
  "merchantNumber",
  "mobilePhone",
  "language",
] as const;
export type SessionParamName = (typeof SESSION_PARAMS)[number];
export type SessionParams = Partial<Record<SessionParamName, string>>;

/** Header values of the two client variants, taken from the same-named page query parameters. */
export const HEADER_PARAMS = ["building", "gather", "swift", "eyes"] as const;
export type HeaderParamName = (typeof HEADER_PARAMS)[number];
