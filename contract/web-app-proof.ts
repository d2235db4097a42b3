import crypto from "node:crypto";

/**
 * How the web app proves to its lending backend that a call comes from the web app, so the
 * backend may believe the borrower's address, host and scheme it forwards (per-address limits,
 * payment links). Being on loopback proves nothing: any local process, or a request relayed by
 * the web app itself, comes from there too. The proof is an HMAC over the forwarded values with a
 * secret both sides share (docs/decisions/073-forwarded-trust-and-web-app-proof.md).
 */
export const WEB_APP_PROOF_HEADER = "X-Web-App-Proof";

/**
 * The shared secret: WEB_APP_SECRET when set (a web app in another process than its backend must
 * set the same value on both). Unset, one random value is made for this process and stored in its
 * environment, so the web app and the bundled backend, which share the process, agree with no
 * configuration and nothing guessable ships in the repository.
 */
export function webAppSecret(): string {
  const configured = process.env.WEB_APP_SECRET;
  if (configured && configured.length >= 16) return configured;
  const made = crypto.randomBytes(32).toString("hex");
  process.env.WEB_APP_SECRET = made;
  return made;
}

export interface ForwardedValues {
  for: string;
  host: string;
  proto: string;
}

/**
 * How long a proof is believed after it was made, either way (clocks of two machines differ a
 * little). A proof is `<ms>.<HMAC>`, the time inside the HMAC (third penetration test, P13): one
 * seen in a log or a capture stops working a minute later. Within that minute it can only repeat
 * the very values it was made for (the borrower's address, host and scheme), never claim others.
 */
export const WEB_APP_PROOF_LIFETIME_MS = 60_000;

function proofDigest(values: ForwardedValues, at: number, secret: string): string {
  return crypto.createHmac("sha256", secret).update(`${values.for}\n${values.host}\n${values.proto}\n${at}`).digest("hex");
}

export function webAppProof(values: ForwardedValues, secret = webAppSecret(), at = Date.now()): string {
  return `${at}.${proofDigest(values, at, secret)}`;
}

export function isValidWebAppProof(values: ForwardedValues, proof: string | undefined, secret = webAppSecret()): boolean {
  const match = /^([1-9][0-9]{0,14})\.([0-9a-f]{64})$/.exec(proof ?? "");
  if (!match) return false;
  const at = Number(match[1]);
  if (Math.abs(Date.now() - at) > WEB_APP_PROOF_LIFETIME_MS) return false;
  const expected = Buffer.from(proofDigest(values, at, secret), "hex");
  return crypto.timingSafeEqual(expected, Buffer.from(match[2], "hex"));
}
