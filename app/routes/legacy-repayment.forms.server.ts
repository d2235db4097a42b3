import { z } from "zod";
import { LegacyCode } from "~/lib/contract";
import { messages } from "~/lib/messages";
import type { TextKey } from "~/lib/messages/catalogue.server";

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

const cardRefusal: TextKey<"repayment"> = "cardRequired";

/** The card choice, or its one refusal by the repayment area's key (said in the page's language). */
export function parseChooseCardForm(form: FormData) {
  const parsed = chooseCardSchema.safeParse(fieldsOf(form));
  if (parsed.success) return { ok: true as const, value: parsed.data };
  return { ok: false as const, fieldErrors: { cardId: cardRefusal } };
}

export function parseConfirmCodeForm(form: FormData) {
  const parsed = confirmCodeSchema.safeParse(fieldsOf(form));
  if (parsed.success) return { ok: true as const, value: parsed.data };
  return { ok: false as const, fieldErrors: { verifyCode: t.codeTooShort } };
}

type LegacyRefusal = { code: number | string; message: string; sessionExpired?: boolean };

/** The SMS code typed was wrong: a refusal that belongs next to the code field. */
export function isWrongCode(result: LegacyRefusal): boolean {
  return !result.sessionExpired && String(result.code) === String(LegacyCode.codeWrong);
}

/** The documented messages for the legacy codes; other codes show the server's message. */
export function legacyFailure(result: LegacyRefusal): string {
  if (result.sessionExpired) return messages.common.sessionExpiredBody;
  if (isWrongCode(result)) return t.codeWrong;
  if (String(result.code) === String(LegacyCode.doubleSubmit)) return t.doubleSubmit;
  return result.message || messages.common.networkError;
}
