import type { ServerBuild } from "@remix-run/node";
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { randomLocalSecret } from "../scripts/lib/local-env.mjs";
import { createApp } from "./app";
import { PRODUCTION_SECRET_RULES, configFrom, productionConfigProblem, publishedSecretProblem } from "./config";
import { db } from "./db";
import { checkOpsSession, openOpsSession } from "./lending/auth";
import { LendingError } from "./lending/errors";
import { DEMO_SESSION_ID } from "./qa/base-seed";
import { createBorrower } from "./qa/factories";
import { weakSecretProblem } from "./security/secret-strength";
import { isProductionDatabase, markProductionDatabase } from "./startup-checks";
import { freshDatabase } from "./test/database";

/**
 * Regression tests for the configuration findings of the security review (issue 11): the production
 * profile refuses weak configuration (1), never serves a published demo session (8), and nothing is
 * open by default (9). docs/decisions/070.
 */
const root = process.cwd();
// Made at run time: a value written in this file would be published, and production refuses those (N8).
const STRONG = {
  PAYMENT_GATEWAY_SECRET: crypto.randomBytes(32).toString("hex"),
  OPS_PASSWORD: crypto.randomBytes(12).toString("base64url"),
  PUBLIC_URL: "https://pautang.example.ph",
  DRAGONPAY_BASE_URL: "https://test.dragonpay.ph",
  DRAGONPAY_MERCHANT_ID: "PAUTANGTEST",
  DRAGONPAY_PASSWORD: crypto.randomBytes(12).toString("base64url"),
  SMS_PROVIDER: "semaphore",
  SEMAPHORE_API_KEY: crypto.randomBytes(16).toString("hex"),
  SEMAPHORE_SENDER_NAME: "PAUTANG",
} as Record<string, string | undefined>;
const TWILIO = {
  SMS_PROVIDER: "twilio",
  SEMAPHORE_API_KEY: undefined,
  SEMAPHORE_SENDER_NAME: undefined,
  TWILIO_ACCOUNT_SID: `AC${crypto.randomBytes(16).toString("hex")}`,
  TWILIO_AUTH_TOKEN: crypto.randomBytes(16).toString("hex"),
  TWILIO_FROM: "+15005550006",
};

