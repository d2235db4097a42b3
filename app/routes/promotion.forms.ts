// Browser-safe helpers of the sign-up page (no zod: the form schema is in promotion.forms.server.ts).

/** The sign-up form's fields (the request's names, named in the contract). */
export type { SignUpField as PromotionField } from "@contract/promotion-rules";

export interface SignUpValues {
  phone: string;
  capcode: string;
  smsCode: string;
}

export function valuesOf(form: FormData): SignUpValues {
  const text = (name: string, cap: number) => String(form.get(name) ?? "").slice(0, cap * 4);
  return { phone: text("phone", 11), capcode: text("capcode", 4), smsCode: text("smsCode", 6) };
}

/** The documented client_type from the browser's user agent. */
export function clientTypeOf(userAgent: string | null): "ios" | "android" {
  return /iPhone|iPad|iPod|Mac OS X.*Mobile/i.test(userAgent ?? "") ? "ios" : "android";
}

/** The marketing parameters the page carries from the landing link to the download page. */
export const CARRIED = ["app_from", "user_from", "utm_tag"] as const;

/** Seconds before another SMS code may be asked for (spec 001 §5). */
export const RESEND_SECONDS = 60;
