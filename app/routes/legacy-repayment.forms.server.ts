import { z } from "zod";
import { LegacyCode } from "@contract";
import { keyIn, serverTexts, type TextKey } from "~/lib/messages/catalogue.server";

/** The schemas name the repayment area's keys; the action says them in the request's language. */
const key = keyIn("repayment");

/** /funny: a card must be chosen (the documented Chinese message). */
export const chooseCardSchema = z.object({
  cardId: z.coerce
    .number({ error: key("cardRequired") })
    .int(key("cardRequired"))
    .positive(key("cardRequired")),
  repayToken: z.string().min(1).max(200),
});

/** /here: the SMS code, at least 6 characters ('please enter the correct code'). */
export const confirmCodeSchema = z.object({
  verifyCode: z
    .string({ error: key("codeTooShort") })
    .trim()
    .min(6, key("codeTooShort"))
    .max(6, key("codeTooShort")),
});

function fieldsOf(form: FormData) {
  return Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string" && v !== ""));
}

const cardRefusal: TextKey<"repayment"> = "cardRequired";
const codeRefusal: TextKey<"repayment"> = "codeTooShort";

/** The card choice, or its one refusal by the repayment area's key (said in the page's language). */
export function parseChooseCardForm(form: FormData) {
  const parsed = chooseCardSchema.safeParse(fieldsOf(form));
  if (parsed.success) return { ok: true as const, value: parsed.data };
  return { ok: false as const, fieldErrors: { cardId: cardRefusal } };
}

/** The SMS code, or its one refusal by the repayment area's key. */
export function parseConfirmCodeForm(form: FormData) {
  const parsed = confirmCodeSchema.safeParse(fieldsOf(form));
  if (parsed.success) return { ok: true as const, value: parsed.data };
  return { ok: false as const, fieldErrors: { verifyCode: codeRefusal } };
}

type LegacyRefusal = { code: number | string; message: string; sessionExpired?: boolean };

/** The SMS code typed was wrong: a refusal that belongs next to the code field. */
export function isWrongCode(result: LegacyRefusal): boolean {
  return !result.sessionExpired && String(result.code) === String(LegacyCode.codeWrong);
}

/**
 * The documented messages for the legacy codes, in the session's language; other codes show the
 * server's message (already in that language).
 */
export function legacyFailure(result: LegacyRefusal, language: string | null | undefined): string {
  if (result.sessionExpired) return serverTexts("common", language).sessionExpiredBody;
  const t = serverTexts("repayment", language);
  if (isWrongCode(result)) return t.codeWrong;
  if (String(result.code) === String(LegacyCode.doubleSubmit)) return t.doubleSubmit;
  return result.message || serverTexts("common", language).networkError;
}
