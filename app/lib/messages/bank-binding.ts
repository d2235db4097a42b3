/** Bank-account binding (spec 000 §2 "Bank-account binding", §4, §5). */
export const bankBinding = {
  pageTitle: "Payment account information",
  intro: "Your loan is sent to this account, and it must be in your own name.",
  cardTypeLabel: "Account type",
  next: "Next",
  choose: "Please choose",
  savedTitle: "Account saved",
  savedBody: "Your payment account is saved. You can close this page and return to the app.",
  fixErrors: "Please check the highlighted fields.",
  noForm: "The account form is not available right now. Please try again later.",
} as const;
