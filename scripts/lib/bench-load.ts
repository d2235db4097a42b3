/**
 * What `npm run bench` drives and how it measures one server process: the targets (the same in the
 * plain run and the side-by-side run, `--against`), and one autocannon drive of a target with the
 * server's CPU time and peak memory read from /proc around it.
 */
import autocannon from "autocannon";
import fs from "node:fs";
import path from "node:path";

export type Req = { method: "GET" | "POST"; path: string; body?: string; headers?: Record<string, string> };
export interface BenchBorrower {
  query: string;
  orderId: number;
}
export interface Target {
  key: string;
  name: string;
  connections: number;
  seconds: number;
  requests: Req[];
}
export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  rss: number;
  cpuPerRequest: number;
  /** CPU ms per request of the server's main thread and of its other threads. */
  cpuByThread?: Record<string, number>;
}

/** A measure's single figures (the ones a table takes the median of). */
export type MeasureFigure = Exclude<keyof Measure, "cpuByThread">;

const form = { "content-type": "application/x-www-form-urlencoded" };
export const pageRequest = (route: string, b: BenchBorrower): Req => ({ method: "GET", path: `${route}?${b.query}&orderId=${b.orderId}` });
export const loanDetailsRequest = (b: BenchBorrower): Req => ({
  method: "POST",
  path: `/api/v3/loan-details/loan-details?${b.query}`,
  body: `orderId=${b.orderId}`,
  headers: { ...form, "x-requested-with": "XMLHttpRequest" },
});
export const burstRequests = (borrowers: BenchBorrower[]): Req[] =>
  borrowers.flatMap((b) => [pageRequest("/poles", b), pageRequest("/away", b), loanDetailsRequest(b), pageRequest("/attic", b)]);

/** The client bundle's entry file under a checkout's public/build (the static floor's file). */
export function entryFileOf(checkout: string): string | undefined {
  const buildDir = path.join(checkout, "public", "build");
  if (!fs.existsSync(buildDir)) return undefined;
  return fs.readdirSync(buildDir).find((name) => /^entry\.client-.*\.js$/.test(name));
}

export function benchTargets(borrowers: BenchBorrower[], entryFile: string, duration: number, burstDuration: number): Target[] {
  return [
    {
      key: "static",
      name: "static file under /build (floor)",
      connections: 50,
      seconds: duration,
      requests: [{ method: "GET", path: `/build/${entryFile}` }],
    },
    {
      key: "about",
      name: "SSR about us (no data)",
      connections: 20,
      seconds: duration,
      requests: [{ method: "GET", path: `/Uncle?${borrowers[0].query}` }],
    },
    { key: "loanDetails", name: "API loan-details", connections: 50, seconds: duration, requests: borrowers.map(loanDetailsRequest) },
    {
      key: "poles",
      name: "SSR /poles (Order Details)",
      connections: 50,
      seconds: duration,
      requests: borrowers.map((b) => pageRequest("/poles", b)),
    },
    {
      key: "away",
      name: "SSR /away (repayment)",
      connections: 50,
      seconds: duration,
      requests: borrowers.map((b) => pageRequest("/away", b)),
    },
    {
      key: "attic",
      name: "SSR /attic (order list)",
      connections: 50,
      seconds: duration,
      requests: borrowers.map((b) => pageRequest("/attic", b)),
    },
    { key: "burst", name: "payday burst (mixed)", connections: 100, seconds: burstDuration, requests: burstRequests(borrowers) },
  ];
}

/** CPU time a process has used so far, in ms (user + system): per request it is far less noisy
 * than wall-clock latency on a shared machine. */
export function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s
}

/**
 * CPU time a process's main thread and its other threads have used so far, in ms. A profile of the
 * main thread sees only JavaScript and the event loop; the process's figure also counts V8's
 * helpers (garbage collection, compilation) and libuv's pool (gzip, file reads, crypto), which a
 * change can move too. (Node names every thread "node", so they are told apart only as main or not.)
 */
export function threadCpuMs(pid: number): Record<string, number> {
  const byKind: Record<string, number> = {};
  let tasks: string[] = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return byKind;
  }
  for (const tid of tasks) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
      const kind = tid === String(pid) ? "main" : "other";
      byKind[kind] = (byKind[kind] ?? 0) + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return byKind;
}

export function processRssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Drives one target against one server for `seconds`, measuring that server's process. */
export async function drive(server: { base: string; pid: number }, target: Target, seconds: number): Promise<Measure> {
  let peak = processRssMiB(server.pid);
  const cpuBefore = processCpuMs(server.pid);
  const threadsBefore = threadCpuMs(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, processRssMiB(server.pid))), 100);
  const result = await autocannon({
    url: server.base,
    connections: target.connections,
    duration: seconds,
    timeout: 10,
    requests: target.requests,
  });
  clearInterval(sampler);
  peak = Math.max(peak, processRssMiB(server.pid));
  const answered = result.requests.total;
  const threadsAfter = threadCpuMs(server.pid);
  const cpuByThread = Object.fromEntries(
    Object.entries(threadsAfter).map(([kind, ms]) => [kind, answered > 0 ? (ms - (threadsBefore[kind] ?? 0)) / answered : 0]),
  );
  return {
    cpuPerRequest: answered > 0 ? (processCpuMs(server.pid) - cpuBefore) / answered : 0,
    cpuByThread,
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

/** Every target answers correctly once before it is timed (a broken page must not look fast). */
export async function checkTargetsAnswer(base: string, targets: Target[]): Promise<string | undefined> {
  for (const target of targets) {
    for (const req of target.requests.slice(0, 2)) {
      const response = await fetch(base + req.path, { method: req.method, body: req.body, headers: req.headers });
      await response.arrayBuffer();
      if (!response.ok) return `${target.name}: ${req.method} ${req.path} answered ${response.status} before the measurement.`;
    }
  }
  return undefined;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export const formatNumber = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
