import { serverConfig } from "../../../config";
import { merchantPostbackUrl } from "../dragonpay/addresses";
import { POSTBACK_ACCEPTED, sha1Digest, signedText, type PostbackFields } from "../dragonpay/protocol";
import { signAsLocalDragonpay } from "./signing-key";
import type { LocalTransaction } from "./transactions";

/**
 * The local Dragonpay's postbacks: a form POST to the merchant's postback URL with the fields, the
 * deprecated SHA-1 digest and the RSA `signatures`, sent again until the merchant answers
 * `result=OK` (as Dragonpay does), after 2 s, 10 s, 1 min, 5 min, then every 15 min for a day.
 */
export function postbackFieldsOf(transaction: LocalTransaction): Required<PostbackFields> {
  const { DRAGONPAY_MERCHANT_ID, DRAGONPAY_PASSWORD } = serverConfig();
  const fields = {
    txnid: transaction.txnid,
    refno: transaction.refno,
    status: transaction.status,
    message: transaction.message,
    param1: transaction.param1,
    param2: transaction.param2,
  };
  return {
    ...fields,
    digest: sha1Digest(fields, DRAGONPAY_PASSWORD),
    signatures: signAsLocalDragonpay(signedText(fields, DRAGONPAY_MERCHANT_ID, transaction.amountCentavos)),
  };
}

const RETRY_AFTER_MS = [2_000, 10_000, 60_000, 300_000, ...Array.from({ length: 96 }, () => 900_000)];

async function deliverOnce(fields: Record<string, string>): Promise<boolean> {
  try {
    const response = await fetch(merchantPostbackUrl(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      signal: AbortSignal.timeout(15_000),
    });
    return (await response.text()).trim() === POSTBACK_ACCEPTED;
  } catch {
    return false;
  }
}

/** Sends the postback; resolves with whether the first delivery was accepted (the rest retry on their own). */
export async function sendPostback(transaction: LocalTransaction): Promise<boolean> {
  const fields = postbackFieldsOf(transaction);
  return deliverUntilAccepted(() => deliverOnce(fields));
}

/**
 * Delivers once now; until a delivery is accepted, again after each of `delays` in turn. Resolves
 * with the first delivery's outcome; `settled` (tests) resolves once one was accepted, or false
 * when the delays ran out.
 */
export async function deliverUntilAccepted(
  deliver: () => Promise<boolean>,
  delays: readonly number[] = RETRY_AFTER_MS,
  settled?: (accepted: boolean) => void,
): Promise<boolean> {
  if (await deliver()) {
    settled?.(true);
    return true;
  }
  const retry = (attempt: number) => {
    if (attempt >= delays.length) return settled?.(false);
    setTimeout(async () => {
      if (await deliver()) settled?.(true);
      else retry(attempt + 1);
    }, delays[attempt]).unref();
  };
  retry(0);
  return false;
}
