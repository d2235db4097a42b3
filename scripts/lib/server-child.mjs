// `npm start` and `npm run dev` run the server as their child. Stopping them must stop it: a
// SIGTERM that ended only the parent once left the server serving, with nothing to stop it by
// (issue 40, W17).
import { spawn } from "node:child_process";
import os from "node:os";

/** What a terminal, a service manager or a closed session sends to stop a process. */
export const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];

/**
 * Spawns the server and lives exactly as long as it does: each stop signal is passed on to it (it
 * finishes its requests and closes the database: server/shutdown.ts), and this process exits once
 * it has stopped, with its exit code, or 128 + the signal's number when a signal ended it (the
 * shell's convention). Never returns.
 * @param {string[]} args Node's arguments for the server
 * @param {import("node:child_process").SpawnOptions} options
 */
export function serveAsChild(args, options) {
  const server = spawn(process.execPath, args, { stdio: "inherit", ...options });
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    });
  }
  // Whoever started us went away without a signal (npm or a shell killed): stop as if told to, so
  // the server is never left serving with no parent to stop it.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
  }, 1000).unref();
  server.on("error", (error) => {
    console.error(`The server could not be started: ${error.message}`);
    process.exit(1);
  });
  server.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
}
