import express from "express";
import { inject } from "light-my-request";
import { describe, expect, it } from "vitest";
import { noStoreForPrivatePages } from "./no-store";

/** The web app's cache rule in front of pages that each answer 200. */
function app() {
  const pages = express();
  pages.use(noStoreForPrivatePages);
  pages.use((_req, res) => void res.send("page"));
  return pages;
}

describe("second penetration test, N13: pages that vary say so", () => {
  it("public pages vary by the language cookie and Accept-Language; the promotion's per-visit captcha is never kept; borrower pages are never kept", async () => {
    const site = await inject(app(), { url: "/going" });
    expect(site.headers.vary).toMatch(/Accept-Language/i);
    expect(site.headers.vary).toMatch(/Cookie/i);
    expect(String(site.headers["cache-control"] ?? "")).not.toContain("no-store");
    for (const url of ["/promotion?id=1", "/Promotion?id=2&utm_tag=x", "/promotion.data?id=1"]) {
      const promotion = await inject(app(), { url });
      expect(promotion.headers["cache-control"], url).toBe("private, no-store");
    }
    const borrower = await inject(app(), { url: "/poles?orderId=1&userId=1&sessionId=s" });
    expect(borrower.headers["cache-control"]).toBe("no-store");
  });
});
