import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { lendingBackend } from "../lending";
import { serveLocallyAt } from "../lending/gateway/dragonpay/addresses";
import { seedProducts } from "../qa/factories";
import { trustProxies } from "../security/forwarded";
import { freshDatabase, migratedDatabase } from "./database";

/** Starts the lending backend alone on an ephemeral port, for tests that speak HTTP to it. */
export async function startApi() {
  const app = express();
  trustProxies(app, 0);
  app.use("/api", lendingBackend());
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
    // Longer than any pause between tests: a reused idle connection must not be closed under it.
    s.keepAliveTimeout = 120_000;
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  // The console login below is counted in the database (security/rate-limits.ts): migrated first.
  await migratedDatabase();
  // The adapter reaches the local Dragonpay here, and it posts back here (not PUBLIC_URL's port).
  serveLocallyAt(base.replace(/\/api$/, ""));
  // The ops console's session, as the web app holds it after its login form (borrower endpoints
  // ignore the header).
  const login = await fetch(`${base}/ops/session`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password: process.env.OPS_PASSWORD ?? "" }),
  }).then((r) => r.json() as Promise<{ data: { token: string } | null }>);
  const opsHeader: Record<string, string> = login.data ? { "X-Ops-Session": login.data.token } : {};

  /** POSTs a form-encoded body with the session query, as the web app's client does. */
  async function post(path: string, body: Record<string, string | number>, session = "") {
    const response = await fetch(`${base}${path}${session ? `?${session}` : ""}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...opsHeader },
      body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
    });
    return {
      status: response.status,
      body: (await response.json()) as { code: number | string; message: string; data: any; success?: boolean },
    };
  }

  async function get(path: string, query: Record<string, string> = {}, session = "") {
    const params = new URLSearchParams(query);
    const response = await fetch(`${base}${path}?${params.toString()}${session ? `&${session}` : ""}`, { headers: opsHeader });
    return {
      status: response.status,
      body: (await response.json()) as { code: number | string; message: string; data: any; success?: boolean },
    };
  }

  return { base, opsHeader, post, get, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type TestApi = Awaited<ReturnType<typeof startApi>>;

/**
 * The usual set-up of a backend test file: the lending backend on its own port for the file, and a
 * fresh database with the seeded products before each test. Returns the API to call.
 */
export function useLendingApi(): TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => api?.close());
  beforeEach(async () => {
    await freshDatabase();
    await seedProducts();
  });
  const started = () => {
    if (!api) throw new Error("the test API is used before beforeAll ran");
    return api;
  };
  return {
    get base() {
      return started().base;
    },
    get opsHeader() {
      return started().opsHeader;
    },
    post: (...args) => started().post(...args),
    get: (...args) => started().get(...args),
    close: () => started().close(),
  };
}
