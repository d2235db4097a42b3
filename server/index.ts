import type { ServerBuild } from "@remix-run/node";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { drainWebApp } from "@contract/web-app-drains";
import { createApp } from "./app";
import { serverConfig, type ServerConfig } from "./config";
import { migrationProblem } from "./data/migrations-check";
import { tightenUploadDir } from "./data/private-files";
import { lockSqliteForServer } from "./data/sqlite-server-lock";
import { db, engine, openDatabase } from "./db";
import { missingInProcessHandlers } from "./in-process";
import { startReconcileScheduler, stopReconcileScheduler } from "./lending/gateway/dragonpay/reconcile-scheduler";
import { startErasureJob } from "./lending/my-data/erasure";
import { startReminderScheduler, stopReminderScheduler } from "./lending/reminders/scheduler";
import { providerFromConfig } from "./lending/sms/provider-from-config";
import { startSmsSender, stopSmsSender } from "./lending/sms/sender";
import { listen } from "./listen";
import { closeLog, log, routeConsoleToLogger } from "./log";
import { stopServing } from "./shutdown";
import { markProductionDatabase, publishedSessionProblem } from "./startup-checks";

/** Refuses to start with one plain line on stderr (no stack trace): the operator reads it. */
function refuse(message: string): never {
  process.stderr.write(`Refusing to start: ${message}\n`);
  process.exit(1);
}

// Everything printed from here on is a log line: readable on a terminal, JSON in a file or a pipe.
routeConsoleToLogger();

let config: ServerConfig;
try {
  config = serverConfig();
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}
try {
  await openDatabase();
} catch (error) {
  // Prisma's message spans lines; its last line says what went wrong (e.g. "Can't reach database server").
  const lines = (error instanceof Error ? error.message : String(error))
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const reason = (lines.at(-1) ?? "no answer").replace(/^.*Message: `?|`$/g, "");
  if (engine() === "postgresql") {
    const where = new URL(config.DATABASE_URL);
    refuse(`the PostgreSQL server at ${where.hostname}:${where.port || 5432} cannot be reached (${reason}).`);
  }
  refuse(`the SQLite database ${config.databaseFile} cannot be opened (${reason}).`);
}
// One server per SQLite file: a second one is refused here, before it serves (W18).
if (engine() === "sqlite") {
  try {
    lockSqliteForServer(config.databaseFile);
  } catch (error) {
    refuse(error instanceof Error ? error.message : String(error));
  }
}
// Photos an earlier version stored readable by everyone become owner-only (P10).
tightenUploadDir(config.uploadDir);
const behind = await migrationProblem();
if (behind) refuse(behind);
if (config.profile === "production") {
  const problem = await publishedSessionProblem();
  if (problem) refuse(problem);
  // The QA command line refuses a database marked so (it resets, moves the clock, makes borrowers).
  await markProductionDatabase();
}
const build = (await import(pathToFileURL(path.join(process.cwd(), "build", "index.js")).href)) as ServerBuild;
const app = createApp(build);
// The web app calls the backend of this process (LENDING_API_URL unset): every endpoint it may call
// has a handler here, or the start is refused now rather than at a borrower's click (decision 249).
if (process.env.LENDING_API_URL === undefined) {
  const unserved = missingInProcessHandlers();
  if (unserved) refuse(unserved);
}
let server: Server;
try {
  server = await listen(app, config.PORT, config.HOST);
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}
log().info(
  { port: config.PORT, host: config.HOST, profile: config.profile },
  `Ready: http://localhost:${config.PORT}  (lending backend under /api, ${config.profile} profile, listening on ${config.HOST})`,
);

// Approved erasures are carried out in the background (docs/decisions/179).
const stopErasureJob = startErasureJob();
// Payment reminders due are sent once a minute (docs/decisions/182); REMINDERS_INTERVAL_SECONDS=0: never.
startReminderScheduler(config.REMINDERS_INTERVAL_SECONDS * 1000);
// The SMS outbox is handed to the provider every SMS_INTERVAL_SECONDS and after each write (docs/decisions/227).
startSmsSender(providerFromConfig(config), config.SMS_INTERVAL_SECONDS * 1000);
// Codes whose Dragonpay postback never came are asked about, superseded ones voided (docs/decisions/225).
startReconcileScheduler(config.DRAGONPAY_RECONCILE_INTERVAL_SECONDS * 1000);

// A clean stop: /readyz turns 503, no new connections, the requests in flight finish (at most
// SHUTDOWN_GRACE_SECONDS), the queued page views are sent, the database is closed (server/shutdown.ts).
let stopping = false;
// SIGHUP too: a closed terminal or session, and what `npm start` passes on (scripts/lib/server-child.mjs).
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log().info({ signal }, "stopping");
    stopErasureJob();
    void stopServing(server, {
      graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
      flush: drainWebApp,
      closeDatabase: () => db().$disconnect(),
      stopJobs: () => Promise.all([stopReminderScheduler(), stopSmsSender(), stopReconcileScheduler()]).then(() => undefined),
    })
      .then(() => closeLog())
      .then(() => process.exit(0));
  });
}
