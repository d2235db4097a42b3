import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { opsSessionCookie } from "@contract/ops-session-cookie";
import { openOpsSession } from "../lending/auth";
import { createBorrower } from "../qa/factories";
import { freshDatabase } from "../test/database";
import { withBodyLimit } from "./body-limit";

/**
 * Second penetration test, N5: photo-sized bodies only for a live borrower session or console
 * login; anyone else is refused at a form's limit before the body is read.
 */
process.env.OPS_PASSWORD ??= "a-password-for-this-test-only";

let server: http.Server;
let port = 0;
let received = 0;

beforeAll(async () => {
  const app = express();
  app.all(
    "/{*splat}",
    withBodyLimit(async (req, res) => {
      let bytes = 0;
      for await (const chunk of req) bytes += (chunk as Buffer).length;
      received += bytes;
      res.send(`read ${bytes}`);
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  await freshDatabase();
  received = 0;
});

/**
 * Posts a multipart form of one file of `bytes` in 64 KB chunks (no Content-Length, so only the
 * bytes read can be counted). `total` is what the handler reads: the file and its framing.
 */
const HEAD = Buffer.from('--x\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n');
const TAIL = Buffer.from("\r\n--x--\r\n");
const total = (bytes: number) => HEAD.length + bytes + TAIL.length;
function postChunked(path: string, bytes: number, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x", "Transfer-Encoding": "chunked", ...headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", (error) =>
      (error as NodeJS.ErrnoException).code === "EPIPE" || (error as NodeJS.ErrnoException).code === "ECONNRESET"
        ? undefined
        : reject(error),
    );
    let sent = 0;
    req.write(HEAD);
    const pump = () => {
      while (sent < bytes) {
        sent += 64 * 1024;
        if (!req.write(Buffer.alloc(64 * 1024, 0x61))) return void req.once("drain", pump);
      }
      req.end(TAIL);
    };
    pump();
  });
}

describe("second penetration test, N5: large bodies only for a session or a console login", () => {
  it("an anonymous or forged-session photo post is refused at a form's limit, declared or chunked, before it is read", async () => {
    const declared = await fetch(`http://127.0.0.1:${port}/complainPageNext?userId=1&sessionId=not-a-live-session`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: Buffer.alloc(1024 * 1024, 0x61),
    });
    expect(declared.status).toBe(413);
    for (const path of ["/complainPageNext", "/complaint-image?userId=1&sessionId=abcdefgh", "/ops/complaints"]) {
      const chunked = await postChunked(path, 1024 * 1024, path.startsWith("/ops") ? { Cookie: "ops_session=123.abc" } : {});
      expect(chunked.status, path).toBe(413);
    }
    expect(received).toBe(0);
  });

  it("a borrower with a live session and a logged-in agent may send photos", async () => {
    const { query } = await createBorrower();
    const borrower = await postChunked(`/complainPageNext?${query}`, 1024 * 1024);
    expect(borrower).toEqual({ status: 200, body: `read ${total(1024 * 1024)}` });
    const { token } = await openOpsSession(process.env.OPS_PASSWORD!);
    const signed = (await opsSessionCookie.serialize(token)).split(";")[0];
    const agent = await postChunked("/ops/complaints", 1024 * 1024, { Cookie: signed });
    expect(agent).toEqual({ status: 200, body: `read ${total(1024 * 1024)}` });
    // The live token in a cookie the web app did not sign is no login (decision 247).
    const unsigned = await postChunked("/ops/complaints", 1024 * 1024, { Cookie: `ops_session=${encodeURIComponent(token)}` });
    expect(unsigned.status).toBe(413);
  });
});
