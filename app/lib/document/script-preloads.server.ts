import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { MODULE_PRELOAD_START } from "~/lib/remix-internals";
import { DEFERRED_PRELOAD } from "./script-preloads";

/**
 * The page's script preloads wait for its first paint (app/lib/document/script-preloads.ts,
 * docs/decisions/068). Remix's `<Scripts />` writes `<link rel="modulepreload" href="...">` for
 * every module of the page and takes no attributes for them; this rewrites each into an inert
 * `<link data-defer-rel="modulepreload" href="...">`, which `PreloadAfterFirstPaint` turns back
 * into a preload once the page has been drawn.
 *
 * React writes each link as one string, but a stream chunk may end inside one: the last few
 * characters of a chunk wait for the next (and so do the bytes of a character cut in two).
 */
/** React's bytes for Remix's preload (checked by app/lib/remix-internals.test.ts). */
const PRELOAD = MODULE_PRELOAD_START;
const DEFERRED = `<link ${DEFERRED_PRELOAD}="modulepreload" `;

export function deferScriptPreloads(onEnd?: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  let tail = "";
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = tail + decoder.write(chunk);
      // Hold back what could be the start of a link cut by the chunk's end.
      let keep = 0;
      for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
        if (PRELOAD.startsWith(text.slice(text.length - length))) {
          keep = length;
          break;
        }
      }
      tail = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(PRELOAD, DEFERRED));
    },
    flush(callback: TransformCallback) {
      onEnd?.();
      callback(null, (tail + decoder.end()).replaceAll(PRELOAD, DEFERRED));
    },
  });
}
