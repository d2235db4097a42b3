/** Filipino of `promotion` (docs/glossary-fil.md). */
import type * as en from "../promotion";
import type { Translation } from "../translation";

export const promotion: Translation<typeof en.promotion> = {
  pageTitle: "Mag-sign up",
  phoneLabel: "Mobile number",
  phonePlaceholderPh: "09XXXXXXXXX",
  phonePlaceholderCn: "1XXXXXXXXXX",
  captchaLabel: "Picture code",
  captchaPlaceholder: "4 na character",
  captchaImageAlt: "Picture code: i-type ang 4 na character na nakikita mo. I-tap para sa bagong larawan.",
  captchaRefresh: "Bagong larawan",
  smsLabel: "SMS code",
  smsPlaceholder: "6 na digit",
  getCode: "kunin ang code",
  countdown: (seconds: number) => `${seconds}s`,
  countdownHint: (seconds: number) => `Puwedeng magpadala ng bagong code pagkalipas ng ${seconds} segundo.`,
  smsOnlyButton: "Hindi makita ang larawan? Ipadala ang code sa SMS lang",
  smsOnlyHint: "Hindi kailangan ang picture code. Isang beses kada oras bawat number.",
  smsOnlyNoPicture: "Sa SMS lang dumating ang iyong code: mag-sign up nang walang picture code.",
  smsOnlyPhoneLimited: (minutes: number) =>
    `May code na sa SMS lang na naipadala sa number na ito sa nakaraang oras. Puwede kang humingi ulit pagkalipas ng ${minutes} minuto, o kunin ngayon ang code gamit ang picture code.`,
  smsOnlyAddressLimited: (minutes: number) =>
    `Masyadong maraming code sa SMS lang ang hiningi mula sa network na ito sa nakaraang oras. Puwede kang humingi ulit pagkalipas ng ${minutes} minuto, o kunin ngayon ang code gamit ang picture code.`,
  agreementPrefix: "Sa pag-sign up, tinatanggap mo ang",
  agreementLink: "kasunduan sa pagpaparehistro",
  phoneInvalid: "Ilagay ang tamang mobile number.",
  phoneRulePh: "Mobile number sa Pilipinas: 11 digit na nagsisimula sa 09.",
  phoneRuleCn:
    "Mga mobile number lang ng Tsina ang tinatanggap dito: 11 digit na nagsisimula sa 1. Sa aming pangunahing pahina nagpaparehistro ang mga mobile number sa Pilipinas.",
  captchaInvalid: "Ilagay nang tama ang picture code.",
  smsInvalid: "Ilagay nang tama ang SMS code.",
  resendBlocked: "Kapapadala lang ng code. Maghintay muna bago humingi ulit.",
  codeSent: "Pinadala namin ang code sa SMS. Tingnan ang iyong phone.",
  registered: "Naka-sign up ka na.",
  alreadyRegistered: "Naka-sign up ka na dati. I-download ang app at mag-log in.",
  networkError: "error",
  noTemplate: "Wala na ang sign-up page na ito. Buksan ang pinakabagong link mula sa advertisement.",
  downloadAndroid: "I-download para sa Android",
  downloadIos: "I-download sa App Store",
  downloadUnavailable: "Hindi available ang download link. Hanapin ang app sa iyong app store.",
  backToSignUp: "Bumalik sa sign-up",
  agreementBack: "Bumalik sa sign-up",
  translationNotice: "Ito ay salin para sa iyong sanggunian. Kung may pagkakaiba sa tekstong Ingles, ang tekstong Ingles ang masusunod.",
};
