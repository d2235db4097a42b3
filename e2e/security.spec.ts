import type { Page } from "@playwright/test";
import http from "node:http";
import { security as filSecurity } from "@contract/texts/fil/security";
import { security } from "@contract/texts/security";
import { E2E_PORT } from "../playwright.config";
import { expect, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";

/**
 * Regression tests of the penetration test's web findings (issue 11; docs/security.md). Each one
 * was reproduced against the server before its fix.
 */

const EVIL = "https://evil.example";

/** A page on another site that posts a form to us as soon as it loads (the attack of finding 4). */
async function postFromAnotherSite(page: Page, target: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Win a prize</title><form method="post" action="${target}">${inputs}</form><script>document.forms[0].submit()</script>`,
    }),
  );
  await page.goto(`${EVIL}/prize`);
  await page.waitForURL((url) => url.origin !== EVIL);
}

/** Sends a body in chunks (no Content-Length), as `curl -H 'Transfer-Encoding: chunked'` does. */
function postChunked(path: string, contentType: string, chunks: number, chunkBytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: E2E_PORT, path, method: "POST", headers: { "Content-Type": contentType, "Transfer-Encoding": "chunked" } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    let sent = 0;
    const pump = () => {
      while (sent < chunks) {
        sent++;
        if (!req.write(Buffer.alloc(chunkBytes, 0x61))) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

test.describe("cross-site posts (finding 4, finding 16)", () => {
  test("a form on another site cannot post an ops reply or bind a card: 403 with a clear message", async ({ page, baseURL }) => {
    const order = await qaOrder(170);
    await postFromAnotherSite(page, `${baseURL}/ops/complaints`, { problemId: "1", replyText: "posted from elsewhere" });
    await expect(page.getByText(security.crossSite)).toBeVisible();
    await postFromAnotherSite(page, `${baseURL}${order.pages.bind}`, { bankName: "BDO", account: "1234567890" });
    await expect(page.getByText(security.crossSite)).toBeVisible();
  });

  test("?_data on a post, resource routes and Origin: null from elsewhere are refused with 403, never 500", async ({ request }) => {
    const order = await qaOrder(170);
    const dataPost = await request.post(`${order.pages.bind}&_data=routes/bank-binding`, { form: { bankName: "BDO" } });
    expect(dataPost.status()).toBe(403);
    expect(await dataPost.text()).toBe(security.dataParameter);

    const resource = await request.post(`/complaint-image?${order.query}`, { headers: { Origin: EVIL }, multipart: { problemImage: "x" } });
    expect(resource.status()).toBe(403);
    expect(await resource.text()).toBe(security.crossSite);

    const nullOrigin = await request.post("/promotion?id=1", {
      headers: { Origin: "null", "Sec-Fetch-Site": "cross-site" },
      form: { intent: "captcha" },
    });
    expect(nullOrigin.status()).toBe(403);
    const sameSite = await request.post("/promotion?id=1", {
      headers: { Origin: "https://sub.127.0.0.1", "Sec-Fetch-Site": "same-site" },
      form: { intent: "captcha" },
    });
    expect(sameSite.status()).toBe(403);

    // The browser's own same-origin post under no-referrer (Origin: null) still goes through.
    const sameOrigin = await request.post("/promotion?id=1", {
      headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" },
      form: { intent: "captcha" },
      maxRedirects: 0,
    });
    expect(sameOrigin.status()).not.toBe(403);
    expect(sameOrigin.status()).toBeLessThan(500);
  });
});

test.describe("body limits (finding 5)", () => {
  test("a form larger than a form is refused with 413 before it is parsed, declared or chunked", async ({ request }) => {
    const declared = await request.post("/promotion?id=1", { form: { intent: "captcha", filler: "a".repeat(200 * 1024) } });
    expect(declared.status()).toBe(413);
    expect(await declared.text()).toBe(security.formTooLarge);

    const chunked = await postChunked("/promotion?id=1", "application/x-www-form-urlencoded", 40, 8 * 1024);
    expect(chunked).toEqual({ status: 413, body: security.formTooLarge });
  });

  test("photo routes take photos up to their limit, and refuse more with 413, chunked included", async ({ request }) => {
    const order = await qaOrder(180);
    const declared = await request.post(`/complaint-image?${order.query}`, {
      multipart: { problemImage: { name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(6 * 1024 * 1024, 1) } },
    });
    expect(declared.status()).toBe(413);
    expect(await declared.text()).toBe(security.photosTooLarge);

    const chunked = await postChunked(`/complaint-image?${order.query}`, "multipart/form-data; boundary=x", 100, 64 * 1024);
    expect(chunked).toEqual({ status: 413, body: security.photosTooLarge });

    // Within the limit the route still answers for itself (here: not an image).
    const small = await request.post(`/complaint-image?${order.query}`, {
      multipart: { problemImage: { name: "a.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not an image") } },
    });
    expect(small.status()).toBe(400);
    expect((await small.json()) as { ok: boolean }).toMatchObject({ ok: false });
  });
});

test.describe("hardening (finding 16)", () => {
  test("a malformed cookie never answers 500", async ({ request }) => {
    const response = await request.get("/promotion?id=1", { headers: { Cookie: "promo_sms_sent=%E0%A4%A" } });
    expect(response.status()).toBe(200);
  });

  test("borrower pages and borrower JSON are never cached; the public site may be", async ({ request }) => {
    const order = await qaOrder(170);
    const page = await request.get(order.pages.details);
    expect(page.status()).toBe(200);
    expect(page.headers()["cache-control"]).toBe("no-store");
    const json = await request.post(`/api/user-problem/problem-list?${order.query}`);
    expect(((await json.json()) as { code: number }).code).toBe(0);
    expect(json.headers()["cache-control"]).toBe("no-store");
    const site = await request.get("/");
    expect(site.headers()["cache-control"] ?? "").not.toContain("no-store");
  });

  test("forms may post only to this site and the configured partner hosts (CSP form-action)", async ({ request }) => {
    const response = await request.get("/");
    const csp = response.headers()["content-security-policy"];
    expect(csp).toContain("form-action 'self' https://partner.example.ph;");
    expect(csp).not.toMatch(/form-action[^;]*(https:|http:)(\s|;)/);
  });
});

test.describe("second penetration test (issue 24)", () => {
  test("N7: bad input is a 4xx with a sentence, never a 500", async ({ request }) => {
    const language = await request.post("/language", { form: { language: "fil", back: "/Ā" }, maxRedirects: 0 });
    expect(language.status()).toBe(303);
    expect(language.headers().location).toBe("/");
    const login = await request.post(`/ops/login?next=${encodeURIComponent("/ops/complaints?q=Ā")}`, {
      form: { password: "e2e-ops-password" },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    expect(login.headers().location).toBe("/ops/complaints");
    for (const [path, type, body] of [
      ["/language", "application/json", '{"language":"fil"}'],
      ["/poles?orderId=1", "text/plain", "intent=rate"],
      ["/promotion?id=1", "application/json", "{}"],
    ]) {
      const post = await request.post(path, { headers: { "Content-Type": type }, data: body });
      expect(post.status(), path).toBe(415);
      expect(await post.text(), path).toBe(security.formUnreadable);
    }
  });
});

test.describe("third penetration test (issue 36)", () => {
  test("P9: a malformed multipart body is a 400 with a sentence on pages and .data forms, never a 500", async ({ request }) => {
    const order = await qaOrder(180);
    for (const path of ["/language", "/promotion.data?id=1", order.pages.details, `/complainPageNext.data?${order.query}`]) {
      const post = await request.post(path, { headers: { "Content-Type": "multipart/form-data; boundary=zz" }, data: "--zz\r\n" });
      expect(post.status(), path).toBe(400);
      expect(await post.text(), path).toBe(security.formUnreadable);
    }
    const inFilipino = await request.post("/promotion?id=1&language=fil", {
      headers: { "Content-Type": "multipart/form-data; boundary=zz" },
      data: "--zz\r\n",
    });
    expect([inFilipino.status(), await inFilipino.text()]).toEqual([400, filSecurity.formUnreadable]);
  });
});
