import { z } from "zod";

/**
 * The lender a receipt is issued by, from configuration. The web app's information pages read the
 * same COMPANY_* variables (app/lib/env.server.ts), with the same defaults, so a receipt and the
 * legal pages name the same company. RECEIPT_PREFIX starts each receipt number; the numbers are
 * counted per lender (its SEC registration number).
 */
const schema = z.object({
  COMPANY_NAME: z.string().trim().min(2).max(120).default("Pautang Lending Corporation"),
  COMPANY_SEC_NO: z.string().trim().min(3).max(40).default("CS201912345"),
  COMPANY_ADDRESS: z.string().trim().min(5).max(200).default("12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226"),
  RECEIPT_PREFIX: z
    .string()
    .regex(/^[A-Z]{2,6}$/, "RECEIPT_PREFIX must be 2 to 6 capital letters")
    .default("PLC"),
});

export interface Lender {
  key: string;
  name: string;
  secNo: string;
  address: string;
  prefix: string;
}

let cached: Lender | undefined;

export function lender(): Lender {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const env = parsed.data;
  cached = {
    key: env.COMPANY_SEC_NO,
    name: env.COMPANY_NAME,
    secNo: env.COMPANY_SEC_NO,
    address: env.COMPANY_ADDRESS,
    prefix: env.RECEIPT_PREFIX,
  };
  return cached;
}

/** PLC-00000042: the prefix and the lender's sequence number, zero-padded so numbers sort. */
export function receiptNumber(prefix: string, seq: number): string {
  return `${prefix}-${String(seq).padStart(8, "0")}`;
}
