// The local profile's secrets: random per machine, kept in `.env` (gitignored), never constants in
// the repository (docs/decisions/070). Shared by `npm start` and `npm run setup`.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { root } from "./database.mjs";

export const envFile = path.join(root, ".env");

/** Reads `.env` into process.env without overriding what the environment already sets. */
export function loadEnvFile() {
  if (!fs.existsSync(envFile)) return;
  const saved = { ...process.env };
  process.loadEnvFile(envFile);
  Object.assign(process.env, saved);
}

/** The profile the server will run: the operator's NODE_ENV=production means production. */
export function chosenProfile(env = process.env) {
  if (env.APP_PROFILE === "local" || env.APP_PROFILE === "production") return env.APP_PROFILE;
  return env.NODE_ENV === "production" ? "production" : "local";
}

const LOCAL_SECRETS = {
  PAYMENT_GATEWAY_SECRET: "binds the card repayment page to what the borrower was shown",
  OPS_PASSWORD: "the ops console's password (/ops/complaints, /ops/promotion)",
  SEMAPHORE_API_KEY: "the key the SMS sender gives the local Semaphore stand-in (/api/sms/semaphore)",
  DRAGONPAY_PASSWORD: "the merchant API password the local Dragonpay asks of the app (Basic auth)",
};

/**
 * A new random value for a local secret: 32 random bytes in hex for the gateway's secret, 12 in
 * base64url (16 characters someone can type) for the console password. Both pass the production
 * profile's checks (server/startup-profiles.test.ts), so a copied `.env` is never refused as weak.
 * @param {string} name
 */
export function randomLocalSecret(name) {
  return name === "OPS_PASSWORD" ? crypto.randomBytes(12).toString("base64url") : crypto.randomBytes(32).toString("hex");
}

/**
 * Adds a random value to `.env` for each local secret neither the environment nor `.env` sets, and
 * tells the user where they are. Returns the names it generated.
 */
export function ensureLocalSecrets() {
  const missing = Object.keys(LOCAL_SECRETS).filter((name) => !process.env[name]);
  if (missing.length === 0) return [];
  const lines = missing.map((name) => {
    const value = randomLocalSecret(name);
    process.env[name] = value;
    return `# ${LOCAL_SECRETS[name]} (generated on first start, local profile)\n${name}=${value}\n`;
  });
  const before = fs.existsSync(envFile) ? fs.readFileSync(envFile, "utf8") : "";
  fs.writeFileSync(envFile, `${before}${before && !before.endsWith("\n") ? "\n" : ""}${lines.join("")}`, { mode: 0o600 });
  console.error(`Generated ${missing.join(" and ")} for this machine into ${envFile} (read the ops password there).`);
  return missing;
}
