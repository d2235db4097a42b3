import type { Deadline } from "../format";

/** The SMS texts the lending backend sends (the SMS outbox stands in for the gateway). */
export const sms = {
  signUpCode: (code: string) => `Your Pautang sign-up code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
  /** The code that confirms a card debit names what it confirms: the amount (issue 40 W7). */
  repaymentCode: (code: string, amount: string) =>
    `Pautang: your code to pay ${amount} by card is ${code}. It expires in 5 minutes. Never share it with anyone.`,
  paymentReceived: (amount: string, orderNo: string, reference: string, receiptNo: string, after: string) =>
    `Pautang: we received ${amount} for order ${orderNo}, ref ${reference}. Receipt ${receiptNo}. ${after}`,
  fullyPaid: "Your loan is fully paid. Thank you!",
  newDueDate: (date: string, balance: string) => `Your new due date is ${date}. Remaining balance: ${balance}.`,
  balance: (balance: string) => `Remaining balance: ${balance}.`,
  /** A part payment: how it was applied (docs/decisions/174). */
  split: (lines: string) => `Applied to ${lines}.`,
  splitLabels: { charges: "late charges", interest: "interest", principal: "principal" },
  /** The proceeds came back in the cooling-off period. */
  cancelled: "Your loan is cancelled. Nothing more is owed on it.",
  /** Money received for a closed pay code (expired, replaced, or already paid): not applied, owed back. */
  owedBackClosed: (amount: string, orderNo: string, reference: string) =>
    `Pautang: we received ${amount} for order ${orderNo}, ref ${reference}, but this code was already closed, so it was not applied to your loan. We owe it back to you and will refund it to your account.`,
  /** The part of a payment beyond what the loan owed: owed back. */
  owedBackOverpaid: (amount: string, orderNo: string, reference: string) =>
    `Pautang: ${amount} of your payment for order ${orderNo}, ref ${reference}, was more than the loan owed. We owe it back to you and will refund it to your account.`,
  complaintReceived: (reference: string, { day, time }: Deadline) =>
    `Pautang: we received your complaint, reference ${reference}. We will answer by ${time ? `${day} ${time}` : `the end of ${day}`} (Manila time). Quote the reference when you contact us.`,
  /** Marketing (docs/decisions/178): never sent to a borrower who turned marketing messages off. */
  productOffer:
    "Pautang: a new loan offer is waiting for you in the app. To stop offers like this, open My data and turn marketing messages off.",
  promotionOffer:
    "Pautang: our promotion is on now, see it in the app. To stop offers like this, open My data and turn marketing messages off.",
  /** Payment reminders (docs/decisions/182): fixed texts naming the amount and the due date; no threat, no one else's name. */
  reminderBefore: (amount: string, orderNo: string, date: string) =>
    `Pautang reminder: ${amount} for order ${orderNo} is due on ${date}. You can pay in the app. To stop reminders, go to Customer service in the app.`,
  reminderDue: (amount: string, orderNo: string, date: string) =>
    `Pautang reminder: ${amount} for order ${orderNo} is due today, ${date}. You can pay in the app. To stop reminders, go to Customer service in the app.`,
  reminderLate: (amount: string, orderNo: string, date: string) =>
    `Pautang reminder: the payment for order ${orderNo} was due on ${date}. Due today: ${amount}; late charges keep running on what is unpaid. Need help? Contact Customer service in the app, where you can also stop reminders.`,
} as const;
