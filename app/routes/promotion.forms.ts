import { z } from "zod";
import { PROMOTION_INPUT_CAPS, phoneMatchesRule, type PhoneRuleName } from "~/lib/contract";
import { messages } from "~/lib/messages";

const t = messages.promotion;

export type PromotionField = "phone" | "capcode" | "smsCode";

/**
 * The sign-up form's one schema, told apart by intent: 'sendCode' (the get-code button) needs the
 * phone and the picture code; 'register' needs the SMS code too. The phone rule is the template's.
 * Inputs are capped as documented (11, 4, 6); longer input is refused with the same messages.
 */
export function signUpSchema(rule: PhoneRuleName) {
  const phone = z
    .string({ error: t.phoneInvalid })
    .trim()
    .max(PROMOTION_INPUT_CAPS.phone, t.phoneInvalid)
    .refine((value) => phoneMatchesRule(value, rule), t.phoneInvalid);
  const capcode = z.string({ error: t.captchaInvalid }).trim().min(1, t.captchaInvalid).max(PROMOTION_INPUT_CAPS.captcha, t.captchaInvalid);
  const smsCode = z.string({ error: t.smsInvalid }).trim().min(1, t.smsInvalid).max(PROMOTION_INPUT_CAPS.smsCode, t.smsInvalid);
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("sendCode"), phone, capcode }),
    z.object({ intent: z.literal("register"), phone, capcode, smsCode }),
  ]);
}
export type SignUp = z.infer<ReturnType<typeof signUpSchema>>;

export interface SignUpValues {
  phone: string;
  capcode: string;
  smsCode: string;
}

export function valuesOf(form: FormData): SignUpValues {
  const text = (name: string, cap: number) => String(form.get(name) ?? "").slice(0, cap * 4);
  return { phone: text("phone", 11), capcode: text("capcode", 4), smsCode: text("smsCode", 6) };
}

export function parseSignUp(form: FormData, rule: PhoneRuleName):
  | { ok: true; value: SignUp }
  | { ok: false; intent: "sendCode" | "register"; fieldErrors: Partial<Record<PromotionField, string>> } {
  const raw = Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string"));
  const intent = raw.intent === "register" ? "register" : "sendCode";
  const parsed = signUpSchema(rule).safeParse({ ...raw, intent });
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Partial<Record<PromotionField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PromotionField;
    // The documented page checks one field at a time, in order; show the first problem of each.
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, intent, fieldErrors };
}

/** The documented client_type from the browser's user agent. */
export function clientTypeOf(userAgent: string | null): "ios" | "android" {
  return /iPhone|iPad|iPod|Mac OS X.*Mobile/i.test(userAgent ?? "") ? "ios" : "android";
}

/** The marketing parameters the page carries from the landing link to the download page. */
export const CARRIED = ["app_from", "user_from", "utm_tag"] as const;
