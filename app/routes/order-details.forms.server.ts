import { z } from "zod";
import { messages } from "~/lib/messages";

import { PRODUCT_MODULE_ID } from "./order-details.tracking";

const productId = z.coerce.number().int().positive();

/** One schema for every form on Order Details, told apart by `intent`. */
export const orderActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("rate"),
    score: z.coerce
      .number({ error: messages.orderDetails.ratingNoStar })
      .int(messages.orderDetails.ratingNoStar)
      .min(1, messages.orderDetails.ratingNoStar)
      .max(5, messages.orderDetails.ratingNoStar),
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

export function parseOrderAction(form: FormData): { ok: true; value: OrderAction } | { ok: false; intent: string; error: string } {
  const raw = Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string"));
  const parsed = orderActionSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, intent: String(raw.intent ?? ""), error: parsed.error.issues[0]?.message ?? messages.common.somethingWrongBody };
}
