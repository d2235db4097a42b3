import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";
import { E2E_DATABASE_URL, E2E_PORT } from "../../playwright.config";

/**
 * The QA command line against the end-to-end database, one process per Playwright worker
 * (`qa -- --stdio`, scripts/qa.ts): a command a line in, an answer a line out, in order. Starting
 * a fresh process for each of the suite's few hundred calls cost about 2 s of CPU each. The process
 * ends when the worker does (its stdin closes).
 */
let session: { child: ChildProcessWithoutNullStreams; waiting: Array<(line: string) => void> } | undefined;
let stderrTail: string[] = [];

function qaSession() {
  if (session && session.child.exitCode === null) return session;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/qa.ts", "--stdio"], {
    // PUBLIC_URL: `qa postback` posts the local Dragonpay's signed postback to the server under test.
    env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, UPLOAD_DIR: "data/e2e-uploads", PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}` },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const current = { child, waiting: [] as Array<(line: string) => void> };
  createInterface({ input: child.stdout }).on("line", (line) => current.waiting.shift()?.(line));
  // Faults print to stderr: the last lines go into the failing test's report.
  createInterface({ input: child.stderr }).on("line", (line) => {
    stderrTail = [...stderrTail.slice(-11), line];
  });
  child.on("exit", (code, signal) => {
    const said = stderrTail.join("\n") || "(nothing on stderr)";
    for (const resolve of current.waiting.splice(0))
      resolve(JSON.stringify({ error: `the QA process exited with ${code ?? signal}: ${said}` }));
  });
  // Nothing here may keep a finished worker alive.
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
  session = current;
  return current;
}

/** Runs one QA command (scripts/qa.ts) and returns its JSON answer; a refusal throws with its words. */
export async function qa<T = any>(...args: string[]): Promise<T> {
  const { child, waiting } = qaSession();
  const line = await new Promise<string>((resolve) => {
    waiting.push(resolve);
    child.stdin.write(`${JSON.stringify(args)}\n`);
  });
  const reply = JSON.parse(line) as { result?: T; error?: string };
  if (reply.error !== undefined) throw new Error(`qa ${args.join(" ")}: ${reply.error}`);
  return reply.result as T;
}

export interface QaOrder {
  orderId: number;
  orderNo: string;
  productId: number;
  userId: number;
  query: string;
  pages: Record<string, string>;
}

export function qaOrder(status: number, ...flags: string[]): Promise<QaOrder> {
  return qa<QaOrder>("order", "--status", String(status), ...flags);
}
