import type { ServerBuild } from "@remix-run/node";
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportRequestError } from "../app/lib/document/request-errors.server";
import { createApp } from "../server/app";
import { routeConsoleToLogger, scrub, serializeError, useLogDestination } from "../server/log";
import { createBorrower, seedProducts } from "../server/qa/factories";
import { requestTelemetry } from "../server/request-log";
import { freshDatabase } from "../server/test/database";

/**
 * Logs (issue 27): one line per request with its id, method, route pattern, status and time; one per
 * error with its stack; and never a borrower's values, whatever kind of request carried them.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});

/** A borrower's real values, sent by every kind of request below. */
const SECRET = {
  sessionId: "Zs8kQ2mN4pR7tV1wX3yB5cD6",
  phone: "09171234567",
  name: "Maria Clara Santos",
  accountNumber: "001234567890",
  cardNumber: "4111111111111111",
  password: "S3cret-Passw0rd!",
  token: "tok5f2b9c1e8a7d4f60b3e2",
  captchaAnswer: "k7q2x",
};

/**
 * A web app of three resource routes (no React needed), so the test does not depend on a build:
 * a page read, a form post, and a loader that fails the way Prisma does, quoting its arguments.
 */
function testBuild(): ServerBuild {
  const route = (id: string, path: string, module: Record<string, unknown>) => ({ id, parentId: "root", path, module });
  return {
    mode: "production",
    // As remix.config.js: Remix answers /__manifest itself (lazy route discovery).
    future: { v3_lazyRouteDiscovery: true },
    isSpaMode: false,
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    assets: { entry: { module: "/build/entry.js", imports: [] }, routes: {}, url: "/build/manifest.js", version: "test" },
    entry: {
      module: {
        default: (_request: Request, status: number) => new Response("document", { status }),
        // As app/entry.server.tsx reports a loader's error.
        handleError: (error: unknown, { request }: { request: Request }) => reportRequestError(error, request),
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      "routes/page": route("routes/page", "page", { loader: () => Response.json({ ok: true }) }),
      "routes/form": route("routes/form", "form", {
        action: async ({ request }: { request: Request }) => Response.json({ got: [...(await request.formData()).keys()].length }),
      }),
      "routes/boom": route("routes/boom", "boom", {
        loader: () => {
          throw new Error(
            `Invalid \`prisma.borrower.update()\` invocation: { where: { sessionId: "${SECRET.sessionId}" }, data: { phone: "${SECRET.phone}", name: "${SECRET.name}", accountNumber: "${SECRET.accountNumber}", cardNumber: "${SECRET.cardNumber}", password: "${SECRET.password}", token: "${SECRET.token}", captchaAnswer: "${SECRET.captchaAnswer}" } } for ${SECRET.phone} card ${SECRET.cardNumber} session ${SECRET.sessionId}`,
          );
        },
      }),
    },
  } as unknown as ServerBuild;
}

let server: Server;
let base: string;
let query: string;
let restoreConsole: () => void;

beforeAll(async () => {
  await freshDatabase();
  await seedProducts();
  const { query: sessionQuery } = await createBorrower({ phone: SECRET.phone, name: SECRET.name, sessionId: SECRET.sessionId });
  query = sessionQuery;
  useLogDestination(sink, "debug");
  restoreConsole = routeConsoleToLogger();
  server = await new Promise<Server>((resolve) => {
    const s = createApp(testBuild()).listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(() => {
  restoreConsole();
  useLogDestination(undefined);
  server?.close();
});

const headers = { Cookie: `session=${SECRET.sessionId}; phone=${SECRET.phone}`, Authorization: `Bearer ${SECRET.token}` };

/** Lines logged for the request that answered with `id` (pino writes asynchronously). */
async function linesOf(id: string) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return lines.map((line) => JSON.parse(line) as Record<string, any>).filter((line) => line.reqId === id);
}

describe("one log line per request, and none holds a borrower's values", () => {
  it("logs every request kind by route pattern with its request id, the error with its stack, and never a borrower's value", async () => {
    const secrets = `phone=${SECRET.phone}&name=${encodeURIComponent(SECRET.name)}&cardNumber=${SECRET.cardNumber}&token=${SECRET.token}`;
    const form = new URLSearchParams({ ...SECRET });
    const upload = new FormData();
    upload.append("name", SECRET.name);
    upload.append(
      "file",
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }),
      `${SECRET.name} ${SECRET.phone}.png`,
    );
    const sent = [
      { kind: "page", route: "routes/page", status: 200, response: await fetch(`${base}/page?${query}&${secrets}`, { headers }) },
      {
        kind: "API read",
        route: "/api/v3/bind-card/bound-card",
        response: await fetch(`${base}/api/v3/bind-card/bound-card?${query}&${secrets}`, { headers }),
      },
      {
        kind: "form post",
        route: "routes/form",
        status: 200,
        response: await fetch(`${base}/form?${query}`, { method: "POST", headers, body: form }),
      },
      {
        kind: "API form post",
        route: "/api/v3/bind-card/bind-card-new",
        response: await fetch(`${base}/api/v3/bind-card/bind-card-new?${query}`, { method: "POST", headers, body: form }),
      },
      {
        kind: "ops login",
        route: "/api/ops/session",
        response: await fetch(`${base}/api/ops/session`, { method: "POST", body: new URLSearchParams({ password: SECRET.password }) }),
      },
      {
        kind: "upload",
        route: "/api/user-problem/upload-problem-img",
        response: await fetch(`${base}/api/user-problem/upload-problem-img?${query}`, { method: "POST", headers, body: upload }),
      },
      { kind: "error", route: "routes/boom", status: 500, response: await fetch(`${base}/boom?${query}&${secrets}`, { headers }) },
      {
        kind: "unknown API",
        route: "/api/*",
        status: 404,
        response: await fetch(`${base}/api/nothing/${SECRET.phone}?${query}`, { headers }),
      },
      {
        kind: "router mounted inside /api",
        route: "/api/sms/semaphore/api/v4/messages",
        status: 401,
        response: await fetch(`${base}/api/sms/semaphore/api/v4/messages`, {
          method: "POST",
          body: new URLSearchParams({ apikey: "wrong", number: "09171234567", message: "hello" }),
        }),
      },
      { kind: "probe", route: "/healthz", status: 200, response: await fetch(`${base}/healthz?${query}`) },
      // Remix's route manifest (lazy route discovery): its own label, never the not-found page's (W19).
      {
        kind: "route manifest",
        route: "manifest",
        response: await fetch(`${base}/__manifest?p=%2Fpage&version=test`),
      },
    ];
    const ids = new Set<string>();
    for (const { kind, route, status, response } of sent) {
      await response.arrayBuffer();
      const id = response.headers.get("x-request-id") ?? "";
      expect(id, kind).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id);
      if (status) expect(response.status, kind).toBe(status);
      const requestLine = (await linesOf(id)).find((line) => line.msg === "request");
      expect(requestLine, kind).toMatchObject({
        reqId: id,
        method: expect.any(String),
        route,
        status: response.status,
        ms: expect.any(Number),
      });
    }
    expect(ids.size).toBe(sent.length);

    // The failed page: its error logged once, with its stack and the request's id.
    const failed = (await linesOf([...ids][6])).find((line) => line.err);
    expect(failed?.level).toBe("error");
    expect(failed?.err.stack).toContain("    at ");
    expect(failed?.err.message).toContain("prisma.borrower.update()");

    const everything = lines.join("\n");
    for (const [name, value] of Object.entries(SECRET)) expect(everything, name).not.toContain(value);
    expect(everything).not.toContain(encodeURIComponent(SECRET.name));
  }, 60_000);

  it("keeps an incoming X-Request-Id only from a trusted proxy", async () => {
    const answerWith = (hops: number) => {
      const app = express();
      app.set("trust proxy", hops);
      app.use(requestTelemetry(() => "/test"));
      app.get("/test", (_req, res) => res.send("ok"));
      return new Promise<Server>((resolve) => {
        const s = app.listen(0, "127.0.0.1", () => resolve(s));
      });
    };
    for (const [hops, kept] of [
      [0, false],
      [1, true],
    ] as const) {
      const s = await answerWith(hops);
      const response = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/test`, {
        headers: { "X-Request-Id": "proxy-id-1234" },
      });
      s.close();
      expect(response.headers.get("x-request-id") === "proxy-id-1234", `TRUST_PROXY=${hops}`).toBe(kept);
    }
  });
});

describe("client mistakes are warnings without a stack; our failures stay errors (third penetration test, P12)", () => {
  it("a GET of a route with no loader and a POST to a page with no action log one warn line, no stack; a failing loader an error with its stack", async () => {
    const levelOf = async (response: Response) => {
      await response.arrayBuffer();
      const logged = (await linesOf(response.headers.get("x-request-id") ?? "")).filter((line) => line.msg !== "request");
      return { status: response.status, logged };
    };
    const noLoader = await levelOf(await fetch(`${base}/form?_data=routes/form&${query}`, { headers }));
    const noAction = await levelOf(
      await fetch(`${base}/page?${query}`, { method: "POST", headers, body: new URLSearchParams({ a: "1" }) }),
    );
    const noRoute = await levelOf(await fetch(`${base}/no-such-page?${query}`, { headers }));
    for (const [kind, { status, logged }] of Object.entries({ noLoader, noAction, noRoute })) {
      expect(status, kind).toBeGreaterThanOrEqual(400);
      expect(status, kind).toBeLessThan(500);
      expect(logged, kind).toHaveLength(1);
      expect(logged[0], kind).toMatchObject({ level: "warn", msg: expect.stringMatching(/^client error 4\d\d /) });
      expect(logged[0].err, kind).toBeUndefined();
      expect(JSON.stringify(logged[0]), kind).not.toContain("    at ");
    }
    expect(noAction.logged[0].msg).toContain("405");
    const failed = await levelOf(await fetch(`${base}/boom?${query}`, { headers }));
    expect(failed.status).toBe(500);
    expect(failed.logged[0]).toMatchObject({ level: "error", err: { stack: expect.stringContaining("    at ") } });
  });
});

describe("scrub", () => {
  it("removes quoted values, values after sensitive names, long numbers and tokens from error texts", () => {
    const text = scrub(
      `phone=09171234567 password: hunter2pass card 4111 1111 1111 1111 session Zs8kQ2mN4pR7tV1wX3yB5cD6 name: "Juan dela Cruz" captchaAnswer=abcde`,
    );
    for (const value of ["09171234567", "hunter2pass", "4111", "Zs8kQ2mN4pR7tV1wX3yB5cD6", "Juan", "abcde"])
      expect(text).not.toContain(value);
    expect(scrub("the order 12 could not be read")).toBe("the order 12 could not be read");
  });

  it("keeps an error's type and stack frames", () => {
    const error = new TypeError(`no borrower with phone "09171234567"`);
    const serialized = serializeError(error);
    expect(serialized.type).toBe("TypeError");
    expect(serialized.stack).toContain("request-log.test.ts");
    expect(JSON.stringify(serialized)).not.toContain("09171234567");
  });
});
