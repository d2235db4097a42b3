/**
 * The app started exactly as `npm start` does (production build), on its own port and its own fresh
 * database file in a temporary folder, for measurements (`npm run bench`, `npm run lighthouse`).
 * A database that exists and was not made here is never opened: it could be a real one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..", "..");

export interface OwnServer {
  base: string;
  databaseFile: string;
  /** The process that serves (start.mjs's child). */
  pid: number;
  stop(): void;
}

export interface OwnServerOptions {
  /** Who is asking, for messages: "npm run bench". */
  tool: string;
  port: number;
  /** A database file that must not exist yet; default: one in a fresh temporary folder. */
  database?: string;
  env?: NodeJS.ProcessEnv;
  fail: (message: string) => never;
  /** The checkout to start (default: this one); `npm run bench -- --against` starts another. */
  root?: string;
}

export async function startOwnServer(options: OwnServerOptions): Promise<OwnServer> {
  const { fail } = options;
  const requested = options.database ?? (process.env.DATABASE_URL ? process.env.DATABASE_URL.replace(/^file:/, "") : undefined);
  if (requested && fs.existsSync(path.resolve(requested))) {
    fail(
      `refusing to run against ${path.resolve(requested)}: that database exists and ${options.tool} did not create it. ` +
        "It makes its own in a temporary folder: unset DATABASE_URL, or pass --database with a path that does not exist yet.",
    );
  }
  // Something already answering on the port would be measured instead of this run's server.
  const taken = await new Promise<boolean>((resolve) => {
    const socket = net.connect(options.port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
  if (taken) fail(`port ${options.port} is already in use: stop what listens there, or pass --port.`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lending-measure-"));
  const databaseFile = requested ? path.resolve(requested) : path.join(dir, "measure.db");
  const created = [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`, `${databaseFile}-journal`, `${databaseFile}-clock`];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    // As `npm start` with no configuration: the optimised build under the local profile (stand-in
    // gateway), with this run's own secrets (docs/decisions/070).
    APP_PROFILE: "local",
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${databaseFile}`,
    UPLOAD_DIR: path.join(dir, "uploads"),
    PAYMENT_GATEWAY_SECRET: `measure-${Math.random().toString(36).slice(2)}-${Date.now()}`,
    OPS_PASSWORD: `measure-${Math.random().toString(36).slice(2)}`,
    // Every measured borrower comes from this machine's one address; in production each borrower's
    // own address has this allowance (docs/decisions/213), so the measured page views are all stored.
    EVENT_BATCHES_PER_IP_PER_MINUTE: "1000000",
    ...options.env,
  };
  delete env.LENDING_API_URL;

  let server: ChildProcess | undefined;
  const stop = () => {
    if (server && server.exitCode === null) server.kill("SIGTERM");
    for (const file of created) fs.rmSync(file, { force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  // Whatever way the measuring process ends (a failure included), its server ends with it: a
  // server left behind would answer the next run's requests from its own database.
  process.on("exit", stop);

  console.error(`Starting the app (npm start) on port ${options.port}, database ${databaseFile} ...`);
  server = spawn(process.execPath, ["scripts/start.mjs"], { cwd: options.root ?? root, env, stdio: ["ignore", "pipe", "inherit"] });
  const ready = new Promise<void>((resolve, reject) => {
    let out = "";
    const untilReady = (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes("Ready")) return;
      // Then the server's log lines (one a request) are let through unread: keeping them would
      // cost this process memory and time on the cores it shares with the server being measured.
      server!.stdout!.off("data", untilReady);
      server!.stdout!.on("data", () => undefined);
      resolve();
    };
    server!.stdout!.on("data", untilReady);
    server!.on("exit", (code) => reject(new Error(`the server stopped before it was ready (exit code ${code})`)));
    setTimeout(() => reject(new Error("the server was not ready within 180 s")), 180_000).unref();
  });
  try {
    await ready;
  } catch (error) {
    stop();
    fail((error as Error).message);
  }
  const children = fs.readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  const pid = Number(children.at(-1) ?? server.pid);

  // The QA factories in this process write to the same file, under the same configuration.
  for (const name of ["DATABASE_URL", "NODE_ENV", "APP_PROFILE", "PUBLIC_URL", "UPLOAD_DIR", "PAYMENT_GATEWAY_SECRET", "OPS_PASSWORD"]) {
    process.env[name] = env[name];
  }
  return { base: `http://127.0.0.1:${options.port}`, databaseFile, pid, stop };
}
