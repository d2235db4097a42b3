import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createApp } from "./app";
import { serverConfig } from "./config";
import { openDatabase } from "./db";

const config = serverConfig();
await openDatabase();
const build = (await import(pathToFileURL(path.join(process.cwd(), "build", "index.js")).href)) as ServerBuild;
const app = createApp(build);
const server = app.listen(config.PORT, config.HOST, () => {
  console.log(`Ready: http://localhost:${config.PORT}  (lending backend under /api)`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
