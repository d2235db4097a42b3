import type { Page, Request } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { languageCookieValue } from "./support/cookies";
import { expect, test } from "./support/fixtures";
import { qaOrder, type QaOrder } from "./support/qa";
import { routeModulesRun } from "./support/remix-internals";

/**
 * Size budgets (bytes, not time: sizes do not depend on how busy the machine is). A borrower on a
 * cheap phone and a weak connection downloads every byte of JavaScript before the page is live.
 * Issue 10: every borrower page ships at most 100 KB (KiB) of gzipped JavaScript
 * on a first visit, counted as gzip-size counts: each script the page loaded, gzipped at level 9.
 * The server sends brotli 11 to browsers that take it (server/precompressed.ts), so what a phone
 * receives is smaller still; the test checks that too.
 */
const KIB = 1024;
// Issue 10's 100 KiB again (docs/decisions/122, last update): the heaviest pages measure about 99.4 KiB
// in both languages.
const JS_BUDGET_COMPRESSED = 100 * KIB;

interface BorrowerPage {
  /** The route module the page must have run (e2e/support/remix-internals.ts), so the figure is the page's own. */
  route: string;
  url: (order: QaOrder) => string;
}

const session = (order: QaOrder) => order.query;
const ofOrder = (order: QaOrder) => `orderId=${order.orderId}&productId=${order.productId}&${session(order)}`;

/** Every page a borrower reaches (remix.config.js), opened as a borrower would open it. */
const PAGES: Record<string, BorrowerPage> = {
  "/poles (Order Details)": { route: "order-details", url: (o) => o.pages.details },
  "/away (repayment)": { route: "repayment", url: (o) => o.pages.repay },
  "/tree (extension)": { route: "repayment-tree", url: (o) => o.pages.extend },
  "/repayYourWay (pay in full, in part, cancel)": { route: "repay-your-way", url: (o) => o.pages.repayYourWay },
  "/funny (repayment by card)": { route: "legacy-repayment", url: (o) => `/funny?${ofOrder(o)}` },
  "/here (repayment code entry)": {
    route: "legacy-repayment-confirm",
    url: (o) => `/here?${ofOrder(o)}&repayRecordId=1&cardId=1&sentAt=${Date.now()}`,
  },
  "/repaymentOfCode (payment code)": {
    route: "repayment-code",
    url: (o) => `/repaymentOfCode?showType=1&payCode=PAUTEST123&repayAmount=123456&${session(o)}`,
  },
  "/repaymentOfCode2 (payment code)": { route: "repayment-code-2", url: (o) => `/repaymentOfCode2?${ofOrder(o)}` },
  "/dragonpayPaymentInstructions": { route: "payment-guide", url: (o) => `/dragonpayPaymentInstructions?${session(o)}` },
  "/payment-return": { route: "payment-return", url: () => "/payment-return" },
  "/paymentHistory": { route: "payment-history", url: (o) => `/paymentHistory?${ofOrder(o)}` },
  "/paymentReceipt": { route: "payment-receipt", url: (o) => `/paymentReceipt?receiptNo=PLC-00000001&${session(o)}` },
  "/statementOfAccount": { route: "statement-of-account", url: (o) => `/statementOfAccount?${ofOrder(o)}` },
  "/fullPaymentCertificate": { route: "full-payment-certificate", url: (o) => `/fullPaymentCertificate?${ofOrder(o)}` },
  "/opened (loan confirmation)": { route: "loan-confirm", url: (o) => o.pages.confirm },
  "/and (older loan confirmation)": { route: "loan-confirm-older", url: (o) => o.pages.confirmOlder },
  "/well (loan agreement)": { route: "loan-agreement", url: (o) => o.pages.agreement },
  "/complaint": { route: "complaint-start-complaint", url: (o) => o.pages.complaint },
  "/face (complaint)": { route: "complaint-start", url: (o) => `/face?orderId=${o.orderId}&${session(o)}` },
  "/complainPageNext": {
    route: "complaint-next",
    url: (o) => `/complainPageNext?problemType=2&orderNo=${o.orderNo}&orderId=${o.orderId}&${session(o)}`,
  },
  "/complaintList": { route: "complaint-list", url: (o) => `/complaintList?${session(o)}` },
  "/Lulu (complaint list)": { route: "complaint-list-Lulu", url: (o) => `/Lulu?${session(o)}` },
  "/complainDetails": { route: "complaint-details", url: (o) => `/complainDetails?problemId=1&${session(o)}` },
  "/only (bank binding)": { route: "bank-binding", url: (o) => o.pages.bind },
  "/circus (bank binding)": { route: "bank-binding-circus", url: (o) => `/circus?productId=${o.productId}&${session(o)}` },
  "/attic (order list)": { route: "order-list", url: (o) => o.pages.orders },
  "/stump (recommended)": { route: "recommend-list", url: (o) => `/stump?${session(o)}` },
  "/matter (product)": { route: "product-detail", url: (o) => o.pages.product },
  "/rabbit (joint login failure)": { route: "joint-login-failure", url: (o) => o.pages.jointLoginFailure },
  "/bungalow (customer service)": { route: "customer-service", url: (o) => `/bungalow?${session(o)}` },
  "/Uncle (about us)": { route: "about-us", url: (o) => `/Uncle?${session(o)}` },
  "/going (privacy policy)": { route: "privacy-policy", url: (o) => `/going?${session(o)}` },
  "/loanTerms": { route: "loan-terms", url: (o) => `/loanTerms?${session(o)}` },
  "/testPreview": { route: "test-preview", url: () => "/testPreview" },
  "/ (public site)": { route: "public-site", url: () => "/" },
  "/promotion": { route: "promotion", url: () => "/promotion?id=1&utm_tag=budget&user_from=sms&app_from=web" },
  "/promotion/agreement": { route: "promotion-agreement", url: () => "/promotion/agreement?id=1" },
  "/promotion/download": { route: "promotion-download", url: () => "/promotion/download?id=1" },
};

