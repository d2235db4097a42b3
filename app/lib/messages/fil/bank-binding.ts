/** Filipino of `bankBinding` (docs/glossary-fil.md). */
import { bankBindingRefusals } from "@contract/texts/fil/bank-binding-refusals";
import type { Translation } from "@contract/texts/translation";
import type * as en from "../bank-binding";

export const bankBinding: Translation<typeof en.bankBinding> = {
  pageTitle: "Impormasyon ng payment account",
  intro: "Dito ipapadala ang iyong loan, at dapat nakapangalan ito sa iyo.",
  cardTypeLabel: "Uri ng account",
  next: "Susunod",
  choose: "Pumili",
  savedTitle: "Na-save ang account",
  savedBody: "Na-save na ang iyong payment account. Puwede mo nang isara ang page na ito at bumalik sa app.",
  boundIntro: "Dito ipapadala ang iyong loan. Para gumamit ng iba, palitan ito sa ibaba.",
  boundTitle: "Ang iyong payment account",
  changeAccount: "Palitan ang account",
  bankLabel: "Bangko",
  walletLabel: "E-wallet",
  accountNumberLabel: "Account number",
  walletNumberLabel: "Mobile number",
  holderLabel: "Pangalan ng may-ari ng account",
  cityLabel: "Lungsod / probinsya",
  masked: (lastDigits: string) => `•••• ${lastDigits}`,
  cityPlaceholder: "hal. Quezon City",
  fixErrors: "Pakitingnan ang mga may markang sagot sa ibaba.",
  oneOf: (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} o ${names[names.length - 1]}` : (names[0] ?? "")),
  noForm: "Hindi available ngayon ang form ng account. Subukan ulit mamaya.",
  valueTooLong: bankBindingRefusals.valueTooLong,
};
