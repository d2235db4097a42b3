import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { deferScriptPreloads } from "./script-preloads.server";

/** Streams `chunks` through the transform and reads back the text it wrote. */
async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  let ended = 0;
  const transform = deferScriptPreloads(() => ended++);
  Readable.from(chunks).pipe(transform);
  for await (const piece of transform) out.push(Buffer.from(piece));
  expect(ended).toBe(1);
  return Buffer.concat(out).toString("utf8");
}

const html =
  "<!DOCTYPE html><html><head><title>Bayaran ₱1,000.00 — ñ</title></head><body><p>₱11,459.70</p>" +
  '<link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
  '<link rel="stylesheet" href="/x.css"/><script type="module" async="">import("/build/entry.client-A.js");</script></body></html>';
const expected = html.replaceAll('<link rel="modulepreload" ', '<link data-defer-rel="modulepreload" ');

describe("script preloads wait for the first paint", () => {
  it("makes every module preload inert and leaves the rest of the document as it was", async () => {
    expect(await through([Buffer.from(html)])).toBe(expected);
  });

  it("gives the same document however the stream is cut, inside a link or inside a character", async () => {
    const bytes = Buffer.from(html);
    for (let size = 1; size <= 40; size++) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks), `chunks of ${size} bytes`).toBe(expected);
    }
  });

  it("lets a document end on what looked like the start of a link", async () => {
    expect(await through([Buffer.from("<p>done</p><link rel=")])).toBe("<p>done</p><link rel=");
  });

  it("answers a second end, as React sends when the document closes, as done rather than with an error", async () => {
    const transform = deferScriptPreloads();
    transform.resume();
    await new Promise<void>((resolve) => transform.end(Buffer.from("<p>page</p>"), resolve));
    const answer = await new Promise<unknown>((resolve) => transform.end(resolve));
    expect(answer).toBeUndefined();
    expect(transform.writableEnded).toBe(true);
  });
});
