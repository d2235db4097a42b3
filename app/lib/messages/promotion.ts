/**
 * The promotion sign-up landing, agreement and download pages (spec 001 §2, §4, §5, §8). The
 * validation and toast texts are Chinese, verbatim as documented; the rest is ours.
 */
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
  agreementPrefix: "By signing up you accept the",
  agreementLink: "registration agreement",
  // The documented messages (spec 001 §5, §8), verbatim.
  phoneInvalid: "请正确输入手机号！",
  captchaInvalid: "请正确输入图形验证码！",
  smsInvalid: "请正确输入短信验证码！",
  resendBlocked: "请勿重复发送验证码!",
  codeSent: "验证码已发送，请在手机上查看！",
  registered: "注册成功",
  alreadyRegistered: "您已注册,请直接下载APP登录！",
  networkError: "error",
  noTemplate: "This sign-up page does not exist any more. Please open the latest link from the advertisement.",
  downloadAndroid: "Download for Android",
  downloadIos: "Download on the App Store",
  downloadUnavailable: "The download link is not available. Please search for the app in your app store.",
  backToSignUp: "Back to sign-up",
  agreementBack: "Back to sign-up",
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
