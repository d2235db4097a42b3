import type { AddressInfo } from "node:net";
import express from "express";
import { trustProxies } from "../app";
import { lendingBackend } from "../lending";

/** Starts the lending backend alone on an ephemeral port, for tests that speak HTTP to it. */
export async function startApi() {
  const app = express();
  trustProxies(app, 0);
  app.use("/api", lendingBackend());
  const server = await new Promise<import("node:http").Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  /** POSTs a form-encoded body with the session query, as the web app's client does. */
  async function post(path: string, body: Record<string, string | number>, session = "") {
    const response = await fetch(`${base}${path}${session ? `?${session}` : ""}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
    });
    return { status: response.status, body: (await response.json()) as { code: number | string; message: string; data: any; success?: boolean } };
  }

  async function get(path: string, query: Record<string, string> = {}, session = "") {
    const params = new URLSearchParams(query);
    const response = await fetch(`${base}${path}?${params.toString()}${session ? `&${session}` : ""}`);
    return { status: response.status, body: (await response.json()) as { code: number | string; message: string; data: any; success?: boolean } };
  }

  return { base, post, get, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
