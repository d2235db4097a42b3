// `npm run setup`: the local profile's set-up without serving: secrets in `.env`, packages, Prisma
// client, migrations, the seed and the build (`--no-build` skips it). `npm run dev` adds `--serve`:
// the server in development mode (stack traces on error pages), on loopback unless HOST says
// otherwise. Never the production profile: that is `NODE_ENV=production npm start`.
import path from "node:path";
import { configurationProblem } from "./lib/configuration-check.mjs";
import { ensureDatabase, ensurePackages, ensureSeed, root, run } from "./lib/database.mjs";
import { chosenProfile, ensureLocalSecrets, loadEnvFile } from "./lib/local-env.mjs";
import { serveAsChild } from "./lib/server-child.mjs";

const args = new Set(process.argv.slice(2));
loadEnvFile();
if (chosenProfile() === "production") {
  console.error("npm run setup / dev prepare the local profile; for production run NODE_ENV=production npm start.");
  process.exit(1);
}
process.env.APP_PROFILE = "local";
ensurePackages();
// What the server would refuse (a HOST beyond loopback without LOCAL_ALLOW_NETWORK=1, a bad value)
// is refused before .env, the database or the build are touched (issue 40, W20).
const problem = await configurationProblem({ ...process.env, NODE_ENV: "development", APP_PROFILE: "local" });
if (problem) {
  console.error(`Refusing to start: ${problem}`);
  process.exit(1);
}
ensureLocalSecrets();
await ensureDatabase();
ensureSeed();
if (!args.has("--no-build")) run(process.execPath, [path.join(root, "scripts", "build.mjs")]);

if (args.has("--serve")) {
  serveAsChild(["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "development", APP_PROFILE: "local" },
  });
} else {
  console.error("Set up. Start with: npm start (or npm run dev for development mode).");
}
