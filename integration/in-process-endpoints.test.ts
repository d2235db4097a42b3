import express from "express";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loanDetails, opsComplaintQueue, opsLogin, orderList, uploadProblemImage, type Endpoint, type RequestOf } from "@contract";
import { createLendingClient } from "../app/lib/lending-api.server";
import { OrderStatus } from "../server/domain/order-status";
import { serveWebAppInProcess } from "../server/in-process";
import { lendingBackend } from "../server/lending";
import { createBorrower, createOrder, seedProducts } from "../server/qa/factories";
import { trustProxies } from "../server/security/forwarded";
import { freshDatabase } from "../server/test/database";

/**
 * The web app's calls to the backend in its own process are answered without an HTTP request
 * (in-process-endpoints.ts). Whatever the call, the web app must read exactly what the same call
 * over the network reads: the same data, the same refusals in the same language, the same answer for
 * another borrower's order as for a missing one. Every endpoint takes this path, uploads and the
 * agents' console included; the abuse limits hold on both (security/limits-on-both-paths.test.ts).
 * (Page views sent together through the public batch endpoint: integration/page-views.test.ts.)
 */
const backend = express();
trustProxies(backend, 0);
backend.use("/api", lendingBackend());
serveWebAppInProcess();

/** Paths the in-process client fetched over HTTP (none expected), seen by wrapping fetch. */
const overHttp: string[] = [];
const realFetch = globalThis.fetch;
let recording = false;
globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
  if (recording) overHttp.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
  return realFetch(input, init);
}) as typeof fetch;

let networkBase = "";
let close = () => {};
beforeAll(async () => {
  const server = backend.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  networkBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  close = () => server.close();
});
afterAll(() => close());

beforeEach(async () => {
  await freshDatabase();
  await seedProducts();
  overHttp.length = 0;
});

type Who = Awaited<ReturnType<typeof createBorrower>>;
const queryOf = (who: Who, overrides: Record<string, string> = {}) => {
  const params = new URLSearchParams(who.query);
  for (const [key, value] of Object.entries(overrides)) params.set(key, value);
  return Object.fromEntries(params);
};

/** The same call answered in process and over the network. */
async function both<E extends Endpoint>(endpoint: E, who: Who, input: RequestOf<E>, overrides: Record<string, string> = {}) {
  const query = queryOf(who, overrides);
  recording = true;
  const inProcess = await createLendingClient({ query })
    .call(endpoint, input)
    .finally(() => (recording = false));
  const network = await createLendingClient({ query, baseUrl: networkBase }).call(endpoint, input);
  return { inProcess, network };
}

describe("a borrower endpoint answered in process", () => {
  it("gives the data the network gives, without an HTTP request", async () => {
    const who = await createBorrower();
    const order = await createOrder(who.borrower.id, { status: OrderStatus.overdue });
    const { inProcess, network } = await both(loanDetails, who, { orderId: String(order.id) } as RequestOf<typeof loanDetails>);
    expect(inProcess.ok).toBe(true);
    expect(inProcess).toEqual(network);
    const list = await both(orderList, who, {} as RequestOf<typeof orderList>);
    expect(list.inProcess.ok).toBe(true);
    expect(list.inProcess).toEqual(list.network);
    expect(overHttp).toEqual([]);
  });

  it("answers another borrower's order exactly as a missing one", async () => {
    const who = await createBorrower();
    const other = await createBorrower();
    const theirs = await createOrder(other.borrower.id, { status: OrderStatus.due });
    const foreign = await both(loanDetails, who, { orderId: String(theirs.id) } as RequestOf<typeof loanDetails>);
    const missing = await both(loanDetails, who, { orderId: "999999" } as RequestOf<typeof loanDetails>);
    expect(foreign.inProcess.ok).toBe(false);
    expect(foreign.inProcess).toEqual(missing.inProcess);
    expect(foreign.inProcess).toEqual(foreign.network);
  });

  it("refuses bad input, a dead session and a session of someone else as the network does", async () => {
    const who = await createBorrower();
    const order = await createOrder(who.borrower.id, { status: OrderStatus.due });
    const bad = await both(loanDetails, who, { orderId: "12abc" } as RequestOf<typeof loanDetails>);
    expect(bad.inProcess.ok).toBe(false);
    expect(bad.inProcess).toEqual(bad.network);
    const dead = await both(loanDetails, who, { orderId: String(order.id) } as RequestOf<typeof loanDetails>, {
      sessionId: "ended-session-0000",
    });
    expect(dead.inProcess).toMatchObject({ ok: false, sessionExpired: true });
    expect(dead.inProcess).toEqual(dead.network);
    const other = await createBorrower();
    const borrowed = await both(loanDetails, other, { orderId: String(order.id) } as RequestOf<typeof loanDetails>, {
      sessionId: new URLSearchParams(who.query).get("sessionId")!,
    });
    expect(borrowed.inProcess.ok).toBe(false);
    expect(borrowed.inProcess).toEqual(borrowed.network);
  });

  it("speaks the session's language, refusals included", async () => {
    const who = await createBorrower();
    const order = await createOrder(who.borrower.id, { status: OrderStatus.due });
    const filipino = { language: "fil" };
    const missing = await both(loanDetails, who, { orderId: "999999" } as RequestOf<typeof loanDetails>, filipino);
    const english = await both(loanDetails, who, { orderId: "999999" } as RequestOf<typeof loanDetails>);
    expect(missing.inProcess).toEqual(missing.network);
    expect(missing.inProcess.ok === false && missing.inProcess.message).not.toBe(
      english.inProcess.ok === false && english.inProcess.message,
    );
    const found = await both(loanDetails, who, { orderId: String(order.id) } as RequestOf<typeof loanDetails>, filipino);
    expect(found.inProcess).toEqual(found.network);
  });
});

describe("uploads and the agents' console", () => {
  it("are answered in process too: a photo sent as the web app's form, the queue under the operator's session", async () => {
    const who = await createBorrower();
    const form = new FormData();
    // A real picture: photos are decoded and re-encoded before they are stored (docs/decisions/076).
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#36c" } })
      .png()
      .toBuffer();
    form.append("problemImage", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
    recording = true;
    const uploaded = await createLendingClient({ query: queryOf(who) })
      .call(uploadProblemImage, form)
      .finally(() => (recording = false));
    expect(uploaded).toMatchObject({ ok: true });
    const login = await createLendingClient({ query: queryOf(who) }).call(opsLogin, {
      password: process.env.OPS_PASSWORD ?? "",
    } as RequestOf<typeof opsLogin>);
    expect(login.ok).toBe(true);
    const token = login.ok ? (login.data as { token: string }).token : "";
    recording = true;
    const queue = await createLendingClient({ query: queryOf(who), opsSession: token })
      .call(opsComplaintQueue, {} as RequestOf<typeof opsComplaintQueue>)
      .finally(() => (recording = false));
    expect(queue.ok).toBe(true);
    const refused = await createLendingClient({ query: queryOf(who) }).call(opsComplaintQueue, {} as RequestOf<typeof opsComplaintQueue>);
    expect(refused).toMatchObject({ ok: false, sessionExpired: true });
    expect(overHttp).toEqual([]);
  });
});
