import { defineConfig } from "@playwright/test";
import { execFileSync } from "node:child_process";

/**
 * End-to-end tests drive Debian's chromium (Playwright cannot download its own browser here):
 * CHROMIUM_PATH, else `chromium` on PATH, else Playwright's own browser where one is installed.
 */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      return execFileSync("which", [name], { encoding: "utf8" }).trim() || undefined;
    } catch {
      /* not on PATH */
    }
  }
  return undefined;
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? "file:./data/e2e.db";

export default defineConfig({
  testDir: "e2e",
  outputDir: "e2e/.artifacts/results",
  fullyParallel: false,
  // Two spec files at a time: most of a test's time is spent waiting on the server, and every test
  // makes its own borrower. The one spec that moves the shared QA clock runs alone, after the rest
  // (project "clock" below), because a jump of the clock expires everybody's session.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "e2e/.artifacts/results.json" }]],
  use: {
    browserName: "chromium",
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: "Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "pages", testIgnore: /late-charges\.spec\.ts$/ },
    { name: "clock", testMatch: /late-charges\.spec\.ts$/, dependencies: ["pages"] },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${E2E_PORT}/api/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATABASE_URL: E2E_DATABASE_URL,
      UPLOAD_DIR: "data/e2e-uploads",
      NODE_ENV: "production",
      // The optimised build under the local profile (stand-in gateway, demo borrower); its own secret
      // for this run, so a fresh clone needs no .env (docs/decisions/070).
      APP_PROFILE: "local",
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      OPS_PASSWORD: "e2e-ops-password",
      // The browser stands for a proxy in front: tests give each visitor its own X-Forwarded-For
      // (e2e/support/promotion.ts freshIp), and one address sends the whole suite, so the abuse
      // limits are wide here; server/security/security.test.ts proves them.
      TRUST_PROXY: "1",
      CONTACT_MESSAGES_PER_IP_PER_HOUR: "1000",
      PROMOTION_VISITS_PER_IP_PER_HOUR: "100000",
      OPS_LOGINS_PER_IP_PER_15_MIN: "1000",
      OPS_LOGIN_GUESSES_PER_IP_PER_15_MIN: "1000",
      EVENT_BATCHES_PER_IP_PER_MINUTE: "100000",
      // No payment reminders on a timer: they would land in the SMS outbox the tests read (the QA
      // command `qa reminders` runs them on demand; server/lending/reminders proves them).
      REMINDERS_INTERVAL_SECONDS: "0",
      DRAGONPAY_RECONCILE_INTERVAL_SECONDS: "0",
      // An App Store page as an operator would configure it (unset by default: docs/decisions/271).
      APP_STORE_URL: "https://apps.apple.com/ph/app/pautang/id6470000001",
    },
  },
});