interface Script {
  url: string;
  /** As the browser received it (the server sends brotli when the browser takes it). */
  bytes: number;
  encoding: string;
  /** The same file gzipped at level 9 (as gzip-size and bundlesize count), the measure. */
  gzipped: number;
}

const gzippedSizes = new Map<string, number>();
function gzippedSize(pathname: string): number {
  let size = gzippedSizes.get(pathname);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(process.cwd(), "public", pathname)), { level: 9 }).length;
    gzippedSizes.set(pathname, size);
  }
  return size;
}

async function measured(request: Request): Promise<Script> {
  const response = await request.response();
  const url = new URL(request.url()).pathname;
  return {
    url,
    bytes: (await request.sizes()).responseBodySize,
    encoding: (await response?.allHeaders())?.["content-encoding"] ?? "identity",
    gzipped: gzippedSize(url),
  };
}

/**
 * Opens `url` in a fresh page (nothing cached) and adds up the script bodies as they came over the
 * wire, once the page has loaded every script it runs. "Network idle" (no request for half a
 * second) is not that moment: the page asks for its modules only after its first paint
 * (app/lib/document/script-preloads.ts), and a busy machine parses a long page for more than half a second
 * before it paints, so the idle came first and a page was measured with none or some of its files.
 */
async function firstVisitScripts(page: Page, url: string): Promise<Script[]> {
  const requested = new Set<Request>();
  const settled = new Map<Request, Promise<Script> | null>();
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script") requested.add(request);
  };
  const onFinished = (request: Request) => {
    if (request.resourceType() === "script") settled.set(request, measured(request));
  };
  const onFailed = (request: Request) => {
    if (request.resourceType() === "script") settled.set(request, null);
  };
  // Off the last page first: nothing it still had in flight is counted for this one.
  await page.goto("about:blank");
  page.on("request", onRequest);
  page.on("requestfinished", onFinished);
  page.on("requestfailed", onFailed);
  try {
    await page.goto(url);
    // Everything the page runs has loaded once React has hydrated it (its route modules, the entry,
    // the texts of its language) and the preloads held back past the first paint are turned on.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    await page.waitForFunction(() =>
      [...document.querySelectorAll("link[data-defer-rel]")].every((link) => (link as HTMLLinkElement).rel !== ""),
    );
    // Every script the browser asked for has come in, and every script the page says it loaded
    // (resource timing, the browser's own list) was counted.
    await expect
      .poll(async () => {
        const counted = new Set([...settled.keys()].map((request) => new URL(request.url()).pathname));
        const loaded: string[] = await page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name).pathname)
            .filter((pathname) => pathname.endsWith(".js")),
        );
        const inFlight = [...requested].filter((request) => !settled.has(request)).map((request) => request.url());
        return [...inFlight, ...loaded.filter((pathname) => !counted.has(pathname))];
      })
      .toEqual([]);
    const scripts = await Promise.all(settled.values());
    return scripts.filter((script): script is Script => script !== null);
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onFinished);
    page.off("requestfailed", onFailed);
  }
}

