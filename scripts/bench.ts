/**
 * `npm run bench`: the payday load benchmark (issue 10, docs/benchmarks.md). It is a measurement,
 * never a test: nothing here enters `npm test`, because machines are shared and noisy.
 *
 * It starts the app exactly as `npm start` does (production build) on its own port and its own
 * fresh database file in a temporary folder, makes borrowers with due and overdue orders through
 * the QA factories, then drives each target with autocannon and prints one table: req/s, p50, p99,
 * max, errors, timeouts, non-2xx and the server's peak resident memory, plus the targets as
 * ratios within one run (median of the runs). The same table is appended to docs/benchmarks.md.
 *
 *   npm run bench                       3 runs: 10 s per target, 60 s payday burst (about 7 min)
 *   npm run bench -- --quick            1 run: 3 s per target, 10 s burst (printed, not written)
 *   npm run bench -- --label after      the heading of the section written to docs/benchmarks.md
 *   flags: --runs N --duration S --burst-duration S --port P --label TEXT --write --no-write
 *          --database FILE (a new file only: the bench never opens a database it did not create)
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { root, startOwnServer } from "./lib/own-server";

const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    runs: { type: "string" },
    duration: { type: "string" },
    "burst-duration": { type: "string" },
    port: { type: "string", default: "3900" },
    label: { type: "string" },
    write: { type: "boolean" },
    "no-write": { type: "boolean", default: false },
    database: { type: "string" },
  },
});

const runs = Number(flags.runs ?? (flags.quick ? 1 : 3));
const duration = Number(flags.duration ?? (flags.quick ? 3 : 10));
const burstDuration = Number(flags["burst-duration"] ?? (flags.quick ? 10 : 60));
const port = Number(flags.port);
const write = flags["no-write"] ? false : (flags.write ?? !flags.quick);
const label = flags.label ?? (flags.quick ? "quick" : "run");
for (const [name, value] of Object.entries({ runs, duration, burstDuration, port })) {
  if (!Number.isInteger(value) || value < 1) fail(`--${name} must be a positive whole number.`);
}

function fail(message: string): never {
  console.error(`npm run bench: ${message}`);
  process.exit(2);
}

// Bad input: a database the bench did not create is never opened (it could be a real one).
const own = await startOwnServer({ tool: "the benchmark", port, database: flags.database, fail });
const base = own.base;
const pid = own.pid;
const cleanUp = () => own.stop();
/** CPU time the server has used so far, in ms (user + system): per request it is far less noisy
 * than wall-clock latency on a shared machine. */
function cpuMs(): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s
}
function rssMiB(): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

// ---- data: borrowers with due and overdue orders, made through the QA factories ------------------
const { createBorrower, createOrder } = await import("../server/qa/factories");
const { OrderStatus } = await import("../server/domain/order-status");
const borrowers: Array<{ query: string; orderId: number }> = [];
for (let i = 0; i < 8; i++) {
  const { borrower, query } = await createBorrower();
  const order = await createOrder(borrower.id, { status: i % 2 === 0 ? OrderStatus.due : OrderStatus.overdue });
  borrowers.push({ query, orderId: order.id });
}
const { db } = await import("../server/db");
await db().$disconnect();

const buildDir = path.join(root, "public", "build");
const entryFile = fs.readdirSync(buildDir).find((name) => /^entry\.client-.*\.js$/.test(name));
if (!entryFile) fail("no entry.client-*.js under public/build: the build is missing.");

type Req = { method: "GET" | "POST"; path: string; body?: string; headers?: Record<string, string> };
const form = { "content-type": "application/x-www-form-urlencoded" };
const page = (route: string, b: (typeof borrowers)[number]): Req => ({ method: "GET", path: `${route}?${b.query}&orderId=${b.orderId}` });
const loanDetails = (b: (typeof borrowers)[number]): Req => ({
  method: "POST",
  path: `/api/v3/loan-details/loan-details?${b.query}`,
  body: `orderId=${b.orderId}`,
  headers: { ...form, "x-requested-with": "XMLHttpRequest" },
});

interface Target {
  key: string;
  name: string;
  connections: number;
  seconds: number;
  requests: Req[];
}
const targets: Target[] = [
  { key: "static", name: "static file under /build (floor)", connections: 50, seconds: duration, requests: [{ method: "GET", path: `/build/${entryFile}` }] },
  { key: "about", name: "SSR about us (no data)", connections: 20, seconds: duration, requests: [{ method: "GET", path: `/Uncle?${borrowers[0].query}` }] },
  { key: "loanDetails", name: "API loan-details", connections: 50, seconds: duration, requests: borrowers.map(loanDetails) },
  { key: "poles", name: "SSR /poles (Order Details)", connections: 50, seconds: duration, requests: borrowers.map((b) => page("/poles", b)) },
  { key: "away", name: "SSR /away (repayment)", connections: 50, seconds: duration, requests: borrowers.map((b) => page("/away", b)) },
  { key: "attic", name: "SSR /attic (order list)", connections: 50, seconds: duration, requests: borrowers.map((b) => page("/attic", b)) },
  {
    key: "burst",
    name: "payday burst (mixed)",
    connections: 100,
    seconds: burstDuration,
    requests: borrowers.flatMap((b) => [page("/poles", b), page("/away", b), loanDetails(b), page("/attic", b)]),
  },
];

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  rss: number;
  cpuPerRequest: number;
}

