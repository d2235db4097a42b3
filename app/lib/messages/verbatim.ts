/**
 * The specification's verbatim Chinese, Spanish and Indonesian wordings and the borrower's
 * language (docs/decisions/112). No imports: a page can pick one wording without shipping the
 * other areas' texts (JS budget, docs/decisions/060).
 */
export type Language = "en" | "fil" | "zh" | "es" | "id";

/**
 * The session's `language` as one of ours: `fil` or `tl` (Tagalog's code, also `fil-PH`, `tl-PH`)
 * is Filipino (docs/decisions/130); `zh`, `es`, `id` the documented verbatim wordings; anything
 * else, or nothing, English, without an error.
 */
export function languageOf(value: string | null | undefined): Language {
  const tag = (value ?? "").trim().toLowerCase();
  const primary = tag.split(/[-_]/)[0];
  if (primary === "fil" || primary === "tl") return "fil";
  const code = tag.slice(0, 2);
  return code === "zh" || code === "es" || code === "id" ? code : "en";
}

/**
 * The documented wordings, verbatim (spec 000 §5, spec 001 §5, §8). Each area is its own constant so
 * a page that picks one wording ships only that area's (the bundler drops the rest).
 */
export const verbatimPromotion = {
  zh: {
    phoneInvalid: "请正确输入手机号！",
    captchaInvalid: "请正确输入图形验证码！",
    smsInvalid: "请正确输入短信验证码！",
    resendBlocked: "请勿重复发送验证码!",
    codeSent: "验证码已发送，请在手机上查看！",
    registered: "注册成功",
    alreadyRegistered: "您已注册,请直接下载APP登录！",
  },
} as const;
export const verbatimRepayment = { zh: { cardRequired: "请选择银行卡" } } as const;
export const verbatimComplaints = {
  es: { collectionNotAllowed: "El pedido seleccionado no admite el envío de tipo de colección" },
} as const;
export const verbatimOrderDetails = { id: { ratingNoStar: "Silakan pilih" } } as const;

/** Every documented wording by language, then area. */
export const verbatim = {
  zh: { promotion: verbatimPromotion.zh, repayment: verbatimRepayment.zh },
  es: { complaints: verbatimComplaints.es },
  id: { orderDetails: verbatimOrderDetails.id },
} as const;

/** `english`, or the wording for the borrower's language when there is one. */
export function pick(
  english: string,
  language: string | null | undefined,
  wordings: Partial<Record<Exclude<Language, "en" | "fil">, string>>,
): string {
  const lang = languageOf(language);
  return lang === "en" || lang === "fil" ? english : (wordings[lang] ?? english);
}