/** Runs `command` with `env` and gives its exit code and output; killed after `ms` if still running. */
function run(
  args: string[],
  env: Record<string, string | undefined>,
  ms = 45_000,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
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
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(40_000 + Math.floor(Math.random() * 20_000)),
    ...STRONG,
    ...overrides,
  };
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
    {
      label: "the old development gateway secret",
      overrides: { PAYMENT_GATEWAY_SECRET: "dev-only-gateway-secret-change-me" },
      variable: "PAYMENT_GATEWAY_SECRET",
    },
    { label: "a short gateway secret", overrides: { PAYMENT_GATEWAY_SECRET: "short-secret-1234" }, variable: "PAYMENT_GATEWAY_SECRET" },
    { label: "a missing ops password", overrides: { OPS_PASSWORD: undefined }, variable: "OPS_PASSWORD" },
    { label: "the end-to-end ops password", overrides: { OPS_PASSWORD: "e2e-ops-password" }, variable: "OPS_PASSWORD" },
    { label: "the .env.example ops password", overrides: { OPS_PASSWORD: "change-me-please" }, variable: "OPS_PASSWORD" },
    { label: "a short ops password", overrides: { OPS_PASSWORD: "short" }, variable: "OPS_PASSWORD" },
    { label: "no SMS provider", overrides: { SMS_PROVIDER: undefined }, variable: "SMS_PROVIDER" },
    { label: "an unknown SMS provider", overrides: { SMS_PROVIDER: "carrier-pigeon" }, variable: "SMS_PROVIDER" },
    { label: "Semaphore without its key", overrides: { SEMAPHORE_API_KEY: undefined }, variable: "SEMAPHORE_API_KEY" },
    { label: "Semaphore without a sender name", overrides: { SEMAPHORE_SENDER_NAME: undefined }, variable: "SEMAPHORE_SENDER_NAME" },
    { label: "Twilio without its account", overrides: { ...TWILIO, TWILIO_ACCOUNT_SID: undefined }, variable: "TWILIO_ACCOUNT_SID" },
    { label: "Twilio without its token", overrides: { ...TWILIO, TWILIO_AUTH_TOKEN: undefined }, variable: "TWILIO_AUTH_TOKEN" },
    { label: "Twilio without a number to send from", overrides: { ...TWILIO, TWILIO_FROM: undefined }, variable: "TWILIO_FROM" },
    // Issue 40: a store link nobody can follow (decision 271).
    {
      label: "a placeholder App Store page",
      overrides: { APP_STORE_URL: "https://apps.apple.com/ph/app/pautang/id0000000000" },
      variable: "APP_STORE_URL",
    },
    {
      label: "an example Google Play page",
      overrides: { PLAY_STORE_URL: "https://example.com/download/android" },
      variable: "PLAY_STORE_URL",
    },
  ] as Array<{ label: string; overrides: Record<string, string | undefined>; variable: string }>)(
    "$label is refused, naming $variable",
    ({ overrides, variable }) => {
      const env = { ...STRONG, ...overrides };
      for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
      expect(productionConfigProblem(env)).toContain(variable);
      expect(() => configFrom({ NODE_ENV: "production", ...env })).toThrow(variable);
    },
  );

  it("strong secrets and a public address are accepted", () => {
    expect(productionConfigProblem(STRONG)).toBeNull();
    expect(configFrom({ NODE_ENV: "production", ...STRONG })).toMatchObject({
      profile: "production",
      PAYMENT_GATEWAY_SECRET: STRONG.PAYMENT_GATEWAY_SECRET,
    });
  });

  it("Semaphore or Twilio with their keys are accepted; production sends to Semaphore itself, never the stand-in", () => {
    expect(configFrom({ NODE_ENV: "production", ...STRONG })).toMatchObject({
      SMS_PROVIDER: "semaphore",
      SEMAPHORE_BASE_URL: "https://api.semaphore.co",
    });
    const twilio: Record<string, string | undefined> = { ...STRONG, ...TWILIO };
    for (const [key, value] of Object.entries(twilio)) if (value === undefined) delete twilio[key];
    expect(productionConfigProblem(twilio)).toBeNull();
    expect(configFrom({ NODE_ENV: "production", ...twilio })).toMatchObject({ SMS_PROVIDER: "twilio" });
  });

  it("the server process exits with one line naming SMS_PROVIDER when no SMS provider is configured", async () => {
    const result = await run(["server/index.ts"], productionEnv({ SMS_PROVIDER: undefined }));
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain("Ready");
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: SMS_PROVIDER /);
  }, 60_000);

  it("the server process exits with one line naming the variable when the gateway secret is unset", async () => {
    const result = await run(["server/index.ts"], productionEnv({ PAYMENT_GATEWAY_SECRET: undefined }));
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain("Ready");
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: PAYMENT_GATEWAY_SECRET /);
  }, 60_000);

  it("npm start refuses a missing variable in one line before it creates, migrates or builds anything (issue 40, W20)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pautang-refusal-"));
    const file = path.join(dir, "app.db");
    try {
      // Empty, not unset: a developer's .env beside package.json must not fill it in.
      const env = productionEnv({ PAYMENT_GATEWAY_SECRET: "", DATABASE_URL: `file:${file}` });
      const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env: env as NodeJS.ProcessEnv });
      let stderr = "";
      let stdout = "";
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.stdout.on("data", (chunk) => (stdout += chunk));
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Refusing to start: PAYMENT_GATEWAY_SECRET /)]);
      expect(fs.readdirSync(dir)).toEqual([]); // no database file, no journal
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("npm run dev refuses a HOST beyond loopback in one line before it migrates or builds anything (issue 40, W20)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pautang-refusal-"));
    try {
      const env: Record<string, string | undefined> = {
        ...process.env,
        HOST: "0.0.0.0",
        DATABASE_URL: `file:${path.join(dir, "app.db")}`,
        // Given, so even a start that got further would write no .env beside package.json.
        PAYMENT_GATEWAY_SECRET: STRONG.PAYMENT_GATEWAY_SECRET,
        OPS_PASSWORD: STRONG.OPS_PASSWORD,
        SEMAPHORE_API_KEY: STRONG.SEMAPHORE_API_KEY,
      };
      for (const name of ["NODE_ENV", "APP_PROFILE", "LOCAL_ALLOW_NETWORK"]) delete env[name];
      const child = spawn(process.execPath, ["scripts/setup.mjs", "--serve"], { cwd: root, env: env as NodeJS.ProcessEnv });
      let stderr = "";
      child.stderr.on("data", (chunk) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(1);
      expect(stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Refusing to start: HOST=0\.0\.0\.0 .*LOCAL_ALLOW_NETWORK=1/)]);
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("the local profile has no secret in the repository: each process without one makes its own", () => {
    const a = configFrom({});
    expect(a.profile).toBe("local");
    expect(a.PAYMENT_GATEWAY_SECRET).toMatch(/^[0-9a-f]{64}$/);
    const source = fs.readFileSync(path.join(root, "server", "config.ts"), "utf8");
    expect(source).not.toContain(a.PAYMENT_GATEWAY_SECRET);
    // The local Dragonpay's password too (issue 37): this process's own, written nowhere.
    expect(a.DRAGONPAY_PASSWORD.length).toBeGreaterThanOrEqual(16);
    expect(source).not.toContain(a.DRAGONPAY_PASSWORD);
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
    expect(configFrom({ HOST: "0.0.0.0", LOCAL_ALLOW_NETWORK: "1" }).HOST).toBe("0.0.0.0");
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

describe("second penetration test: configuration (N8, N9, N12, N15)", () => {
  // High in estimated entropy, and written right here: so it is published.
  const WRITTEN_IN_THE_REPOSITORY = "Qm7#vK2$pX9!wL4@zR8^tB3&nD6*hF1%";

  it.each([
    { label: "a 32-character run of one letter", name: "PAYMENT_GATEWAY_SECRET", value: "a".repeat(32) },
    { label: "a repeated word", name: "OPS_PASSWORD", value: "passwordpassword" },
    { label: "a weak web-app secret", name: "WEB_APP_SECRET", value: "ab".repeat(20) },
    { label: "a short web-app secret", name: "WEB_APP_SECRET", value: "x1y2z3w4v5u6t7s8" },
  ])("N8: production refuses guessable secrets: $label for $name", ({ name, value }) => {
    const env = { ...STRONG, [name]: value };
    expect(productionConfigProblem(env)).toContain(name);
    expect(() => configFrom({ NODE_ENV: "production", ...env })).toThrow(name);
  });

  it("N8: production refuses any secret written anywhere in the repository (tests, scripts, docs, .env.example)", () => {
    for (const name of ["PAYMENT_GATEWAY_SECRET", "OPS_PASSWORD", "WEB_APP_SECRET", "SEMAPHORE_API_KEY", "TWILIO_AUTH_TOKEN"]) {
      const env = { ...STRONG, [name]: WRITTEN_IN_THE_REPOSITORY };
      expect(productionConfigProblem(env), name).toBeNull(); // strong by its looks
      expect(publishedSecretProblem(env)).toMatch(
        new RegExp(`^${name} is written in the repository \\(server/startup-profiles.test.ts\\)`),
      );
      expect(() => configFrom({ NODE_ENV: "production", ...env })).toThrow(name);
    }
    // The values the end-to-end harness and the security tests use are refused the same way.
    expect(publishedSecretProblem({ OPS_PASSWORD: "a-test-secret-of-enough-length" })).toContain(
      "OPS_PASSWORD is written in the repository",
    );
    expect(publishedSecretProblem(STRONG)).toBeNull();
  });

  it("N9: the local profile listens beyond loopback only with LOCAL_ALLOW_NETWORK=1", async () => {
    expect(() => configFrom({ HOST: "0.0.0.0" })).toThrow(/LOCAL_ALLOW_NETWORK=1/);
    expect(() => configFrom({ HOST: "192.168.1.20" })).toThrow(/LOCAL_ALLOW_NETWORK=1/);
    expect(configFrom({ HOST: "0.0.0.0", LOCAL_ALLOW_NETWORK: "1" }).HOST).toBe("0.0.0.0");
    expect(configFrom({ HOST: "127.0.0.1" }).HOST).toBe("127.0.0.1");
    expect(configFrom({ HOST: "::1" }).HOST).toBe("::1");
    const env: Record<string, string | undefined> = {
      ...process.env,
      APP_PROFILE: "local",
      HOST: "0.0.0.0",
      PORT: String(40_000 + Math.floor(Math.random() * 20_000)),
    };
    delete env.LOCAL_ALLOW_NETWORK;
    const result = await run(["server/index.ts"], env);
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain("Ready");
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Refusing to start: HOST=0\.0\.0\.0 .*LOCAL_ALLOW_NETWORK=1/),
    ]);
  }, 60_000);

  it("N12: the gateway's address is configuration: required in production, the stand-in locally", () => {
    expect(configFrom({ NODE_ENV: "production", ...STRONG }).DRAGONPAY_BASE_URL).toBe("https://test.dragonpay.ph");
    expect(configFrom({ PORT: "3999" }).DRAGONPAY_BASE_URL).toBe("http://localhost:3999/api/gateway/dragonpay");
  });

  it("issue 37: production names the missing Dragonpay variable in one line, and starts with all three", async () => {
    for (const name of ["DRAGONPAY_BASE_URL", "DRAGONPAY_MERCHANT_ID", "DRAGONPAY_PASSWORD"] as const) {
      expect(productionConfigProblem({ ...STRONG, [name]: undefined })).toMatch(new RegExp(`^${name} is not set`));
    }
    expect(productionConfigProblem(STRONG)).toBeNull();
    const result = await run(["server/index.ts"], productionEnv({ DRAGONPAY_PASSWORD: undefined }));
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Refusing to start: DRAGONPAY_PASSWORD is not set/)]);
  }, 60_000);

  it("N15: the QA command line refuses a database a production start has served", async () => {
    expect(await isProductionDatabase()).toBe(false);
    await markProductionDatabase();
    expect(await isProductionDatabase()).toBe(true);
    for (const args of [["reset"], ["clock", "--set", "2027-01-01"]]) {
      const refused = await run(["scripts/qa.ts", ...args], { ...process.env });
      expect(refused.code).toBe(1);
      expect(JSON.parse(refused.stdout)).toEqual({ error: expect.stringMatching(/production.*local databases only/) });
    }
    expect(await db().product.count()).toBe(0); // reset did nothing
  }, 120_000);

  it("N15: the production seed marks its database", async () => {
    const seeded = await run(["prisma/seed.ts"], productionEnv({}));
    expect(seeded.code).toBe(0);
    expect(await isProductionDatabase()).toBe(true);
  }, 60_000);
});

