/**
 * `npm run bench`: the payday load benchmark (issue 10, docs/benchmarks.md). It is a measurement,
 * never a test: nothing here enters `npm test`, because machines are shared and noisy.
 *
 * It starts the app exactly as `npm start` does (production build) on its own port and its own
 * fresh database file in a temporary folder, makes borrowers with due and overdue orders through
 * the QA factories, then drives each target with autocannon and prints one table: req/s, p50, p99,
 * max, errors, timeouts, non-2xx and the server's peak resident memory, plus the issue's targets as
 * ratios within one run (median of the runs). The same table is appended to docs/benchmarks.md.
 *
 *   npm run bench                       3 runs: 10 s per target, 60 s payday burst (about 7 min)
 *   npm run bench -- --quick            1 run: 3 s per target, 10 s burst (printed, not written)
 *   npm run bench -- --label after      the heading of the section written to docs/benchmarks.md
 *   npm run bench -- --against 8db9562  this checkout and another commit side by side, alternating
 *                                       (scripts/bench-side-by-side.ts; --keep keeps its worktree;
 *                                       --profile DIR: a CPU profile of each measured drive, per server)
 *   flags: --runs N --duration S --burst-duration S --port P --label TEXT --write --no-write
 *          --database FILE (a new file only: the bench never opens a database it did not create)
 *          --no-postgres (skip the PostgreSQL rows)
 *
 * When PostgreSQL is installed, the same API, page and burst targets then run on PostgreSQL (the
 * local server of scripts/postgres.mjs, a `bench` database made afresh) with one instance and with
 * two instances on that one database, the connections split evenly between them; one more table
 * puts the engines side by side (docs/decisions/120-postgresql.md).
 */
import autocannon from "autocannon";
import { execSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  benchTargets,
  burstRequests,
  checkTargetsAnswer,
  drive,
  entryFileOf,
  formatNumber,
  loanDetailsRequest,
  median,
  pageRequest,
  processCpuMs,
  processRssMiB,
  type Measure,
  type MeasureFigure,
  type Target,
} from "./lib/bench-load";
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
    "no-postgres": { type: "boolean", default: false },
    against: { type: "string" },
    keep: { type: "boolean", default: false },
    profile: { type: "string" },
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

if (/^postgres(ql)?:/.test(process.env.DATABASE_URL ?? "")) {
  fail(
    "DATABASE_URL names a PostgreSQL database: the bench never uses one it did not create. It makes its own (a `bench` database on the server of scripts/postgres.mjs); unset DATABASE_URL.",
  );
}
if (flags.against) {
  const { benchSideBySide } = await import("./bench-side-by-side");
  const profile = flags.profile === undefined ? undefined : path.resolve(flags.profile);
  await benchSideBySide({ against: flags.against, keep: flags.keep, runs, duration, burstDuration, port, write, label, profile, fail });
  process.exit(0);
}
// Bad input: a database the bench did not create is never opened (it could be a real one).
const own = await startOwnServer({ tool: "the benchmark", port, database: flags.database, fail });
const base = own.base;
// More instances (the PostgreSQL rows) run under the same configuration as the first server,
// which startOwnServer copied into this process's environment.
const env: NodeJS.ProcessEnv = { ...process.env, HOST: "127.0.0.1" };
delete env.LENDING_API_URL;
const pid = own.pid;
const cleanUp = () => own.stop();
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

const entryFile = entryFileOf(root);
if (!entryFile) fail("no entry.client-*.js under public/build: the build is missing.");
const targets = benchTargets(borrowers, entryFile, duration, burstDuration);
const server = { base, pid };

/** Starts one more instance the way `npm start` does; its serving process is measured. */
async function startApp(appEnv: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string; pid: number }> {
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env: appEnv, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Ready")) resolve();
    });
    child.on("exit", (code: number | null) => reject(new Error(`an instance stopped before it was ready (exit code ${code})`)));
    setTimeout(() => reject(new Error("an instance was not ready within 180 s")), 180_000).unref();
  });
  const kids = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return { child, base: `http://127.0.0.1:${appEnv.PORT}`, pid: Number(kids.at(-1) ?? child.pid) };
}

