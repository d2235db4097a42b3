import { describe, expect, it } from "vitest";
import { FailureCode, type Endpoint, type RequestOf } from "@contract";
import { createLendingClient } from "../app/lib/lending-api.server";
import { serverConfig } from "../server/config";
import { OrderStatus } from "../server/domain/order-status";
import { serveWebAppInProcess } from "../server/in-process";
import { limitsOf, registeredEndpoints } from "../server/lending/http";
import { createSid, seedPromotionTemplates } from "../server/lending/promotion/service";
import { render } from "../server/lending/texts";
import { createBorrower, createOrder } from "../server/qa/factories";
import { refusalOf, type AbuseLimit } from "../server/security/rate-limits";
import { useLendingApi } from "../server/test/api";

// Small limits for this file (its own process; the configuration is read at the first call).
Object.assign(process.env, {
  OPS_LOGINS_PER_IP_PER_15_MIN: "2",
  OPS_LOGIN_GUESSES_PER_IP_PER_15_MIN: "3",
  EVENT_BATCHES_PER_IP_PER_MINUTE: "2",
  CONTACT_MESSAGES_PER_IP_PER_HOUR: "2",
  PROMOTION_VISITS_PER_IP_PER_HOUR: "2",
  COMPLAINTS_PER_BORROWER_PER_DAY: "2",
  WEB_APP_SECRET: "a-test-secret-of-enough-length",
});

const api = useLendingApi();
serveWebAppInProcess();

/**
 * How to make the n-th call of each limited endpoint that the limit counts, for one caller. A limit
 * declared on an endpoint missing here fails the test below by name, so a new limit is walked too.
 */
type Caller = { query: string };
const counted: Record<string, (caller: Caller, n: number, limit: AbuseLimit) => Promise<Record<string, unknown>>> = {
  // Per address and password: one wrong password repeated; per address: a new one each time.
  "ops login": async (_caller, n, limit) => ({ password: limit.per === "attempt" ? "a wrong guess" : `a wrong guess ${n}` }),
  "event save batch": async (caller) => ({
    events: JSON.stringify([
      {
        userId: Number(new URLSearchParams(caller.query).get("userId")),
        sessionId: new URLSearchParams(caller.query).get("sessionId"),
        moduleId: "page_view",
        positionId: "",
        page: "Order Details",
      },
    ]),
  }),
  "site contact": async (_caller, n) => ({
    name: `Juan ${n}`,
    telephone: "09171234567",
    email: "juan@example.ph",
    remark: "Please call me about a loan.",
  }),
  "promotion visit": async () => ({ page_id: "1", client_type: "android" }),
  "promotion click": async () => ({ page_id: "1", client_type: "android" }),
  // Per phone: the same number each time; per address: a new number each time.
  "promotion SMS code without picture": async (caller, n, limit) => ({
    phone: `0917${String(Number(new URLSearchParams(caller.query).get("userId")) % 1000).padStart(3, "0")}${String(limit.per === "phone" ? 0 : n).padStart(4, "0")}`,
    sid: (await createSid("192.0.2.77", 1)).sid,
  }),
  "complaint save": async (caller, n) => {
    const userId = Number(new URLSearchParams(caller.query).get("userId"));
    const order = await createOrder(userId, { status: OrderStatus.due });
    return {
      problemType: "2",
      problemDetail: `Paid twice (${n})`,
      problemImage: "",
      orderNo: order.orderNo,
      submitToken: `token-${n}-${userId}-abcdef`,
    };
  },
};

let addresses = 0;

/** A page's client of one borrower from its own address, in process or over HTTP. */
async function clientFor(path: "in process" | "over HTTP", opsSession?: string) {
  const who = await createBorrower();
  const address = `198.51.100.${++addresses}`;
  const request = new Request("http://app.example.ph/poles", {
    headers: { "X-Forwarded-For": address },
  });
  const client = createLendingClient({
    query: Object.fromEntries(new URLSearchParams(who.query)),
    request,
    opsSession,
    ...(path === "over HTTP" ? { baseUrl: api.base } : {}),
  });
  return { client, caller: { query: who.query } };
}

describe("every abuse limit holds on both paths to the backend", () => {
  // Each limit of each endpoint, walked on its own.
  const limited = registeredEndpoints().flatMap(({ endpoint, rules }) => limitsOf(rules).map((limit) => ({ endpoint, limit })));

  it("finds the limited endpoints and knows how to call each", () => {
    expect(limited.map(({ endpoint }) => endpoint.name).sort()).toEqual(
      expect.arrayContaining(["complaint save", "event save batch", "ops login", "promotion SMS code without picture", "site contact"]),
    );
    for (const { endpoint } of limited)
      expect(counted[endpoint.name], `no sample call for the limited endpoint "${endpoint.name}"`).toBeDefined();
  });

  // One test for both paths: a test's fresh database empties the counters too.
  it("a caller past the limit is refused, in process and over HTTP", async () => {
    await seedPromotionTemplates();
    for (const path of ["in process", "over HTTP"] as const) {
      let http = 0;
      const realFetch = globalThis.fetch;
      globalThis.fetch = ((...args: Parameters<typeof fetch>) => (http++, realFetch(...args))) as typeof fetch;
      try {
        for (const { endpoint, limit } of limited) {
          const { client, caller } = await clientFor(path);
          const max = limit.max(serverConfig());
          for (let n = 1; n <= max; n++) {
            const answer = await client.call(endpoint as Endpoint, (await counted[endpoint.name](caller, n, limit)) as RequestOf<Endpoint>);
            expect(answer.code, `${endpoint.name} call ${n} of ${max} ${path}`).not.toBe(FailureCode.rateLimited);
            expect(String(answer.code)).not.toBe(String(FailureCode.rateLimited));
          }
          const over = await client.call(
            endpoint as Endpoint,
            (await counted[endpoint.name](caller, max + 1, limit)) as RequestOf<Endpoint>,
          );
          expect({
            limit: limit.name,
            code: String(over.code),
            message: over.message,
          }).toEqual({
            limit: limit.name,
            code: String(FailureCode.rateLimited),
            // The session names no language: the limit's text in English, saying when to try
            // again (the whole window, the first call just made).
            message: render(refusalOf(limit, undefined), "en"),
          });
        }
      } finally {
        globalThis.fetch = realFetch;
      }
      // In process means no HTTP request at all; over HTTP means every call was one.
      if (path === "in process") expect(http).toBe(0);
      else expect(http).toBeGreaterThan(limited.length);
    }
  });
});
