import type { Cookie } from "@remix-run/node";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  clearCookie,
  cookieSecret,
  cookieSecurity,
  kindTipsSeenCookie,
  languageCookie,
  opsSessionCookie,
  paymentReturnCookie,
  promotionNoticeCookie,
  promotionSentCookie,
  readRequestCookie,
  readStringCookie,
  showBankTipCookie,
} from "./cookies.server";

const withCookie = (cookie: string) => new Request("http://x/", { headers: { Cookie: cookie } });
/** What the browser sends back for a Set-Cookie: its first part. */
const sentBack = (setCookie: string) => setCookie.split(";")[0];

const ALL: Array<[Cookie, string, { path: string; sameSite: string; maxAge?: number; signed: boolean }]> = [
  [languageCookie, "fil", { path: "/", sameSite: "Lax", maxAge: 31536000, signed: false }],
  [kindTipsSeenCookie, "41.abc~42.def", { path: "/", sameSite: "Lax", maxAge: 31536000, signed: false }],
  [showBankTipCookie, "1", { path: "/", sameSite: "Lax", signed: true }],
  [opsSessionCookie, "123.deadbeef", { path: "/ops", sameSite: "Strict", signed: true }],
  [paymentReturnCookie, "orderId=6&userId=1&sessionId=s", { path: "/payment-return", sameSite: "Lax", maxAge: 86400, signed: true }],
  [promotionSentCookie, "1700000000000", { path: "/promotion", sameSite: "Lax", maxAge: 60, signed: false }],
  [promotionNoticeCookie, "registered", { path: "/promotion", sameSite: "Lax", maxAge: 60, signed: false }],
];

describe("the web app's cookies, each declared once (issue 39 item 3, decision 247)", () => {
  it("keep their names, and each round-trips with its declared attributes", async () => {
    expect(ALL.map(([cookie]) => cookie.name)).toEqual([
      "lang",
      "kindTipsSeen",
      "showBankTip",
      "ops_session",
      "pay_return",
      "promo_sms_sent",
      "promo_notice",
    ]);
    for (const [cookie, value, declared] of ALL) {
      const set = await cookie.serialize(value, cookieSecurity(new Request("http://x/")));
      expect(set, cookie.name).toContain(`; Path=${declared.path}`);
      expect(set, cookie.name).toContain("; HttpOnly");
      expect(set, cookie.name).toContain(`; SameSite=${declared.sameSite}`);
      if (declared.maxAge) expect(set, cookie.name).toContain(`; Max-Age=${declared.maxAge}`);
      expect(cookie.isSigned, cookie.name).toBe(declared.signed);
      expect(await readRequestCookie(cookie, withCookie(sentBack(set))), cookie.name).toBe(value);
    }
  });

  it("a tampered or hand-made value of a signed cookie reads as no cookie", async () => {
    for (const [cookie, value] of ALL.filter(([, , declared]) => declared.signed)) {
      const [name, signedValue] = sentBack(await cookie.serialize(value)).split("=");
      const [payload, signature] = decodeURIComponent(signedValue).split(".");
      const forgedPayload = Buffer.from(JSON.stringify(`${value}x`)).toString("base64");
      for (const forged of [`${forgedPayload}.${signature}`, `${payload}.${"A".repeat(43)}`, forgedPayload, value]) {
        expect(await readStringCookie(cookie, `${name}=${encodeURIComponent(forged)}`), `${name}: ${forged}`).toBeUndefined();
      }
    }
  });

  it("a malformed cookie reads as no cookie instead of throwing (finding 16)", async () => {
    for (const [cookie] of ALL) {
      expect(await readStringCookie(cookie, `${cookie.name}=%E0%A4%A`), cookie.name).toBeUndefined();
      expect(await readStringCookie(cookie, `${cookie.name}=${Buffer.from("{}").toString("base64")}`), cookie.name).toBeUndefined();
    }
    expect(await readStringCookie(showBankTipCookie, null)).toBeUndefined();
  });

  it("is Secure only when the request came over HTTPS, and so is its clearing (P11)", async () => {
    for (const [cookie, value] of ALL) {
      expect(await cookie.serialize(value, cookieSecurity(new Request("https://x/a"))), cookie.name).toMatch(/; Secure(;|$)/);
      expect(await cookie.serialize(value, cookieSecurity(new Request("http://x/a"))), cookie.name).not.toContain("Secure");
    }
    const cleared = await clearCookie(opsSessionCookie, new Request("https://x/ops/login"));
    expect(cleared).toMatch(/^ops_session=; Max-Age=0; Path=\/ops; HttpOnly; Secure; SameSite=Strict$/);
  });

  it("signs with a secret that stays the same across restarts when the gateway secret is configured, and is not it", () => {
    const env = { PAYMENT_GATEWAY_SECRET: "a".repeat(40) };
    expect(cookieSecret(env)).toBe(cookieSecret(env));
    expect(cookieSecret(env)).toMatch(/^[0-9a-f]{64}$/);
    expect(cookieSecret(env)).not.toContain(env.PAYMENT_GATEWAY_SECRET);
    expect(cookieSecret({ PAYMENT_GATEWAY_SECRET: "b".repeat(40) })).not.toBe(cookieSecret(env));
    // Unset (tests, the end-to-end server): random, never a constant, and the same for every copy
    // of this module in the process (the Remix build bundles its own beside server/'s import).
    expect(cookieSecret({})).toMatch(/^[0-9a-f]{64}$/);
    expect(cookieSecret({})).toBe(cookieSecret({}));
    expect(cookieSecret({})).not.toBe(cookieSecret(env));
  });
});

/** Every .ts/.tsx source file under a folder, tests and generated code aside. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === "generated" || entry === "node_modules") return [];
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

describe("no cookie is built or parsed by hand (issue 39 item 3)", () => {
  it("no source in app/, contract/ or server/ writes a Set-Cookie string, document.cookie or a Cookie header parser of its own", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const handMade = [
      /["']Set-Cookie["']\s*:\s*`/i, // a template-literal Set-Cookie header
      /["']Set-Cookie["']\s*:\s*["'][^"']*=/i, // a literal one
      /`[A-Za-z_]*\$\{[^}]*\}=\$\{[^`]*(Path|Max-Age|HttpOnly|SameSite)=?/i, // `${name}=${value}; Path=...`
      /`[A-Za-z_]+=\$\{[^`]*;\s*(Path|Max-Age|HttpOnly|SameSite)/i, // `name=${value}; Path=...`
      /document\.cookie/,
      /\.headers\.get\(["']Cookie["']\)[^\n]*\.split\(/i,
      /(ops_session|pay_return|kindTipsSeen|showBankTip|promo_sms_sent|promo_notice|\blang)=\(/, // a regular expression for one
    ];
    const found = [
      ...sourcesUnder(path.join(root, "app")),
      ...sourcesUnder(path.join(root, "contract")),
      ...sourcesUnder(path.join(root, "server")),
    ].flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return handMade.filter((pattern) => pattern.test(text)).map((pattern) => `${path.relative(root, file)}: ${pattern}`);
    });
    expect(found).toEqual([]);
  });
});