/**
 * Drives a target across instances at once, its connections split evenly: req/s and faults add up,
 * p50 is the mean and p99 and max the worst of the instances, CPU per request counts every instance.
 */
async function driveSplit(instances: Array<{ base: string; pid: number }>, target: Target, seconds: number): Promise<Measure> {
  const cpuBefore = instances.map((i) => processCpuMs(i.pid));
  const all = await Promise.all(
    instances.map((instance) =>
      autocannon({
        url: instance.base,
        connections: Math.ceil(target.connections / instances.length),
        duration: seconds,
        timeout: 10,
        requests: target.requests,
      }),
    ),
  );
  const cpu = instances.reduce((sum, instance, i) => sum + processCpuMs(instance.pid) - cpuBefore[i], 0);
  const answered = all.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    rps: all.reduce((sum, r) => sum + r.requests.average, 0),
    p50: all.reduce((sum, r) => sum + r.latency.p50, 0) / all.length,
    p99: Math.max(...all.map((r) => r.latency.p99)),
    max: Math.max(...all.map((r) => r.latency.max)),
    errors: all.reduce((sum, r) => sum + r.errors, 0),
    timeouts: all.reduce((sum, r) => sum + r.timeouts, 0),
    non2xx: all.reduce((sum, r) => sum + r.non2xx, 0),
    rss: Math.max(...instances.map((i) => processRssMiB(i.pid))),
    cpuPerRequest: answered > 0 ? cpu / answered : 0,
  };
}

const broken = await checkTargetsAnswer(base, targets);
if (broken) {
  cleanUp();
  fail(broken);
}

const results: Array<Record<string, Measure>> = [];
try {
  for (let run = 1; run <= runs; run++) {
    const row: Record<string, Measure> = {};
    for (const target of targets) {
      if (run === 1) await drive(server, target, Math.min(2, target.seconds)); // warm-up, not kept
      console.error(`run ${run}/${runs}: ${target.name} (${target.connections} connections, ${target.seconds} s)`);
      row[target.key] = await drive(server, target, target.seconds);
    }
    results.push(row);
  }
} finally {
  cleanUp();
}

// ---- PostgreSQL: one instance, then two on one database -------------------------------------------
interface EngineRow {
  name: string;
  measures: Array<Record<string, Measure>>;
}
const engineKeys = ["loanDetails", "poles", "burst"];
const engineRows: EngineRow[] = [{ name: "SQLite, 1 instance", measures: results }];
const { postgresBin, recreateDatabase, startPostgres } = await import("./lib/postgres.mjs");
if (!flags["no-postgres"] && postgresBin()) {
  startPostgres();
  const url = recreateDatabase("bench");
  const pgEnv = (p: number): NodeJS.ProcessEnv => ({ ...env, PORT: String(p), PUBLIC_URL: `http://127.0.0.1:${p}`, DATABASE_URL: url });
  const started: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of started) if (child.exitCode === null) child.kill("SIGTERM");
  };
  try {
    const first = await startApp(pgEnv(port + 1));
    started.push(first.child);
    // Borrowers made through the QA command line on the PostgreSQL database (this process's own
    // database client is bound to the SQLite file).
    const pgBorrowers: Array<{ query: string; orderId: number }> = [];
    for (let i = 0; i < 8; i++) {
      const out = execSync(
        `${process.execPath} --import tsx scripts/qa.ts order --status ${i % 2 === 0 ? OrderStatus.due : OrderStatus.overdue}`,
        {
          cwd: root,
          env: pgEnv(port + 1),
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
        },
      );
      const made = JSON.parse(out) as { query: string; orderId: number };
      pgBorrowers.push({ query: made.query, orderId: made.orderId });
    }
    const pgTargets = targets
      .filter((t) => engineKeys.includes(t.key))
      .map((t) => ({
        ...t,
        requests:
          t.key === "loanDetails"
            ? pgBorrowers.map(loanDetailsRequest)
            : t.key === "poles"
              ? pgBorrowers.map((b) => pageRequest("/poles", b))
              : burstRequests(pgBorrowers),
      }));
    const measureOn = async (instances: Array<{ base: string; pid: number }>, name: string) => {
      const measures: Array<Record<string, Measure>> = [];
      for (let run = 1; run <= runs; run++) {
        const row: Record<string, Measure> = {};
        for (const target of pgTargets) {
          if (run === 1) await driveSplit(instances, target, Math.min(2, target.seconds));
          console.error(`run ${run}/${runs}: ${name}: ${target.name} (${target.connections} connections, ${target.seconds} s)`);
          row[target.key] = await driveSplit(instances, target, target.seconds);
        }
        measures.push(row);
      }
      engineRows.push({ name, measures });
    };
    await measureOn([first], "PostgreSQL, 1 instance");
    const second = await startApp(pgEnv(port + 2));
    started.push(second.child);
    await measureOn([first, second], "PostgreSQL, 2 instances");
  } catch (error) {
    console.error(`PostgreSQL rows left out: ${(error as Error).message}`);
  } finally {
    stopAll();
  }
} else {
  console.error("PostgreSQL rows left out: PostgreSQL is not installed (or --no-postgres).");
}

