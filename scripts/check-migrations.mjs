// Fails when prisma/schema.prisma and the committed migrations disagree, for both engines.
//
// SQLite: applies every migration to a scratch database, reads its schema back, and diffs that
// with schema.prisma. (Prisma's own `migrate diff --from-migrations` needs a shadow database it
// cannot make with a driver adapter.)
//
// PostgreSQL: prisma/postgresql/schema.prisma must be what scripts/postgres-schema.mjs makes from
// schema.prisma; then, on a PostgreSQL server (TEST_POSTGRES_URL, which `npm test` sets), one
// scratch database gets the committed migrations and another the schema as Prisma would create
// it from nothing, and their catalogues (columns, types, defaults, constraints, indexes) must be
// the same. (Prisma 6.19 cannot read a PostgreSQL schema back through the pg driver adapter.)
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { applyPostgresMigrations, root, run } from "./lib/database.mjs";

const prisma = path.join(root, "node_modules", ".bin", "prisma");

function checkSqlite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migration-check-"));
  const env = { DATABASE_URL: `file:${path.join(dir, "check.db")}` };
  try {
    run(prisma, ["migrate", "deploy"], { quiet: true, env });
    const pulled = run(prisma, ["db", "pull", "--print"], { quiet: true, env }).stdout;
    const schema = pulled.slice(pulled.indexOf("generator client"));
    fs.writeFileSync(path.join(dir, "pulled.prisma"), schema);
    const diff = run(
      prisma,
      [
        "migrate",
        "diff",
        "--from-schema-datamodel",
        path.join(dir, "pulled.prisma"),
        "--to-schema-datamodel",
        "prisma/schema.prisma",
        "--script",
      ],
      { quiet: true, env },
    ).stdout;
    if (!/This is an empty migration/.test(diff)) {
      console.error("prisma/schema.prisma differs from the migrations. Create a migration for:\n" + diff);
      process.exit(1);
    }
    console.error("schema.prisma matches the migrations.");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every column, constraint and index of the public schema, one sorted line each. */
const CATALOGUE = `
  SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || udt_name || ' null=' || is_nullable || ' default=' || coalesce(column_default, '') AS line
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
  UNION ALL
  SELECT 'constraint ' || rel.relname || '.' || con.conname || ' ' || pg_get_constraintdef(con.oid)
    FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid JOIN pg_namespace ns ON ns.oid = rel.relnamespace
    WHERE ns.nspname = 'public' AND rel.relname <> '_prisma_migrations'
  UNION ALL
  SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
  ORDER BY 1`;

async function checkPostgres(serverUrl) {
  const pg = createRequire(path.join(root, "package.json"))("pg");
  const urlOf = (name) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const admin = new pg.Client({ connectionString: urlOf("postgres") });
  await admin.connect();
  const names = ["migration_check_migrations", "migration_check_schema"];
  try {
    for (const name of names) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
    await applyPostgresMigrations(urlOf(names[0]));
    const script = run(
      prisma,
      ["migrate", "diff", "--from-empty", "--to-schema-datamodel", "prisma/postgresql/schema.prisma", "--script"],
      {
        quiet: true,
        env: { DATABASE_URL: urlOf(names[1]) },
      },
    ).stdout;
    const describe = async (name, sql) => {
      const client = new pg.Client({ connectionString: urlOf(name) });
      await client.connect();
      try {
        if (sql) await client.query(sql);
        return (await client.query(CATALOGUE)).rows.map((row) => row.line);
      } finally {
        await client.end();
      }
    };
    const migrated = await describe(names[0]);
    const wanted = await describe(names[1], script);
    const missing = wanted.filter((line) => !migrated.includes(line));
    const extra = migrated.filter((line) => !wanted.includes(line));
    if (missing.length || extra.length) {
      console.error(
        "prisma/postgresql/migrations differ from the schema. Add a migration under prisma/postgresql/migrations.\n" +
          missing
            .map((l) => `  missing: ${l}`)
            .concat(extra.map((l) => `  extra:   ${l}`))
            .join("\n"),
      );
      process.exit(1);
    }
    console.error("prisma/postgresql/schema.prisma matches its migrations.");
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

checkSqlite();
run(process.execPath, [path.join(root, "scripts", "postgres-schema.mjs"), "--check"]);
if (process.env.TEST_POSTGRES_URL) await checkPostgres(process.env.TEST_POSTGRES_URL);
else console.error("PostgreSQL migrations not checked: no TEST_POSTGRES_URL (npm test sets it when PostgreSQL is installed).");
