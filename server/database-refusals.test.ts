import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { configFrom } from "./config";
import { db } from "./db";
import { freshDatabase } from "./test/database";

/**
 * Bad database configuration (issue 14): another URL scheme, a PostgreSQL server that cannot be
 * reached, a database whose migrations are behind the code. The server refuses to start and says
 * which, in one line. Runs on whichever engine the tests use (TEST_POSTGRES_URL).
 */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: process.cwd(),
      env: { ...process.env, PORT: String(40_000 + Math.floor(Math.random() * 20_000)), ...env },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 45_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const oneLine = (text: string) =>
  text
    .trim()
    .split("\n")
    .filter((line) => line.startsWith("Refusing to start:"));

describe("the server refuses a database it cannot use, in one line", () => {
  it("names the accepted schemes for a DATABASE_URL of another scheme", async () => {
    expect(() => configFrom({ DATABASE_URL: "mysql://db.example/pautang" })).toThrow(
      "DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), not mysql:.",
    );
    expect(configFrom({ DATABASE_URL: "postgresql://app@db.example/pautang" }).databaseEngine).toBe("postgresql");
    expect(configFrom({}).databaseEngine).toBe("sqlite");
    const { code, stderr } = await start({ DATABASE_URL: "mysql://db.example/pautang" });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toEqual([
      "Refusing to start: DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), not mysql:.",
    ]);
  }, 60_000);

  it("names the PostgreSQL server that cannot be reached", async () => {
    const { code, stderr } = await start({ DATABASE_URL: "postgresql://app@127.0.0.1:9/pautang" });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toHaveLength(1);
    expect(oneLine(stderr)[0]).toMatch(/^Refusing to start: the PostgreSQL server at 127\.0\.0\.1:9 cannot be reached/);
  }, 60_000);

  it("names the migrations a database lacks", async () => {
    await freshDatabase();
    const latest = (
      await db().$queryRawUnsafe<Array<{ migration_name: string }>>(
        'SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1',
      )
    )[0].migration_name;
    await db().$executeRawUnsafe(`DELETE FROM "_prisma_migrations" WHERE migration_name = '${latest}'`);
    const { code, stderr } = await start({ DATABASE_URL: process.env.DATABASE_URL ?? "" });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toEqual([
      `Refusing to start: the database's migrations are behind the code: 1 not applied (${latest}); run npm run setup (or npm start) first.`,
    ]);
  }, 60_000);
});
