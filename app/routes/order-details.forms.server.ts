import { z } from "zod";
import { keyIn, textKeyOf, type TextKey } from "~/lib/messages/catalogue.server";

import { PRODUCT_MODULE_ID } from "./order-details.tracking";

const productId = z.coerce.number().int().positive();
// The checks name the order details area's keys: the action says them in the page's language.
const key = keyIn("orderDetails");

/** One schema for every form on Order Details, told apart by `intent`. */
export const orderActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("rate"),
    score: z.coerce
      .number({ error: key("ratingNoStar") })
      .int(key("ratingNoStar"))
      .min(1, key("ratingNoStar"))
      .max(5, key("ratingNoStar")),
  }),
  z.object({ intent: z.literal("repay"), target: z.enum(["repay", "rollover"]).default("repay") }),
  z.object({ intent: z.literal("borrowAgain"), productId }),
  z.object({
    intent: z.literal("product"),
    productId,
    position: z.coerce.number().int().min(0).max(100).default(0),
    moduleId: z.string().max(40).default(PRODUCT_MODULE_ID),
  }),
]);
export type OrderAction = z.infer<typeof orderActionSchema>;

/**
 * The form read, or its refusal: the area's key, or null for a malformed request (a field the page
 * always sends right), which the action says as common's somethingWrongBody.
 */
export function parseOrderAction(
  form: FormData,
): { ok: true; value: OrderAction } | { ok: false; intent: string; error: TextKey<"orderDetails"> | null } {
  const raw = Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string"));
  const parsed = orderActionSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, intent: String(raw.intent ?? ""), error: textKeyOf("orderDetails", parsed.error.issues[0]?.message) };
}
