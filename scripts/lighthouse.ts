/**
 * `npm run lighthouse`: Lighthouse mobile performance of Order Details, repayment and the promotion
 * page, calibrated to the host so figures compare across machines (docs/benchmarks.md,
 * "Lighthouse, calibrated"; docs/decisions/231-calibrated-lighthouse.md). A measurement, not a
 * test: it is not part of `npm test`.
 *
 * It starts the app as `npm start` does on its own port and fresh database (scripts/lib/own-server.ts),
 * makes a borrower with a due order through that checkout's QA factories, then:
 *   1. prints the load average (a warning above 1: the result is then not a baseline);
 *   2. a calibration (Lighthouse's defaults on the static control page, 3 loads) reads the host's
 *      benchmark index (BI, the median of the 3: one sample moves by 2x on a busy machine) and sets
 *      the CPU slowdown from it by Lighthouse's calculator, or stops when the host is too slow to
 *      compare (BI under 150);
 *   3. runs each page, and the one-line static control page served by the same process, in rounds
 *      (control, /poles, /away, /promotion, then again), so a change in the machine's load touches
 *      every page alike; medians of the runs (5 by default);
 *   4. prints BI, Chrome and Lighthouse versions, the settings, and each page's figures beside the
 *      control page's main-thread time and TBT, with each target met or not, and the page's script
 *      evaluation divided back by the slowdown (steadier than TBT: docs/benchmarks.md).
 *
 *   npm run lighthouse                         the median of 5 runs per page
 *   npm run lighthouse -- --runs 3             the median of 3
 *   flags: --port P (default 3901) --runs N --calibration-runs N (default 3) --root DIR (serve another checkout, e.g. a throwaway
 *          worktree of an older commit; it needs public/lighthouse-control.html) --details (the
 *          weak audits) --save DIR (each run's full report as JSON) --database FILE
 */
import * as chromeLauncher from "chrome-launcher";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import nodePath from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { benchmarksComparable, COMPARABLE_BENCHMARK_RATIO, cpuSlowdownFor, median } from "./lib/lighthouse-calibration";
import { pageRunOf, runLighthouse, weakAudits, type PageRun } from "./lib/lighthouse-run";
import { root as thisCheckout, startOwnServer } from "./lib/own-server";

const { values: flags } = parseArgs({
  options: {
    port: { type: "string", default: "3901" },
    runs: { type: "string", default: "5" },
    "calibration-runs": { type: "string", default: "3" },
    root: { type: "string" },
    details: { type: "boolean", default: false },
    save: { type: "string" },
    database: { type: "string" },
  },
});
const port = Number(flags.port);
const runs = Number(flags.runs);
const calibrationRuns = Number(flags["calibration-runs"]);
function fail(message: string): never {
  console.error(`npm run lighthouse: ${message}`);
  process.exit(2);
}
if ([port, runs, calibrationRuns].some((n) => !Number.isInteger(n) || n < 1)) {
  fail("--port, --runs and --calibration-runs must be positive whole numbers.");
}
const checkout = nodePath.resolve(flags.root ?? thisCheckout);
const CONTROL_PATH = "/lighthouse-control.html";
if (!fs.existsSync(nodePath.join(checkout, "public", CONTROL_PATH))) {
  fail(`${checkout} has no public${CONTROL_PATH}: copy this checkout's into it (the control page must be served by the measured process).`);
}

const TARGET_SCORE = 99;
const TARGET_TBT_MS = 50;
const TARGET_LCP_MS = 1200;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  // As playwright.config.ts: no background traffic competing with the page.
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const loadAtStart = os.loadavg();
console.error(`Load average at start: ${loadAtStart.map((l) => l.toFixed(2)).join(" ")} on ${os.cpus().length} cores.`);
if (loadAtStart[0] > 1) console.error("WARNING: load average above 1: other work shares the cores; this result is not a baseline.");

