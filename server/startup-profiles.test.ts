import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { configFrom, productionConfigProblem } from "./config";
import { db } from "./db";
import { checkOpsSession, openOpsSession } from "./lending/auth";
import { LendingError } from "./lending/errors";
import { DEMO_SESSION_ID } from "./qa/base-seed";
import { createBorrower } from "./qa/factories";
import { freshDatabase } from "./test/database";

/**
 * Regression tests for the configuration findings of the security review (issue 11): the production
 * profile refuses weak configuration (1), never serves a published demo session (8), and nothing is
 * open by default (9). docs/decisions/070.
 */
const root = process.cwd();
const STRONG = { PAYMENT_GATEWAY_SECRET: "a".repeat(20) + "0123456789abcdef0123", OPS_PASSWORD: "correct horse battery", PUBLIC_URL: "https://pautang.example.ph" };

/** Runs `command` with `env` and gives its exit code and output; killed after `ms` if still running. */
function run(args: string[], env: Record<string, string | undefined>, ms = 45_000): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], { cwd: root, env: env as NodeJS.ProcessEnv });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.stdout.on("data", (chunk) => (stdout += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), ms);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

function productionEnv(overrides: Record<string, string | undefined>) {
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: "production", PORT: String(40_000 + Math.floor(Math.random() * 20_000)), ...STRONG, ...overrides };
  delete env.APP_PROFILE;
  for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete env[key];
  return env;
}

beforeEach(async () => {
  await freshDatabase();
});

describe("finding 1: the production profile refuses weak secrets", () => {
  it.each([
    { label: "a missing gateway secret", overrides: { PAYMENT_GATEWAY_SECRET: undefined }, variable: "PAYMENT_GATEWAY_SECRET" },
    { label: "the old development gateway secret", overrides: { PAYMENT_GATEWAY_SECRET: "dev-only-gateway-secret-change-me" }, variable: "PAYMENT_GATEWAY_SECRET" },
    { label: "a short gateway secret", overrides: { PAYMENT_GATEWAY_SECRET: "short-secret-1234" }, variable: "PAYMENT_GATEWAY_SECRET" },
    { label: "a missing ops password", overrides: { OPS_PASSWORD: undefined }, variable: "OPS_PASSWORD" },
    { label: "the end-to-end ops password", overrides: { OPS_PASSWORD: "e2e-ops-password" }, variable: "OPS_PASSWORD" },
    { label: "the .env.example ops password", overrides: { OPS_PASSWORD: "change-me-please" }, variable: "OPS_PASSWORD" },
    { label: "a short ops password", overrides: { OPS_PASSWORD: "short" }, variable: "OPS_PASSWORD" },
  ] as Array<{ label: string; overrides: Record<string, string | undefined>; variable: string }>)("$label is refused, naming $variable", ({ overrides, variable }) => {
    const env = { ...STRONG, ...overrides };
    expect(productionConfigProblem(env)).toContain(variable);
    expect(() => configFrom({ NODE_ENV: "production", ...env })).toThrow(variable);
  });

  it("strong secrets and a public address are accepted", () => {
    expect(productionConfigProblem(STRONG)).toBeNull();
    expect(configFrom({ NODE_ENV: "production", ...STRONG })).toMatchObject({ profile: "production", PAYMENT_GATEWAY_SECRET: STRONG.PAYMENT_GATEWAY_SECRET });
  });

  it("the server process exits with one line naming the variable when the gateway secret is unset", async () => {
    const result = await run(["server/index.ts"], productionEnv({ PAYMENT_GATEWAY_SECRET: undefined }));
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain("Ready");
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: PAYMENT_GATEWAY_SECRET /);
  }, 60_000);

  it("the local profile has no secret in the repository: each process without one makes its own", () => {
    const a = configFrom({});
    expect(a.profile).toBe("local");
    expect(a.PAYMENT_GATEWAY_SECRET).toMatch(/^[0-9a-f]{64}$/);
    const source = fs.readFileSync(path.join(root, "server", "config.ts"), "utf8");
    expect(source).not.toContain(a.PAYMENT_GATEWAY_SECRET);
  });
});

describe("finding 8: the published demo session never reaches production", () => {
  it("the server refuses to start in production while a session with a published id exists", async () => {
    await createBorrower({ phone: "09171234567", sessionId: DEMO_SESSION_ID });
    const result = await run(["server/index.ts"], productionEnv({}));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(new RegExp(`^Refusing to start: .*${DEMO_SESSION_ID}`));
  }, 60_000);

  it("the seed under the production profile loads the catalogue and no demo borrower", async () => {
    const seeded = await run(["prisma/seed.ts"], productionEnv({}));
    expect(seeded.code).toBe(0);
    expect(await db().product.count()).toBeGreaterThan(0);
    expect(await db().borrower.count()).toBe(0);
    expect(await db().session.count({ where: { id: DEMO_SESSION_ID } })).toBe(0);
  }, 60_000);

  it("the seed under the local profile still has the demo borrower for the README links", async () => {
    const env = { ...process.env, APP_PROFILE: "local" };
    const seeded = await run(["prisma/seed.ts"], env);
    expect(seeded.code).toBe(0);
    expect(await db().session.count({ where: { id: DEMO_SESSION_ID } })).toBe(1);
  }, 60_000);
});

describe("finding 9: nothing is open by default", () => {
  it("the ops console is off without OPS_PASSWORD, whatever the profile", async () => {
    expect(configFrom({}).OPS_PASSWORD).toBeUndefined();
    await expect(openOpsSession("", undefined)).rejects.toThrow(LendingError);
    await expect(openOpsSession("anything", undefined)).rejects.toThrow(LendingError);
    await expect(openOpsSession("wrong", "right-password-123")).rejects.toThrow(LendingError);
    const { token } = await openOpsSession("right-password-123", "right-password-123");
    await expect(checkOpsSession(token, "right-password-123")).resolves.toBeUndefined();
    // A session made while a password was set opens nothing once it is unset.
    await expect(checkOpsSession(token, undefined)).rejects.toThrow(LendingError);
  });

  it("with NODE_ENV unset the server listens on loopback only", () => {
    expect(configFrom({}).HOST).toBe("127.0.0.1");
    expect(configFrom({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });

  it("error pages carry no stack traces unless NODE_ENV=development is asked for", () => {
    const app = createApp(async () => ({}) as ServerBuild);
    expect(app.get("env")).toBe("production");
  });

  it("npm run dev and npm run setup name scripts that exist", () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts as Record<string, string>;
    for (const name of ["dev", "setup", "start"]) {
      const files = [...scripts[name].matchAll(/node (scripts\/[\w.-]+\.mjs)/g)].map((m) => m[1]);
      expect(files.length, name).toBeGreaterThan(0);
      for (const file of files) expect(fs.existsSync(path.join(root, file)), `${name}: ${file}`).toBe(true);
    }
  });
});
