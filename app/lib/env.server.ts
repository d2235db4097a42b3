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
  // The lender's identity on the information pages and the public site (placeholders in the spec).
  COMPANY_NAME: z.string().trim().min(2).max(120).default("Pautang Lending Corporation"),
  COMPANY_SEC_NO: z.string().trim().min(3).max(40).default("CS201912345"),
  COMPANY_CA_NO: z.string().trim().min(1).max(40).default("3012"),
  COMPANY_ADDRESS: z.string().trim().min(5).max(200).default("12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226"),
  GRIEVANCE_OFFICER: z.string().trim().min(2).max(120).default("Maria Clara Reyes"),
});

export type AppEnv = z.infer<typeof schema> & {
  LENDING_API_URL: string;
  /** LENDING_API_URL unset: the backend is the one in this process (see lending-api.server.ts). */
  backendInThisProcess: boolean;
};

let cached: AppEnv | undefined;

export function appEnv(): AppEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  cached = {
    ...parsed.data,
    backendInThisProcess: parsed.data.LENDING_API_URL === undefined,
    LENDING_API_URL: (parsed.data.LENDING_API_URL ?? `http://127.0.0.1:${parsed.data.PORT}/api`).replace(/\/$/, ""),
  };
  return cached;
}
