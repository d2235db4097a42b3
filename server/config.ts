import path from "node:path";
import { z } from "zod";

/** The stand-in gateway's development secret: fine on a laptop, announced at start in production. */
export const DEV_GATEWAY_SECRET = "dev-only-gateway-secret-change-me";

/** The server's configuration, validated at start-up; `.env.example` lists every variable. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().startsWith("file:", "DATABASE_URL must be a file: URL").default("file:./data/app.db"),
  UPLOAD_DIR: z.string().default("data/uploads"),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 30),
  SUPPORT_PHONE: z.string().min(3).default("(02) 8123 4567"),
  SUPPORT_EMAIL: z.email().default("support@pautang.example.ph"),
  /** Protects the ops console; when unset the console is off in production. */
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
  OPS_LOGINS_PER_IP_PER_15_MIN: z.coerce.number().int().min(1).max(10_000).default(10),
  CONTACT_MESSAGES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  PROMOTION_VISITS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(120),
  COMPLAINTS_PER_BORROWER_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(5),
  PHOTOS_PER_BORROWER_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(50),
  PHOTO_MB_PER_BORROWER_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Signs the payment gateway's postbacks (HMAC-SHA256). The default is for development only. */
  PAYMENT_GATEWAY_SECRET: z.string().min(16, "PAYMENT_GATEWAY_SECRET must have at least 16 characters").default(DEV_GATEWAY_SECRET),
  /** How long an unpaid payment code stays valid. */
  PAYMENT_CODE_TTL_HOURS: z.coerce.number().int().positive().max(24 * 30).default(24),
});

export type ServerConfig = z.infer<typeof schema> & { databaseFile: string; uploadDir: string };

let cached: ServerConfig | undefined;

export function serverConfig(): ServerConfig {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const root = process.cwd();
  const file = parsed.data.DATABASE_URL.replace(/^file:/, "");
  cached = {
    ...parsed.data,
    databaseFile: path.isAbsolute(file) ? file : path.join(root, file),
    uploadDir: path.isAbsolute(parsed.data.UPLOAD_DIR) ? parsed.data.UPLOAD_DIR : path.join(root, parsed.data.UPLOAD_DIR),
  };
  return cached;
}
