import Database from "better-sqlite3";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverConfig } from "./config";
import { signedPostback } from "./lending/gateway/local-dragonpay/sign-postback";

/**
 * `npm run backup` and `npm run restore` (issue 27): a backup taken while the server takes a burst
 * of writes restores into a new file that passes SQLite's integrity check and holds every write
 * acknowledged before the backup began; a restore onto a database a server has open is refused.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lending-backup-"));
const live = path.join(dir, "live.db");
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
});

const env = (database: string): NodeJS.ProcessEnv => ({
  ...process.env,
  DATABASE_URL: `file:${database}`,
  UPLOAD_DIR: path.join(dir, "uploads"),
  NODE_ENV: "test",
  PAYMENT_GATEWAY_SECRET: serverConfig().PAYMENT_GATEWAY_SECRET,
  CONTACT_MESSAGES_PER_IP_PER_HOUR: "10000",
});

function startServer(): Promise<{ child: ChildProcess; base: string; borrowers: Array<{ query: string; orderId: number }> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test/durability-server.ts", "--seed"], {
    cwd: process.cwd(),
    env: env(live),
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    let borrowers: Array<{ query: string; orderId: number }> = [];
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      for (const line of out.split("\n")) {
        if (line.startsWith("{")) borrowers = JSON.parse(line).borrowers;
        const ready = /^Ready (\d+)/.exec(line);
        if (ready) resolve({ child, base: `http://127.0.0.1:${ready[1]}/api`, borrowers });
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
}

/** `npm run <script> -- FILE` as an operator runs it, with the database in DATABASE_URL. */
function command(script: "backup" | "restore", file: string, database: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, file], {
    cwd: process.cwd(),
    env: env(database),
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

async function post(base: string, route: string, body: Record<string, string | number>, query = "") {
  const response = await fetch(`${base}${route}${query ? `?${query}` : ""}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
  });
  return (await response.json()) as { code: number | string; data: any };
}

describe("backup and restore of the SQLite database", () => {
  it("backs up during a write burst; the restored copy is sound and holds every write acknowledged before the backup began", async () => {
    const { child, base, borrowers } = await startServer();
    const acked = { contacts: [] as string[], payments: [] as string[] };
    let stop = false;
    const contact = async () => {
      const token = `burst-${crypto.randomBytes(6).toString("hex")}`;
      const answer = await post(base, "/v3/site/contact", {
        name: "Ana",
        telephone: "09171234567",
        email: "ana@example.ph",
        remark: token,
      });
      if (answer.code === 0) acked.contacts.push(token);
    };
    const payment = async (i: number) => {
      const who = borrowers[i % borrowers.length];
      const code = await post(base, "/v3/loan-details/generate-vcode", { orderId: who.orderId, channelNumber: "GCSH" }, who.query);
      if (code.code !== 0) return;
      const fields = { txnid: code.data.reference as string, refno: `R${i}`, status: "S", message: "ok" };
      if ((await post(base, "/v3/payments/postback", await signedPostback(fields))).code === 0) acked.payments.push(fields.txnid);
    };
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = w; !stop; i += 4) await (i % 4 === 3 ? payment(i) : contact()).catch(() => undefined);
    });
    while (acked.contacts.length < 40) await new Promise((r) => setTimeout(r, 5));

    // What was acknowledged before the backup began; the burst goes on while it runs.
    const before = { contacts: [...acked.contacts], payments: [...acked.payments] };
    const backup = path.join(dir, "backup.db");
    const backupRun = new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const run = spawn(process.execPath, ["--import", "tsx", "scripts/backup.ts", backup], { cwd: process.cwd(), env: env(live) });
      let stdout = "";
      run.stdout.on("data", (chunk) => (stdout += chunk));
      run.on("exit", (code) => resolve({ code, stdout: stdout.trim() }));
    });
    const backedUp = await backupRun;
    const duringBackup = acked.contacts.length - before.contacts.length;
    stop = true;
    await Promise.all(writers);
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(new RegExp(`^Backed up .*live\\.db to .*backup\\.db: .*integrity ok, in [\\d.]+ s\\.$`));
    expect(duringBackup).toBeGreaterThan(0); // the server kept writing while the backup ran

    // Restoring onto the database the server has open is refused, in one line.
    const refused = command("restore", backup, live);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^npm run restore: refused: .*live\.db is in use/);
    expect(refused.stderr).not.toContain("\n");

    // Into a new file: sound, and every write acknowledged before the backup began is there.
    const restored = path.join(dir, "restored", "app.db");
    const done = command("restore", backup, restored);
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(/^Restored .*backup\.db into .*app\.db \(.*, integrity ok\)\.$/);
    const sqlite = new Database(restored, { readonly: true });
    try {
      expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      const remarks = new Set(sqlite.prepare("SELECT remark FROM ContactMessage").pluck().all() as string[]);
      expect(before.contacts.filter((token) => !remarks.has(token))).toEqual([]);
      const paid = new Set(sqlite.prepare("SELECT reference FROM Payment WHERE status = 'paid'").pluck().all() as string[]);
      expect(before.payments.filter((reference) => !paid.has(reference))).toEqual([]);
    } finally {
      sqlite.close();
    }

    // A backup never overwrites a file.
    expect(command("backup", backup, live)).toMatchObject({ code: 1, stderr: expect.stringMatching(/already exists/) });

    // Once the server has stopped, the restore goes ahead and keeps the database it replaces.
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    const replaced = command("restore", backup, live);
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toMatch(/the database that was there is kept as .*live\.db\.before-restore-\d{8}T\d{6}Z\.$/);
  }, 180_000);
});
