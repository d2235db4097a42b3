import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { keyed } from "./keyed-message";
import { PAY_CODE } from "./pay-code";

/**
 * Ours: what our backend knows of a pay code the public repayment code page (/repaymentOfCode)
 * shows, and whether it can still be paid (a closed or paid code's page says so and draws no QR
 * code, docs/decisions/245). The page's address is public, so the amount it shows comes from here, for a code our
 * backend issued and that can still be paid, never from the link's `repayAmount` (second
 * penetration test, N16; docs/decisions/072). Public: a reference is unguessable (50 random bits),
 * and whoever holds one can already pay it.
 */
export const payCodeInfo = defineEndpoint({
  name: "pay code info",
  method: "GET",
  path: "/v3/repayment/pay-code",
  auth: "public",
  successCode: 0,
  request: z.object({ payCode: z.string().regex(PAY_CODE, keyed("notAPayCode", { field: "payCode" })) }),
  // state: "open" can be paid now; "paid" was paid; "closed" can no longer be paid (superseded by
  // another payment, expired or failed): money paid into it is owed back (docs/decisions/150, 245).
  // The amount is the code's own, a figure to pay only while it is open.
  data: z.object({ state: z.enum(["open", "paid", "closed"]), amount: z.number().int().nonnegative(), expiresAt: z.string() }),
});
