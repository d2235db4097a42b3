import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
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
