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

export function webAppProof(values: ForwardedValues, secret = webAppSecret()): string {
  return crypto.createHmac("sha256", secret).update(`${values.for}\n${values.host}\n${values.proto}`).digest("hex");
}

export function isValidWebAppProof(values: ForwardedValues, proof: string | undefined, secret = webAppSecret()): boolean {
  if (!proof || !/^[0-9a-f]{64}$/.test(proof)) return false;
  const expected = Buffer.from(webAppProof(values, secret), "hex");
  return crypto.timingSafeEqual(expected, Buffer.from(proof, "hex"));
}
