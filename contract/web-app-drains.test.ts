import { describe, expect, it, vi } from "vitest";

/** A fresh copy of the module, as the Remix build and the server each bundle their own. */
const copy = async () => {
  vi.resetModules();
  return import("./web-app-drains");
};

describe("the web app's drains, run by the server on a clean stop", () => {
  it("runs a drain the web app's copy registered when the server's copy drains, and waits for it", async () => {
    const webApp = await copy();
    const server = await copy();
    expect(server).not.toBe(webApp);
    let sent = false;
    webApp.registerWebAppDrain("test views", () => new Promise((resolve) => setTimeout(() => resolve(void (sent = true)), 20)));
    await server.drainWebApp();
    expect(sent).toBe(true);
  });

  it("runs every drain even when one fails", async () => {
    const { registerWebAppDrain, drainWebApp } = await copy();
    const ran: string[] = [];
    registerWebAppDrain("failing", async () => {
      ran.push("failing");
      throw new Error("backend gone");
    });
    registerWebAppDrain("other", async () => void ran.push("other"));
    await expect(drainWebApp()).resolves.toBeUndefined();
    expect(ran.sort()).toEqual(["failing", "other"]);
  });
});
