/** Filipino of `promotionRefusals` (docs/glossary-fil.md). */
import type { promotionRefusals as english } from "../promotion-refusals";
import type { Translation } from "../translation";

export const promotionRefusals: Translation<typeof english> = {
  smsOnlyPhoneLimited: (minutes: number) =>
    `May code na sa SMS lang na naipadala sa number na ito sa nakaraang oras. Puwede kang humingi ulit pagkalipas ng ${minutes} minuto, o kunin ngayon ang code gamit ang picture code.`,
  smsOnlyAddressLimited: (minutes: number) =>
    `Masyadong maraming code sa SMS lang ang hiningi mula sa network na ito sa nakaraang oras. Puwede kang humingi ulit pagkalipas ng ${minutes} minuto, o kunin ngayon ang code gamit ang picture code.`,
  phoneInvalid: "Ilagay ang tamang mobile number.",
  captchaInvalid: "Ilagay nang tama ang picture code.",
  smsInvalid: "Ilagay nang tama ang SMS code.",
  resendBlocked: "Kapapadala lang ng code. Maghintay muna bago humingi ulit.",
  alreadyRegistered: "Naka-sign up ka na dati. I-download ang app at mag-log in.",
  noTemplate: "Wala na ang sign-up page na ito. Buksan ang pinakabagong link mula sa advertisement.",
};
