import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { drainTracking } from "../app/lib/tracking.server";
import { createApp } from "./app";
import { serverConfig, type ServerConfig } from "./config";
import { engine, migrationProblem, openDatabase } from "./db";
import { markProductionDatabase, publishedSessionProblem } from "./startup-checks";

/** Refuses to start with one plain line on stderr (no stack trace): the operator reads it. */
function refuse(message: string): never {
  console.error(`Refusing to start: ${message}`);
  process.exit(1);
}

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
  const lines = (error instanceof Error ? error.message : String(error)).split("\n").map((l) => l.trim()).filter(Boolean);
  const reason = (lines.at(-1) ?? "no answer").replace(/^.*Message: `?|`$/g, "");
  if (engine() === "postgresql") {
    const where = new URL(config.DATABASE_URL);
    refuse(`the PostgreSQL server at ${where.hostname}:${where.port || 5432} cannot be reached (${reason}).`);
  }
  refuse(`the SQLite database ${config.databaseFile} cannot be opened (${reason}).`);
}
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
const server = app.listen(config.PORT, config.HOST, () => {
  console.log(`Ready: http://localhost:${config.PORT}  (lending backend under /api, ${config.profile} profile, listening on ${config.HOST})`);
});

// A clean stop answers the requests in flight, then writes the page views still pending
// (app/lib/tracking.server.ts) before the process exits.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => void drainTracking().then(() => process.exit(0))));
}
