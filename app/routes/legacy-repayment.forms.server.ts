import { z } from "zod";
import { LegacyCode } from "~/lib/contract";
import { messages } from "~/lib/messages";

const t = messages.repayment;

/** /funny: a card must be chosen (the documented Chinese message). */
export const chooseCardSchema = z.object({
  cardId: z.coerce.number({ error: t.cardRequired }).int(t.cardRequired).positive(t.cardRequired),
  repayToken: z.string().min(1).max(200),
});

/** /here: the SMS code, at least 6 characters ('please enter the correct code'). */
export const confirmCodeSchema = z.object({
  verifyCode: z.string({ error: t.codeTooShort }).trim().min(6, t.codeTooShort).max(6, t.codeTooShort),
});

function fieldsOf(form: FormData) {
  return Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string" && v !== ""));
}

export function parseChooseCardForm(form: FormData) {
  const parsed = chooseCardSchema.safeParse(fieldsOf(form));
  if (parsed.success) return { ok: true as const, value: parsed.data };
  return { ok: false as const, fieldErrors: { cardId: t.cardRequired } };
}

export function parseConfirmCodeForm(form: FormData) {
  const parsed = confirmCodeSchema.safeParse(fieldsOf(form));
  if (parsed.success) return { ok: true as const, value: parsed.data };
  return { ok: false as const, fieldErrors: { verifyCode: t.codeTooShort } };
}

/** The documented messages for the legacy codes; other codes show the server's message. */
export function legacyFailure(result: { code: number | string; message: string; sessionExpired?: boolean }): string {
  if (result.sessionExpired) return messages.common.sessionExpiredBody;
  if (String(result.code) === String(LegacyCode.codeWrong)) return t.codeWrong;
  if (String(result.code) === String(LegacyCode.doubleSubmit)) return t.doubleSubmit;
  return result.message || messages.common.networkError;
}
