import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { CallbackKey } from "../dragonpay/protocol";

/**
 * The local Dragonpay's postback key (docs/decisions/223): an RSA-2048 key made on first use into
 * data/local-dragonpay-key.pem (mode 0600, gitignored) and kept, so every process of this checkout
 * (the server, a second instance, `npm run qa`, the tests) signs and verifies with the same key.
 * Two processes starting at once both make one; the first to link its file wins and the other
 * reads that one.
 */
const KEY_FILE = path.join(process.cwd(), "data", "local-dragonpay-key.pem");

let cached: { privateKey: crypto.KeyObject; publicPem: string } | undefined;

function readOrMake(): string {
  if (fs.existsSync(KEY_FILE)) return fs.readFileSync(KEY_FILE, "utf8");
  fs.mkdirSync(path.dirname(KEY_FILE), { recursive: true });
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const draft = `${KEY_FILE}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(draft, pem, { mode: 0o600 });
  try {
    fs.linkSync(draft, KEY_FILE);
  } catch (error) {
    if ((error as { code?: string }).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return fs.readFileSync(KEY_FILE, "utf8");
}

export function localDragonpayKey() {
  if (!cached) {
    const privateKey = crypto.createPrivateKey(readOrMake());
    const publicPem = crypto.createPublicKey(privateKey).export({ type: "spki", format: "pem" }).toString();
    cached = { privateKey, publicPem };
  }
  return cached;
}

/** Base64 RSA-SHA256 of `text`, as Dragonpay's `signatures` field carries it. */
export function signAsLocalDragonpay(text: string, privateKey = localDragonpayKey().privateKey): string {
  return crypto.sign("sha256", Buffer.from(text, "utf8"), privateKey).toString("base64");
}

/** Keys listed beside the active one (a test lists a revoked key here). */
const otherKeys: CallbackKey[] = [];

export function listCallbackKey(key: CallbackKey) {
  otherKeys.push(key);
}

/** What GET keys/callback serves: the active key, then any others listed. */
export function callbackKeyList(): CallbackKey[] {
  return [{ value: localDragonpayKey().publicPem, status: "Active" }, ...otherKeys];
}
