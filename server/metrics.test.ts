import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { inject } from "light-my-request";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { createApp } from "./app";
import { signedPostback } from "./lending/gateway/local-dragonpay/sign-postback";
import { metricsText } from "./metrics";
import { operationsRoutes } from "./operations";
import { createBorrower, createOrder, seedProducts } from "./qa/factories";
import { freshDatabase } from "./test/database";

/** GET /metrics (issue 27): what it exports, to whom, and the alert rules written against it. */
type Answer = { code: number | string; data: any };

/** The value of one sample in Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels = ""): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels} `));
  return line ? Number(line.split(" ")[1]) : 0;
}

describe("GET /metrics", () => {
  it("exports latency by route pattern, the queue, the process, and counts payments, SMS and complaints once they are written", async () => {
    await freshDatabase();
    await seedProducts();
    const app = createApp(async () => ({}) as ServerBuild);
    // Pay codes are opened at the local Dragonpay, which this app serves: its calls are injected too.
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      const target = new URL(url);
      const answer = await inject(app, {
        method: (init.method ?? "GET") as "GET" | "POST",
        url: target.pathname + target.search,
        headers: init.headers as Record<string, string>,
        payload: init.body as string | undefined,
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { "content-type": String(answer.headers["content-type"] ?? "") },
      });
    });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const post = async (route: string, body: Record<string, string | number>, query = "") => {
      const payload = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
      const answer = await inject(app, {
        method: "POST",
        url: `/api${route}${query ? `?${query}` : ""}`,
        payload,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      return { body: answer.json() as Answer };
    };
    const api = { post };
    const before = (await inject(app, { url: "/metrics" })).body;

    // A borrower pays a due loan through the gateway, then files a complaint.
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    const fields = { txnid: code.body.data.reference as string, refno: "M1", status: "S", message: "ok" };
    const paid = await api.post("/v3/payments/postback", await signedPostback(fields));
    expect(paid.body.data.applied).toBe(true);
    // The same postback again applies nothing, and counts nothing.
    await api.post("/v3/payments/postback", await signedPostback(fields));
    const filed = await api.post(
      "/user-problem/problem-save",
      { problemType: 2, problemDetail: "The agent called at night", orderNo: order.orderNo },
      query,
    );
    expect(filed.body.code).toBe(0);
    // A request through the app, with a session in its address.
    const page = await inject(app, { url: `/api/v3/bind-card/bound-card?${query}` });
    expect(page.statusCode).toBe(200);

    const response = await inject(app, { url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = response.body;
    const grew = (name: string, labels = "") => sample(after, name, labels) - sample(before, name, labels);
    expect(grew("lending_payments_applied_total", '{method="GCash"}')).toBe(1);
    // Dragonpay: one code opened, two signed postbacks (the second a repeat), the calls timed.
    expect(grew("dragonpay_codes_created_total", '{channel="GCSH"}')).toBe(1);
    expect(grew("dragonpay_postbacks_total", '{status="S",verification="signed"}')).toBe(2);
    expect(grew("dragonpay_request_duration_seconds_count", '{call="create",outcome="ok"}')).toBe(1);
    expect(grew("lending_sms_queued_total", '{purpose="payment-receipt"}')).toBe(1);
    expect(grew("lending_complaints_opened_total")).toBe(1);
    expect(after).toMatch(
      /^http_request_duration_seconds_count\{route="\/api\/v3\/bind-card\/bound-card",method="GET",status="200"\} \d+$/m,
    );
    for (const name of [
      "http_requests_in_flight",
      "admission_requests_queued",
      "admission_requests_running",
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
      "process_cpu_seconds_total",
      "lending_refunds_due_total",
      "lending_database_errors_total",
      "lending_transaction_retries_total",
    ]) {
      expect(after, name).toMatch(new RegExp(`^${name} `, "m"));
    }
    // Labels are patterns: no session value, no query.
    const session = new URLSearchParams(query).get("sessionId")!;
    expect(after).not.toContain(session);
    expect(after).not.toContain("?");
  }, 60_000);

  it("answers callers on this machine, others only with the bearer token", async () => {
    const app = express();
    app.use(operationsRoutes({ metricsToken: "a-long-metrics-token-0123456789" }));
    const from = (remoteAddress: string, authorization?: string) =>
      inject(app, { url: "/metrics", remoteAddress, headers: authorization ? { authorization } : {} }).then((r) => r.statusCode);
    expect(await from("127.0.0.1")).toBe(200);
    expect(await from("::1")).toBe(200);
    expect(await from("203.0.113.7")).toBe(401);
    expect(await from("203.0.113.7", "Bearer wrong-token-of-some-length")).toBe(401);
    expect(await from("203.0.113.7", "Bearer a-long-metrics-token-0123456789")).toBe(200);
    const noToken = express();
    noToken.use(operationsRoutes({}));
    expect(
      (await inject(noToken, { url: "/metrics", remoteAddress: "203.0.113.7", headers: { authorization: "Bearer undefined" } })).statusCode,
    ).toBe(401);
  });
});

describe("ops/prometheus-alerts.yml", () => {
  it("names only metrics the server exports in every expression", async () => {
    const rules = fs.readFileSync(path.join(process.cwd(), "ops", "prometheus-alerts.yml"), "utf8");
    const expressions = [...rules.matchAll(/^\s+expr:\s*(.+)$/gm)].map((m) => m[1]);
    expect(expressions.length).toBeGreaterThanOrEqual(8);
    const { body } = await metricsText();
    const exported = new Set(["up"]); // Prometheus's own, per scraped target
    for (const [, name, type] of body.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      exported.add(name);
      if (type === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) exported.add(name + suffix);
    }
    const PROMQL = new Set([
      "sum",
      "by",
      "without",
      "rate",
      "increase",
      "histogram_quantile",
      "avg_over_time",
      "max_over_time",
      "and",
      "or",
      "unless",
      "on",
      "ignoring",
      "bool",
      "le",
    ]);
    for (const expression of expressions) {
      const bare = expression
        .replace(/\{[^}]*\}/g, "") // label matchers
        .replace(/\[[^\]]*\]/g, "") // ranges
        .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ""); // grouping labels
      const names = [...bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)].map((m) => m[0]).filter((word) => !PROMQL.has(word));
      expect(names.length, expression).toBeGreaterThan(0);
      for (const name of names) expect(exported.has(name), `${name} in: ${expression}`).toBe(true);
    }
  });
});
