// Fails when prisma/schema.prisma and the committed migrations disagree: applies every migration to
// a scratch database, reads its schema back, and diffs that with schema.prisma. (Prisma's own
// `migrate diff --from-migrations` needs a shadow database it cannot make with a driver adapter.)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { root, run } from "./lib/database.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migration-check-"));
const env = { DATABASE_URL: `file:${path.join(dir, "check.db")}` };
const prisma = path.join(root, "node_modules", ".bin", "prisma");
try {
  run(prisma, ["migrate", "deploy"], { quiet: true, env });
  const pulled = run(prisma, ["db", "pull", "--print"], { quiet: true, env }).stdout;
  const schema = pulled.slice(pulled.indexOf("generator client"));
  fs.writeFileSync(path.join(dir, "pulled.prisma"), schema);
  const diff = run(prisma, ["migrate", "diff", "--from-schema-datamodel", path.join(dir, "pulled.prisma"), "--to-schema-datamodel", "prisma/schema.prisma", "--script"], { quiet: true, env }).stdout;
  if (!/This is an empty migration/.test(diff)) {
    console.error("prisma/schema.prisma differs from the migrations. Create a migration for:\n" + diff);
    process.exit(1);
  }
  console.error("schema.prisma matches the migrations.");
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
