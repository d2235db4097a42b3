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
