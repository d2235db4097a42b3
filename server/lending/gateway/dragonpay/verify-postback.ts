import crypto from "node:crypto";
import { serverConfig } from "../../../config";
import { signedByDragonpay } from "./callback-keys";
import { sha1Digest, signedText, type PostbackFields } from "./protocol";

/**
 * Whether a postback (or a return URL's fields) comes from Dragonpay (docs/decisions/223):
 * - "signed": its RSA `signatures` verify under an active key of keys/callback;
 * - "sha1": no signatures, but the deprecated SHA-1 `digest` holds and DRAGONPAY_ACCEPT_SHA1_DIGEST=1;
 * - "forged": signatures that no active key verifies, or a digest that does not hold;
 * - "unsigned": no signatures, and no SHA-1 digest this merchant accepts.
 * `amountCentavos` is the amount the code was created for: the signature covers it.
 */
export type PostbackVerdict = "signed" | "sha1" | "forged" | "unsigned";

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export async function verifyPostback(fields: PostbackFields, amountCentavos: number): Promise<PostbackVerdict> {
  const config = serverConfig();
  if (fields.signatures) {
    const text = signedText(fields, config.DRAGONPAY_MERCHANT_ID, amountCentavos);
    return (await signedByDragonpay(text, fields.signatures)) ? "signed" : "forged";
  }
  if (!fields.digest || config.DRAGONPAY_ACCEPT_SHA1_DIGEST !== "1") return "unsigned";
  return sameText(fields.digest, sha1Digest(fields, config.DRAGONPAY_PASSWORD)) ? "sha1" : "forged";
}

export function isVerified(verdict: PostbackVerdict): boolean {
  return verdict === "signed" || verdict === "sha1";
}
