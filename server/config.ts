import crypto from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_PLAY_STORE_URL, isPlaceholderStoreUrl } from "@contract/store-links";
import { LOG_LEVELS } from "./log";
import { filesWriting, weakSecretProblem, type SecretRule } from "./security/secret-strength";

/**
 * Values that were ever published for development (old `.env.example`, the end-to-end harness, the
 * docs): the production profile refuses them whatever their length (docs/decisions/070).
 */
export const KNOWN_DEVELOPMENT_VALUES = new Set([
  "dev-only-gateway-secret-change-me",
  "change-me-please",
  "e2e-ops-password",
  "e2e-gateway-secret-for-tests-only",
]);

/** The secrets the production profile checks; WEB_APP_SECRET and METRICS_TOKEN only when set. */
export const PRODUCTION_SECRETS = ["PAYMENT_GATEWAY_SECRET", "OPS_PASSWORD", "WEB_APP_SECRET", "METRICS_TOKEN"] as const;
type ProductionSecret = (typeof PRODUCTION_SECRETS)[number];

/** Machine secrets: random values no person types, read by software only. */
const MACHINE_SECRET: SecretRule = {
  minLength: 32,
  minGuessesLog10: 20,
  advice: "use a random value, e.g. `openssl rand -hex 32`",
};

/**
 * What the production profile asks of each secret (security/secret-strength.ts, docs/decisions/219):
 * a length and zxcvbn's least guesses. Machine secrets: 32 characters and 10^20 guesses (random hex
 * of 32 characters estimates 10^27 or more, of 64 about 10^60; a 32-character keyboard walk 10^12);
 * the console password, typed by people and guessed only online through the login's limit
 * (10 an address per 15 minutes): 12 characters and zxcvbn's top score, 10^10 guesses
 * (`Password12345!` is 10^6; the local profile's random 16 characters 10^14 or more).
 */
export const PRODUCTION_SECRET_RULES: Record<ProductionSecret, SecretRule> = {
  PAYMENT_GATEWAY_SECRET: MACHINE_SECRET,
  OPS_PASSWORD: {
    minLength: 12,
    minGuessesLog10: 10,
    advice: "use a long passphrase of unrelated words or a random value, e.g. `openssl rand -base64 12`",
  },
  WEB_APP_SECRET: MACHINE_SECRET,
  METRICS_TOKEN: MACHINE_SECRET,
};

/** Addresses that reach this machine only. */
const LOOPBACK_HOSTS = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i;

/** A secret for this process alone: the local profile's stand-in when none is configured. */
const processSecret = crypto.randomBytes(32).toString("hex");