// Each page in English and in Filipino (issue 17): a Filipino page ships its own texts, so it is
// measured too. The session's `language` names it; pages without a session read the cookie. One
// walk per language (the two side by side), in one tab with the browser's cache off (DevTools'
// "Disable cache": each page is a first visit, every file fetched again), each page named in its
// step and in every failure. A browser context per page measured the same but cost a new renderer
// process each time: 4-5 s a page on this machine.
test.describe("JavaScript on a first visit", () => {
  test.describe.configure({ mode: "parallel" });
  let order: QaOrder;
  test.beforeAll(async () => {
    // A due order that can be extended: every order page applies to it.
    order = await qaOrder(174, "--delay", "1");
  });

  for (const language of ["en", "fil"] as const) {
    const budget = JS_BUDGET_COMPRESSED;
    test(`every borrower page in ${language} ships at most ${budget / KIB} KiB of compressed JavaScript`, async ({ browser, baseURL }) => {
      test.setTimeout(Object.keys(PAGES).length * 20_000);
      const context = await browser.newContext();
      await context.addCookies([{ name: "lang", value: await languageCookieValue(language), url: baseURL as string }]);
      const page = await context.newPage();
      const devTools = await context.newCDPSession(page);
      await devTools.send("Network.enable");
      await devTools.send("Network.setCacheDisabled", { cacheDisabled: true });
      for (const [name, spec] of Object.entries(PAGES)) {
        await test.step(name, async () => {
          const scripts = await firstVisitScripts(page, spec.url(order).replace(/language=en(?=&|$)/, `language=${language}`));
          await expect(page.locator("html"), name).toHaveAttribute("lang", language);
          const routes = await routeModulesRun(page);
          expect.soft(routes, name).toContain(spec.route);
          const wire = scripts.reduce((sum, s) => sum + s.bytes, 0);
          const gzipped = scripts.reduce((sum, s) => sum + s.gzipped, 0);
          console.log(
            `${name} (${language}): ${(gzipped / KIB).toFixed(1)} KiB gzipped, ${(wire / KIB).toFixed(1)} KiB received, ${scripts.length} files`,
          );
          expect.soft(scripts.length, name).toBeGreaterThan(0);
          // Every script goes compressed, the small ones too.
          expect
            .soft(
              scripts.filter((s) => s.encoding !== "br" && s.encoding !== "gzip").map((s) => s.url),
              name,
            )
            .toEqual([]);
          const files = scripts.map((s) => `${(s.gzipped / KIB).toFixed(1)} ${s.url}`).join("\n");
          expect.soft(gzipped, `${name}: gzipped over budget; files:\n${files}`).toBeLessThanOrEqual(budget);
          expect.soft(wire, name).toBeLessThanOrEqual(gzipped);
        });
      }
      await context.close();
    });
  }
});

test("no browser file carries zod or the wire contract's schemas", async () => {
  const dir = path.join(process.cwd(), "public", "build");
  const files = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".js"));
  expect(files.length).toBeGreaterThan(0);
  // Schemas belong on the server (*.server.ts, or contract modules the browser never uses).
  const offenders = files.filter((f) => /ZodError|\$ZodType/.test(fs.readFileSync(path.join(dir, f), "utf8")));
  expect(offenders).toEqual([]);
});
