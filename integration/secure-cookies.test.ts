import type { ServerBuild } from "@remix-run/node";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearPaymentReturnCookie, setPaymentReturnCookie } from "../app/lib/payment-return.server";
import { createApp } from "../server/app";

// One proxy in front, as a deployment behind a TLS-terminating proxy sets it. Each test file runs
// in its own process; the configuration is read when the app is made.
process.env.TRUST_PROXY = "1";

/**
 * A web app of one page that sends the borrower to the gateway the way the repayment pages do
 * (setting the pay_return cookie), and the return page that clears it: the cookie's attributes
 * are decided by the request as the whole server stack sees it (trust proxy included).
 */
function testBuild(): ServerBuild {
  const route = (id: string, path: string, module: Record<string, unknown>) => ({ id, parentId: "root", path, module });
  return {
    mode: "production",
    future: {},
    isSpaMode: false,
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    assets: { entry: { module: "/build/entry.js", imports: [] }, routes: {}, url: "/build/manifest.js", version: "test" },
    entry: { module: { default: () => new Response("document") } },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      "routes/pay": route("routes/pay", "pay", {
        loader: async ({ request }: { request: Request }) =>
          new Response(null, {
            status: 204,
            headers: { "Set-Cookie": await setPaymentReturnCookie(Object.fromEntries(new URL(request.url).searchParams), request) },
          }),
      }),
      "routes/back": route("routes/back", "back", {
        loader: async ({ request }: { request: Request }) =>
          new Response(null, { status: 204, headers: { "Set-Cookie": await clearPaymentReturnCookie(request) } }),
      }),
    },
  } as unknown as ServerBuild;
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = await new Promise<Server>((resolve) => {
    const s = createApp(testBuild()).listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server?.close());

const SESSION = "orderId=6&userId=1&sessionId=abcdefabcdef&mobilePhone=09171234567";

async function setCookieOf(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}?${SESSION}`, { headers });
  await response.arrayBuffer();
  return response.headers.get("set-cookie") ?? "";
}

describe("the pay_return cookie carries the session: Secure over HTTPS (third penetration test, P11)", () => {
  it("is Secure when the trusted proxy says the request came over HTTPS, and so is its clearing", async () => {
    const https = { "X-Forwarded-Proto": "https" };
    const set = await setCookieOf("/pay", https);
    expect(set).toMatch(/^pay_return=[^;]+;/);
    expect(set).toMatch(/; Secure(;|$)/);
    expect(set).toMatch(/; HttpOnly;/);
    expect(set).toMatch(/; SameSite=Lax/);
    expect(await setCookieOf("/back", https)).toMatch(/^pay_return=;.*; Secure(;|$)/);
  });

  it("is not Secure over plain HTTP (a local start keeps working)", async () => {
    expect(await setCookieOf("/pay")).not.toContain("Secure");
    expect(await setCookieOf("/pay", { "X-Forwarded-Proto": "http" })).not.toContain("Secure");
  });

  it("a client's own X-Forwarded-Proto is not believed without a trusted proxy", async () => {
    const app = createApp(testBuild());
    app.set("trust proxy", 0); // TRUST_PROXY=0, the default
    const direct = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const response = await fetch(`http://127.0.0.1:${(direct.address() as AddressInfo).port}/pay?${SESSION}`, {
        headers: { "X-Forwarded-Proto": "https" },
      });
      await response.arrayBuffer();
      expect(response.headers.get("set-cookie")).toMatch(/^pay_return=/);
      expect(response.headers.get("set-cookie")).not.toContain("Secure");
    } finally {
      direct.close();
    }
  });
});
