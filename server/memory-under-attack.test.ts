import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { startOwnServer, type OwnServer } from "../scripts/lib/own-server";

/**
 * The third penetration test's memory attacks (issue 36, P1 and P3) against the real server, started
 * as `npm start` starts it (production build, the production heap limit), on 127.0.0.1 only:
 *
 * - P1: 20 anonymous posts of 19 text fields of 1 MB each to the backend's upload endpoints, and 20
 *   more to the web app's photo routes, all sent slowly (it crashed the process: V8 heap out of
 *   memory at its 256 MiB limit);
 * - P3: with one live borrower session, slow 44 MB complaint forms to /complainPageNext and wide
 *   PNGs (100000 x 400 px, about 120 KB) to the photo upload (RSS from 180 MB to 0.6-1.7 GB).
 *
 * The process must stay up, keep answering /api/healthz, and its resident memory stay under
 * 450 MiB throughout. Needs the web app built (`npx remix build`); `npm start` builds what is missing.
 */
const RSS_LIMIT_MIB = 450;
const MB = 1024 * 1024;

let server: OwnServer | undefined;
// Its own database file, never the test worker's (DATABASE_URL) nor the app's.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lending-memory-"));
afterAll(() => {
  server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function rssMiB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return Number.NaN; // the process is gone
  }
}

/** A multipart body: text fields and files, each given as its size and a byte to fill it with. */
function parts(boundary: string, fields: Array<{ name: string; bytes: number; file?: string; content?: Buffer }>): Buffer[] {
  const out: Buffer[] = [];
  for (const field of fields) {
    const disposition = field.file
      ? `Content-Disposition: form-data; name="${field.name}"; filename="${field.file}"\r\nContent-Type: image/png`
      : `Content-Disposition: form-data; name="${field.name}"`;
    out.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n`));
    out.push(field.content ?? Buffer.alloc(field.bytes, 0x61));
    out.push(Buffer.from("\r\n"));
  }
  out.push(Buffer.from(`--${boundary}--\r\n`));
  return out;
}

/**
 * Sends a body slowly (256 KB every 50 ms), chunked (no Content-Length to refuse it by) or with its
 * length declared as a browser does, and resolves with the status, or 0 when the server cut the
 * connection (a refusal may do that).
 */
function slowPost(base: string, path: string, body: Buffer[], framing: "chunked" | "declared"): Promise<number> {
  const all = Buffer.concat(body);
  const length: Record<string, string> =
    framing === "chunked" ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(all.length) };
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const url = new URL(path, base);
    const req = http.request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=attack", ...length },
      },
      (res) => {
        // Answered (a refusal comes before the body ends): the rest is not sent.
        clearInterval(timer);
        res.resume();
        res.on("end", () => (resolve(res.statusCode ?? 0), req.destroy()));
        res.on("error", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    let sent = 0;
    timer = setInterval(() => {
      if (req.destroyed) return void clearInterval(timer);
      const next = all.subarray(sent, sent + 256 * 1024);
      sent += next.length;
      if (next.length > 0) req.write(next);
      if (sent >= all.length) {
        clearInterval(timer);
        req.end();
      }
    }, 50);
  });
}

async function healthy(base: string): Promise<boolean> {
  try {
    const answer = await fetch(`${base}/api/healthz`, { signal: AbortSignal.timeout(5000) });
    return answer.ok;
  } catch {
    return false;
  }
}

describe("third penetration test, P1 and P3: memory stays bounded under anonymous and borrower body floods", () => {
  it("stays up, answers /api/healthz and keeps its RSS under 450 MiB", { timeout: 120_000 }, async () => {
    server = await startOwnServer({
      tool: "the memory test",
      port: await freePort(),
      database: path.join(dir, "memory.db"),
      env: { REMINDERS_INTERVAL_SECONDS: "0" } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv,
      fail: (message) => {
        throw new Error(message);
      },
    });
    const { base, pid } = server;
    const qa = spawnSync(process.execPath, ["--import", "tsx", "scripts/qa.ts", "borrower"], { encoding: "utf8", env: process.env });
    const { query } = JSON.parse(qa.stdout) as { query: string };
    const before = rssMiB(pid);

    let peak = before;
    let healthFailures = 0;
    const sampler = setInterval(() => {
      const now = rssMiB(pid);
      if (Number.isNaN(now)) peak = Number.POSITIVE_INFINITY;
      else peak = Math.max(peak, now);
    }, 100);
    const prober = setInterval(() => {
      void healthy(base).then((ok) => (healthFailures += ok ? 0 : 1));
    }, 1000);

    // P1: 19 text fields of 1 MB, anonymously, to every upload path.
    const textFields = parts(
      "attack",
      Array.from({ length: 19 }, (_, i) => ({ name: `f${i}`, bytes: MB })),
    );
    const anonymous = ["/api/user-problem/upload-problem-img", "/api/ops/complaints/upload-image", "/complaint-image", "/complainPageNext"];
    const attacks: Promise<number>[] = [];
    for (let i = 0; i < 40; i++) attacks.push(slowPost(base, anonymous[i % anonymous.length], textFields, "chunked"));

    // P3: slow 44 MB complaint forms (9 photos of almost 5 MB) from one borrower, then, while they
    // are still coming in, a wide PNG within the old pixel cap, several at once.
    const bigForm = parts("attack", [
      { name: "problemDetail", bytes: 20 },
      ...Array.from({ length: 9 }, (_, i) => ({ name: "photos", bytes: 4.9 * MB, file: `p${i}.png` })),
    ]);
    for (let i = 0; i < 8; i++) attacks.push(slowPost(base, `/complainPageNext?${query}&problemType=5`, bigForm, "declared"));
    const wide = await sharp({ create: { width: 100_000, height: 400, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const widePng = parts("attack", [{ name: "problemImage", bytes: wide.length, file: "wide.png", content: wide }]);
    for (let i = 0; i < 6; i++) attacks.push(slowPost(base, `/api/user-problem/upload-problem-img?${query}`, widePng, "declared"));

    const statuses = await Promise.all(attacks);
    clearInterval(prober);
    clearInterval(sampler);
    const alive = await healthy(base);
    const after = rssMiB(pid);
    const answered = statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
    console.log(
      `RSS before ${before.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB, after ${after.toFixed(0)} MiB; answers ${JSON.stringify(answered)}`,
    );

    expect(alive, "the process answers /api/healthz after the attack").toBe(true);
    expect(healthFailures, "/api/healthz answered throughout").toBe(0);
    expect(peak).toBeLessThan(RSS_LIMIT_MIB);
    // Refused, never failed: hostile input gets no 5xx.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
