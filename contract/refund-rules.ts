/**
 * The refund marking's rules the console's form shows (issue 40 W16, docs/decisions/248), without
 * zod: the browser takes these values, the schemas in `receipts.ts` check them on the server.
 */
export const refundMethods = ["gcash", "bank", "cash", "other"] as const;
export type RefundMethod = (typeof refundMethods)[number];
export const REFUND_REFERENCE_MAX = 80;
