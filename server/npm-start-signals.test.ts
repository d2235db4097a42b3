import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { engine } from "./db";

/**
 * `npm start` (scripts/start.mjs) runs the server as its child. A stop signal to it must stop the
 * server too, and it must end with the server's exit code: a SIGTERM or SIGHUP that ended only the
 * parent once left the server serving (issue 40, W17). One engine is enough: the run on PostgreSQL
 * skips it.
 */
const root = process.cwd();
const started: Array<{ start: ChildProcess; dir: string; serverPid?: number; startPid?: number }> = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** `node scripts/start.mjs` on a free port and a new SQLite file, once it says Ready. */
async function startServing(command: string[] = [process.execPath, "scripts/start.mjs"]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pautang-start-"));
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    APP_PROFILE: "local",
    PORT: String(port),
    DATABASE_URL: `file:${path.join(dir, "app.db")}`,
    UPLOAD_DIR: path.join(dir, "uploads"),
    // Given, so the start writes no .env beside package.json.
    PAYMENT_GATEWAY_SECRET: crypto.randomBytes(32).toString("hex"),
    OPS_PASSWORD: crypto.randomBytes(12).toString("base64url"),
    SEMAPHORE_API_KEY: crypto.randomBytes(16).toString("hex"),
  };
  delete env.NODE_ENV;
  const start = spawn(command[0], command.slice(1), { cwd: root, env: env as NodeJS.ProcessEnv });
  const entry: (typeof started)[number] = { start, dir };
  started.push(entry);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    start.on("exit", (code, signal) => resolve({ code, signal })),
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready")) resolve();
    };
    start.stdout!.on("data", read);
    start.stderr!.on("data", read);
    void exited.then(({ code }) => reject(new Error(`npm start exited (${code}) before Ready:\n${output}`)));
  });
  // Its child running the server build (esbuild, when it just built it, is another child).
  const processes = execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" });
  const startPid =
    command[0] !== process.execPath
      ? Number(new RegExp(`^\\s*(\\d+)\\s+${start.pid} .*scripts/start\\.mjs`, "m").exec(processes)?.[1])
      : Number(start.pid);
  const serverPid = Number(new RegExp(`^\\s*(\\d+)\\s+${startPid} .*build/server/index\\.js`, "m").exec(processes)?.[1]);
  expect(startPid).toBeGreaterThan(0);
  expect(serverPid).toBeGreaterThan(0);
  entry.serverPid = serverPid;
  entry.startPid = startPid;
  return { start, startPid, serverPid, port, exited };
}

afterEach(() => {
  for (const { start, dir, serverPid, startPid } of started.splice(0)) {
    if (serverPid && alive(serverPid)) process.kill(serverPid, "SIGKILL");
    if (startPid && alive(startPid)) process.kill(startPid, "SIGKILL");
    if (start.exitCode === null && start.signalCode === null) start.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe.skipIf(engine() === "postgresql")("npm start passes stop signals to the server and ends with it", () => {
  // SIGINT takes the same path as SIGTERM.
  it.each(["SIGTERM", "SIGHUP"] as const)(
    "%s to npm start stops the server cleanly: both processes gone, the port free, exit code 0",
    async (signal) => {
      const { start, serverPid, port, exited } = await startServing();
      expect(await portTaken(port)).toBe(true);
      start.kill(signal);
      expect(await exited).toEqual({ code: 0, signal: null });
      await expect.poll(() => alive(serverPid), { timeout: 10_000 }).toBe(false);
      expect(await portTaken(port)).toBe(false);
    },
    180_000,
  );

  it("SIGTERM to npm itself (npm start) reaches the server: npm exits 0 once it has stopped, the port free", async () => {
    // package.json runs `exec node scripts/start.mjs`: sh -c would otherwise die alone and leave both running.
    const { start, serverPid, port, exited } = await startServing(["npm", "start", "--silent"]);
    start.kill("SIGTERM");
    expect(await exited).toEqual({ code: 0, signal: null });
    await expect.poll(() => alive(serverPid), { timeout: 10_000 }).toBe(false);
    expect(await portTaken(port)).toBe(false);
  }, 180_000);

  it("npm start whose parent is killed with -9 stops the server: nothing is left serving", async () => {
    // dash's sh -c stays the parent of the command it runs: killed, it passes nothing on.
    const { start, startPid, serverPid, port } = await startServing(["sh", "-c", "node scripts/start.mjs"]);
    start.kill("SIGKILL");
    await expect.poll(() => alive(serverPid), { timeout: 20_000 }).toBe(false);
    await expect.poll(() => alive(startPid), { timeout: 5_000 }).toBe(false);
    expect(await portTaken(port)).toBe(false);
  }, 180_000);

  it("a server that dies takes npm start with it, with 128 + the signal's number as its exit code", async () => {
    const { serverPid, exited } = await startServing();
    process.kill(serverPid, "SIGKILL");
    expect(await exited).toEqual({ code: 128 + os.constants.signals.SIGKILL, signal: null });
  }, 180_000);
});
