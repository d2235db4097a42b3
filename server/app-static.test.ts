import type { ServerBuild } from "@remix-run/node";
import { inject } from "light-my-request";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";

describe("the site's own files beside the pages", () => {
  it("serves the icon (pages do not look on disk, files still do)", async () => {
    const app = createApp(async () => ({}) as ServerBuild);
    const icon = await inject(app, { url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(icon.body).toContain("<svg");
    const redirect = await inject(app, { url: "/favicon.ico" });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe("/favicon.svg");
  });
});

describe("second penetration test, N11: the catalogue's pictures only", () => {
  it("serves logos and channel pictures under /api/assets, never the catalogue's data files", async () => {
    const app = createApp(async () => ({}) as ServerBuild);
    const logo = await inject(app, { url: "/api/assets/channels/gcash.svg" });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toMatch(/image\/svg\+xml/);
    for (const file of ["products.json", "bank-form.json", "promotion-templates.json", "channels.json", "complaint-types.json", "channels/../products.json", "%2e%2e/package.json"]) {
      const answer = await inject(app, { url: `/api/assets/${file}` });
      expect(answer.statusCode, file).toBe(404);
      expect(answer.body, file).not.toContain("productName");
    }
  });
});
