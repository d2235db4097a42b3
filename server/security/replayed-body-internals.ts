import type express from "express";
import { Readable } from "node:stream";

/**
 * The one place the body limit depends on how the web app's adapter reads a request.
 * `@remix-run/express`'s `createRemixRequest` takes everything of a request from Express's request
 * (`method`, `headers`, `get()`, `hostname`, `protocol`, `originalUrl`) except its body, which it
 * reads through `@remix-run/node`'s `createReadableStreamFromReadable(req)`: `on`/`once`/`off` of
 * "data", "error", "end" and "close", `pause`/`resume`, `destroy` and `readableHighWaterMark`. The
 * body limit has already read the body (./body-limit.ts), so those stream members, and the rest of
 * a Readable's reading interface, are answered from what was received; every other member is the
 * original request's. `replayed-body-internals.test.ts` names what this relies on, so an upgrade of
 * Remix that reads the body another way fails there first.
 */
export const STREAM_MEMBERS = new Set<PropertyKey>([
  "on",
  "once",
  "off",
  "addListener",
  "removeListener",
  "removeAllListeners",
  "pause",
  "resume",
  "read",
  "pipe",
  "unpipe",
  "destroy",
  "readable",
  "readableEnded",
  "readableHighWaterMark",
  "isPaused",
  Symbol.asyncIterator,
]);

/** The request as the web app's adapter sees it: the original, its body read from `chunks`. */
export function replayingBody(req: express.Request, chunks: Buffer[]): express.Request {
  const body = Readable.from(chunks, { objectMode: false });
  return new Proxy(req, {
    get(target, property) {
      if (STREAM_MEMBERS.has(property)) {
        const value = Reflect.get(body, property, body);
        return typeof value === "function" ? value.bind(body) : value;
      }
      return Reflect.get(target, property, target);
    },
  });
}
