import { z } from "zod";
import { PROMOTION_INPUT_CAPS, phoneMatchesRule, type PhoneRuleName } from "@contract/promotion-rules";
import type { TextKey } from "~/lib/messages/catalogue.server";
import type { PromotionField } from "./promotion.forms";

/**
 * Each field's refusal, by the promotion area's key (the documented messages, spec 001 §5): every
 * check of a field says the same, and the action says it in the page's language.
 */
const refusals: Record<PromotionField, TextKey<"promotion">> = { phone: "phoneInvalid", capcode: "captchaInvalid", smsCode: "smsInvalid" };

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
    .string()
    .trim()
    .max(PROMOTION_INPUT_CAPS.phone)
    .refine((value) => phoneMatchesRule(value, rule));
  const capcode = z.string().trim().min(1).max(PROMOTION_INPUT_CAPS.captcha);
  const smsCode = z.string().trim().min(1).max(PROMOTION_INPUT_CAPS.smsCode);
  const noPicture = z.string().trim().max(PROMOTION_INPUT_CAPS.captcha).default("");
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("sendCode"), phone, capcode }),
    z.object({ intent: z.literal("smsOnly"), phone }),
    z.object({ intent: z.literal("register"), phone, capcode: withoutPicture ? noPicture : capcode, smsCode }),
  ]);
}
export type SignUp = z.infer<ReturnType<typeof signUpSchema>>;

const isField = (value: unknown): value is PromotionField => typeof value === "string" && Object.hasOwn(refusals, value);

/**
 * The form as the intent the action resolved (the button pressed; Enter in a field registers once
 * an SMS code is typed, else asks for one).
 */
export function parseSignUp(
  form: FormData,
  rule: PhoneRuleName,
  intent: SignUp["intent"],
):
  | { ok: true; value: SignUp }
  | { ok: false; intent: SignUp["intent"]; fieldErrors: Partial<Record<PromotionField, TextKey<"promotion">>> } {
  const raw = Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string"));
  const parsed = signUpSchema(rule, raw.withoutPicture === "1").safeParse({ ...raw, intent });
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Partial<Record<PromotionField, TextKey<"promotion">>> = {};
  for (const issue of parsed.error.issues) {
    // A field the form always sends; a missing one (a request the page never makes) is refused as empty.
    const field = issue.path[0];
    if (isField(field)) fieldErrors[field] ??= refusals[field];
  }
  return { ok: false, intent, fieldErrors };
}
