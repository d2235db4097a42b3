// No zod here: the promotion page's browser code uses these (see docs/decisions/001, bundle size).

export const PROMOTION_INPUT_CAPS = { phone: 11, captcha: 4, smsCode: 6 } as const;

export const PHONE_RULE_NAMES = ["cn", "ph"] as const;
/** The template's phone rule (BRIEF §5): the documented Chinese rule or Philippine mobiles. */
export type PhoneRuleName = (typeof PHONE_RULE_NAMES)[number];

const PHONE_RULES: Record<PhoneRuleName, RegExp> = {
  // The documented rule (spec 001 §5): 11 digits, 1 then 3-9.
  cn: /^1[3-9]\d{9}$/,
  // Philippine mobile numbers in national form: 09 plus 9 digits.
  ph: /^09\d{9}$/,
};

/** Whether a phone number fits the template's rule. Pure; both the page and the backend use it. */
export function phoneMatchesRule(phone: string, rule: PhoneRuleName): boolean {
  return PHONE_RULES[rule].test(phone);
}

/** The captcha image is not an envelope: an SVG served at this path (see server/lending/promotion). */
export const CAPTCHA_PATH = "/api/v2/youmi/promotion/get-captcha";

/** Codes of the register and get-sms answers that the page handles by name (spec 001 §4, §8). */
export const PromotionCode = {
  wrongCaptchaOnSms: "101",
  alreadyRegistered: "11",
  wrongCaptcha: "-1",
} as const;

/**
 * The sign-up code by SMS only, for a visitor who cannot see the picture (docs/decisions/202): a
 * stricter allowance than the picture path's, stated on the page before it is used. A rule both
 * sides share (the page states it, the backend enforces it), so it is here and not configuration.
 */
export const SMS_ONLY_LIMITS = { perPhonePerHour: 1, perAddressPerHour: 3 } as const;

/** The sign-up form's fields, by their names in the request. */
export const SIGN_UP_FIELDS = ["phone", "capcode", "smsCode"] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

/**
 * The refusals whose wording the specification fixes (spec 001 §5, §8), by their key in the
 * promotion texts: the page says these in its own language.
 */
export const DOCUMENTED_REFUSALS = ["phoneInvalid", "captchaInvalid", "smsInvalid", "resendBlocked", "alreadyRegistered"] as const;
export type DocumentedRefusal = (typeof DOCUMENTED_REFUSALS)[number];

/**
 * What a sign-up refusal's `data` names (ours, docs/decisions/206): the form field it is about, and
 * which documented refusal it is. The documented answer has neither (a phone and a picture code
 * share one code), so a caller could only tell them apart by their wording.
 */
export interface SignUpRefusal {
  field: SignUpField | null;
  documented: DocumentedRefusal | null;
}

const oneOf = <T extends string>(values: ReadonlyArray<T>, value: unknown): T | null => values.find((v) => v === value) ?? null;

/**
 * A sign-up refusal as the page places it. A backend that names neither (the documented one, or a
 * refusal before the sign-up rules ran: a limit, a malformed request) still names a wrong picture
 * code by its documented codes; anything else is shown as the backend worded it.
 */
export function signUpRefusalOf(failure: { code: number | string; data: unknown }): SignUpRefusal {
  const data: Record<string, unknown> = failure.data && typeof failure.data === "object" ? (failure.data as Record<string, unknown>) : {};
  const code = String(failure.code);
  const pictureCode = code === PromotionCode.wrongCaptchaOnSms || code === PromotionCode.wrongCaptcha ? "capcode" : null;
  return { field: oneOf(SIGN_UP_FIELDS, data.field) ?? pictureCode, documented: oneOf(DOCUMENTED_REFUSALS, data.documented) };
}
