import { countDragonpayCodeCreated } from "../../../metrics";
import { createCollection, DragonpayUnavailable } from "./client";
import { pesosText } from "./protocol";

/**
 * Opens one of our pay codes at Dragonpay: our reference is the `txnid`, the amount goes in pesos
 * with two decimals, the channel is the `ProcId`, and the `Expiry` is the code's own, so Dragonpay
 * refuses the code exactly when we stop honouring it. Answers the pay page the borrower is sent to.
 */
export async function openAtDragonpay(code: {
  reference: string;
  amountCentavos: number;
  channel: string;
  description: string;
  email: string;
  expiresAt: Date;
  orderNo: string;
}): Promise<string> {
  const answer = await createCollection(code.reference, {
    Amount: Number(pesosText(code.amountCentavos)),
    Currency: "PHP",
    Description: code.description.slice(0, 128),
    Email: code.email,
    ProcId: code.channel,
    Param1: code.orderNo,
    Expiry: code.expiresAt.toISOString(),
  });
  if (answer.Status !== "S" || !answer.Url) throw new DragonpayUnavailable(`create (${answer.Status}: ${answer.Message})`);
  countDragonpayCodeCreated(code.channel);
  return answer.Url;
}
