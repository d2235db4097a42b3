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
