import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { keyed } from "./keyed-message";
import { PAY_CODE } from "./pay-code";

/**
 * Ours: what our backend knows of a pay code the public repayment code page (/repaymentOfCode)
 * shows. The page's address is public, so the amount it shows comes from here, for a code our
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
  data: z.object({ amount: z.number().int().nonnegative(), expiresAt: z.string() }),
});
