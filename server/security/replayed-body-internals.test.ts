import { createReadableStreamFromReadable } from "@remix-run/node";
import express from "express";
import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayingBody, STREAM_MEMBERS } from "./replayed-body-internals";

/**
 * What the body limit's replay relies on in `@remix-run/express` and `@remix-run/node` (issue 39,
 * item 6). When an upgrade reads the request another way, one of these fails and names it.
 */
let base = "";
let server: Server;
beforeAll(async () => {
  const app = express();
  app.set("trust proxy", false);
  app.post("/echo", async (req, res) => {
    // The body limit reads the body first; the adapter then sees the replay.
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const replayed = replayingBody(req, chunks);
    // Exactly how createRemixRequest builds its Request's body.
    const body = await new Response(createReadableStreamFromReadable(replayed)).text();
    res.json({
      body,
      method: replayed.method,
      host: replayed.get("host"),
      hostname: replayed.hostname,
      protocol: replayed.protocol,
      originalUrl: replayed.originalUrl,
      custom: replayed.headers["x-custom"],
    });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A dependency's published file, as installed. */
function installed(file: string): string {
  return fs.readFileSync(path.join(process.cwd(), "node_modules", file), "utf8");
}

describe("the body limit's replay of a request already read", () => {
  it("Remix's Express adapter reads a post's body only through createReadableStreamFromReadable(req)", () => {
    const adapter = installed("@remix-run/express/dist/server.js");
    expect(adapter).toContain("init.body = node.createReadableStreamFromReadable(req)");
    // And the request's other parts from Express's request, which the replay leaves alone.
    for (const member of ["req.method", "req.headers", 'req.get("host")', "req.hostname", "req.protocol", "req.originalUrl"]) {
      expect(adapter, member).toContain(member);
    }
  });

  it("that reader uses only the stream members the replay takes over", () => {
    const reader = installed("@remix-run/node/dist/stream.js");
    const used = new Set([...reader.matchAll(/this\.stream\.(\w+)/g)].map((match) => match[1]));
    used.add("readableHighWaterMark"); // read from the source before it is kept as this.stream
    expect(reader).toContain("stream.readableHighWaterMark");
    for (const member of used) expect(STREAM_MEMBERS.has(member), member).toBe(true);
  });

  it("the adapter's reader gets the bytes received, and everything else is the original request's", async () => {
    const answer = await fetch(`${base}/echo?a=1`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Custom": "kept" },
      body: "intent=rate&stars=5",
    });
    expect(await answer.json()).toEqual({
      body: "intent=rate&stars=5",
      method: "POST",
      host: new URL(base).host,
      hostname: "127.0.0.1",
      protocol: "http",
      originalUrl: "/echo?a=1",
      custom: "kept",
    });
  });
});
