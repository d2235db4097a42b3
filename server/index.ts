import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { drainTracking } from "../app/lib/tracking.server";
import { createApp } from "./app";
import { DEV_GATEWAY_SECRET, serverConfig } from "./config";
import { openDatabase } from "./db";

const config = serverConfig();
if (config.NODE_ENV === "production" && config.PAYMENT_GATEWAY_SECRET === DEV_GATEWAY_SECRET) {
  // Kept working so `npm start` runs on a fresh machine, but never unnoticed.
  console.warn("PAYMENT_GATEWAY_SECRET is the development default: set your own before taking real payments.");
}
await openDatabase();
const build = (await import(pathToFileURL(path.join(process.cwd(), "build", "index.js")).href)) as ServerBuild;
const app = createApp(build);
const server = app.listen(config.PORT, config.HOST, () => {
  console.log(`Ready: http://localhost:${config.PORT}  (lending backend under /api)`);
});

// A clean stop answers the requests in flight, then writes the page views still pending
// (app/lib/tracking.server.ts) before the process exits.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => void drainTracking().then(() => process.exit(0))));
}
