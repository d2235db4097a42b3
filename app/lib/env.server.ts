import { z } from "zod";

/**
 * The web app's configuration, validated once at start-up. The lending backend's base URL is the
 * only thing needed to point the app at a real backend instead of the bundled one.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LENDING_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  LENDING_API_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  SUPPORT_PHONE: z.string().min(3).default("(02) 8123 4567"),
  SUPPORT_EMAIL: z.email().default("support@pautang.example.ph"),
  // The lender's identity in the loan agreement and legal pages (placeholders in the specification).
  COMPANY_NAME: z.string().min(2).default("Pautang Lending Corporation"),
  COMPANY_SEC_REGISTRATION: z.string().min(2).default("CS201912345"),
  COMPANY_CA_NUMBER: z.string().min(1).default("3012"),
  COMPANY_ADDRESS: z.string().min(2).default("12th Floor, Example Tower, Ayala Avenue, Makati City, Metro Manila 1226"),
});

export type AppEnv = z.infer<typeof schema> & { LENDING_API_URL: string };

let cached: AppEnv | undefined;

export function appEnv(): AppEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  cached = {
    ...parsed.data,
    LENDING_API_URL: (parsed.data.LENDING_API_URL ?? `http://127.0.0.1:${parsed.data.PORT}/api`).replace(/\/$/, ""),
  };
  return cached;
}
