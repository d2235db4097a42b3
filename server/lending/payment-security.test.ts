import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { db } from "../db";
import { createBorrower, createOrder } from "../qa/factories";
import { useLendingApi } from "../test/api";
import { lendingBackend } from ".";
import { dragonpayBaseUrl } from "./gateway/dragonpay/addresses";
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

/**
 * Where the borrower lands after the local Dragonpay's Pay: its redirect to our return URL, and
 * that one's redirect on to the page the payment was started from.
 */
async function returnedTo(paid: Response): Promise<string> {
  const toMerchant = paid.headers.get("location") ?? "";
  expect(toMerchant.startsWith("/api/payments/dragonpay/return?")).toBe(true);
  const back = await fetch(`${api.base}${toMerchant.replace(/^\/api/, "")}`, { redirect: "manual" });
  return back.headers.get("location") ?? "";
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
      expect((await fetch(`${base}/gateway/dragonpay/pay/${reference}`)).status).toBe(404);
      const post = await fetch(`${base}/gateway/dragonpay/pay/${reference}`, { method: "POST", redirect: "manual" });
      expect(post.status).toBe(404);
      // Nor its API: production's keys are Dragonpay's own (DRAGONPAY_BASE_URL).
      expect((await fetch(`${base}/gateway/dragonpay/api/collect/v1/keys/callback`)).status).toBe(404);
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
    const back = await returnedTo(paid);
    expect(back).toMatch(new RegExp(`^/poles\\?orderId=${order.id}&language=en&txnid=`));
    expect(back).not.toMatch(SESSION_LEAK);
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
    const location = await returnedTo(paid);
    expect(location.startsWith("/payment-return?txnid=")).toBe(true);
    expect(location).not.toContain("evil.example");
  });
});

describe("finding 11: the legacy flow's payment link is the one Dragonpay answered", () => {
  it("sends phones to Dragonpay's pay page, not to an address the web app called with", async () => {
    const { order, query } = await overdue();
    const online = await api.post("/v1/loan/service/loan/repayment-huichao", { orderId: order.id }, query);
    expect(new URL(online.body.data.url).origin).toBe(new URL(dragonpayBaseUrl()).origin);
    const stored = await db().payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(online.body.data.url).toBe(stored.payUrl);
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
