import express from "express";
import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { listen } from "./listen";
import { operationsRoutes } from "./operations";
import { requestTelemetry } from "./request-log";
import { resetDrainingForTests, stopServing } from "./shutdown";
import { freshDatabase } from "./test/database";

/**
 * Health, readiness and the drain on SIGTERM (issue 27), and a port already taken (issue 30): the
 * steps server/index.ts runs on a signal, on a server of the same pieces with a slow route.
 */
function appWithSlowRoute(steps: string[] = [], onStarted: () => void = () => undefined) {
  const app = express();
  app.use(requestTelemetry(() => "/test"));
  app.use(operationsRoutes());
  app.get("/slow", async (req, res) => {
    // The request is in flight (counted by the telemetry above): the test may stop the server now.
    onStarted();
    await new Promise((resolve) => setTimeout(resolve, Number(req.query.ms)));
    res.once("finish", () => steps.push("answered"));
    res.send("finished");
  });
  return app;
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/**
 * Resolves once the slow route has started answering: a test stops the server on that event, not
 * after a fixed wait, which a loaded machine outlasts before the request even arrives (issue 40, W21).
 */
function slowRouteStarted() {
  let signal!: () => void;
  const started = new Promise<void>((resolve) => (signal = resolve));
  return { started, signal };
}

beforeAll(async () => {
  await freshDatabase();
}, 60_000);
afterEach(() => resetDrainingForTests());

describe("health, readiness and the drain", () => {
  it("is ready with a migrated database; on stop, turns unready at once, refuses new connections, finishes the request in flight, then flushes and closes", async () => {
    const steps: string[] = [];
    const slowRoute = slowRouteStarted();
    const server = await listen(appWithSlowRoute(steps, slowRoute.signal), 0, "127.0.0.1");
    const probeServer = await listen(appWithSlowRoute(), 0, "127.0.0.1");
    const { port } = server.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.json())) as unknown).toEqual({ status: "ok" });
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: "ready" }]);

    const inFlight = fetch(`http://127.0.0.1:${port}/slow?ms=800`).then(async (r) => [r.status, await r.text()]);
    await slowRoute.started;
    const stopped = stopServing(server, {
      graceMs: 5000,
      flush: async () => void steps.push("flushed"),
      closeDatabase: async () => void steps.push("closed"),
    });
    // Asked of the process (as a probe on a kept-alive connection would): the served app's
    // sockets are the ones under test, so the probe goes to another server of the same process.
    const probe = `http://127.0.0.1:${(probeServer.address() as AddressInfo).port}`;
    const readiness = await fetch(`${probe}/readyz`);
    expect([readiness.status, await readiness.json()]).toEqual([503, { status: "draining" }]);
    expect((await fetch(`${probe}/healthz`)).status).toBe(200);
    expect(await refusesConnections(port)).toBe(true);
    expect(await inFlight).toEqual([200, "finished"]);
    expect(await stopped).toEqual({ cutOff: 0 });
    expect(steps).toEqual(["answered", "flushed", "closed"]);
    probeServer.close();
  });

  it("cuts a request still running when the grace time is over", async () => {
    const slowRoute = slowRouteStarted();
    const server = await listen(appWithSlowRoute([], slowRoute.signal), 0, "127.0.0.1");
    const { port } = server.address() as AddressInfo;
    const slow = fetch(`http://127.0.0.1:${port}/slow?ms=10000`).then(
      () => "answered",
      () => "cut",
    );
    await slowRoute.started;
    const started = Date.now();
    const result = await stopServing(server, { graceMs: 300, flush: async () => undefined, closeDatabase: async () => undefined });
    expect(result.cutOff).toBe(1);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await slow).toBe("cut");
  });

  it("answers 503 with the reason when the migrations do not match the code", async () => {
    const { db } = await import("./db");
    await db().$executeRawUnsafe(
      `UPDATE "_prisma_migrations" SET rolled_back_at = finished_at WHERE migration_name = (SELECT MAX(migration_name) FROM "_prisma_migrations")`,
    );
    try {
      const server = await listen(appWithSlowRoute(), 0, "127.0.0.1");
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`);
      server.close();
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ status: "not ready", reason: expect.stringMatching(/migrations are behind/) });
    } finally {
      await freshDatabase();
    }
  });
});

describe("third penetration test, P13: /readyz tells the public only whether it is ready", () => {
  it("names no migration to a caller from elsewhere; the reason goes to the metrics token's holder", async () => {
    const { db } = await import("./db");
    await db().$executeRawUnsafe(
      `UPDATE "_prisma_migrations" SET rolled_back_at = finished_at WHERE migration_name = (SELECT MAX(migration_name) FROM "_prisma_migrations")`,
    );
    try {
      const app = express();
      app.set("trust proxy", 1); // a proxy in front: the caller is the address it forwards
      app.use(operationsRoutes({ metricsToken: "a-metrics-token-for-this-test" }));
      const server = await listen(app, 0, "127.0.0.1");
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`;
      const elsewhere = { "X-Forwarded-For": "203.0.113.9" };
      const anonymous = await fetch(url, { headers: elsewhere });
      const withToken = await fetch(url, { headers: { ...elsewhere, Authorization: "Bearer a-metrics-token-for-this-test" } });
      server.close();
      expect(anonymous.status).toBe(503);
      expect(await anonymous.json()).toEqual({ status: "not ready" });
      expect(withToken.status).toBe(503);
      expect(await withToken.json()).toMatchObject({ status: "not ready", reason: expect.stringMatching(/migrations are behind/) });
    } finally {
      await freshDatabase();
    }
  });
});

describe("a port already in use", () => {
  it("refuses to listen with one line naming the port", async () => {
    const taken: Server = await listen(express(), 0, "127.0.0.1");
    const { port } = taken.address() as AddressInfo;
    try {
      const error = await listen(express(), port, "127.0.0.1").then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message).toMatch(new RegExp(`^port ${port} on 127\\.0\\.0\\.1 is already in use`));
      expect(error?.message).not.toContain("\n");
    } finally {
      taken.close();
    }
  });
});
