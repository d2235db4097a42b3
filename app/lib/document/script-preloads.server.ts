import { Transform, type TransformCallback } from "node:stream";
import { MODULE_PRELOAD_START } from "~/lib/remix-internals";
import { DEFERRED_PRELOAD } from "./script-preloads";

/**
 * The page's script preloads wait for its first paint (app/lib/document/script-preloads.ts,
 * docs/decisions/068). Remix's `<Scripts />` writes `<link rel="modulepreload" href="...">` for
 * every module of the page and takes no attributes for them; this rewrites each into an inert
 * `<link data-defer-rel="modulepreload" href="...">`, which `PreloadAfterFirstPaint` turns back
 * into a preload once the page has been drawn.
 *
 * It works on the bytes, never decoding the page: both texts are ASCII, and no byte of a character
 * UTF-8 writes in two or more bytes is an ASCII byte, so a byte search finds exactly the links. A
 * chunk with none passes through as it came. React writes each link as one string, but a chunk may
 * end inside one: what could be the start of a link waits for the next chunk.
 */
/** React's bytes for Remix's preload (checked by app/lib/remix-internals.test.ts). */
const PRELOAD = Buffer.from(MODULE_PRELOAD_START);
const DEFERRED = Buffer.from(`<link ${DEFERRED_PRELOAD}="modulepreload" `);
const EMPTY = Buffer.alloc(0);
const LESS_THAN = 0x3c;

/** How many of the last bytes could begin a preload link (the link's one "<" starts them). */
function heldBack(bytes: Buffer): number {
  const start = bytes.lastIndexOf(LESS_THAN);
  const length = bytes.length - start;
  if (start < 0 || length >= PRELOAD.length) return 0;
  return bytes.subarray(start).equals(PRELOAD.subarray(0, length)) ? length : 0;
}

function deferred(bytes: Buffer): Buffer {
  let at = bytes.indexOf(PRELOAD);
  if (at < 0) return bytes;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(bytes.subarray(from, at), DEFERRED);
    from = at + PRELOAD.length;
    at = bytes.indexOf(PRELOAD, from);
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/**
 * The document's stream. React ends its destination a second time when the destination closes (its
 * abort flushes once more after the page is out), and Node answers an end after the end by building
 * an error, stack and all, that nobody reads: about 20 µs of every page. Here that second end is
 * answered as done.
 */
class DocumentStream extends Transform {
  override end(...args: unknown[]): this {
    if (!this.writableEnded) return (Transform.prototype.end as (...a: unknown[]) => this).apply(this, args);
    const callback = args.at(-1);
    if (typeof callback === "function") process.nextTick(callback as () => void);
    return this;
  }
}

export function deferScriptPreloads(onEnd?: () => void): Transform {
  let tail = EMPTY;
  return new DocumentStream({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const bytes = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
      const keep = heldBack(bytes);
      // A copy: the writer may reuse its buffer once the chunk is handed on.
      tail = keep > 0 ? Buffer.from(bytes.subarray(bytes.length - keep)) : EMPTY;
      callback(null, deferred(bytes.subarray(0, bytes.length - keep)));
    },
    flush(callback: TransformCallback) {
      onEnd?.();
      callback(null, deferred(tail));
    },
  });
}
