import { z } from "zod";
import { messages } from "~/lib/messages";

/** The Payment form: the chosen channel; the amount is what the page showed (the server decides). */
export const paymentSchema = z.object({
  channelNumber: z
    .string({ error: messages.repayment.noChannel })
    .trim()
    .min(1, messages.repayment.noChannel)
    .max(20, messages.repayment.noChannel),
  amount: z.string().max(20).optional(),
});

export function parsePaymentForm(
  form: FormData,
): { ok: true; value: z.infer<typeof paymentSchema> } | { ok: false; fieldErrors: Partial<Record<"channelNumber" | "amount", string>> } {
  const raw = Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string"));
  const parsed = paymentSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Partial<Record<"channelNumber" | "amount", string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === "amount" ? "amount" : "channelNumber";
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
