/**
 * The lending backend's own texts, by key (docs/decisions/191): the envelope messages (refusals,
 * validation failures, the documented Chinese and Spanish wordings) and the words it writes into
 * its data (status headers, detail rows, modals, plans). English, or the documented wording, here;
 * Filipino in `fil/backend.ts`, typed `Translation<typeof backend>`, so a missing or extra key
 * fails the typecheck. A wording with values is a function of one object of named values.
 *
 * Services never write these sentences: they name a key (`text("orderNotFound")`, server/lending/
 * texts.ts) and the envelope's `message` is rendered in the session's language at one place.
 * Sentences a page also says are in the area's `*-refusals.ts` module beside this one, which the
 * page's area module takes them from (one source each).
 */
import { bankBindingRefusals } from "./bank-binding-refusals";
import { complaintRefusals } from "./complaint-refusals";
import { contactRefusals } from "./contact-refusals";
import { promotionRefusals } from "./promotion-refusals";
import { receiptRefusals } from "./receipt-refusals";
import { repaymentRefusals } from "./repayment-refusals";
import { security } from "./security";
import { verbatimPromotion } from "./verbatim-promotion";
import { verbatimRepayment } from "./verbatim-repayment";

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const backend = {
  // Sessions, generic failures, the HTTP glue.
  sessionExpired: "Your session has expired. Please log in again.",
  requestInvalid: "The request is not valid.",
  somethingWentWrong: "Something went wrong on our side and nothing was changed. Please try again.",
  noSuchService: "This service does not exist.",
  requestTooLarge: "The request is too large.",
  requestUnreadable: "The request could not be read.",
  fieldRequired: ({ field }: { field: string }) => `${field} is required.`,
  mustBeNumber: ({ label }: { label: string }) => `${label} must be a number`,
  mustBeWholeNumber: ({ label }: { label: string }) => `${label} must be a whole number`,
  missingOrInvalid: ({ label }: { label: string }) => `${label} is missing or not valid`,
  // Checks of fields only a machine sends (the page never gets them wrong): the field's name as sent.
  wholeNumberFromOne: ({ field }: { field: string }) => `${field} must be a whole number.`,
  mustBeThirty: ({ field }: { field: string }) => `${field} must be 30`,
  onlyDigits: ({ field }: { field: string }) => `${field} must be digits`,
  oneOf: ({ field, values }: { field: string; values: string }) => `${field} must be ${values}`,
  tooLong: ({ field }: { field: string }) => `${field} is too long.`,
  emptyList: ({ field }: { field: string }) => `${field} is empty.`,
  jsonArray: ({ field }: { field: string }) => `${field} must be a JSON array.`,
  atMostAtOnce: ({ count, what }: { count: number; what: string }) => `At most ${count} ${what} at once.`,
  // The ops console's own refusals (agents read English there, like the console).
  opsOff: "The ops console is off: set OPS_PASSWORD to turn it on.",
  opsWrongPassword: "Wrong ops password.",
  opsLogIn: "Please log in to the ops console.",

  // Security (cross-site check, body limits, abuse limits): the screens' own texts.
  crossSite: security.crossSite,
  dataParameter: security.dataParameter,
  formTooLarge: security.formTooLarge,
  photosTooLarge: security.photosTooLarge,
  opsLoginLimited: security.opsLoginLimited,
  contactLimited: security.contactLimited,
  visitsLimited: security.visitsLimited,
  complaintsLimited: security.complaintsLimited,
  photosLimited: security.photosLimited,
  uploadsBusy: security.uploadsBusy,
  formUnreadable: security.formUnreadable,
  eventsLimited: security.eventsLimited,

  // Orders and loan details.
  orderNotFound: "We could not find this order. Please check the link or open it from your order list.",
  orderAlreadyRated: "You have already rated this order. Thank you!",
  ratingStars: complaintRefusals.rateNoStar,
  // Order Details' status header (texts inside `data`).
  statusUnderReview: "Under review",
  statusUnderReviewNote: "We are reviewing your application and will decide within 1 day.",
  statusRejected: "Rejected",
  statusRejectedNote: "Sorry, your application was not approved this time. You may try the products below.",
  statusApproved: "Approved",
  statusApprovedNote: "Your loan is approved. The money reaches your account within 1 to 3 days.",
  statusApprovedBindFirstNote:
    "Your loan is approved. To receive it, bind a bank account or e-wallet in your own name; the money reaches it within 1 to 3 days after that.",
  statusRepaying: "Repaying",
  statusRepayingNote: ({ amount, date }: { amount: string; date: string }) => `Your next repayment of ${amount} is due on ${date}.`,
  statusDue: "Repayment due",
  statusDueNote: ({ amount, date }: { amount: string; date: string }) =>
    `${amount} is due on ${date}. Repay on time to keep a good record.`,
  statusOverdue: "Overdue",
  statusOverdueNote: ({ days, amount }: { days: number; amount: string }) =>
    `Your repayment is ${days} ${plural(days, "day", "days")} overdue and late charges apply. Please repay ${amount} now.`,
  statusSettled: "Settled",
  statusSettledNote: "Your loan is fully repaid. Thank you! You can borrow again.",
  statusProcessing: "Processing",
  statusProcessingNote: "We are processing your order.",
  // Order Details' rows and modals (texts inside `data`).
  rowOrderNo: "Order No.",
  rowLoanAmount: "Loan amount",
  rowAmountReceived: "Amount received",
  rowAmountToReceive: "Amount you will receive",
  rowLoanTerm: "Loan term",
  rowApplyDate: "Apply date",
  rowDisbursedOn: "Disbursed on",
  rowDueDate: "Due date",
  rowRepaymentAmount: "Repayment amount",
  rowLateCharges: "Late charges",
  rowTotalToSettle: "Total to settle today",
  rowDaysOverdue: "Days overdue",
  rowSettledOn: "Settled on",
  days: ({ days }: { days: number }) => `${days} days`,
  withdrawNotice: "Your loan has been approved by our partner lender. Withdraw now to receive the money in your account.",
  bindCardTitle: "Bind your bank account",
  bindCardNote: "To receive your loan, please bind a bank account or e-wallet in your own name.",

  // Repayment and extension pages (texts inside `data`).
  rowAmountToPayNow: "Amount to pay now",
  nothingToday: "Nothing today",
  paid: "Paid",
  rowEarlyRepaymentFrom: "Early repayment from",
  rowInstalment: ({ seq, count }: { seq: number; count: number }) => `Instalment ${seq} of ${count}`,
  rowInstalmentOn: ({ seq, count, date }: { seq: number; count: number; date: string }) => `Instalment ${seq} of ${count} (${date})`,
  contractNumber: "Contract number (not a pay code)",
  payCodeFor: ({ channel }: { channel: string }) => `Pay code for ${channel}`,
  extensionNotAvailable: "Extension not available",
  extensionFeeWithCharges: "Extension fee: interest and charges due today",
  extensionFee: "Extension fee: interest due today",
  payToday: "Pay today",
  newDueDate: "New due date",
  interestAndLateCharges: "Interest and late charges",
  interest: "Interest",
  principalAndNewInterest: "Principal and new-period interest",

  // Loan confirmation (texts inside `data`).
  rowServiceFee: "Service fee",
  rowTotalRepayment: "Total repayment",
  repaymentPlanRow: "Repayment",
  retentionTitle: "Point out",
  retentionNote: "Your loan is almost ready. If you leave now, your application will not be submitted. Do you want to continue?",
  welcomeNote:
    "Welcome! Your first loan is decided within 1 day; once you accept and bind an account in your own name, the money is sent within 1 to 3 days.",
  gotIt: "Got it",
  loanAgreement: "Loan Agreement",
  disclosureStatement: "Truth in Lending Disclosure Statement",
  principalPlusInterest: ({ principal, interest }: { principal: string; interest: string }) =>
    `Principal ${principal} + interest ${interest}`,
  rateAndFee: ({ rate, fee }: { rate: string; fee: string }) => `Interest ${rate} per day, service fee ${fee} of the loan amount`,

  // The complaint list's tabs (texts inside `data`).
  complaintsPending: "Pending",
  /** A complaint whose type is no longer listed. */
  complaintTypeOther: "Other",
  complaintsReplied: "Replied",

  // The joint-login failure page (texts inside `data`).
  jointLoginFailedPartner: "We could not sign you in to our partner lender.",
  jointLoginFailed: ({ name }: { name: string }) => `We could not sign you in to ${name}.`,
  jointLoginFailedNote:
    "The partner lender did not accept the joint login with your account just now. Your details are safe and nothing was applied for. You can try again later, or apply with one of the products below.",

  // Products' figures with words (products and product-pages services).
  perDay: ({ rate }: { rate: string }) => `${rate} per day`,
  ofLoanAmount: ({ fee }: { fee: string }) => `${fee} of the loan amount`,
  dayRange: ({ min, max }: { min: number; max: number }) => `${min} - ${max} days`,

  // Products, loan confirmation, agreements, applications.
  productUnavailable: "This loan product is not available. Please choose another product from the app.",
  agreementsSceneOnly: "Agreements are listed for the loan confirmation (scene 3) only",
  agreementNotFound: "We could not find this agreement. Please choose one from the list.",
  agreementUnavailable: "The agreement of this order cannot be shown right now. Please contact customer service.",
  productRequired: "Product is required.",
  loanProductNotFound: "We could not find this loan product. Please choose another one.",
  productGoneChooseAnother: "This product is no longer available. Please choose another one.",
  productGone: "This product is no longer available.",
  productNotOpen: "This product is not open for applications right now.",
  applicationOverdue: "You have an overdue loan. Please repay it first; then you can apply for a new loan.",
  applicationInProgress:
    "You already have an application in progress. You can apply again once it is refused, or once the approved loan has been sent to your account.",
  applicationSameProduct: "You are still repaying a loan of this product. Please settle it before you borrow from this product again.",
  termNotNumber: "The loan term must be a number of days",
  termNotWhole: "The loan term must be a whole number of days",
  termInvalid: "The loan term is not valid",
  periodsNotNumber: "The number of payments must be a number",
  periodsNotWhole: "The number of payments must be a whole number",
  periodsInvalid: "The number of payments is not valid",
  termInDays: "The loan term is counted in days",
  chooseAgreement: "Choose an agreement from the list",
  reloadAndRetry: "Please reload the page and try again",
  // The lending rules' reasons (server/domain).
  disbursementDate: "The disbursement date must be a YYYY-MM-DD calendar date.",
  noProceeds: "The service fee leaves no proceeds to disburse.",
  pricingMinAmount: "The minimum amount must be a positive whole number of centavos.",
  pricingMaxAmount: "The maximum amount must be a whole number of centavos, at least the minimum.",
  pricingPeriods: "Periods must be distinct whole numbers from 1 to the minimum term in days.",
  pricingInterest: "The daily interest must be a whole number of basis points.",
  pricingServiceFee: "The service fee must be a whole number of basis points below 100%.",
  pricingMinTerm: ({ min, max }: { min: number; max: number }) => `The minimum term must be between ${min} and ${max} days.`,
  pricingMaxTerm: ({ max }: { max: number }) => `The maximum term must be between the minimum term and ${max} days.`,
  amountSteps: ({ step, a, b }: { step: string; a: string; b: string }) =>
    `Choose an amount in steps of ${step}, for example ${a} or ${b}.`,
  amountRange: ({ range }: { range: string }) => `Choose an amount from ${range}.`,
  termRange: ({ min, max }: { min: number; max: number }) => `The loan term must be from ${min} to ${max} days.`,
  productTerms: ({ min, max }: { min: number; max: number }) => `This product offers terms from ${min} to ${max} days.`,
  choosePayments: ({ choices, one }: { choices: string; one: boolean }) => `Choose ${choices} ${one ? "payment" : "payments"}.`,
  overCostCap: ({ cap, source }: { cap: string; source: string }) =>
    `This loan cannot be offered: its interest and fees would exceed ${cap} of the amount borrowed, the total cost cap of ${source}.`,
  overNominalCeiling: ({ rate, ceiling, monthly, source }: { rate: string; ceiling: string; monthly: string; source: string }) =>
    `This loan cannot be offered. Interest of ${rate} a day exceeds the nominal-interest ceiling of ${ceiling} a day (${monthly} a month, ${source}).`,
  overEirCeiling: ({ eir, ceiling, source, from }: { eir: string; ceiling: string; source: string; from: string }) =>
    `This loan cannot be offered: its effective interest rate, ${eir} a month, is above the ceiling of ${ceiling} a month that ${source} sets for loans from ${from}. Choose a longer term or another product.`,

  // Bank binding.
  chooseAccountKind: "Please choose a bank account or an e-wallet.",
  chooseCity: "Please choose your city or municipality from the list, for example “Quezon City, Metro Manila”.",
  chooseCitySeveral: ({ city, example }: { city: string; example: string }) =>
    `More than one place is called ${city}: please choose yours from the list, for example “${example}”.`,
  tooYoung: "You must be at least 18 years old to borrow.",
  mobileNumber: "Please enter an 11-digit mobile number starting with 09.",
  valueTooLong: bankBindingRefusals.valueTooLong,
  chooseItem: ({ item }: { item: string }) => `Please choose ${item.toLowerCase()}.`,
  chooseItemFromList: ({ item }: { item: string }) => `Please choose ${item.toLowerCase()} from the list.`,
  choiceNotForCardType: ({ cardType }: { cardType: string }) =>
    `This choice is not available for ${cardType.toLowerCase()}. Please choose again.`,
  fillInItem: ({ item }: { item: string }) => `Please fill in ${item.toLowerCase()}.`,
  itemAsDate: ({ item }: { item: string }) => `Please enter ${item.toLowerCase()} as YYYY-MM-DD.`,
  checkItem: ({ item }: { item: string }) => `Please check ${item.toLowerCase()}.`,
  itemCharacters: ({ item, min, max }: { item: string; min: number; max: number }) => `${item} must have ${min} to ${max} characters.`,
  itemHolderName: ({ item }: { item: string }) => `${item}: please use letters, spaces and . , ' - only, as on the account.`,
  /** The account is not in the borrower's name on file (docs/decisions/239). */
  holderNotBorrower: ({ item, name }: { item: string; name: string }) =>
    `${item}: the account must be in your own name, ${name}, as on your loan. We cannot send your loan to an account in someone else's name.`,
  itemDigitsOnly: ({ item }: { item: string }) => `${item}: please use digits only.`,
  itemExactDigits: ({ item, count }: { item: string; count: number }) => `${item} must have exactly ${count} digits.`,
  itemDigits: ({ item, min, max }: { item: string; min: number; max: number }) => `${item} must have ${min} to ${max} digits.`,

  // Complaints.
  complaintOrderNotFound: "We could not find this order. Please choose one of your orders.",
  complaintNotFound: "We could not find this complaint. Please open it from your complaint list.",
  choosePhoto: "Please choose a photo to upload (field problemImage).",
  unsentPhotos: "You have uploaded many photos today without sending them. Please send your complaint, or try again tomorrow.",
  photoNotAttachable: "One of the photos could not be attached. Please remove it and add it again.",
  photoAttachedElsewhere: "One of the photos is already attached to another complaint.",
  chooseQuestionType: "Please choose one of the listed question types.",
  noSubTypes: "This question type has no sub-types. Please choose the type again.",
  chooseSubType: complaintRefusals.chooseSubType,
  uploadTooMany: complaintRefusals.uploadTooMany,
  uploadTooLarge: complaintRefusals.uploadTooLarge,
  uploadNotImage: complaintRefusals.uploadNotImage,
  collectionNotAllowed: complaintRefusals.collectionNotAllowed,
  uploadTooManyPixels: complaintRefusals.uploadTooManyPixels,
  complaintNotAnswered: "You can do this once we have answered your complaint.",
  rateAfterReply: "You can rate this service once we have replied.",
  serviceAlreadyRated: "You have already rated this service. Thank you!",
  noComplaintWithNumber: "There is no complaint with this number.",
  complaintHasReply: "This complaint already has a reply.",
  onePhotoAtATime: "Please send one photo at a time, in the field problemImage.",
  photoUnreadable: "The photo could not be read. Please choose it again.",
  photoMissing: "This photo does not exist.",
  chooseOrder: "Please choose an order.",
  formOutOfDate: "The form is out of date. Please reload the page.",
  replyTooLong: "Please keep the reply within 2,000 characters.",

  // Repayment, the payment gateway, receipts.
  loanFullyPaidThanks: "This loan is fully paid. Thank you!",
  nothingToRepayYet: "This order has nothing to repay yet.",
  extensionNotOffered: "Extension is not offered for this loan; please repay it.",
  nothingToExtendOrder: "This order has nothing to extend.",
  nothingToPayToday: "There is nothing to pay on this order today.",
  channelNotOffered: "This payment method is not offered for this order. Please choose one from the list.",
  noChannel: repaymentRefusals.noChannel,
  noLoanToPay: "This order has no loan to pay yet.",
  badSignature: "The postback signature does not match; nothing was applied.",
  noPaymentWithReference: "No payment has this reference.",
  gatewayUnavailable: "The payment service cannot make a pay code right now. Nothing was charged; please press Payment again in a moment.",
  settledWithOtherReference: "This payment was already settled with another gateway reference.",
  payCodeNotPending: ({ status }: { status: string }) => `This payment code is ${status}; nothing was applied.`,
  settledMeanwhile: "This payment was settled meanwhile; nothing was applied twice.",
  overpaid: "The payment is more than the loan owes; the difference will be refunded.",
  extensionSinglePaymentOnly: "Extension is available for single-payment loans; please pay your due instalment.",
  loanFullyPaid: "This loan is fully paid.",
  onlyChargesLeft: "Only charges and interest are left to pay, so there is nothing to extend.",
  extendFromDueDate: ({ date }: { date: string }) => `You can extend your loan from its due date, ${date}.`,
  extensionNotInFuture: ({ date }: { date: string }) =>
    `An extension would move your due date only to ${date}, which is not in the future; please repay the loan.`,
  extendByPaying: ({ amount, date }: { amount: string; date: string }) => `Pay ${amount} today to move your due date to ${date}.`,
  extensionShortfall: ({ needed, paid }: { needed: string; paid: string }) => `An extension needs ${needed}; ${paid} was paid.`,
  earlyRepaymentOpen: ({ date }: { date: string }) => `Early repayment has been open since ${date}.`,
  earlyRepaymentAfterDays: ({ date, days }: { date: string; days: number }) =>
    `You can repay early from ${date}, ${days} days after your loan was released.`,
  earlyRepaymentAfterHalfTerm: ({ date, term }: { date: string; term: number }) =>
    `You can repay early from ${date}, once half of your ${term}-day term has passed.`,
  receiptNotFound: receiptRefusals.receiptNotFound,
  receiptNumberMissing: "Receipt number is missing.",
  receiptNumberInvalid: "Receipt number is not valid.",
  notABarcode: "This text cannot be drawn as a barcode.",
  notAPayCode: ({ field }: { field: string }) => `${field} must be a pay code: 6 to 40 capital letters and digits.`,
  payCodeNotOurs: "We did not issue this pay code, or it can no longer be paid.",
  noRefundWithNumber: "No refund has this number.",
  refundPaidOnInvalid: "Please give the date the money was sent as a calendar date.",
  refundPaidOnFuture: "The date the money was sent cannot be in the future.",
  refundPaidOnBeforeDue: "The date the money was sent cannot be before the money was owed back.",
  // Statements and the certificate of full payment (docs/decisions/186).
  certificateNotYet:
    "This loan is not fully paid yet, so there is no certificate of full payment. The certificate is ready once the loan is settled; your statement of account shows what remains.",

  // Repaying your way (docs/decisions/174): refusals, reasons and the cancelled order.
  amountInPesos: "Please enter the amount in pesos, for example 500 or 1,250.50.",
  chooseWayToPay: "Please choose how to pay.",
  nothingToRepay: "This order has nothing to repay.",
  loanCancelledNothingOwed: "This loan was cancelled. Nothing is owed on it.",
  cancelWindowClosed: "This loan can no longer be cancelled; you can still repay it early.",
  cancelAfterPayment: "A payment has been made on this loan, so it can no longer be cancelled.",
  payAtLeast: ({ amount }: { amount: string }) => `Please pay at least ${amount}.`,
  payAtMost: ({ amount }: { amount: string }) => `You can pay at most ${amount} today.`,
  coolingOffEnded: ({ date }: { date: string }) => `The cooling-off period ended on ${date}.`,
  statusCancelled: "Cancelled",
  statusCancelledNote: "You cancelled this loan in its cooling-off period and returned what you received. Nothing is owed on it.",
  rowAmountReturned: "Amount returned",
  rowCancelledOn: "Cancelled on",

  // Legacy repayment (the documented wordings, then ours).
  cardRequired: verbatimRepayment.zh.cardRequired,
  codeWrong: "verification code wrong",
  codeShort: "please enter the correct code",
  doubleSubmit: "do not submit the payment request twice",
  repayAmountChanged: "The amount to repay has changed. Please go back and open the repayment again.",
  tooManyRepaymentCodes: "Too many codes were requested for this phone. Please try again in an hour.",
  repaymentRequestNotFound: "This repayment request was not found. Please start again.",
  repaymentCodeExpired: "This code has expired or was replaced. Please request a new one.",
  loanAlreadyPaid: "This loan is already paid. Nothing was debited from your account.",
  amountChangedSinceCode:
    "The amount to repay has changed since this code was sent. Nothing was debited from your account; please open the repayment again.",

  // Promotion sign-up (the documented Chinese wordings, then ours).
  phoneInvalid: verbatimPromotion.zh.phoneInvalid,
  captchaInvalid: verbatimPromotion.zh.captchaInvalid,
  smsInvalid: verbatimPromotion.zh.smsInvalid,
  resendBlocked: verbatimPromotion.zh.resendBlocked,
  alreadyRegistered: verbatimPromotion.zh.alreadyRegistered,
  noTemplate: promotionRefusals.noTemplate,
  tooManySignUps: "Too many sign-up attempts from this network. Please wait 10 minutes and try again.",
  pictureCodeGoneReload: "This picture code is no longer valid. Please reload the page.",
  tooManyPictures: "Too many new pictures were asked for. Please reload the page.",
  tooManySmsCodes: "Too many SMS codes were asked for from this network. Please try again in an hour.",
  // Sign-up codes one number may be sent, from any address (issue 36, P6).
  tooManyCodesForNumber: ({ minutes }: { minutes: number }) =>
    `This number has been sent too many sign-up codes. Please try again in ${minutes} ${plural(minutes, "minute", "minutes")}.`,
  pictureCodeGone: "This picture code is no longer valid. Please enter the new one.",
  pictureCodeUsed: "This picture code was already used. Please enter the new one.",
  pictureCodeExpired: "The picture code has expired. Please enter the new one.",
  pictureCodeWrongNew: "The picture code is wrong. Please enter the new one.",
  pictureCodeGoneAskSms: "This picture code is no longer valid. Please enter the new one and ask for a new SMS code.",
  askSmsFirst: "Please ask for an SMS code for this phone number first.",
  pictureCodeWrongShown: "The picture code is wrong. Please enter the one shown.",
  smsCodeGone: "This SMS code no longer works. Please ask for a new one.",
  smsCodeExpired: "The SMS code has expired. Please ask for a new one.",
  smsCodeSpent: "Too many wrong SMS codes. This code no longer works; please ask for a new one.",
  smsCodeWrong: ({ left }: { left: number }) => `The SMS code is wrong. ${left} ${plural(left, "try", "tries")} left.`,
  // The code by SMS only (docs/decisions/202): a sid the page no longer has, and its stricter limits,
  // which say when to try again (the sign-up page's own texts).
  signUpPageOutOfDate: "This sign-up page is out of date. Please reload it and try again.",
  smsOnlyPhoneLimited: ({ minutes }: { minutes: number }) => promotionRefusals.smsOnlyPhoneLimited(minutes),
  smsOnlyAddressLimited: ({ minutes }: { minutes: number }) => promotionRefusals.smsOnlyAddressLimited(minutes),
  startAfterEnd: "The start date must not be after the end date.",
  atMostOneYear: "Please choose at most one year.",
  captchaSessionMissing: "The picture code session is missing; reload the page.",
  captchaSessionInvalid: "The picture code session is not valid; reload the page.",
  captchaLength: "The picture code has 4 characters.",
  smsCodeLength: "The SMS code has 6 digits.",
  datesFormat: "Dates are YYYY-MM-DD.",

  // My data (contract/my-data.ts, docs/decisions/178).
  dataEmailInvalid: "Please enter a valid email address, or leave it empty.",
  dataAddressTooLong: "Please keep the address within 300 characters.",
  dataDetailEmpty: "Please say what should be corrected.",
  dataDetailTooLong: "Please keep it within 1,000 characters.",
  dataKindInvalid: "Please choose what you are asking for.",
  dataRequestPending: "You already have a request of this kind waiting. We will answer it first.",
  dataErasureOpenLoan: "Your data cannot be erased while a loan is open. Please ask again once all your loans are closed.",
  dataRequestNotFound: "We could not find this request.",
  dataDecisionNotAllowed: "This request cannot be decided that way now.",
  dataNoteTooLong: "Please keep the note within 500 characters.",
  dataMarketingChoice: "marketingSms must be 0 or 1.",
  // The SMS payment reminders switch (docs/decisions/182).
  reminderChoice: "Please choose whether to receive payment reminders.",

  // The public site's contact form.
  contactName: "Please keep your name under 80 characters.",
  contactPhoneLength: "Please enter a telephone number of at most 20 characters.",
  contactPhoneDigits: "Please enter a telephone number using digits only (7 or more).",
  contactEmailLength: "Please keep the email under 120 characters.",
  contactEmail: "Please enter a valid email address.",
  contactMessage: "Please keep your message under 1,000 characters.",
  contactMessageNotFound: "We could not find this message.",
  contactAgentNeeded: "Please give your name (up to 60 characters) to mark the message answered.",
  contactIncomplete: contactRefusals.incomplete,
} as const;

export type BackendTexts = typeof backend;
