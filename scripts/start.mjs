// `npm start`: installs, generates, migrates, seeds and builds whatever is missing, then serves the
// web app and the lending backend on one port. Each step is skipped when its result is current.
import fs from "node:fs";
import path from "node:path";
import { configurationProblem } from "./lib/configuration-check.mjs";
import { ensureDatabase, ensurePackages, ensureSeed, root, run } from "./lib/database.mjs";
import { heapLimitArgs } from "./lib/heap-limit.mjs";
import { chosenProfile, ensureLocalSecrets, envFile, loadEnvFile } from "./lib/local-env.mjs";
import { serveAsChild } from "./lib/server-child.mjs";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.name === "generated") continue;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function ensureBuild() {
  const built = path.join(root, "build", "index.js");
  // The build is Remix's output plus what scripts/build.mjs adds to it: a change to either builds again.
  const sources = Math.max(
    newestMtime(path.join(root, "app")),
    ...["remix.config.js", "scripts/build.mjs", "scripts/lib/startup-chunks.mjs"].map((file) => fs.statSync(path.join(root, file)).mtimeMs),
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  console.error("Building the web app...");
  run(process.execPath, [path.join(root, "scripts", "build.mjs")]);
}

/** Refuses to start with one plain line on stderr (no stack trace), as the server does. */
function refuse(message) {
  console.error(message.startsWith("Refusing to start: ") ? message : `Refusing to start: ${message}`);
  process.exit(1);
}

// A .env file beside package.json is read if present (see .env.example); the environment wins.
loadEnvFile();
// The operator's NODE_ENV=production (or APP_PROFILE=production) picks the production profile;
// otherwise the local one, still on the optimised build (docs/decisions/070).
const profile = chosenProfile();
process.env.APP_PROFILE = profile;

// Whatever the server would refuse is refused first, before anything is written: no database
// created or migrated, no `.env`, no build (issue 40, W20). The packages are needed to judge.
try {
  ensurePackages();
} catch (error) {
  // npm has already said why on stderr.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
let heapArgs;
try {
  heapArgs = heapLimitArgs(process.env);
  const problem = await configurationProblem({ ...process.env, NODE_ENV: "production", APP_PROFILE: profile });
  if (problem) refuse(problem);
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}

if (profile === "local") ensureLocalSecrets();
else console.error(`Production profile: secrets come from the environment or ${envFile}.`);

/**
 * The server compiled once to plain JavaScript (build/server/index.js, packages left to
 * node_modules), so production does not compile TypeScript at run time through tsx: quicker start,
 * less memory. Rebuilt whenever a server or contract/ source is newer (the server imports nothing
 * from app/; it loads the Remix build at run time).
 * (docs/decisions/060-payday-load.md)
 */
async function ensureServerBuild() {
  const built = path.join(root, "build", "server", "index.js");
  const sources = Math.max(
    newestMtime(path.join(root, "server")),
    newestMtime(path.join(root, "contract")),
    fs.statSync(path.join(root, "prisma", "schema.prisma")).mtimeMs,
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return built;
  const { build } = await import("esbuild");
  await build({
    entryPoints: [path.join(root, "server", "index.ts")],
    outfile: built,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // The shared contract is ours, not a package: bundled (esbuild would leave a tsconfig alias
    // outside the bundle along with the packages; decision 250).
    alias: { "@contract": path.join(root, "contract") },
    logLevel: "warning",
  });
  return built;
}

let serverEntry;
try {
  await ensureDatabase();
  ensureSeed();
  ensureBuild();
  serverEntry = await ensureServerBuild();
} catch (error) {
  // The failing step has already said why on stderr (e.g. "Refusing to start: ..."); no stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

serveAsChild([...heapArgs, serverEntry], {
  cwd: root,
  // NODE_ENV=production gives the optimised React and Remix runtime in both profiles.
  env: { ...process.env, NODE_ENV: "production", APP_PROFILE: profile },
});
