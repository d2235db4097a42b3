import express from "express";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding, precompressedBuild } from "./precompressed";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding("gzip;q=0")).toBeUndefined();
  });
});

describe("precompressed build files", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text number ${i}`))};\n`;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, "_shared"));
    fs.writeFileSync(path.join(dir, "_shared", "chunk-A.js"), script);
    fs.writeFileSync(path.join(os.tmpdir(), "outside-precompressed.js"), "secret");
    const files = precompressedBuild(dir);
    await files.warm();
    const app = express();
    app.use("/build", files);
    app.use("/build", express.static(dir));
    app.use((_req, res) => res.status(404).send("not found"));
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function get(pathname: string, acceptEncoding?: string) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ port, path: pathname, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("answers brotli that decodes to the file, smaller than the file, cacheable for a year", async () => {
    const res = await get("/build/_shared/chunk-A.js", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers["vary"]).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
  });

  it("answers gzip to a client without brotli", async () => {
    const res = await get("/build/_shared/chunk-A.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.body).toString()).toBe(script);
  });

  it("leaves a client that takes no compression, a missing file and a path out of the folder to the static files", async () => {
    const plain = await get("/build/_shared/chunk-A.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect((await get("/build/_shared/chunk-missing.js", "br")).status).toBe(404);
    const escape = await get("/build/..%2Foutside-precompressed.js", "br");
    expect(escape.status).toBe(404);
    expect(escape.body.toString()).not.toContain("secret");
  });
});
