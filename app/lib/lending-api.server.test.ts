import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineEndpoint } from "@contract";
import { createLendingClient, FORWARDED_REUSE_MS, LendingApiError } from "./lending-api.server";
import { parsePageQuery } from "./query";

const postJson = defineEndpoint({
  name: "test post",
  method: "POST",
  path: "/v3/test/post",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({ orderId: z.coerce.number() }),
  data: z.object({ n: z.number() }),
});
const getForm = defineEndpoint({
  name: "test get",
  method: "GET",
  path: "/api/v2/test/get",
  auth: "public",
  successCode: "00",
  variant: "form",
  request: z.object({ templateId: z.string() }),
  data: z.object({ ok: z.boolean() }),
});

const query = parsePageQuery("userId=7&sessionId=s-123&deviceId=d1&orderId=99&building=B1&gather=G1&swift=S1&eyes=E1");

function fakeFetch(body: unknown, init: { status?: number } = {}) {
  return vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify(body), { status: init.status ?? 200 }));
}

describe("lending client", () => {
  it("POSTs form-encoded with the session in the query and the building/gather headers", async () => {
    const fetch = fakeFetch({ code: 0, message: "success", data: { n: 1 }, success: true });
    const client = createLendingClient({ query, baseUrl: "http://backend.test/api", fetch });
    const result = await client.call(postJson, { orderId: 5 });
    expect(result).toEqual({ ok: true, code: 0, message: "success", data: { n: 1 } });
    const [url, init] = fetch.mock.calls[0];
    const u = new URL(String(url));
    expect(u.pathname).toBe("/api/v3/test/post");
    expect(Object.fromEntries(u.searchParams)).toEqual({ userId: "7", sessionId: "s-123", deviceId: "d1" });
    expect(init?.method).toBe("POST");
    expect(String(init?.body)).toBe("orderId=5");
    expect(init?.headers).toMatchObject({
      "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
      building: "B1",
      gather: "G1",
      "X-Requested-With": "XMLHttpRequest",
    });
    expect(init?.headers).not.toHaveProperty("swift");
  });

  it("GETs with parameters in the query, swift/eyes headers, and a path already under /api", async () => {
    const fetch = fakeFetch({ code: "00", message: "", data: { ok: true } });
    const client = createLendingClient({ query: parsePageQuery("userId=1"), baseUrl: "http://backend.test/api/", fetch });
    const result = await client.call(getForm, { templateId: "3" });
    expect(result.ok).toBe(true);
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe("http://backend.test/api/v2/test/get?userId=1&templateId=3");
    expect(init?.body).toBeUndefined();
    // Header values are empty strings when the page query has none.
    expect(init?.headers).toMatchObject({ swift: "", eyes: "" });
  });

  it("returns failures with the server's code and message, and flags an expired session", async () => {
    const client = createLendingClient({
      query,
      baseUrl: "http://b/api",
      fetch: fakeFetch({ code: 1401, message: "Log in again", data: null, success: false }),
    });
    expect(await client.call(postJson, { orderId: 1 })).toEqual({
      ok: false,
      code: 1401,
      message: "Log in again",
      data: null,
      sessionExpired: true,
    });
  });

  it("treats code 0 with success:false as a failure, and '0' as not the same as 0", async () => {
    const falseFlag = createLendingClient({
      query,
      baseUrl: "http://b/api",
      fetch: fakeFetch({ code: 0, message: "no", data: null, success: false }),
    });
    expect((await falseFlag.call(postJson, { orderId: 1 })).ok).toBe(false);
    const stringZero = createLendingClient({
      query,
      baseUrl: "http://b/api",
      fetch: fakeFetch({ code: "0", message: "", data: { n: 1 }, success: true }),
    });
    expect((await stringZero.call(postJson, { orderId: 1 })).ok).toBe(false);
  });

  it("passes network failures, non-JSON and off-contract data through as errors", async () => {
    const down = createLendingClient({
      query,
      baseUrl: "http://b/api",
      fetch: vi.fn(async () => Promise.reject(new TypeError("fetch failed"))),
    });
    await expect(down.call(postJson, { orderId: 1 })).rejects.toBeInstanceOf(LendingApiError);
    const html = createLendingClient({ query, baseUrl: "http://b/api", fetch: vi.fn(async () => new Response("<html>")) });
    await expect(html.call(postJson, { orderId: 1 })).rejects.toThrow(/unexpected way/);
    const drift = createLendingClient({
      query,
      baseUrl: "http://b/api",
      fetch: fakeFetch({ code: 0, message: "", data: { n: "one" }, success: true }),
    });
    await expect(drift.call(postJson, { orderId: 1 })).rejects.toThrow(/cannot read/);
  });

  it("gives up after the timeout", async () => {
    const slow = vi.fn(
      (_url: URL | RequestInfo, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    );
    const client = createLendingClient({ query, baseUrl: "http://b/api", fetch: slow, timeoutMs: 20 });
    await expect(client.call(postJson, { orderId: 1 })).rejects.toThrow(/could not be reached/);
  });

  it("passes on the borrower's address, host and scheme from their request", async () => {
    const fetch = fakeFetch({ code: 0, message: "", data: { n: 1 }, success: true });
    const request = new Request("https://phone.example.ph:8443/poles?orderId=1", {
      headers: { "X-Forwarded-For": "203.0.113.9, 10.0.0.1" },
    });
    await createLendingClient({ query, baseUrl: "http://b/api", fetch, request }).call(postJson, { orderId: 1 });
    expect(fetch.mock.calls[0][1]?.headers).toMatchObject({
      "X-Forwarded-For": "203.0.113.9",
      "X-Forwarded-Host": "phone.example.ph:8443",
      "X-Forwarded-Proto": "https",
    });
  });

  it("proves one page request's address once for its calls, and afresh once that proof is a few seconds old", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00Z"), toFake: ["Date"] });
    try {
      const fetch = fakeFetch({ code: 0, message: "", data: { n: 1 }, success: true });
      const request = new Request("https://phone.example.ph/poles?orderId=1", { headers: { "X-Forwarded-For": "203.0.113.9" } });
      const other = new Request("https://phone.example.ph/away?orderId=1", { headers: { "X-Forwarded-For": "198.51.100.4" } });
      const client = createLendingClient({ query, baseUrl: "http://b/api", fetch, request });
      const proofOf = (i: number) => (fetch.mock.calls[i][1]?.headers as Record<string, string>)["X-Web-App-Proof"];
      await client.call(postJson, { orderId: 1 });
      vi.setSystemTime(Date.now() + 1_000);
      await client.call(postJson, { orderId: 1 });
      await createLendingClient({ query, baseUrl: "http://b/api", fetch, request: other }).call(postJson, { orderId: 1 });
      vi.setSystemTime(Date.now() + FORWARDED_REUSE_MS);
      await client.call(postJson, { orderId: 1 });
      expect(proofOf(1)).toBe(proofOf(0));
      // Another borrower's request is proved for its own address, never with the first one's proof.
      expect(proofOf(2)).not.toBe(proofOf(0));
      expect((fetch.mock.calls[2][1]?.headers as Record<string, string>)["X-Forwarded-For"]).toBe("198.51.100.4");
      // The proof carries the time it was made: a later call of a long request gets a fresh one.
      expect(proofOf(3)).not.toBe(proofOf(0));
      expect(Number(proofOf(3).split(".")[0])).toBe(Date.now());
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends the ops console session only to ops endpoints", async () => {
    const ops = defineEndpoint({ ...postJson, name: "ops", auth: "ops" });
    const fetch = fakeFetch({ code: 0, message: "", data: { n: 1 }, success: true });
    const client = createLendingClient({ query, baseUrl: "http://b/api", fetch, opsSession: "token" });
    await client.call(ops, { orderId: 1 });
    await client.call(postJson, { orderId: 1 });
    expect(fetch.mock.calls[0][1]?.headers).toMatchObject({ "X-Ops-Session": "token" });
    expect(fetch.mock.calls[1][1]?.headers).not.toHaveProperty("X-Ops-Session");
  });
});
