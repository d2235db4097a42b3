// prisma/schema.prisma (SQLite) is the one schema source. A Prisma schema names one provider, so
// the PostgreSQL schema is generated from it: `node scripts/postgres-schema.mjs` writes
// prisma/postgresql/schema.prisma; `--check` fails when the committed copy is not what it would write.
import fs from "node:fs";
import path from "node:path";
import { root } from "./lib/database.mjs";

export const postgresSchemaFile = path.join(root, "prisma", "postgresql", "schema.prisma");

export function postgresSchema(source) {
  const replace = (text, from, to) => {
    if (!from.test(text)) throw new Error(`prisma/schema.prisma no longer has ${from}: update scripts/postgres-schema.mjs`);
    return text.replace(from, to);
  };
  let schema = source;
  schema = replace(schema, /provider = "sqlite"/, 'provider = "postgresql"');
  // Required by `prisma generate`, ignored at run time: the driver adapter connects (server/db.ts).
  schema = replace(schema, /url\s+= "file:[^"]*"/, 'url      = "postgresql://localhost/app"');
  schema = replace(schema, /output\s+= "\.\.\/server\/generated\/prisma"/, 'output       = "../../server/generated/postgresql"');
  return `// Generated from prisma/schema.prisma by scripts/postgres-schema.mjs: edit that file, then run it.\n${schema}`;
}

const wanted = postgresSchema(fs.readFileSync(path.join(root, "prisma", "schema.prisma"), "utf8"));
if (process.argv.includes("--check")) {
  const current = fs.existsSync(postgresSchemaFile) ? fs.readFileSync(postgresSchemaFile, "utf8") : "";
  if (current !== wanted) {
    console.error("prisma/postgresql/schema.prisma is out of date: run node scripts/postgres-schema.mjs");
    process.exit(1);
  }
  console.error("prisma/postgresql/schema.prisma matches prisma/schema.prisma.");
} else {
  fs.mkdirSync(path.dirname(postgresSchemaFile), { recursive: true });
  fs.writeFileSync(postgresSchemaFile, wanted);
  console.error(`Wrote ${path.relative(root, postgresSchemaFile)}.`);
}
