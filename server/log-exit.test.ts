import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A clean stop must not wait forever on its log reader (server/log.ts `closeLog`): pino flushes
 * stdout synchronously at exit, and its writer retries a failed write forever, so a server whose
 * reader had died (the bench's, a crashed log collector) or stopped reading kept running after
 * SIGTERM.
 */
const script = path.join(import.meta.dirname, "test", "log-then-exit.ts");

function startLogging(): Promise<ReturnType<typeof spawn>> {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LOG_LEVEL: "info" },
  });
  return new Promise((resolve) => child.stderr!.once("data", () => resolve(child)));
}

function exitWithin(child: ReturnType<typeof spawn>, ms: number): Promise<number | "still running"> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve("still running");
    }, ms);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code ?? -1);
    });
  });
}

describe("stopping while the log reader is gone", () => {
  it("exits on SIGTERM when the reader closed its end of the pipe", async () => {
    const child = await startLogging();
    child.stdout!.destroy();
    child.kill("SIGTERM");
    expect(await exitWithin(child, 10_000)).toBe(0);
  }, 30_000);

  it("exits on SIGTERM when the reader keeps the pipe open but no longer reads", async () => {
    const child = await startLogging();
    child.stdout!.pause();
    child.kill("SIGTERM");
    expect(await exitWithin(child, 10_000)).not.toBe("still running");
  }, 30_000);
});