/** The server's configuration, validated at start-up; `.env.example` lists every variable. */
const schema = z.object({
  /** Only `development` shows error details (`npm run dev` sets it); unset counts as production-like. */
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  /**
   * `local` (the stand-in gateway, the demo borrower) or `production`. Unset: `production` exactly
   * when NODE_ENV is production. `npm start` runs an optimised build (NODE_ENV=production) under
   * APP_PROFILE=local unless the operator set NODE_ENV=production (docs/decisions/070).
   */
  APP_PROFILE: z.enum(["local", "production"]).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * Unset: loopback only in the local profile, every interface in production. The local profile
   * (stand-in gateway, published demo session) listens beyond loopback only with LOCAL_ALLOW_NETWORK=1.
   */
  HOST: z.string().optional(),
  /** `1`: the operator allows the local profile on a non-loopback HOST (a phone on the LAN). */
  LOCAL_ALLOW_NETWORK: z.enum(["0", "1"]).default("0"),
  /**
   * The origin borrowers reach this site at, for links the backend hands out (payment pages).
   * Unset: http://localhost:$PORT in the local profile; required in production.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** `file:` (SQLite, the default) or `postgresql://` (several instances; docs/deployment.md). */
  DATABASE_URL: z.string().default("file:./data/app.db"),
  /** Connections each instance opens to PostgreSQL (ignored on SQLite). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Pages and API calls served at once; the others wait their turn (server/admission.ts). */
  CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(10_000).default(8),
  UPLOAD_DIR: z.string().default("data/uploads"),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 30),
  SUPPORT_PHONE: z.string().min(3).default("(02) 8123 4567"),
  SUPPORT_EMAIL: z.email().default("support@pautang.example.ph"),
  /** Protects the ops console; when unset the console is off (in every profile). */
  OPS_PASSWORD: z.string().min(8, "OPS_PASSWORD must have at least 8 characters").optional(),
  /**
   * Proxies in front of the server whose X-Forwarded-* headers are believed (for the per-IP limits
   * and the links the backend builds). 0: none, a client cannot claim another address.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Promotion sign-up limits per client address (docs/decisions/030-promotion-captcha-and-limits.md). */
  PROMOTION_SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  PROMOTION_CAPTCHAS_PER_IP_PER_10_MIN: z.coerce.number().int().min(1).max(10_000).default(30),
  /**
   * Other hosts a form may be answered with a redirect to (CSP form-action): space-separated
   * origins of the partner lenders the product catalogue links to and of a payment page on another
   * host. The default is the bundled catalogue's partner (mocks/products.json; docs/decisions/003).
   */
  FORM_ACTION_HOSTS: z
    .string()
    .default("https://partner.example.ph")
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin))),
  /** Abuse limits (docs/security.md, docs/decisions/075-abuse-limits.md). */
  /** Wrong tries of one password from one address (keyed by the attempt too, so others' wrong tries never lock out the right one). */
  OPS_LOGINS_PER_IP_PER_15_MIN: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Wrong passwords of any kind from one address: the bound on guessing. */
  OPS_LOGIN_GUESSES_PER_IP_PER_15_MIN: z.coerce.number().int().min(1).max(100_000).default(100),
  CONTACT_MESSAGES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  PROMOTION_VISITS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(120),
  COMPLAINTS_PER_BORROWER_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Tracking events (page views, product clicks) a borrower's session may write per hour. */
  EVENTS_PER_BORROWER_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Event batches (save-batch, public) per address per minute: the web app's count per borrower address. */
  EVENT_BATCHES_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  PHOTOS_PER_BORROWER_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(50),
  PHOTO_MB_PER_BORROWER_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(100),
  /**
   * Binds the card repayment page to what the borrower was shown (HMAC-SHA256; Dragonpay's postbacks
   * are verified by its RSA keys, docs/decisions/223). Unset in the local profile: a random value
   * for this process (`npm start` keeps one in `.env`); required in production.
   */
  PAYMENT_GATEWAY_SECRET: z.string().min(16, "PAYMENT_GATEWAY_SECRET must have at least 16 characters").optional(),
  /**
   * Dragonpay's Merchant Payment Switch (docs/decisions/222): the host whose /api/collect/v1 creates
   * pay codes and serves the postback keys, and the merchant account's id and API password (Basic
   * auth). Unset in the local profile: the local Dragonpay at $PUBLIC_URL/api/gateway/dragonpay,
   * merchant PAUTANG, a password for this process (`npm start` keeps one in `.env`); all three
   * required in production, which never mounts the local Dragonpay.
   */
  DRAGONPAY_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DRAGONPAY_MERCHANT_ID: z.string().min(1).max(40).optional(),
  DRAGONPAY_PASSWORD: z.string().min(8, "DRAGONPAY_PASSWORD must have at least 8 characters").optional(),
  /**
   * `1`: a postback without RSA `signatures` is accepted on its SHA-1 `digest`, for a merchant
   * account Dragonpay has not moved yet (deprecated 10 December 2025; docs/decisions/223).
   */
  DRAGONPAY_ACCEPT_SHA1_DIGEST: z.enum(["0", "1"]).default("0"),
  /** How often codes whose postback never came are asked about, and superseded ones voided (docs/decisions/225); 0: never. */
  DRAGONPAY_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long an unpaid payment code stays valid. */
  PAYMENT_CODE_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 30)
    .default(24),
  /** Days after release in which a loan may be cancelled by returning the proceeds (docs/decisions/174). */
  COOLING_OFF_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** The least a part payment may be, in centavos (₱100 by default; docs/decisions/174). */
  PART_PAYMENT_MIN_CENTAVOS: z.coerce.number().int().min(1).max(100_000_000).default(10_000),
  /** How much the server logs (server/log.ts): one line per request at `info`. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /**
   * Lets a monitoring system on another machine read GET /metrics (`Authorization: Bearer ...`);
   * unset, only callers on this machine may (docs/operations.md).
   */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must have at least 16 characters").optional(),
  /** On SIGTERM, how long the requests in flight may still run before they are cut (server/shutdown.ts). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** How often the payment reminders that are due are sent (server/lending/reminders); 0: never (the end-to-end server). */
  REMINDERS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Who sends the SMS outbox (server/lending/sms, docs/decisions/227). Unset in the local profile:
   * semaphore, through the local Semaphore stand-in at $PUBLIC_URL/api/sms/semaphore; required in production.
   */
  SMS_PROVIDER: z.enum(["semaphore", "twilio"]).optional(),
  /** Semaphore's API key. Unset in the local profile: a random value for this process (`npm start` keeps one in `.env`). */
  SEMAPHORE_API_KEY: z.string().min(16, "SEMAPHORE_API_KEY must have at least 16 characters").optional(),
  /** The sender name registered with Semaphore (at most 11 characters). */
  SEMAPHORE_SENDER_NAME: z.string().min(1).max(11).default("PAUTANG"),
  /** Semaphore's address. Unset: https://api.semaphore.co in production, the stand-in in the local profile. */
  SEMAPHORE_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, "TWILIO_AUTH_TOKEN must have at least 16 characters").optional(),
  /** The Twilio number (E.164) or messaging service the SMS come from. */
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.twilio.com"),
  /** How often the SMS sender looks for messages to send and deliveries to check; 0: never. A write kicks it at once too. */
  SMS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /**
   * The app's pages on Google Play and the App Store: the sign-up's download page links to them.
   * Google Play by the app's package id; the App Store only once set; "" for no link
   * (docs/decisions/271). Production refuses a placeholder.
   */
  PLAY_STORE_URL: z.union([z.url({ protocol: /^https$/ }), z.literal("")]).default(DEFAULT_PLAY_STORE_URL),
  APP_STORE_URL: z.union([z.url({ protocol: /^https$/ }), z.literal("")]).default(""),
});

