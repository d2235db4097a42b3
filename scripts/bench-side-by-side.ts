/**
 * `npm run bench -- --against <commit>`: this checkout and another commit, measured side by side on
 * the same machine state (docs/benchmarks.md, "Side by side").
 *
 * A ratio within one run (Order Details / the no-data page) hides a slowdown that both pages share,
 * and two runs hours apart compare two machine states. So both servers run at once, each from its
 * own checkout (the other commit in a throwaway git worktree under the temporary folder, installed
 * and built there by its own `npm start`), with their own fresh databases and data made by their
 * own QA command; every target is driven against one and then the other, the order swapped each
 * run, and only the driven server is busy. Reported per server: server CPU per request (from
 * /proc, the least noisy figure), req/s and latency, and the no-data page against the static floor.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  benchTargets,
  checkTargetsAnswer,
  drive,
  entryFileOf,
  formatNumber as fmt,
  median,
  type BenchBorrower,
  type Measure,
  type MeasureFigure,
  type Target,
} from "./lib/bench-load";
import { root, startOwnServer, type OwnServer } from "./lib/own-server";

export interface SideBySideOptions {
  against: string;
  keep: boolean;
  runs: number;
  duration: number;
  burstDuration: number;
  port: number;
  write: boolean;
  label: string;
  /** A folder for a CPU profile of each measured drive, per server (`--profile DIR`), or undefined. */
  profile?: string;
  fail: (message: string) => never;
}

interface Side {
  name: string;
  commit: string;
  checkout: string;
  server: OwnServer;
  targets: Target[];
  measures: Array<Record<string, Measure>>;
  /** The file the server's profile hook reads the next profile's name from (with --profile). */
  profileName?: string;
}

const git = (args: string[], cwd = root) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

function commitOf(name: string, fail: SideBySideOptions["fail"]): string {
  try {
    return git(["rev-parse", "--short", `${name}^{commit}`]);
  } catch {
    return fail(`${name} is not a commit of this repository.`);
  }
}

/** Every patch of a dependency in a checkout (`server/*-internals/*.patch`, applied at install), as one text. */
function dependencyPatchesOf(checkout: string): string {
  const server = path.join(checkout, "server");
  return fs
    .readdirSync(server, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.endsWith("-internals"))
    .flatMap((entry) =>
      fs
        .readdirSync(path.join(server, entry.name))
        .filter((name) => name.endsWith(".patch"))
        .sort()
        .map((name) => `${entry.name}/${name}\n${fs.readFileSync(path.join(server, entry.name, name), "utf8")}`),
    )
    .join("\n");
}

/** The other commit's checkout: a detached worktree, its packages installed (shared when the lock and the patches are the same). */
function checkoutOf(commit: string, fail: SideBySideOptions["fail"]): string {
  const dir = path.join(os.tmpdir(), `lending-bench-${commit}`);
  if (!fs.existsSync(path.join(dir, "package.json"))) {
    fs.rmSync(dir, { recursive: true, force: true });
    git(["worktree", "prune"]);
    console.error(`Checking out ${commit} into ${dir} ...`);
    git(["worktree", "add", "--detach", dir, commit]);
  }
  // A link left by an earlier run to a checkout since removed points nowhere: made again below.
  const packages = path.join(dir, "node_modules");
  // So is a link made before this checkout's patches of dependencies differed from the other's.
  const linked = fs.lstatSync(packages, { throwIfNoEntry: false })?.isSymbolicLink();
  if (linked && (!fs.existsSync(packages) || dependencyPatchesOf(dir) !== dependencyPatchesOf(root))) fs.rmSync(packages);
  if (!fs.existsSync(packages)) {
    const sameLock =
      fs.readFileSync(path.join(dir, "package-lock.json"), "utf8") === fs.readFileSync(path.join(root, "package-lock.json"), "utf8");
    // The installed packages carry the checkout's patches of dependencies (postinstall): shared
    // only when those are the same too, or a patch would be measured on both sides.
    if (sameLock && dependencyPatchesOf(dir) === dependencyPatchesOf(root))
      fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
    else {
      console.error(`Installing ${commit}'s packages (npm ci) ...`);
      try {
        execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
      } catch {
        fail(`npm ci failed in ${dir}.`);
      }
    }
  }
  return dir;
}

