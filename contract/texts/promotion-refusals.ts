/**
 * The promotion area's sentences the backend also says (docs/decisions/250): one source for the page
 * (`app/lib/messages/promotion.ts`) and the backend's catalogue (`backend.ts`).
 */
export const promotionRefusals = {
  smsOnlyPhoneLimited: (minutes: number) =>
    `A code by SMS only was already sent to this number in the last hour. You can ask again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or get the code with the picture code now.`,
  smsOnlyAddressLimited: (minutes: number) =>
    `Too many codes by SMS only were asked for from this network in the last hour. You can ask again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or get the code with the picture code now.`,
  phoneInvalid: "Please enter a valid mobile number.",
  captchaInvalid: "Please enter the picture code correctly.",
  smsInvalid: "Please enter the SMS code correctly.",
  resendBlocked: "A code was just sent. Please wait before asking for another.",
  alreadyRegistered: "You are already signed up. Please download the app and log in.",
  noTemplate: "This sign-up page does not exist any more. Please open the latest link from the advertisement.",
};
