import type { ServerBuild } from "@remix-run/node";
import { inject } from "light-my-request";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";

describe("the site's own files beside the pages", () => {
  it("serves the icon (pages do not look on disk, files still do)", async () => {
    const server = createApp(async () => ({}) as ServerBuild).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const icon = await fetch(`${base}/favicon.svg`);
      expect(icon.status).toBe(200);
      expect(icon.headers.get("content-type")).toMatch(/image\/svg\+xml/);
      expect(await icon.text()).toContain("<svg");
      const redirect = await fetch(`${base}/favicon.ico`, { redirect: "manual" });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get("location")).toBe("/favicon.svg");
    } finally {
      server.close();
    }
  });
});

describe("second penetration test, N11: the catalogue's pictures only", () => {
  it("serves logos and channel pictures under /api/assets, never the catalogue's data files", async () => {
    const app = createApp(async () => ({}) as ServerBuild);
    const logo = await inject(app, { url: "/api/assets/channels/gcash.svg" });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toMatch(/image\/svg\+xml/);
    for (const file of [
      "products.json",
      "bank-form.json",
      "promotion-templates.json",
      "channels.json",
      "complaint-types.json",
      "channels/../products.json",
      "%2e%2e/package.json",
    ]) {
      const answer = await inject(app, { url: `/api/assets/${file}` });
      expect(answer.statusCode, file).toBe(404);
      expect(answer.body, file).not.toContain("productName");
    }
  });
});

describe("third penetration test, P13: browser features", () => {
  it("every answer refuses the browser features no page uses (Permissions-Policy)", async () => {
    const app = createApp(async () => ({}) as ServerBuild);
    for (const url of ["/favicon.svg", "/api/assets/channels/gcash.svg", "/healthz"]) {
      const answer = await inject(app, { url });
      const policy = String(answer.headers["permissions-policy"]);
      for (const feature of ["camera=()", "microphone=()", "geolocation=(self)", "payment=()"]) expect(policy, url).toContain(feature);
    }
  });
});