describe("third penetration test: guessable secrets (issue 36, P7)", () => {
  // The attacker's examples, each accepted by production before: a guessed gateway secret signs
  // postbacks (loans settled with no money), a guessed console password opens every complaint.
  it.each([
    { label: "the alphabet and digits in order", name: "PAYMENT_GATEWAY_SECRET", value: "abcdefghijklmnopqrstuvwxyz012345" },
    { label: "a keyboard walk", name: "PAYMENT_GATEWAY_SECRET", value: "qwertyuiop1234567890asdfghjklzxc" },
    { label: "a common password with digits and a mark", name: "OPS_PASSWORD", value: "Password12345!" },
    { label: "the alphabet in order", name: "OPS_PASSWORD", value: "abcdefghijklm" },
    { label: "a keyboard walk", name: "OPS_PASSWORD", value: "qwertyuiopasdf" },
    { label: "a sequence", name: "WEB_APP_SECRET", value: "abcdefghijklmnopqrstuvwxyz012345" },
    { label: "a sequence", name: "METRICS_TOKEN", value: "abcdefghijklmnopqrstuvwxyz012345" },
    { label: "a short token", name: "METRICS_TOKEN", value: "0123456789abcdef" },
  ])("P7: production refuses sequences, keyboard walks and common passwords: $label for $name", ({ name, value }) => {
    const env = { ...STRONG, [name]: value };
    const problem = productionConfigProblem(env);
    expect(problem).toMatch(new RegExp(`^${name} is too (easy to guess|short)`));
    expect(problem).not.toContain("\n");
    expect(() => configFrom({ NODE_ENV: "production", ...env })).toThrow(name);
  });

  it("P7: the stated minimum: machine secrets 32 characters and 10^20 guesses, the console password 12 and 10^10", () => {
    const { PAYMENT_GATEWAY_SECRET, OPS_PASSWORD, WEB_APP_SECRET, METRICS_TOKEN } = PRODUCTION_SECRET_RULES;
    for (const rule of [PAYMENT_GATEWAY_SECRET, WEB_APP_SECRET, METRICS_TOKEN])
      expect(rule).toMatchObject({ minLength: 32, minGuessesLog10: 20 });
    expect(OPS_PASSWORD).toMatchObject({ minLength: 12, minGuessesLog10: 10 });
    // A passphrase of unrelated words a person can type is accepted as the console password.
    expect(productionConfigProblem({ ...STRONG, OPS_PASSWORD: "lamesa Kabayo ulap 47 bintana" })).toBeNull();
  });

  it("P7: the local profile's generated secrets, and random tokens, always pass production's checks", () => {
    const values: Array<[string, string]> = [];
    for (let i = 0; i < 40; i += 1) values.push(["PAYMENT_GATEWAY_SECRET", randomLocalSecret("PAYMENT_GATEWAY_SECRET")]);
    for (let i = 0; i < 500; i += 1) values.push(["OPS_PASSWORD", randomLocalSecret("OPS_PASSWORD")]);
    // `openssl rand -hex 16`, the shortest random token the machine rule takes.
    for (let i = 0; i < 40; i += 1) values.push(["METRICS_TOKEN", crypto.randomBytes(16).toString("hex")]);
    for (const [name, value] of values) {
      expect(
        weakSecretProblem(name, value, PRODUCTION_SECRET_RULES[name as keyof typeof PRODUCTION_SECRET_RULES]),
        `${name}=${value}`,
      ).toBeNull();
    }
  }, 60_000);

  it("P7: the server process exits with one line naming METRICS_TOKEN when it is guessable", async () => {
    const result = await run(["server/index.ts"], productionEnv({ METRICS_TOKEN: "abcdefghijklmnopqrstuvwxyz012345" }));
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain("Ready");
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: METRICS_TOKEN is too easy to guess/);
  }, 60_000);
});
