import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { security as texts } from "@contract/texts/security";
import { withBodyLimit } from "./body-limit";
import { crossSiteCheck } from "./cross-site";

/** The web app's front: the cross-site check and the body limit before a handler that echoes. */
let base = "";
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.all(
    "/{*splat}",
    crossSiteCheck,
    withBodyLimit((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => res.json({ origin: req.headers.origin ?? null, body: Buffer.concat(chunks).toString() }));
    }),
  );
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = (path: string, headers: Record<string, string>, body = "a=1") =>
  fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body });

describe("cross-site check (finding 4)", () => {
  it.each([
    ["cross-site fetch metadata", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
    ["same-site fetch metadata", { "Sec-Fetch-Site": "same-site", Origin: "https://shop.127.0.0.1" }],
    ["a foreign Origin without fetch metadata", { Origin: "https://evil.example" }],
    ["Origin: null without fetch metadata", { Origin: "null" }],
  ])("refuses %s with 403 and a sentence", async (_name, headers) => {
    const response = await post("/only", headers);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(texts.crossSite);
  });

  it("refuses ?_data on a post even from the same origin", async () => {
    const response = await post("/only?x=1&_data=routes%2Fbank-binding", { "Sec-Fetch-Site": "same-origin" });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(texts.dataParameter);
  });

  it("lets a same-origin post through, without the null origin no-referrer makes browsers send", async () => {
    const response = await post("/only", { "Sec-Fetch-Site": "same-origin", Origin: "null" });
    expect(await response.json()).toEqual({ origin: null, body: "a=1" });
  });

  it("lets an Origin naming this host through, and a client that is not a browser", async () => {
    expect((await post("/only", { Origin: base })).status).toBe(200);
    expect((await post("/only", {})).status).toBe(200);
  });
});

describe("body limit (finding 5)", () => {
  it("hands a body within the limit to the handler unchanged", async () => {
    const body = `a=${"x".repeat(60 * 1024)}`;
    expect(await (await post("/promotion", {}, body)).json()).toMatchObject({ body });
  });

  it("answers 413 to a form over 64 KB", async () => {
    const response = await post("/promotion", {}, `a=${"x".repeat(65 * 1024)}`);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(texts.formTooLarge);
  });
});
