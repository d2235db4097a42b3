import express from "express";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { webAppProof, WEB_APP_PROOF_HEADER } from "@contract/web-app-proof";
import { admission } from "./admission";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose requests each wait until the test lets them answer; records the order they started. */
async function serve(concurrent: number) {
  const started: string[] = [];
  const release = new Map<string, () => void>();
  const app = express();
  app.use(admission(concurrent));
  app.get("/:name", (req, res) => {
    const name = String(req.params.name);
    started.push(name);
    release.set(name, () => res.send(name));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { base, started, release, settle: () => new Promise((resolve) => setTimeout(resolve, 80)) };
}

describe("requests served a few at a time, in the order they came", () => {
  it("starts no more than the limit, then the waiting ones first come first served", async () => {
    const { base, started, release, settle } = await serve(2);
    const answers: Promise<string>[] = [];
    for (const name of ["a", "b", "c", "d"]) {
      answers.push(fetch(`${base}/${name}`).then((r) => r.text()));
      await settle();
    }
    expect(started).toEqual(["a", "b"]);
    release.get("b")!();
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    release.get("a")!();
    await settle();
    expect(started).toEqual(["a", "b", "c", "d"]);
    release.get("c")!();
    release.get("d")!();
    expect(await Promise.all(answers)).toEqual(["a", "b", "c", "d"]);
  });

  it("never starts a request whose client left while it waited", async () => {
    const { base, started, release, settle } = await serve(1);
    const first = fetch(`${base}/first`).then((r) => r.text());
    await settle();
    const gone = new AbortController();
    const abandoned = fetch(`${base}/abandoned`, { signal: gone.signal }).catch(() => "left");
    await settle();
    gone.abort();
    expect(await abandoned).toBe("left");
    await settle();
    const last = fetch(`${base}/last`).then((r) => r.text());
    await settle();
    release.get("first")!();
    expect(await first).toBe("first");
    await settle();
    expect(started).toEqual(["first", "last"]);
    release.get("last")!();
    expect(await last).toBe("last");
  });
});

describe("a request that runs long", () => {
  it("keeps its place only for a while: the next one starts though the first has not answered", async () => {
    const started: string[] = [];
    const app = express();
    app.use(admission(1, 150));
    app.get("/slow", () => started.push("slow")); // never answers
    app.get("/next", (_req, res) => (started.push("next"), res.send("next")));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const gone = new AbortController();
    void fetch(`${base}/slow`, { signal: gone.signal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await fetch(`${base}/next`).then((r) => r.text())).toBe("next");
    expect(started).toEqual(["slow", "next"]);
    gone.abort();
  });
});

describe("a web app's call to its backend", () => {
  it("does not wait behind the page that made it", async () => {
    const app = express();
    // Held for a minute: without the exception the page would wait for its own call past the test's time.
    app.use(admission(1, 60_000));
    app.get("/page", async (_req, res) => {
      // The page, admitted, calls the backend on this same server and waits for the answer.
      const forwarded = { for: "192.0.2.7", host: "app.example.ph", proto: "https" };
      const headers = {
        "X-Forwarded-For": forwarded.for,
        "X-Forwarded-Host": forwarded.host,
        "X-Forwarded-Proto": forwarded.proto,
        [WEB_APP_PROOF_HEADER]: webAppProof(forwarded),
      };
      const answer = await fetch(`${base}/backend`, { headers }).then((r) => r.text());
      res.send(`page with ${answer}`);
    });
    app.get("/backend", (_req, res) => res.send("data"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    expect(await fetch(`${base}/page`).then((r) => r.text())).toBe("page with data");
  });
});

describe("N6: the queue is skipped only by a proof that verifies", () => {
  it("a request claiming a proof it cannot show waits its turn like any other", async () => {
    const { base, started, release, settle } = await serve(1);
    void fetch(`${base}/first`);
    await settle();
    const forged = fetch(`${base}/forged`, { headers: { [WEB_APP_PROOF_HEADER]: "x" } });
    const wellFormed = fetch(`${base}/wellformed`, { headers: { [WEB_APP_PROOF_HEADER]: "0".repeat(64) } });
    await settle();
    expect(started).toEqual(["first"]);
    release.get("first")!();
    await settle();
    expect(started.slice(0, 2)).toEqual(["first", "forged"]);
    release.get("forged")!();
    await settle();
    release.get("wellformed")!();
    expect(await (await forged).text()).toBe("forged");
    expect(await (await wellFormed).text()).toBe("wellformed");
  });
});
