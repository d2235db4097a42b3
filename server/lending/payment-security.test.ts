import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { followableUrl } from "../../app/lib/follow-url";
import { serverConfig } from "../config";
import { db } from "../db";
import { createBorrower, createOrder } from "../qa/factories";
import { useLendingApi } from "../test/api";
import { lendingBackend } from ".";
import { safeReturnPath } from "./repayment/service";

/**
 * Regression tests for the payment findings of the security review (issue 11): each `it` names the
 * finding and what it protects. docs/decisions/070-072.
 */
const api = useLendingApi();
const SESSION_LEAK = /sessionId|userId=|demo-session/;

async function overdue() {
  const who = await createBorrower();
  const order = await createOrder(who.borrower.id, { status: 180 });
  return { ...who, order };
}

/** The gateway path of a payUrl, on this test's own server. */
function gatewayPath(payUrl: string): string {
  return `${api.base}${new URL(payUrl).pathname.replace(/^\/api/, "")}`;
}

describe("finding 2: the stand-in gateway is never mounted in the production profile", () => {
  it("answers 404 to the stand-in's pay page and pay post in production, and the code stays unpaid", async () => {
    const { order, query } = await overdue();
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    const reference = code.body.data.reference as string;

    const app = express();
    app.use("/api", lendingBackend({ profile: "production" }));
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
      expect((await fetch(`${base}/gateway/pay/${reference}`)).status).toBe(404);
      const post = await fetch(`${base}/gateway/pay/${reference}`, { method: "POST", redirect: "manual" });
      expect(post.status).toBe(404);
      // The real gateway's postback endpoint stays (it checks the signature).
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect((await db().payment.findUniqueOrThrow({ where: { reference } })).status).toBe("pending");
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(180);
  });
});

describe("finding 3: a pay code never reveals the session", () => {
  it("stores and shows a return path without the session, even when the caller sends one", async () => {
    const { order, query } = await overdue();
    const returnPath = `/poles?orderId=${order.id}&${query}`;
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH", returnPath }, query);
    const html = await (await fetch(gatewayPath(code.body.data.payUrl))).text();
    expect(html).toContain("Back to the merchant");
    expect(html).not.toMatch(SESSION_LEAK);
    const stored = await db().payment.findUniqueOrThrow({ where: { reference: code.body.data.reference } });
    // The page language stays: it names no one (docs/decisions/115).
    expect(stored.returnPath).toBe(`/poles?orderId=${order.id}&language=en`);

    const paid = await fetch(gatewayPath(code.body.data.payUrl), { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(new RegExp(`^/poles\\?orderId=${order.id}&language=en&txnid=`));
    expect(paid.headers.get("location")).not.toMatch(SESSION_LEAK);
  });

  it("the legacy flow's online payment keeps no session in its return path either", async () => {
    const { order, query } = await overdue();
    const online = await api.post(
      "/v1/loan/service/loan/repayment-huichao",
      { orderId: order.id, returnPath: `/poles?orderId=${order.id}&${query}` },
      query,
    );
    const html = await (await fetch(gatewayPath(online.body.data.url))).text();
    expect(html).not.toMatch(SESSION_LEAK);
  });
});

describe("finding 10: no open redirect after payment", () => {
  it.each([
    "/.//evil.example/x",
    "/./\\evil.example/x",
    "/%2e//evil.example/x",
    "/..//evil.example/x",
    "//evil.example",
    "https://evil.example/",
  ])("refuses the return path %s", async (returnPath) => {
    expect(safeReturnPath(returnPath)).toBe("");
    const { order, query } = await overdue();
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH", returnPath }, query);
    const paid = await fetch(gatewayPath(code.body.data.payUrl), { method: "POST", redirect: "manual" });
    const location = paid.headers.get("location") ?? "";
    expect(location.startsWith("/api/gateway/pay/")).toBe(true);
    expect(location).not.toContain("evil.example");
  });

  it.each(["/.//evil.example/x", "/%2e//evil.example/x", "/..//evil.example/x"])("followableUrl refuses %s", (value) => {
    expect(followableUrl(value, { sessionId: "s", userId: "1" })).toBeNull();
  });
});

describe("finding 11: the legacy flow's payment link uses the configured public address", () => {
  it("sends phones to PUBLIC_URL, not to the loopback address the web app called", async () => {
    const { order, query } = await overdue();
    const online = await api.post("/v1/loan/service/loan/repayment-huichao", { orderId: order.id }, query);
    expect(new URL(online.body.data.url).origin).toBe(new URL(serverConfig().PUBLIC_URL).origin);
    expect(online.body.data.url).not.toContain("127.0.0.1");
  });
});

describe("finding 13: no attacker-chosen text on our pages", () => {
  it("the gateway page shows only its own notices, never the notice a link carries", async () => {
    const { order, query } = await overdue();
    const code = await api.post("/v3/loan-details/generate-vcode", { orderId: order.id, channelNumber: "GCSH" }, query);
    const page = gatewayPath(code.body.data.payUrl);
    const spoofed = await (await fetch(`${page}?notice=${encodeURIComponent("Call 0917 000 0000 to claim your refund")}`)).text();
    expect(spoofed).not.toContain("claim your refund");
    expect(spoofed).not.toContain('role="alert"');
    const known = await (await fetch(`${page}?notice=failed`)).text();
    expect(known).toContain("The payment could not be completed. Nothing was charged.");
  });

  it.each(["Call 0917 000 0000 to claim your refund", "https://evil.example/pay", "pau1234567890", "AB"])(
    "the public QR and barcode generator refuses %j, which is not a pay code",
    async (text) => {
      for (const kind of ["qr", "barcode"]) {
        const response = await fetch(`${api.base}/codes/${kind}.svg?text=${encodeURIComponent(text)}`);
        expect(response.status).toBe(400);
      }
    },
  );

  it("still draws pay codes and contract numbers", async () => {
    const { order } = await overdue();
    for (const text of ["PAUABCDEFGH23", order.orderNo]) {
      for (const kind of ["qr", "barcode"]) {
        const response = await fetch(`${api.base}/codes/${kind}.svg?text=${encodeURIComponent(text)}`);
        expect(response.status).toBe(200);
      }
    }
  });
});
