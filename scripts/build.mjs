/**
 * `npm run build`: Remix's build, then the framework's chunks marked to be compiled as they
 * download (docs/decisions/235-framework-compiled-while-downloading.md). `npm start`, the set-up
 * and `npm test` build through this file too, so every build served is marked.
 *
 *   node scripts/build.mjs
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { markStartupChunks } from "./lib/startup-chunks.mjs";

const root = path.resolve(import.meta.dirname, "..");

execFileSync(path.join(root, "node_modules", ".bin", "remix"), ["build"], { cwd: root, stdio: "inherit" });
const marked = markStartupChunks(path.join(root, "public", "build"));
console.error(`Marked ${marked.length} framework chunk(s) to be compiled while they download.`);