const own = await startOwnServer({ tool: "npm run lighthouse", port, database: flags.database, fail, root: checkout });
let chrome: chromeLauncher.LaunchedChrome | undefined;
// fail() exits at once (the host too slow to compare, say): the browser goes with this process.
process.on("exit", () => void chrome?.kill());
// The served checkout's own modules: its QA factories write rows of its own schema.
const fromCheckout = (file: string) => import(pathToFileURL(nodePath.join(checkout, file)).href);
try {
  const control = await fetch(own.base + CONTROL_PATH);
  if (!control.ok) fail(`the control page ${CONTROL_PATH} answered ${control.status}.`);
  const { createBorrower, createOrder, createSession, sessionQuery } = await fromCheckout("server/qa/factories.ts");
  const { OrderStatus } = await fromCheckout("server/domain/order-status.ts");
  const { borrower } = await createBorrower();
  const order = await createOrder(borrower.id, { status: OrderStatus.due });
  // Each load gets a session of its own, as a borrower opening the page from the app does, so no
  // run depends on what an earlier one left behind.
  const freshQuery = async (): Promise<string> => sessionQuery(borrower, (await createSession(borrower.id)).id);
  const of = async () => `orderId=${order.id}&productId=${order.productId}&${await freshQuery()}`;
  const CONTROL = "control (static, one line)";
  const pages: Array<[string, () => Promise<string>]> = [
    [CONTROL, async () => CONTROL_PATH],
    ["/poles (Order Details)", async () => `/poles?${await of()}`],
    ["/away (repayment)", async () => `/away?${await of()}`],
    ["/promotion", async () => "/promotion?id=1&utm_tag=lighthouse&user_from=sms&app_from=web"],
  ];

  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const chromeVersion = execFileSync(CHROME_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

  // A server that has answered each page once, with its scripts compressed, as a live one has.
  for (const [, url] of pages) {
    const html = await (await fetch(own.base + (await url()))).text();
    for (const asset of new Set(html.match(/\/build\/[\w./-]+\.(?:js|css)/g) ?? [])) {
      await (await fetch(own.base + asset, { headers: { "accept-encoding": "br, gzip" } })).arrayBuffer();
    }
  }

  // Calibration: Lighthouse's defaults on the control page, for the host's benchmark index.
  const calibrations: PageRun[] = [];
  for (let run = 1; run <= calibrationRuns; run++) {
    const figures = pageRunOf(await runLighthouse(own.base + CONTROL_PATH, CONTROL, { chromePort: chrome.port, fail }));
    console.error(
      `Calibration ${run}/${calibrationRuns} (Lighthouse's default 4x CPU slowdown, control page): BI ${Math.round(figures.benchmarkIndex)}`,
    );
    calibrations.push(figures);
  }
  const calibration = {
    benchmarkIndex: median(calibrations.map((figures) => figures.benchmarkIndex)),
    mainThreadMs: median(calibrations.map((figures) => figures.mainThreadMs)),
    tbtMs: median(calibrations.map((figures) => figures.tbtMs)),
  };
  const slowdown = cpuSlowdownFor(calibration.benchmarkIndex);
  if (!slowdown.comparable) fail(`${slowdown.reason}. Stopped: no figure from this host would compare.`);
  const multiplier = slowdown.multiplier;
  console.error(
    `Benchmark index ${Math.round(calibration.benchmarkIndex)}: cpuSlowdownMultiplier ${multiplier} by Lighthouse's calculator ` +
      `(default 4; at 4 the control page cost ${Math.round(calibration.mainThreadMs)} ms of main thread, TBT ${Math.round(calibration.tbtMs)} ms).`,
  );

  const measured = new Map<string, PageRun[]>(pages.map(([name]) => [name, []]));
  let settings: unknown;
  for (let run = 1; run <= runs; run++) {
    for (const [name, url] of pages) {
      const lhr = await runLighthouse(own.base + (await url()), name, { chromePort: chrome.port, cpuSlowdownMultiplier: multiplier, fail });
      settings ??= { throttlingMethod: lhr.configSettings.throttlingMethod, throttling: lhr.configSettings.throttling };
      if (flags.save) {
        fs.mkdirSync(flags.save, { recursive: true });
        fs.writeFileSync(nodePath.join(flags.save, `${name.split(" ")[0].replace(/\W/g, "")}-${run}.json`), JSON.stringify(lhr));
      }
      const figures = pageRunOf(lhr);
      measured.get(name)!.push(figures);
      // Said every time, so a run that measured an error page (an expired session, say) shows it.
      console.error(
        `${name} run ${run}/${runs}: ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, ` +
          `main thread ${Math.round(figures.mainThreadMs)} ms, BI ${Math.round(figures.benchmarkIndex)}; LCP element ${figures.lcpElement}`,
      );
      if (flags.details) for (const line of weakAudits(lhr)) console.error(`  ${line}`);
    }
  }

  const medianOf = (name: string, key: keyof Omit<PageRun, "lcpElement">) => median(measured.get(name)!.map((figures) => figures[key]));
  const allBenchmarks = [...calibrations, ...[...measured.values()].flat()].map((figures) => figures.benchmarkIndex);
  const medianBenchmark = median(allBenchmarks);
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: checkout, encoding: "utf8" }).trim();
  const lighthouseVersion = (await import("lighthouse/package.json", { with: { type: "json" } })).default.version;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const met = (ok: boolean) => (ok ? "met" : "**not met**");

  console.log(`\n${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${commit} (${checkout})`);
  console.log(
    `Lighthouse ${lighthouseVersion}, ${chromeVersion} (headless), mobile defaults but the CPU slowdown; median of ${runs} run(s)`,
  );
  console.log(
    `Benchmark index: calibration ${Math.round(calibration.benchmarkIndex)} (median of ${calibrationRuns}), median of all runs ${Math.round(medianBenchmark)} ` +
      `(${Math.round(Math.min(...allBenchmarks))}-${Math.round(Math.max(...allBenchmarks))}); cpuSlowdownMultiplier ${multiplier}`,
  );
  if (!benchmarksComparable(allBenchmarks)) {
    console.log(`WARNING: the BI moved by more than ${COMPARABLE_BENCHMARK_RATIO}x within this run: the machine changed under it.`);
  }
  console.log(
    `Settings: ${JSON.stringify(settings)}; Chrome flags: ${CHROME_FLAGS.join(" ")}; command flags: ${process.argv.slice(2).join(" ") || "(none)"}`,
  );
  const loadAtEnd = os.loadavg();
  console.log(
    `Load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(" ")}, at end ${loadAtEnd.map((l) => l.toFixed(2)).join(" ")}` +
      (loadAtStart[0] > 1 ? " (above 1 at start: not a baseline)" : ""),
  );
  const controlMainThread = medianOf(CONTROL, "mainThreadMs");
  const controlTbt = medianOf(CONTROL, "tbtMs");
  console.log(
    `\n| page | performance | LCP | FCP | TBT | main thread | control: main thread, TBT | main thread / control's | script evaluation, unthrottled | CLS | performance >= ${TARGET_SCORE} | TBT <= ${TARGET_TBT_MS} ms | LCP <= ${TARGET_LCP_MS / 1000} s | TBT above the control's <= ${TARGET_TBT_MS} ms |`,
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  let allMet = true;
  let ownMet = true;
  for (const [name] of pages) {
    const score = medianOf(name, "score");
    const lcp = medianOf(name, "lcpMs");
    const tbt = medianOf(name, "tbtMs");
    const isControl = name === CONTROL;
    const targets = [score >= TARGET_SCORE, tbt <= TARGET_TBT_MS, lcp <= TARGET_LCP_MS];
    // The page's own blocking time: what it blocks beyond the one-line control page in the same
    // rounds. At the calculator's top slowdowns the control alone passes 50 ms (decision 285).
    const ownTbtMet = tbt - controlTbt <= TARGET_TBT_MS;
    if (!isControl) {
      allMet &&= targets.every(Boolean);
      ownMet &&= ownTbtMet && lcp <= TARGET_LCP_MS;
    }
    console.log(
      `| ${name} | ${score} | ${(lcp / 1000).toFixed(2)} s | ${(medianOf(name, "fcpMs") / 1000).toFixed(2)} s | ${ms(tbt)} | ` +
        `${ms(medianOf(name, "mainThreadMs"))} | ${isControl ? "-" : `${ms(controlMainThread)}, ${ms(controlTbt)}`} | ` +
        // The page's work in units of the control's: the CPU slowdown and the host's speed divide out.
        `${isControl ? "-" : `${(medianOf(name, "mainThreadMs") / controlMainThread).toFixed(1)}x`} | ` +
        `${medianOf(name, "scriptEvaluationMs").toFixed(1)} ms | ` +
        `${medianOf(name, "cls").toFixed(3)} | ${isControl ? "- | - | - | -" : [...targets, ownTbtMet].map(met).join(" | ")} |`,
    );
  }
  console.error(allMet ? "Every target met." : "Some targets are not met.");
  console.error(
    ownMet
      ? "Every page's own blocking time (TBT above the control's) is within 50 ms, LCP within 1.2 s."
      : "Some page blocks more than 50 ms beyond the control page, or its LCP is over 1.2 s.",
  );
} finally {
  await chrome?.kill();
  await (await fromCheckout("server/db.ts")).db().$disconnect();
  own.stop();
}
process.exit(0);
