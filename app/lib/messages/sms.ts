/** The SMS texts the lending backend sends (the SMS outbox stands in for the gateway). */
export const sms = {
  signUpCode: (code: string) => `Your Pautang sign-up code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
  repaymentCode: (code: string) => `Pautang: your repayment code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
  paymentReceived: (amount: string, orderNo: string, reference: string, receiptNo: string, after: string) =>
    `Pautang: we received ${amount} for order ${orderNo}, ref ${reference}. Receipt ${receiptNo}. ${after}`,
  fullyPaid: "Your loan is fully paid. Thank you!",
  newDueDate: (date: string, balance: string) => `Your new due date is ${date}. Remaining balance: ${balance}.`,
  balance: (balance: string) => `Remaining balance: ${balance}.`,
  complaintReceived: (reference: string, due: string) =>
    `Pautang: we received your complaint, reference ${reference}. We will answer by ${due} (Manila time). Quote the reference when you contact us.`,
} as const;
