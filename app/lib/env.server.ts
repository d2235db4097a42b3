import { z } from "zod";
import { DEFAULT_PLAY_STORE_URL } from "@contract/store-links";

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
  /**
   * Where a borrower takes a complaint we did not settle (R.A. 11765; docs/decisions/172): the SEC's
   * online complaint portal, its website and, when set, an e-mail address. Where a borrower sees and
   * disputes their credit data (R.A. 9510; docs/decisions/171): the Credit Information Corporation.
   */
  SEC_COMPLAINT_URL: z.url({ protocol: /^https$/ }).default("https://imessage.sec.gov.ph/"),
  SEC_WEBSITE_URL: z.url({ protocol: /^https$/ }).default("https://www.sec.gov.ph/"),
  SEC_COMPLAINT_EMAIL: z.union([z.email(), z.literal("")]).default(""),
  CIC_RIGHTS_URL: z.url({ protocol: /^https$/ }).default("https://www.creditinfo.gov.ph/"),
  /**
   * Partner lenders a continue URL may carry the borrower's session to: comma-separated exact host
   * names. Any other host gets no session (docs/decisions/072).
   */
  PARTNER_HOSTS: z.string().default(""),
  /**
   * The app's store pages, linked from the public site's first step (docs/decisions/271): Google
   * Play by the app's package id; the App Store only once configured (no id is published yet).
   */
  PLAY_STORE_URL: z.union([z.url({ protocol: /^https$/ }), z.literal("")]).default(DEFAULT_PLAY_STORE_URL),
  APP_STORE_URL: z.union([z.url({ protocol: /^https$/ }), z.literal("")]).default(""),
});

export type AppEnv = z.infer<typeof schema> & {
  LENDING_API_URL: string;
  /** LENDING_API_URL unset: the backend is the one in this process (see lending-api.server.ts). */
  backendInThisProcess: boolean;
  partnerHosts: string[];
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
    partnerHosts: parsed.data.PARTNER_HOSTS.split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
  return cached;
}

/** Who may receive the session from a page answering `request`: its own host and the partners. */
export function sessionTrustFor(request: Request): { ownHost: string; partnerHosts: string[] } {
  return { ownHost: new URL(request.url).host, partnerHosts: appEnv().partnerHosts };
}
