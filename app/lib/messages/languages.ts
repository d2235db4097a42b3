import { complaints } from "./complaints";
import { orderDetails } from "./order-details";
import { promotion } from "./promotion";
import { repayment } from "./repayment";

/**
 * The borrower's language (docs/decisions/112). The catalogue is English; the specification's
 * verbatim Chinese, Spanish and Indonesian wordings are kept here and shown only when the
 * session's `language` is `zh`, `es` or `id`, so the documented behaviour stays reachable.
 */
export type Language = "en" | "zh" | "es" | "id";

export function languageOf(value: string | null | undefined): Language {
  const code = (value ?? "").trim().toLowerCase().slice(0, 2);
  return code === "zh" || code === "es" || code === "id" ? code : "en";
}

/** The documented wordings, verbatim (spec 000 §5, spec 001 §5, §8). */
export const verbatim = {
  zh: {
    promotion: {
      phoneInvalid: "请正确输入手机号！",
      captchaInvalid: "请正确输入图形验证码！",
      smsInvalid: "请正确输入短信验证码！",
      resendBlocked: "请勿重复发送验证码!",
      codeSent: "验证码已发送，请在手机上查看！",
      registered: "注册成功",
      alreadyRegistered: "您已注册,请直接下载APP登录！",
    },
    repayment: { cardRequired: "请选择银行卡" },
  },
  es: {
    complaints: { collectionNotAllowed: "El pedido seleccionado no admite el envío de tipo de colección" },
  },
  id: {
    orderDetails: { ratingNoStar: "Silakan pilih" },
  },
} as const;

const english = { promotion, repayment, complaints, orderDetails };
type Area = keyof typeof english;

/** One area of the catalogue in the borrower's language: English, with that language's wordings over it. */
export function textsFor<A extends Area>(area: A, language: string | null | undefined): (typeof english)[A] {
  const lang = languageOf(language);
  const over = lang === "en" ? undefined : (verbatim[lang] as Partial<Record<Area, object>>)[area];
  return over ? ({ ...english[area], ...over } as (typeof english)[A]) : english[area];
}

/**
 * A documented text that reached the page in another language (the bundled backend answers with
 * the specification's verbatim wordings; a form check answers in English) in the borrower's
 * language. Any other text is returned as it is.
 */
export function inLanguage(message: string, language: string | null | undefined): string {
  for (const lang of ["zh", "es", "id"] as const) {
    for (const [area, texts] of Object.entries(verbatim[lang]) as Array<[Area, Record<string, string>]>) {
      for (const [key, value] of Object.entries(texts)) {
        const englishText = (english[area] as Record<string, unknown>)[key];
        if (message === value || message === englishText) return (textsFor(area, language) as Record<string, unknown>)[key] as string;
      }
    }
  }
  return message;
}