// ---- report --------------------------------------------------------------------------------------
const med = (key: string, field: MeasureFigure) => median(results.map((r) => r[key][field]));
// A target that answered nothing in a run counts as ratio 0 there (never NaN).
const ratio = (a: string, b: string) => median(results.map((r) => (r[b].rps > 0 ? r[a].rps / r[b].rps : 0)));

const fmt = formatNumber;
const lines: string[] = [];
lines.push("| target | conn. | s | req/s | p50 ms | p99 ms | max ms | errors | timeouts | non-2xx | peak RSS MiB | server CPU ms/req |");
lines.push("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const t of targets) {
  lines.push(
    `| ${t.name} | ${t.connections} | ${t.seconds} | ${fmt(med(t.key, "rps"))} | ${fmt(med(t.key, "p50"))} | ${fmt(med(t.key, "p99"))} | ${fmt(med(t.key, "max"))} | ` +
      `${fmt(med(t.key, "errors"))} | ${fmt(med(t.key, "timeouts"))} | ${fmt(med(t.key, "non2xx"))} | ${fmt(med(t.key, "rss"))} | ${fmt(med(t.key, "cpuPerRequest"), 1)} |`,
  );
}
const burst = (field: MeasureFigure) => med("burst", field);
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

if (engineRows.length > 1) {
  const medOf = (rows: Array<Record<string, Measure>>, key: string, field: MeasureFigure) => median(rows.map((r) => r[key][field]));
  const names = engineKeys.map((key) => targets.find((t) => t.key === key)!.name);
  lines.push("");
  lines.push(`| engine | ${names.map((n) => `${n} req/s | p99 ms`).join(" | ")} | errors + non-2xx | server CPU ms/req (burst) |`);
  lines.push(`|---|${names.map(() => "---|---|").join("")}---|---|`);
  for (const row of engineRows) {
    const cells = engineKeys.map((key) => `${fmt(medOf(row.measures, key, "rps"))} | ${fmt(medOf(row.measures, key, "p99"))}`);
    const faults = engineKeys.reduce(
      (sum, key) => sum + medOf(row.measures, key, "errors") + medOf(row.measures, key, "non2xx") + medOf(row.measures, key, "timeouts"),
      0,
    );
    lines.push(`| ${row.name} | ${cells.join(" | ")} | ${fmt(faults)} | ${fmt(medOf(row.measures, "burst", "cpuPerRequest"), 1)} |`);
  }
}

let commit = "unknown";
try {
  commit = execSync("git rev-parse --short HEAD", { cwd: root, encoding: "utf8" }).trim();
} catch {
  // not a git checkout: the commit is simply not named
}
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "cpu"}), ${fmt(os.totalmem() / 2 ** 30, 1)} GiB memory, Node ${process.version}, load average ${os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(" ")}`;
const heading = `## ${label}: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${commit}`;
const section = [
  heading,
  "",
  `${machine}. Runs: ${runs} (medians), ${duration} s per target, ${burstDuration} s burst.`,
  "",
  ...lines,
  "",
].join("\n");
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
