import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** The QA interface is a contract: tests outside the project call it exactly like this. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qa-cli-"));
const env = { ...process.env, DATABASE_URL: `file:${path.join(dir, "qa.db")}`, UPLOAD_DIR: path.join(dir, "uploads") };

function qa(...args: string[]): { status: number; json: any; raw: string } {
  try {
    const raw = execFileSync(process.execPath, ["--import", "tsx", "scripts/qa.ts", ...args], {
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    return { status: 0, json: JSON.parse(raw), raw };
  } catch (error) {
    const e = error as { status: number; stdout: string };
    return { status: e.status, json: JSON.parse(e.stdout), raw: e.stdout };
  }
}

beforeAll(() => {
  expect(qa("reset").json.reset).toBe(true);
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("qa command line", () => {
  it("prints exactly one JSON document for reset", () => {
    const { raw, json } = qa("reset");
    expect(raw.trim().split("\n")).toHaveLength(1);
    expect(json.demoQuery).toContain("sessionId=demo-session-0001");
  });

  it("answers --help with one JSON document naming every command, exit 0 (issue 30 item 20)", () => {
    for (const flag of ["--help", "help"]) {
      const { status, raw, json } = qa(flag);
      expect(status).toBe(0);
      expect(raw.trim().split("\n")).toHaveLength(1);
      expect(Object.keys(json.commands)).toEqual([
        "reset",
        "borrower",
        "order",
        "status",
        "clock",
        "sms",
        "captcha",
        "offer",
        "reminders",
        "postback",
      ]);
    }
  });

  it("makes a borrower with a session query", () => {
    const { json } = qa("borrower", "--phone", "09998887777", "--repeat");
    expect(json.userId).toBeGreaterThan(0);
    const query = new URLSearchParams(json.query);
    for (const key of ["deviceId", "appVersion", "userId", "sessionId", "clientType", "merchantNumber", "mobilePhone", "language"]) {
      expect(query.get(key), key).toBeTruthy();
    }
    expect(query.get("mobilePhone")).toBe("09998887777");
  });

  it("makes an order with ready pages, for a given user too", () => {
    const first = qa("order", "--status", "174", "--delay", "1").json;
    expect(first).toMatchObject({ orderId: expect.any(Number), orderNo: expect.stringMatching(/^PL/), productId: expect.any(Number) });
    expect(first.pages.details).toMatch(new RegExp(`^/poles\\?orderId=${first.orderId}&productId=\\d+&.*sessionId=`));
    const second = qa("order", "--status", "200", "--user", String(first.userId), "--score").json;
    expect(second.userId).toBe(first.userId);
    const instalments = qa("order", "--status", "170", "--periods", "3").json;
    expect(instalments.productId).not.toBe(first.productId);
  }, 90_000);

  it("forces a status and moves the clock", () => {
    const order = qa("order", "--status", "170").json;
    expect(qa("status", String(order.orderId), "180").json).toEqual({ orderId: order.orderId, status: 180, locked: true });
    expect(qa("clock", "--set", "2027-01-15T10:00:00+08:00").json.now).toMatch(/^2027-01-15T0[12]:/);
    const reset = qa("clock", "--reset").json.now;
    expect(Math.abs(Date.parse(reset) - Date.now())).toBeLessThan(60_000);
  }, 90_000);

  it("sms shows the latest message with its delivery: queued until the server's sender hands it to the provider", () => {
    expect(qa("offer", "--phone", "09175550123").json.queued).toBe(true);
    const { status, json } = qa("sms", "--phone", "09175550123");
    expect(status).toBe(0);
    expect(json).toMatchObject({ purpose: "product-offer", code: null, delivery: { provider: null, status: "queued", messageId: null } });
  });

  it.each([
    [["order", "--status", "999"], /--status must be one of/],
    [["order"], /--status must be one of/],
    [["order", "--status", "170", "--delay", "2"], /--delay must be 0 or 1/],
    [["status", "1", "42"], /usage: status/],
    [["clock", "--set", "yesterday-ish"], /ISO date/],
    [["sms", "--phone", "09000000000"], /no SMS sent/],
    [["borrower", "--phone", "12345"], /Philippine mobile/],
    [["nonsense"], /commands:/],
  ])("refuses %j with one JSON error and exit 1", (args, message) => {
    const { status, json, raw } = qa(...(args as string[]));
    expect(status).toBe(1);
    expect(raw.trim().split("\n")).toHaveLength(1);
    expect(json.error).toMatch(message);
  });

  it("several at once on one database all succeed: each waits its turn to write", async () => {
    // End-to-end workers call the command line side by side while the server writes too. A
    // transaction that read before another process committed is refused at once ("database is
    // locked"); the command is then run again (scripts/qa.ts).
    const one = () =>
      new Promise<{ code: number; out: string }>((resolve) => {
        execFile(
          process.execPath,
          ["--import", "tsx", "scripts/qa.ts", "order", "--status", "174"],
          { env, encoding: "utf8" },
          (error, stdout) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: stdout }),
        );
      });
    const worker = async () => [await one(), await one()];
    const results = (await Promise.all(Array.from({ length: 6 }, worker))).flat();
    expect(results.filter((r) => r.code !== 0).map((r) => r.out)).toEqual([]);
    expect(new Set(results.map((r) => JSON.parse(r.out).orderId)).size).toBe(results.length);
  }, 120_000);

  it("--stdio answers one line per command, in order, in one process; a refusal or a bad line does not end it", () => {
    const input = [
      JSON.stringify(["order", "--status", "174"]),
      JSON.stringify(["order", "--status", "1"]),
      "not json",
      JSON.stringify(["status", "999999", "200"]),
      JSON.stringify(["borrower"]),
      "",
    ].join("\n");
    const raw = execFileSync(process.execPath, ["--import", "tsx", "scripts/qa.ts", "--stdio"], { env, encoding: "utf8", input });
    const answers = raw
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(answers).toHaveLength(5);
    expect(answers[0].result).toMatchObject({ orderId: expect.any(Number), pages: expect.any(Object) });
    expect(answers[1]).toEqual({ error: expect.stringMatching(/--status must be one of/) });
    expect(answers[2]).toEqual({ error: expect.stringMatching(/JSON array of strings/) });
    expect(answers[3]).toEqual({ error: "no order with id 999999" });
    expect(answers[4].result.query).toContain("sessionId=");
  }, 60_000);

  it("postback: refuses without a reference, with another status than S, F or P, and for a code nobody issued", () => {
    const input = [["postback"], ["postback", "--reference", "PAU1", "--status", "X"], ["postback", "--reference", "PAUNOSUCHCODE"]]
      .map((args) => JSON.stringify(args))
      .join("\n");
    const raw = execFileSync(process.execPath, ["--import", "tsx", "scripts/qa.ts", "--stdio"], { env, encoding: "utf8", input });
    expect(
      raw
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { error: expect.stringMatching(/^usage: postback --reference/) },
      { error: "postback --status is S (paid), F (failed) or P (pending at a counter)" },
      { error: "No payment has this reference." },
    ]);
  }, 60_000);
});