export type Profile = "local" | "production";

export type ServerConfig = Omit<
  z.infer<typeof schema>,
  | "HOST"
  | "PUBLIC_URL"
  | "PAYMENT_GATEWAY_SECRET"
  | "DRAGONPAY_BASE_URL"
  | "DRAGONPAY_MERCHANT_ID"
  | "DRAGONPAY_PASSWORD"
  | "SMS_PROVIDER"
  | "SEMAPHORE_API_KEY"
  | "SEMAPHORE_BASE_URL"
> & {
  profile: Profile;
  HOST: string;
  PUBLIC_URL: string;
  PAYMENT_GATEWAY_SECRET: string;
  /** Dragonpay's host, no trailing `/`: the API is under /api/collect/v1. */
  DRAGONPAY_BASE_URL: string;
  DRAGONPAY_MERCHANT_ID: string;
  DRAGONPAY_PASSWORD: string;
  databaseEngine: "sqlite" | "postgresql";
  /** The SQLite file (meaningless on PostgreSQL). */
  databaseFile: string;
  uploadDir: string;
  /** The provider the SMS sender uses (resolved: the local profile's stand-in by default). */
  SMS_PROVIDER: "semaphore" | "twilio";
  SEMAPHORE_API_KEY: string;
  SEMAPHORE_BASE_URL: string;
};

/** The engine a DATABASE_URL names, or an Error in one line naming what is accepted. */
export function databaseEngineOf(url: string | undefined): "sqlite" | "postgresql" {
  if (url === undefined || url.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\/./.test(url)) return "postgresql";
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  throw new Error(
    `DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), not ${scheme ? `${scheme}:` : "this value"}.`,
  );
}

/**
 * Why the production profile must not start with this environment, as one line naming the
 * variable, or null when it may. Pure, so it is tested without starting anything.
 */
export function productionConfigProblem(env: Record<string, string | undefined>): string | null {
  for (const name of PRODUCTION_SECRETS) {
    const value = env[name];
    if (!value) {
      // Unset, WEB_APP_SECRET is random per process and METRICS_TOKEN opens nothing to the network.
      if (name === "WEB_APP_SECRET" || name === "METRICS_TOKEN") continue;
      return `${name} is not set: the production profile needs your own value.`;
    }
    if (KNOWN_DEVELOPMENT_VALUES.has(value)) return `${name} is a published development value: set your own.`;
    const weak = weakSecretProblem(name, value, PRODUCTION_SECRET_RULES[name]);
    if (weak) return weak;
  }
  if (!env.PUBLIC_URL) return "PUBLIC_URL is not set: the production profile needs the site's public address for payment links.";
  if (!env.DRAGONPAY_BASE_URL)
    return "DRAGONPAY_BASE_URL is not set: the production profile needs Dragonpay's test or live host (the local Dragonpay is local only).";
  if (!env.DRAGONPAY_MERCHANT_ID) return "DRAGONPAY_MERCHANT_ID is not set: the production profile needs your Dragonpay merchant id.";
  if (!env.DRAGONPAY_PASSWORD) return "DRAGONPAY_PASSWORD is not set: the production profile needs your Dragonpay API password.";
  for (const name of ["PLAY_STORE_URL", "APP_STORE_URL"] as const) {
    const url = env[name];
    if (url && isPlaceholderStoreUrl(url)) return `${name} is a placeholder: set the app's real store page, or leave it unset for no link.`;
  }
  return smsProviderProblem(env);
}

