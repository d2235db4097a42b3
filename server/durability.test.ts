import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverConfig } from "./config";
import { signedPostback } from "./lending/gateway/local-dragonpay/sign-postback";

/**
 * Every acknowledged write survives kill -9: the backend runs as its own process on its own
 * database file, takes a burst of writes (contact messages, complaints, payments), and is killed
 * with SIGKILL while requests are still in flight. Whatever it had answered as done must be in the
 * file, the file must pass SQLite's integrity check, and the server must start again on it.
 * (docs/decisions/060-payday-load.md: WAL with synchronous=NORMAL)
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lending-durability-"));
const file = path.join(dir, "durable.db");
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  base: string;
  seed: { borrowers: Array<{ query: string; orderId: number; orderNo: string }> } | null;
}

function startServer(seed: boolean): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test/durability-server.ts", ...(seed ? ["--seed"] : [])], {
    cwd: process.cwd(),
    // The same gateway secret as this process, which signs the postbacks (unset, each process makes its own).
    env: {
      ...process.env,
      DATABASE_URL: `file:${file}`,
      UPLOAD_DIR: path.join(dir, "uploads"),
      NODE_ENV: "test",
      PAYMENT_GATEWAY_SECRET: serverConfig().PAYMENT_GATEWAY_SECRET,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    let seedData: Started["seed"] = null;
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      for (const line of out.split("\n")) {
        if (line.startsWith("{")) seedData = JSON.parse(line);
        const ready = /^Ready (\d+)/.exec(line);
        if (ready) resolve({ child, base: `http://127.0.0.1:${ready[1]}/api`, seed: seedData });
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
}

async function post(base: string, route: string, body: Record<string, string | number>, query = "") {
  const response = await fetch(`${base}${route}${query ? `?${query}` : ""}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
  });
  return (await response.json()) as { code: number | string; data: any; success?: boolean };
}

describe("kill -9 in the middle of a burst of writes", () => {
  it("keeps every acknowledged write, leaves a sound file, and starts again on it", async () => {
    const { child, base, seed } = await startServer(true);
    const borrowers = seed!.borrowers;
    const acked = { contacts: [] as string[], complaints: [] as number[], payments: [] as string[] };
    let sent = 0;
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
    const complaint = async (i: number) => {
      const who = borrowers[i % borrowers.length];
      const answer = await post(
        base,
        "/user-problem/problem-save",
        { problemType: 2, problemDetail: `Complaint ${i}`, orderNo: who.orderNo },
        who.query,
      );
      if (answer.code === 0) acked.complaints.push(answer.data.problemId);
    };
    const payment = async (i: number) => {
      const who = borrowers[i % borrowers.length];
      const code = await post(base, "/v3/loan-details/generate-vcode", { orderId: who.orderId, channelNumber: "GCSH" }, who.query);
      if (code.code !== 0) return;
      const fields = { txnid: code.data.reference as string, refno: `R${i}`, status: "S", message: "ok" };
      const answer = await post(base, "/v3/payments/postback", await signedPostback(fields, code.data.amount as number));
      if (answer.code === 0) acked.payments.push(fields.txnid);
    };
    const writers = Array.from({ length: 6 }, async (_, w) => {
      for (let i = w; !stop; i += 6) {
        sent += 1;
        const kind = i % 3 === 0 ? contact() : i % 3 === 1 ? complaint(i) : payment(i);
        await kind.catch(() => undefined); // the answer lost to the kill is simply not acknowledged
      }
    });

    // Kill once enough has been acknowledged, with six requests still in flight.
    while (acked.contacts.length + acked.complaints.length + acked.payments.length < 60) await new Promise((r) => setTimeout(r, 5));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    stop = true;
    await Promise.all(writers);
    expect(child.signalCode).toBe("SIGKILL");
    expect(sent).toBeGreaterThan(60);
    expect(acked.contacts.length).toBeGreaterThan(0);
    expect(acked.complaints.length).toBeGreaterThan(0);
    expect(acked.payments.length).toBeGreaterThan(0);

    const sqlite = new Database(file);
    try {
      expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      const remarks = new Set(sqlite.prepare("SELECT remark FROM ContactMessage").pluck().all() as string[]);
      expect(acked.contacts.filter((t) => !remarks.has(t))).toEqual([]);
      const complaints = new Set((sqlite.prepare("SELECT id FROM Complaint").pluck().all() as Array<number | bigint>).map(Number));
      expect(acked.complaints.filter((id) => !complaints.has(id))).toEqual([]);
      const paid = new Set(sqlite.prepare("SELECT reference FROM Payment WHERE status = 'paid'").pluck().all() as string[]);
      expect(acked.payments.filter((ref) => !paid.has(ref))).toEqual([]);
    } finally {
      sqlite.close();
    }

    const again = await startServer(false);
    const answer = await post(again.base, "/v3/site/contact", {
      name: "Ana",
      telephone: "09171234567",
      email: "ana@example.ph",
      remark: "after the restart",
    });
    expect(answer.code).toBe(0);
    const list = await post(again.base, "/user-problem/problem-list", {}, borrowers[0].query);
    expect(list.code).toBe(0);
    again.child.kill("SIGTERM");
  }, 180_000);
});
