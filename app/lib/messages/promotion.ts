/**
 * The promotion sign-up landing, agreement and download pages (spec 001 §2, §4, §5, §8). The
 * documented validation and toast texts are Chinese: they are kept verbatim in `verbatim-promotion.ts`
 * and shown for `language=zh`; English here.
 */
import { promotionRefusals } from "@contract/texts/promotion-refusals";

export const promotion = {
  pageTitle: "Sign up",
  phoneLabel: "Mobile number",
  phonePlaceholderPh: "09XXXXXXXXX",
  phonePlaceholderCn: "1XXXXXXXXXX",
  captchaLabel: "Picture code",
  captchaPlaceholder: "4 characters",
  captchaImageAlt: "Picture code: type the 4 characters you see. Tap for a new picture.",
  captchaRefresh: "New picture",
  smsLabel: "SMS code",
  smsPlaceholder: "6 digits",
  getCode: "get code",
  /** The countdown label: 'Ns'. */
  countdown: (seconds: number) => `${seconds}s`,
  countdownHint: (seconds: number) => `A new code can be sent in ${seconds} seconds.`,
  // The code by SMS only, for a visitor who cannot see the picture (docs/decisions/202): the
  // control beside the picture, its allowance, and the refusals of its stricter limits.
  smsOnlyButton: "Can't see the picture? Get the code by SMS only",
  smsOnlyHint: "No picture code needed. Once an hour per number.",
  smsOnlyNoPicture: "Your code came by SMS only: sign up without the picture code.",
  smsOnlyPhoneLimited: promotionRefusals.smsOnlyPhoneLimited,
  smsOnlyAddressLimited: promotionRefusals.smsOnlyAddressLimited,
  agreementPrefix: "By signing up you accept the",
  agreementLink: "registration agreement",
  // The documented messages (spec 001 §5, §8) in English; the verbatim Chinese is in verbatim-promotion.ts.
  phoneInvalid: promotionRefusals.phoneInvalid,
  phoneRulePh: "A Philippine mobile number: 11 digits starting with 09.",
  phoneRuleCn:
    "This page takes mainland China mobile numbers only: 11 digits starting with 1. Philippine numbers sign up on our main page.",
  captchaInvalid: promotionRefusals.captchaInvalid,
  smsInvalid: promotionRefusals.smsInvalid,
  resendBlocked: promotionRefusals.resendBlocked,
  codeSent: "We sent the code by SMS. Please check your phone.",
  registered: "You are signed up.",
  alreadyRegistered: promotionRefusals.alreadyRegistered,
  networkError: "error",
  noTemplate: promotionRefusals.noTemplate,
  downloadAndroid: "Download for Android",
  downloadIos: "Download on the App Store",
  downloadUnavailable: "The download link is not available. Please search for the app in your app store.",
  backToSignUp: "Back to sign-up",
  agreementBack: "Back to sign-up",
  /** Above a registration agreement shown in translation (the English original never shows it). */
  translationNotice: "This is a translation for your reference. If it differs from the English text, the English text prevails.",
} as const;

/** The ops console's promotion funnel. */
export const opsPromotion = {
  pageTitle: "Promotion funnel",
  intro: "Visits, clicks on sign-up, SMS codes sent and registrations, per Manila day.",
  from: "From",
  to: "To",
  template: "Template",
  allTemplates: "All templates",
  utmTag: "utm_tag",
  utmTagHint: "Leave empty for every tag.",
  apply: "Show",
  visits: "Visits",
  clicks: "Clicks",
  codes: "Codes sent",
  registrations: "Registrations",
  conversion: "Visit → registration",
  day: "Day",
  noData: "Nothing recorded in this period.",
  chartTitle: "Funnel per day",
  tableTitle: "Funnel per day, template and utm_tag",
  totals: "Totals",
} as const;
