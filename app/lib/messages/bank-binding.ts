/** Bank-account binding (spec 000 §2 "Bank-account binding", §4, §5). */
import { bankBindingRefusals } from "@contract/texts/bank-binding-refusals";

export const bankBinding = {
  pageTitle: "Payment account information",
  intro: "Your loan is sent to this account, and it must be in your own name.",
  cardTypeLabel: "Account type",
  next: "Next",
  choose: "Please choose",
  savedTitle: "Account saved",
  savedBody: "Your payment account is saved. You can close this page and return to the app.",
  boundIntro: "Your loan is sent to this account. To use another one, change it below.",
  boundTitle: "Your payment account",
  changeAccount: "Change account",
  bankLabel: "Bank",
  walletLabel: "E-wallet",
  accountNumberLabel: "Account number",
  walletNumberLabel: "Mobile number",
  holderLabel: "Account holder",
  cityLabel: "City / province",
  /** The last four digits only: the page never shows the whole number. */
  masked: (lastDigits: string) => `•••• ${lastDigits}`,
  cityPlaceholder: "e.g. Quezon City",
  fixErrors: "Please check the highlighted fields.",
  oneOf: (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}` : (names[0] ?? "")),
  noForm: "The account form is not available right now. Please try again later.",
  valueTooLong: bankBindingRefusals.valueTooLong,
} as const;
