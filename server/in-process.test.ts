import type { AddressInfo } from "node:net";
import express from "express";
import multer from "multer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inProcessFetch } from "./in-process";

/**
 * The web app's in-process calls must reach the backend exactly as the same call over the network
 * would: method, path, query, headers, body bytes and content type (forms and multipart photo
 * uploads), the client's address, and the answer's status, headers and body.
 */
function echoApp() {
  const app = express();
  const upload = multer({ storage: multer.memoryStorage() });
  app.use(express.urlencoded({ extended: false }));
  const describeRequest = (req: express.Request) => ({
    method: req.method,
    path: req.path,
    query: req.query,
    contentType: req.get("content-type") ?? null,
    custom: req.get("x-custom") ?? null,
    ip: req.ip,
    body: req.body ?? null,
  });
  app.get("/echo", (req, res) => void res.set("X-Answer", "yes").json(describeRequest(req)));
  app.post("/echo", (req, res) => void res.status(201).json(describeRequest(req)));
  app.post("/upload", upload.single("photo"), (req, res) => {
    res.json({ ...describeRequest(req), contentType: req.get("content-type")?.split(";")[0], file: req.file && { name: req.file.originalname, size: req.file.size, type: req.file.mimetype, first: req.file.buffer[0] } });
  });
  app.post("/text", (req, res) => void res.json(describeRequest(req)));
  app.get("/empty", (_req, res) => void res.status(204).end());
  app.get("/slow", (_req, res) => void setTimeout(() => res.json({ late: true }), 300));
  return app;
}

let base = "";
let close = () => {};
const app = echoApp();
const local = inProcessFetch(app);

beforeAll(async () => {
  const server = echoApp().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** The same call over the network and in-process: status, chosen headers and body. */
async function both(path: string, init?: () => RequestInit) {
  const answers = await Promise.all([fetch(base + path, init?.()), local(base + path, init?.())]);
  return Promise.all(
    answers.map(async (response) => ({
      status: response.status,
      answer: response.headers.get("x-answer"),
      type: response.headers.get("content-type"),
      body: response.status === 204 ? null : ((await response.json()) as Record<string, unknown>),
    })),
  );
}

describe("an in-process call to the backend", () => {
  it("carries a GET's path, query and headers, from the loopback address", async () => {
    const [network, inProcess] = await both("/echo?a=1&b=two", () => ({ headers: { "X-Custom": "kept" } }));
    expect(inProcess).toEqual(network);
    expect(inProcess.body).toMatchObject({ path: "/echo", query: { a: "1", b: "two" }, custom: "kept", ip: "127.0.0.1" });
    expect(inProcess.answer).toBe("yes");
  });

  it("carries a form-encoded body with the type fetch gives it", async () => {
    const [network, inProcess] = await both("/echo?x=1", () => ({ method: "POST", body: new URLSearchParams({ orderId: "6", note: "ä & =" }) }));
    expect(inProcess).toEqual(network);
    expect(inProcess.status).toBe(201);
    expect(inProcess.body).toMatchObject({ contentType: "application/x-www-form-urlencoded;charset=UTF-8", body: { orderId: "6", note: "ä & =" } });
  });

  it("keeps the caller's content type", async () => {
    const [network, inProcess] = await both("/text", () => ({ method: "POST", body: "orderId=6", headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" } }));
    expect(inProcess).toEqual(network);
    expect(inProcess.body).toMatchObject({ contentType: "application/x-www-form-urlencoded;charset=UTF-8" });
  });

  it("carries a multipart photo upload byte for byte", async () => {
    const photo = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    const form = () => {
      const data = new FormData();
      data.set("orderId", "6");
      data.set("photo", new Blob([photo], { type: "image/jpeg" }), "evidence.jpg");
      return { method: "POST", body: data };
    };
    const [network, inProcess] = await both("/upload", form);
    expect(inProcess).toEqual(network);
    expect(inProcess.body).toMatchObject({ contentType: "multipart/form-data", body: { orderId: "6" }, file: { name: "evidence.jpg", size: 70_000, type: "image/jpeg", first: 0 } });
  });

  it("answers an empty 204 as fetch does", async () => {
    const [network, inProcess] = await both("/empty");
    expect(inProcess).toEqual(network);
  });

  it("accepts a Request as its input", async () => {
    const response = await local(new Request(`${base}/echo?from=request`, { method: "POST", body: new URLSearchParams({ a: "b" }) }));
    expect(await response.json()).toMatchObject({ query: { from: "request" }, body: { a: "b" } });
  });

  it("is refused at once when its signal has already fired, and given up when it fires meanwhile", async () => {
    await expect(local(`${base}/echo`, { signal: AbortSignal.abort(new Error("gone")) })).rejects.toThrow("gone");
    const started = Date.now();
    await expect(local(`${base}/slow`, { signal: AbortSignal.timeout(50) })).rejects.toThrow(/timeout|aborted/i);
    expect(Date.now() - started).toBeLessThan(290);
  });
});
