import crypto from "node:crypto";
import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FailureCode } from "@contract";
import { serverConfig } from "../../config";
import { db, sharedDatabase } from "../../db";
import { createBorrower } from "../../qa/factories";
import { useLendingApi } from "../../test/api";

// A 1 MiB day for the test of bytes; the count limits stay as shipped (40 unsent, 50 a day).
// Each test file runs in its own process; the configuration is read at the first request.
Object.assign(process.env, { PHOTO_MB_PER_BORROWER_PER_DAY: "1" });

const api = useLendingApi();

/** A real PNG of about `size` bytes (random pixels: the stored copy is about as large). */
async function png(size: number): Promise<Buffer> {
  const side = Math.max(1, Math.round(Math.sqrt(size / 3)));
  return sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function upload(session: string, bytes: Buffer) {
  const form = new FormData();
  form.append("problemImage", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
  const response = await fetch(`${api.base}/user-problem/upload-problem-img?${session}`, { method: "POST", body: form });
  return (await response.json()) as { code: string | number; message: string; data: { url: string } | null };
}

async function stored(borrowerId: number) {
  const rows = await db().complaintUpload.findMany({ where: { borrowerId } });
  return { count: rows.length, bytes: rows.reduce((sum, row) => sum + row.size, 0), names: rows.map((row) => row.name) };
}

describe("photo quota holds under parallel uploads (third penetration test, P4)", () => {
  it("60 parallel uploads store exactly the 40 unsent photos a day allows; the rest are refused", async () => {
    const { borrower, query } = await createBorrower();
    const photo = await png(300);
    const answers = await Promise.all(Array.from({ length: 60 }, () => upload(query, photo)));
    const accepted = answers.filter((answer) => answer.code === "00");
    expect(accepted).toHaveLength(40);
    for (const refused of answers.filter((answer) => answer.code !== "00")) expect(refused.code).toBe(String(FailureCode.rateLimited));
    const { count, names } = await stored(borrower.id);
    expect(count).toBe(40);
    // The refused photos left no file behind: the folder holds exactly the stored rows (one server;
    // with a shared database the bytes are in the rows).
    if (!sharedDatabase()) expect(fs.readdirSync(serverConfig().uploadDir).sort()).toEqual([...names].sort());
  });

  it("parallel uploads never store more bytes than the borrower's day allows", async () => {
    const { borrower, query } = await createBorrower();
    const photo = await png(200 * 1024);
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(query, photo)));
    const { count, bytes } = await stored(borrower.id);
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(count).toBe(answers.filter((answer) => answer.code === "00").length);
    // The day is full: one more photo of the same size would not fit.
    expect(bytes + bytes / count).toBeGreaterThan(1024 * 1024);
  });
});
