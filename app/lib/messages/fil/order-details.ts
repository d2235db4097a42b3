/** Filipino of `orderDetails` (docs/glossary-fil.md). */
import type * as en from "../order-details";
import type { Translation } from "../translation";

export const orderDetails: Translation<typeof en.orderDetails> = {
  bankSaved: "Na-save na ang iyong payment account.",
  pageTitle: "Detalye ng Order",
  repay: "Magbayad",
  rollover: "Mag-extension",
  rolloverHint: "Kulang ang pera?",
  borrowAgain: "Umutang Ulit",
  moreProducts: "I-tap para makita ang iba pang produkto",
  allOrders: "Lahat ng order ko",
  paymentHistory: "Kasaysayan ng bayad",
  statementLink: "Statement of account",
  certificateLink: "Katibayan ng buong pagbabayad",
  recommendedTitle: "Para sa iyo",
  kindTipsTitle: "Paalala",
  withdrawTitle: "Paalala sa pag-withdraw",
  withdrawNow: "I-withdraw Ngayon",
  ratingTitle: "I-rate ang iyong karanasan",
  ratingLegend: "Ilang star ang ibibigay mo sa loan na ito?",
  ratingSubmit: "Isumite",
  ratingSkip: "Mamaya na",
  ratingNoStar: "Pumili ng rating.",
  ratingThanks: "Salamat sa iyong feedback!",
  ratingThanksBody: "Binabasa namin ang bawat rating para lalo pang gumanda ang serbisyo.",
  bindCard: "I-bind ang account",
  support: "Customer service",
  supportCall: "Tumawag",
  productUnavailable: "Hindi available ang produktong ito ngayon.",
  star: (n: number) => `${n} star`,
  offerTitle: "Nagbago ang isip mo?",
  offerBody: (amount: string, date: string) =>
    `Maaari mong kanselahin ang loan na ito hanggang ${date}: ibalik ang ${amount}, ang natanggap mo, nang walang interes at walang fee.`,
  offerLink: "Kanselahin ang loan na ito",
  payoffToday: (amount: string) => `Bayaran nang buo ngayon: ${amount}`,
  waysLink: "Magbayad nang buo o bahagi",
};