/** Why production cannot send SMS with this environment (one line naming the variable), or null. */
export function smsProviderProblem(env: Record<string, string | undefined>): string | null {
  const provider = env.SMS_PROVIDER;
  if (!provider)
    return "SMS_PROVIDER is not set: the production profile needs semaphore or twilio to send the SMS (the stand-in is local only).";
  if (provider !== "semaphore" && provider !== "twilio") return `SMS_PROVIDER must be semaphore or twilio, not ${provider}.`;
  const needed =
    provider === "semaphore"
      ? (["SEMAPHORE_API_KEY", "SEMAPHORE_SENDER_NAME"] as const)
      : (["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const);
  for (const name of needed) if (!env[name]) return `${name} is not set: SMS_PROVIDER=${provider} needs it in the production profile.`;
  return null;
}

/**
 * Why a production secret must be refused because the repository writes it somewhere (a test, a
 * script, a doc, `.env.example`), or null. Reads the checkout's files (a few MB, once at start).
 */
export function publishedSecretProblem(env: Record<string, string | undefined>, root = process.cwd()): string | null {
  const names = ([...PRODUCTION_SECRETS, "DRAGONPAY_PASSWORD", "SEMAPHORE_API_KEY", "TWILIO_AUTH_TOKEN"] as const).filter(
    (name) => env[name],
  );
  const found = filesWriting(
    names.map((name) => env[name]!),
    root,
  );
  for (const name of names) {
    const file = found.get(env[name]!);
    if (file) return `${name} is written in the repository (${file}), so it is published: set your own.`;
  }
  return null;
}

/**
 * Why the local profile must not listen on `host`, or null: beyond loopback it would serve the
 * stand-in gateway (marks any code paid) and the published demo session to the network, so that
 * takes the operator's explicit LOCAL_ALLOW_NETWORK=1 (second penetration test, N9).
 */
export function localNetworkProblem(env: Record<string, string | undefined>): string | null {
  const host = env.HOST;
  if (!host || LOOPBACK_HOSTS.test(host) || env.LOCAL_ALLOW_NETWORK === "1") return null;
  return `HOST=${host} would serve the local profile (stand-in gateway, demo session) to the network: set LOCAL_ALLOW_NETWORK=1 to allow it, or NODE_ENV=production.`;
}

export function profileOf(env: Record<string, string | undefined>): Profile {
  if (env.APP_PROFILE === "local" || env.APP_PROFILE === "production") return env.APP_PROFILE;
  return env.NODE_ENV === "production" ? "production" : "local";
}

/**
 * The configuration an environment gives, or an Error saying what is wrong. The production
 * profile's own checks run first, so a weak secret is named in one line (docs/decisions/070).
 */
export function configFrom(env: Record<string, string | undefined>): ServerConfig {
  const profile = profileOf(env);
  if (profile === "production") {
    const problem = productionConfigProblem(env) ?? publishedSecretProblem(env);
    if (problem) throw new Error(problem);
  } else {
    const problem = localNetworkProblem(env);
    if (problem) throw new Error(problem);
  }
  const databaseEngine = databaseEngineOf(env.DATABASE_URL);
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const root = process.cwd();
  const file = parsed.data.DATABASE_URL.replace(/^file:/, "");
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, "");
  return {
    ...parsed.data,
    profile,
    // Local: reachable from this machine only unless HOST says otherwise (a phone on the LAN).
    HOST: parsed.data.HOST ?? (profile === "local" ? "127.0.0.1" : "0.0.0.0"),
    PUBLIC_URL: publicUrl,
    DRAGONPAY_BASE_URL: (parsed.data.DRAGONPAY_BASE_URL ?? `${publicUrl}/api/gateway/dragonpay`).replace(/\/+$/, ""),
    DRAGONPAY_MERCHANT_ID: parsed.data.DRAGONPAY_MERCHANT_ID ?? "PAUTANG",
    DRAGONPAY_PASSWORD: parsed.data.DRAGONPAY_PASSWORD ?? processSecret.slice(0, 24),
    PAYMENT_GATEWAY_SECRET: parsed.data.PAYMENT_GATEWAY_SECRET ?? processSecret,
    SMS_PROVIDER: parsed.data.SMS_PROVIDER ?? "semaphore",
    // Local: the stand-in checks the same key the sender sends (production has its own, required above).
    SEMAPHORE_API_KEY: parsed.data.SEMAPHORE_API_KEY ?? crypto.createHash("sha256").update(`semaphore:${processSecret}`).digest("hex"),
    SEMAPHORE_BASE_URL: (
      parsed.data.SEMAPHORE_BASE_URL ?? (profile === "local" ? `${publicUrl}/api/sms/semaphore` : "https://api.semaphore.co")
    ).replace(/\/+$/, ""),
    databaseEngine,
    databaseFile: path.isAbsolute(file) ? file : path.join(root, file),
    uploadDir: path.isAbsolute(parsed.data.UPLOAD_DIR) ? parsed.data.UPLOAD_DIR : path.join(root, parsed.data.UPLOAD_DIR),
  };
}

let cached: ServerConfig | undefined;

export function serverConfig(): ServerConfig {
  cached ??= configFrom(process.env);
  return cached;
}
