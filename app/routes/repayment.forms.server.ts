import { z } from "zod";
import type { TextKey } from "~/lib/messages/catalogue.server";

/** The Payment form: the chosen channel; the amount is what the page showed (the server decides). */
export const paymentSchema = z.object({
  channelNumber: z.string().trim().min(1).max(20),
  amount: z.string().max(20).optional(),
});

type PaymentField = "channelNumber" | "amount";

/**
 * Each field's refusal, by the repayment area's key (the action says it in the page's language):
 * every check of the channel asks for one to be chosen; the amount is never typed, so a wrong one
 * is a malformed form and says the same.
 */
const refusals: Record<PaymentField, TextKey<"repayment">> = { channelNumber: "noChannel", amount: "noChannel" };

export function parsePaymentForm(
  form: FormData,
): { ok: true; value: z.infer<typeof paymentSchema> } | { ok: false; fieldErrors: Partial<Record<PaymentField, TextKey<"repayment">>> } {
  const raw = Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string"));
  const parsed = paymentSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Partial<Record<PaymentField, TextKey<"repayment">>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === "amount" ? "amount" : "channelNumber";
    fieldErrors[field] ??= refusals[field];
  }
  return { ok: false, fieldErrors };
}
