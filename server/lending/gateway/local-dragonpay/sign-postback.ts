import { serverConfig } from "../../../config";
import { db } from "../../../db";
import { signedText, type PostbackFields } from "../dragonpay/protocol";
import { signAsLocalDragonpay } from "./signing-key";

/**
 * A postback as the local Dragonpay signs it, for what stands in for a counter or for Dragonpay
 * in this checkout (`npm run qa -- postback`, the tests): the fields with their RSA `signatures`,
 * over the amount the code was made for (read from the database when not given).
 */
export async function signedPostback(
  fields: { txnid: string; refno: string; status: string; message: string; param1?: string; param2?: string },
  amountCentavos?: number,
): Promise<PostbackFields> {
  const amount =
    amountCentavos ?? (await db().payment.findUnique({ where: { reference: fields.txnid }, select: { amount: true } }))?.amount ?? 0;
  return { ...fields, signatures: signAsLocalDragonpay(signedText(fields, serverConfig().DRAGONPAY_MERCHANT_ID, amount)) };
}
