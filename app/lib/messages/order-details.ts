/** Order Details (spec 000 §2, §4, §5, §8); 'Silakan pilih' (Indonesian, documented) is in languages.ts. */
export const orderDetails = {
  bankSaved: "Your payment account is saved.",
  pageTitle: "Order Details",
  /** One label for paying an instalment, on every screen (issue 16): the repayment page's title too. */
  repay: "Repayment",
  rollover: "Rollover Repayment",
  rolloverHint: "Short of money?",
  borrowAgain: "Borrow Again",
  moreProducts: "Click to view more products",
  allOrders: "All my orders",
  paymentHistory: "Payment history",
  statementLink: "Statement of account",
  certificateLink: "Certificate of full payment",
  recommendedTitle: "Recommended for you",
  kindTipsTitle: "Kind tips",
  withdrawTitle: "Withdrawal reminder",
  withdrawNow: "Withdraw Now",
  ratingTitle: "Rate your experience",
  ratingLegend: "How many stars do you give this loan?",
  ratingSubmit: "Submit",
  ratingSkip: "Not now",
  ratingNoStar: "Please choose a rating.",
  ratingThanks: "Thank you for your feedback!",
  ratingThanksBody: "We read every rating and will keep improving.",
  bindCard: "Go and bind an account",
  support: "Customer service",
  supportCall: "Call",
  productUnavailable: "This product is not available right now.",
  star: (n: number) => `${n} star${n === 1 ? "" : "s"}`,
  // Repaying your way (docs/decisions/174): the cooling-off offer and the way to pay in full or in part.
  offerTitle: "Changed your mind?",
  offerBody: (amount: string, date: string) =>
    `You can cancel this loan until ${date}: return ${amount}, what you received, with no interest and no fees.`,
  offerLink: "Cancel this loan",
  payoffToday: (amount: string) => `Pay in full today: ${amount}`,
  // Shown only while paying the whole loan today is refused (before the early-repayment window):
  // what can be paid is what is due now (issue 40 W5).
  waysLink: "Pay what is due now, all or part",
  payGuideLink: "How to pay at a store or with an e-wallet",
} as const;
