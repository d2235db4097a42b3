import crypto from "node:crypto";

/**
 * Dragonpay's Merchant Payment Switch, Collection API v1 (docs/decisions/222): the shapes and the
 * signed texts both sides compute, with no I/O, so the adapter and the local Dragonpay share them.
 */

/** The statuses a postback or a status query carries, and what each does here (docs/decisions/224). */
export const DRAGONPAY_STATUSES = ["S", "F", "P", "U", "R", "K", "V", "A"] as const;
export type DragonpayStatus = (typeof DRAGONPAY_STATUSES)[number];

export function isDragonpayStatus(value: string): value is DragonpayStatus {
  return (DRAGONPAY_STATUSES as readonly string[]).includes(value);
}

/** A postback's (or the return URL's) fields, as posted. */
export type PostbackFields = {
  txnid: string;
  refno: string;
  status: string;
  message: string;
  digest?: string;
  signatures?: string;
  param1?: string;
  param2?: string;
};

/** Pesos with two decimals, as the API carries amounts: 123456 centavos is "1234.56". */
export function pesosText(centavos: number): string {
  return (centavos / 100).toFixed(2);
}

/**
 * What the RSA `signatures` sign: txnid:refno:status:message:merchantid:param1:param2:amount, the
 * amount being the one the code was created for (ours, never one the caller posts).
 */
export function signedText(fields: PostbackFields, merchantId: string, amountCentavos: number): string {
  return [
    fields.txnid,
    fields.refno,
    fields.status,
    fields.message,
    merchantId,
    fields.param1 ?? "",
    fields.param2 ?? "",
    pesosText(amountCentavos),
  ].join(":");
}

/** The deprecated SHA-1 `digest`: sha1 of txnid:refno:status:message:password, hex. */
export function sha1Digest(fields: PostbackFields, password: string): string {
  return crypto.createHash("sha1").update(`${fields.txnid}:${fields.refno}:${fields.status}:${fields.message}:${password}`).digest("hex");
}

/** The body of POST /api/collect/v1/{txnid}/post. */
export type CollectRequest = {
  Amount: number;
  Currency: "PHP";
  Description: string;
  Email: string;
  ProcId?: string;
  Param1?: string;
  Param2?: string;
  /** ISO 8601; the code is refused after it. */
  Expiry?: string;
};

/** What the create answers: Status "S" with the pay page `Url`, else a failure `Message`. */
export type CollectAnswer = { RefNo: string; Status: string; Message: string; Url: string };

/** GET /api/collect/v1/txnid/{txnid}: the transaction as Dragonpay knows it. */
export type StatusAnswer = { RefNo: string; Status: string; Message?: string; Amount?: number; ProcId?: string };

/** GET /api/collect/v1/keys/callback: the keys postbacks are signed with. */
export type CallbackKey = { value: string; status: "Active" | "Revoked" | string };

/** GET /api/collect/v1/processors: the channels offered. */
export type Processor = { procId: string; shortName: string; longName?: string; status?: string; type?: number };

/** The answer a merchant gives a postback it accepted (Dragonpay retries anything else). */
export const POSTBACK_ACCEPTED = "result=OK";

/** The Basic authorisation header of the merchant's API calls. */
export function basicAuthorization(merchantId: string, password: string): string {
  return `Basic ${Buffer.from(`${merchantId}:${password}`).toString("base64")}`;
}

/**
 * A key as `keys/callback` serves it (a PEM, or the base64 of a DER SubjectPublicKeyInfo), as a
 * KeyObject; null when it is neither.
 */
export function publicKeyOf(value: string): crypto.KeyObject | null {
  try {
    if (value.includes("-----BEGIN")) return crypto.createPublicKey(value);
    return crypto.createPublicKey({ key: Buffer.from(value.replace(/\s+/g, ""), "base64"), format: "der", type: "spki" });
  } catch {
    return null;
  }
}

/** Whether `signature` (base64 RSA-SHA256) signs `text` under `key`. */
export function rsaSignatureHolds(text: string, signature: string, key: crypto.KeyObject): boolean {
  try {
    return crypto.verify("sha256", Buffer.from(text, "utf8"), key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}
