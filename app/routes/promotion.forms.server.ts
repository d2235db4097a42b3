import { z } from "zod";
import { PROMOTION_INPUT_CAPS, phoneMatchesRule, type PhoneRuleName } from "~/lib/contract/promotion-rules";
import { messages } from "~/lib/messages";
import type { PromotionField } from "./promotion.forms";

const t = messages.promotion;

/**
 * The sign-up form's one schema, told apart by intent: 'sendCode' (the get-code button) needs the
 * phone and the picture code; 'smsOnly' (the code by SMS only, docs/decisions/202) the phone only;
 * 'register' needs the SMS code too, and the picture code unless the code came by SMS only
 * (`withoutPicture`; the backend decides that for the sid and phone, this only spares the
 * visitor a refusal). The phone rule is the template's. Inputs are capped as documented (11, 4,
 * 6); longer input is refused with the same messages.
 */
export function signUpSchema(rule: PhoneRuleName, withoutPicture = false) {
  const phone = z
    .string({ error: t.phoneInvalid })
    .trim()
    .max(PROMOTION_INPUT_CAPS.phone, t.phoneInvalid)
    .refine((value) => phoneMatchesRule(value, rule), t.phoneInvalid);
  const capcode = z.string({ error: t.captchaInvalid }).trim().min(1, t.captchaInvalid).max(PROMOTION_INPUT_CAPS.captcha, t.captchaInvalid);
  const smsCode = z.string({ error: t.smsInvalid }).trim().min(1, t.smsInvalid).max(PROMOTION_INPUT_CAPS.smsCode, t.smsInvalid);
  const noPicture = z.string().trim().max(PROMOTION_INPUT_CAPS.captcha, t.captchaInvalid).default("");
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("sendCode"), phone, capcode }),
    z.object({ intent: z.literal("smsOnly"), phone }),
    z.object({ intent: z.literal("register"), phone, capcode: withoutPicture ? noPicture : capcode, smsCode }),
  ]);
}
export type SignUp = z.infer<ReturnType<typeof signUpSchema>>;

export function parseSignUp(
  form: FormData,
  rule: PhoneRuleName,
): { ok: true; value: SignUp } | { ok: false; intent: SignUp["intent"]; fieldErrors: Partial<Record<PromotionField, string>> } {
  const raw = Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string"));
  const intent = raw.intent === "register" || raw.intent === "smsOnly" ? raw.intent : "sendCode";
  const parsed = signUpSchema(rule, raw.withoutPicture === "1").safeParse({ ...raw, intent });
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Partial<Record<PromotionField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PromotionField;
    // The documented page checks one field at a time, in order; show the first problem of each.
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, intent, fieldErrors };
}
