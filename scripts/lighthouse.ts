/**
 * `npm run lighthouse`: Lighthouse mobile performance of Order Details, repayment and the promotion
 * page (issue 10: performance at least 99, LCP at most 1.2 s). A measurement, not a test: it is not
 * part of `npm test`. It starts the app as `npm start` does on its own port and fresh database
 * (scripts/lib/own-server.ts), makes a borrower with a due order through the QA factories, and
 * runs Lighthouse's default mobile settings (emulated mid-range phone, simulated slow 4G) in
 * Debian's chromium (CHROME_PATH, default /usr/bin/chromium).
 *
 *   npm run lighthouse                    one run per page
 *   npm run lighthouse -- --runs 3        the median of 3 runs per page
 *   flags: --port P (default 3901) --runs N --details (the LCP element and the main opportunities)
 *          --save DIR (each run's full Lighthouse report as JSON)
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import fs from "node:fs";
import nodePath from "node:path";
import { parseArgs } from "node:util";
import { startOwnServer } from "./lib/own-server";

const { values: flags } = parseArgs({
  options: {
    port: { type: "string", default: "3901" },
    runs: { type: "string", default: "1" },
    details: { type: "boolean", default: false },
    save: { type: "string" },
    database: { type: "string" },
  },
});
const port = Number(flags.port);
const runs = Number(flags.runs);
function fail(message: string): never {
  console.error(`npm run lighthouse: ${message}`);
  process.exit(2);
}
if (!Number.isInteger(port) || port < 1 || !Number.isInteger(runs) || runs < 1) fail("--port and --runs must be positive whole numbers.");

const TARGET_SCORE = 99;
const TARGET_LCP_MS = 1200;

const own = await startOwnServer({ tool: "npm run lighthouse", port, database: flags.database, fail });
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  const { createBorrower, createOrder, createSession, sessionQuery } = await import("../server/qa/factories");
  const { OrderStatus } = await import("../server/domain/order-status");
  const { borrower } = await createBorrower();
  const order = await createOrder(borrower.id, { status: OrderStatus.due });
  // Each load gets a session of its own, as a borrower opening the page from the app does, so no
  // run depends on what an earlier one left behind.
  const freshQuery = async () => sessionQuery(borrower, (await createSession(borrower.id)).id);
  const of = async () => `orderId=${order.id}&productId=${order.productId}&${await freshQuery()}`;
  const pages: Array<[string, () => Promise<string>]> = [
    ["/poles (Order Details)", async () => `/poles?${await of()}`],
    ["/away (repayment)", async () => `/away?${await of()}`],
    ["/promotion", async () => "/promotion?id=1&utm_tag=lighthouse&user_from=sms&app_from=web"],
  ];

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      // As playwright.config.ts: no background traffic competing with the page.
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });

  // A server that has answered each page once, with its scripts compressed, as a live one has.
  for (const [, url] of pages) {
    const html = await (await fetch(own.base + (await url()))).text();
    for (const asset of new Set(html.match(/\/build\/[\w./-]+\.(?:js|css)/g) ?? [])) {
      await (await fetch(own.base + asset, { headers: { "accept-encoding": "br, gzip" } })).arrayBuffer();
    }
  }

  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  };
  const rows: string[] = [];
  let allMet = true;
  for (const [name, url] of pages) {
    const scores: number[] = [];
    const lcps: number[] = [];
    const fcps: number[] = [];
    const tbts: number[] = [];
    const clss: number[] = [];
    for (let run = 1; run <= runs; run++) {
      console.error(`${name}: run ${run}/${runs}`);
      // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is tried again.
      let lhr: Result | undefined;
      for (let attempt = 1; attempt <= 3 && !lhr; attempt++) {
        const result = await lighthouse(own.base + (await url()), {
          port: chrome.port,
          onlyCategories: ["performance"],
          output: "json",
          logLevel: "error",
        });
        if (!result) fail(`Lighthouse gave no result for ${name}.`);
        if (!result.lhr.runtimeError) lhr = result.lhr;
        else console.error(`  ${result.lhr.runtimeError.code}: trying again`);
      }
      if (!lhr) fail(`${name}: Lighthouse could not record the page load three times in a row.`);
      if (flags.save) {
        fs.mkdirSync(flags.save, { recursive: true });
        fs.writeFileSync(nodePath.join(flags.save, `${name.split(" ")[0].replace(/\W/g, "")}-${run}.json`), JSON.stringify(lhr));
      }
      scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      lcps.push(lhr.audits["largest-contentful-paint"].numericValue ?? Infinity);
      fcps.push(lhr.audits["first-contentful-paint"].numericValue ?? Infinity);
      tbts.push(lhr.audits["total-blocking-time"].numericValue ?? Infinity);
      clss.push(lhr.audits["cumulative-layout-shift"].numericValue ?? Infinity);
      // Said every time, so a run that measured an error page (an expired session, say) shows it.
      const element = lhr.audits["largest-contentful-paint-element"]?.details as
        { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
      console.error(`  LCP element: ${element?.items?.[0]?.items?.[0]?.node?.snippet ?? "?"}`);
      if (flags.details) {
        for (const audit of Object.values(lhr.audits)) {
          if (
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== "informative" &&
            audit.scoreDisplayMode !== "notApplicable"
          ) {
            console.error(`  ${audit.id}: ${audit.displayValue ?? ""} (score ${audit.score})`);
          }
        }
      }
    }
    const score = median(scores);
    const lcp = median(lcps);
    const met = score >= TARGET_SCORE && lcp <= TARGET_LCP_MS;
    allMet &&= met;
    rows.push(
      `| ${name} | ${score} | ${(lcp / 1000).toFixed(2)} s | ${(median(fcps) / 1000).toFixed(2)} s | ${Math.round(median(tbts))} ms | ${median(clss).toFixed(3)} | ${met ? "yes" : "**no**"} |`,
    );
  }
  console.log(
    `\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile (default settings), median of ${runs} run(s)\n`,
  );
  console.log("| page | performance | LCP | FCP | TBT | CLS | target met (>= 99, LCP <= 1.2 s) |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.error(allMet ? "Every target met." : "Some targets are not met.");
} finally {
  await chrome?.kill();
  await (await import("../server/db")).db().$disconnect();
  own.stop();
}
process.exit(0);