async function drive(target: Target, seconds: number): Promise<Measure> {
  let peak = rssMiB();
  const cpuBefore = cpuMs();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB())), 100);
  const result = await autocannon({
    url: base,
    connections: target.connections,
    duration: seconds,
    timeout: 10,
    requests: target.requests,
  });
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB());
  const answered = result.requests.total;
  return {
    cpuPerRequest: answered > 0 ? (cpuMs() - cpuBefore) / answered : 0,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rss: peak,
  };
}

// Every target answers correctly once before it is timed (a broken page must not look fast).
for (const target of targets) {
  for (const req of target.requests.slice(0, 2)) {
    const response = await fetch(base + req.path, { method: req.method, body: req.body, headers: req.headers });
    if (!response.ok) {
      cleanUp();
      fail(`${target.name}: ${req.method} ${req.path} answered ${response.status} before the measurement.`);
    }
    await response.arrayBuffer();
  }
}

const results: Array<Record<string, Measure>> = [];
try {
  for (let run = 1; run <= runs; run++) {
    const row: Record<string, Measure> = {};
    for (const target of targets) {
      if (run === 1) await drive(target, Math.min(2, target.seconds)); // warm-up, not kept
      console.error(`run ${run}/${runs}: ${target.name} (${target.connections} connections, ${target.seconds} s)`);
      row[target.key] = await drive(target, target.seconds);
    }
    results.push(row);
  }
} finally {
  cleanUp();
}

// ---- report --------------------------------------------------------------------------------------
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const med = (key: string, field: keyof Measure) => median(results.map((r) => r[key][field]));
// A target that answered nothing in a run counts as ratio 0 there (never NaN).
const ratio = (a: string, b: string) => median(results.map((r) => (r[b].rps > 0 ? r[a].rps / r[b].rps : 0)));

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const lines: string[] = [];
lines.push("| target | conn. | s | req/s | p50 ms | p99 ms | max ms | errors | timeouts | non-2xx | peak RSS MiB | server CPU ms/req |");
lines.push("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const t of targets) {
  lines.push(
    `| ${t.name} | ${t.connections} | ${t.seconds} | ${fmt(med(t.key, "rps"))} | ${fmt(med(t.key, "p50"))} | ${fmt(med(t.key, "p99"))} | ${fmt(med(t.key, "max"))} | ` +
      `${fmt(med(t.key, "errors"))} | ${fmt(med(t.key, "timeouts"))} | ${fmt(med(t.key, "non2xx"))} | ${fmt(med(t.key, "rss"))} | ${fmt(med(t.key, "cpuPerRequest"), 1)} |`,
  );
}
const burst = (field: keyof Measure) => med("burst", field);
const checks: Array<[string, string, boolean]> = [
  ["Order Details / no-data SSR >= 0.6", fmt(ratio("poles", "about"), 2), ratio("poles", "about") >= 0.6],
  ["/away / no-data SSR >= 0.6", fmt(ratio("away", "about"), 2), ratio("away", "about") >= 0.6],
  ["loan-details / static floor >= 0.25", fmt(ratio("loanDetails", "static"), 2), ratio("loanDetails", "static") >= 0.25],
  [
    "burst: 0 errors, 0 timeouts, 0 non-2xx",
    `${fmt(burst("errors"))} / ${fmt(burst("timeouts"))} / ${fmt(burst("non2xx"))}`,
    burst("errors") === 0 && burst("timeouts") === 0 && burst("non2xx") === 0,
  ],
  [
    "burst: p99 <= 3x p50 and < 1 s",
    `p50 ${fmt(burst("p50"))} ms, p99 ${fmt(burst("p99"))} ms`,
    burst("rps") > 0 && burst("p99") <= 3 * burst("p50") && burst("p99") < 1000, // nothing answered is not fast
  ],
  ["burst: peak server RSS <= 300 MiB", `${fmt(burst("rss"))} MiB`, burst("rss") <= 300],
];
lines.push("");
lines.push("| target (ratios within one run, median) | value | met |");
lines.push("|---|---|---|");
for (const [name, value, met] of checks) lines.push(`| ${name} | ${value} | ${met ? "yes" : "**no**"} |`);

let commit = "unknown";
try {
  commit = execSync("git rev-parse --short HEAD", { cwd: root, encoding: "utf8" }).trim();
} catch {
  // not a git checkout: the commit is simply not named
}
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "cpu"}), ${fmt(os.totalmem() / 2 ** 30, 1)} GiB memory, Node ${process.version}, load average ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`;
const heading = `## ${label}: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${commit}`;
const section = [heading, "", `${machine}. Runs: ${runs} (medians), ${duration} s per target, ${burstDuration} s burst.`, "", ...lines, ""].join("\n");
console.log(`\n${section}`);

if (write) {
  const doc = path.join(root, "docs", "benchmarks.md");
  const existing = fs.existsSync(doc) ? fs.readFileSync(doc, "utf8") : "# Benchmarks\n";
  fs.writeFileSync(doc, `${existing.trimEnd()}\n\n${section}`);
  console.error(`Appended to ${path.relative(root, doc)}.`);
}
const allMet = checks.every(([, , met]) => met);
console.error(allMet ? "Every target met." : "Some targets are not met.");
process.exit(0);