/** Eight borrowers with a due or an overdue order, made by the checkout's own QA command. */
function borrowersOf(checkout: string, databaseFile: string): BenchBorrower[] {
  const borrowers: BenchBorrower[] = [];
  for (let i = 0; i < 8; i++) {
    const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/qa.ts", "order", "--status", i % 2 === 0 ? "174" : "180"], {
      cwd: checkout,
      env: { ...process.env, DATABASE_URL: `file:${databaseFile}` },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    const made = JSON.parse(out) as { query: string; orderId: number };
    borrowers.push({ query: made.query, orderId: made.orderId });
  }
  return borrowers;
}

export async function benchSideBySide(options: SideBySideOptions): Promise<void> {
  const { fail, runs, duration, burstDuration } = options;
  const other = commitOf(options.against, fail);
  const dirty = git(["status", "--porcelain", "--untracked-files=no"]) !== "";
  // "+" after the commit: this checkout has uncommitted changes, measured as they are.
  const here = `${git(["rev-parse", "--short", "HEAD"])}${dirty ? "+" : ""}`;
  const otherCheckout = checkoutOf(other, fail);

  const sides: Side[] = [];
  const stopAll = () => sides.forEach((side) => side.server.stop());
  try {
    for (const [name, commit, checkout, port] of [
      ["this checkout", here, root, options.port],
      ["other", other, otherCheckout, options.port + 10],
    ] as const) {
      const databaseFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lending-bench-db-")), "measure.db");
      const profileName = options.profile ? path.join(options.profile, `.next-name-${port}`) : undefined;
      if (profileName) fs.mkdirSync(path.dirname(profileName), { recursive: true });
      const server = await startOwnServer({
        tool: "the benchmark",
        port,
        database: databaseFile,
        root: checkout,
        fail,
        env: profileName
          ? {
              NODE_ENV: "production", // as the server is started anyway
              NODE_OPTIONS: `--import ${path.join(root, "scripts", "lib", "cpu-profile-hook.mjs")}`,
              BENCH_PROFILE_FILE: profileName,
            }
          : undefined,
      });
      const entryFile = entryFileOf(checkout) ?? fail(`no entry.client-*.js under ${checkout}/public/build: the build is missing.`);
      const targets = benchTargets(borrowersOf(checkout, databaseFile), entryFile, duration, burstDuration);
      const broken = await checkTargetsAnswer(server.base, targets);
      if (broken) fail(`${commit}: ${broken}`);
      sides.push({ name, commit, checkout, server, targets, measures: [], profileName });
    }
    for (let run = 1; run <= runs; run++) {
      const order = run % 2 === 1 ? sides : [...sides].reverse();
      const rows = new Map<Side, Record<string, Measure>>(sides.map((side) => [side, {}]));
      for (let t = 0; t < sides[0].targets.length; t++) {
        for (const side of order) {
          const target = side.targets[t];
          if (run === 1) await drive(side.server, target, Math.min(2, target.seconds)); // warm-up, not kept
          console.error(`run ${run}/${runs}: ${side.commit}: ${target.name} (${target.connections} connections, ${target.seconds} s)`);
          if (side.profileName) {
            fs.writeFileSync(side.profileName, path.join(options.profile!, `${side.commit}-${target.key}-run${run}.cpuprofile`));
            process.kill(side.server.pid, "SIGUSR2");
          }
          const measure = await drive(side.server, target, target.seconds);
          rows.get(side)![target.key] = measure;
          // Each drive's own figures: the spread between runs says how far a median can be trusted.
          console.error(`  ${measure.cpuPerRequest.toFixed(2)} ms CPU a request, ${Math.round(measure.rps)} req/s`);
          if (side.profileName) {
            process.kill(side.server.pid, "SIGUSR2");
            // The profile is written by the server between drives, on the other server's turn.
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }
      }
      for (const side of sides) side.measures.push(rows.get(side)!);
    }
  } finally {
    stopAll();
    for (const side of sides) if (side.profileName) fs.rmSync(side.profileName, { force: true });
    if (!options.keep) {
      try {
        git(["worktree", "remove", "--force", otherCheckout]);
      } catch {
        // already gone, or removed by hand: nothing to clean
      }
    }
  }

  const [mine, theirs] = sides;
  const med = (side: Side, key: string, field: MeasureFigure) => median(side.measures.map((m) => m[key][field]));
  const floorShare = (side: Side) => median(side.measures.map((m) => (m.static.rps > 0 ? m.about.rps / m.static.rps : 0)));
  const byThread = (side: Side, key: string) =>
    ["main", "other"].map((kind) => fmt(median(side.measures.map((m) => m[key].cpuByThread?.[kind] ?? 0)), 2)).join(" / ");
  const change = (now: number, before: number) =>
    before > 0 ? `${now >= before ? "+" : ""}${fmt(((now - before) / before) * 100)}%` : "n/a";
  const lines = [
    `| target | CPU ms/req ${theirs.commit} | CPU ms/req ${mine.commit} | CPU change | req/s ${theirs.commit} | req/s ${mine.commit} | p50 / p99 ms ${theirs.commit} | p50 / p99 ms ${mine.commit} |`,
    "|---|---|---|---|---|---|---|---|",
    ...mine.targets.map((t) => {
      const [a, b] = [theirs, mine];
      return (
        `| ${t.name} | ${fmt(med(a, t.key, "cpuPerRequest"), 2)} | ${fmt(med(b, t.key, "cpuPerRequest"), 2)} | ${change(med(b, t.key, "cpuPerRequest"), med(a, t.key, "cpuPerRequest"))} | ` +
        `${fmt(med(a, t.key, "rps"))} | ${fmt(med(b, t.key, "rps"))} | ${fmt(med(a, t.key, "p50"))} / ${fmt(med(a, t.key, "p99"))} | ${fmt(med(b, t.key, "p50"))} / ${fmt(med(b, t.key, "p99"))} |`
      );
    }),
    "",
    "Where the CPU goes, ms per request: the main thread (JavaScript, the event loop) and the others (garbage collection and compilation helpers, libuv's pool: gzip, file reads, crypto):",
    "",
    `| target | ${theirs.commit}: main / other threads | ${mine.commit}: main / other threads |`,
    "|---|---|---|",
    ...mine.targets.map((t) => `| ${t.name} | ${byThread(theirs, t.key)} | ${byThread(mine, t.key)} |`),
    "",
    `No-data page / static floor (req/s, median of runs): ${theirs.commit} ${fmt(floorShare(theirs), 3)}, ${mine.commit} ${fmt(floorShare(mine), 3)}.`,
    `Faults (errors + timeouts + non-2xx, all targets, all runs): ${theirs.commit} ${faults(theirs)}, ${mine.commit} ${faults(mine)}.`,
  ];
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "cpu"}), Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`;
  const section = [
    `## ${options.label}, side by side: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${mine.commit} against ${theirs.commit}`,
    "",
    `${machine}. Runs: ${runs} (medians), ${duration} s per target, ${burstDuration} s burst; the two servers driven in turn, the order swapped each run.`,
    "",
    ...lines,
    "",
  ].join("\n");
  console.log(`\n${section}`);
  if (options.write) {
    const doc = path.join(root, "docs", "benchmarks.md");
    fs.writeFileSync(doc, `${fs.readFileSync(doc, "utf8").trimEnd()}\n\n${section}`);
    console.error(`Appended to ${path.relative(root, doc)}.`);
  }
}

function faults(side: Side): number {
  return side.measures.reduce((sum, m) => sum + Object.values(m).reduce((s, x) => s + x.errors + x.timeouts + x.non2xx, 0), 0);
}
