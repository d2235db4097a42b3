/**
 * The repayment area's sentences the backend also says (docs/decisions/250): one source for the page
 * (`app/lib/messages/repayment.ts`) and the backend's catalogue (`backend.ts`).
 */
export const repaymentRefusals = {
  noChannel: "Please choose a payment method.",
  cardRequired: "Please choose a bank card.",
  codeWrong: "The verification code is wrong. Please check the SMS and try again.",
  doubleSubmit: "This payment request was already sent. Please do not submit it twice.",
  codeTooShort: "Please enter the correct code.",
};
