import { Readable } from "node:stream";
import type express from "express";
import { COMPLAINT_MAX_IMAGE_BYTES, COMPLAINT_MAX_IMAGES } from "../../app/lib/contract/complaint-limits";
import { render, requestLanguage, text, type Text } from "../lending/texts";

/**
 * Body limits of the web app, per route kind, on the bytes actually read (a chunked body has no
 * Content-Length to trust), before any route parses the body. The web app's forms are a few
 * fields; only the photo routes take more. Bodies within the limit are held in memory and handed to
 * the web app unchanged; a larger one is refused with 413 as soon as it passes the limit (or at once
 * when its Content-Length says so), and what follows is dropped unread (docs/security.md).
 */
const FORM_BYTES = 64 * 1024;
const ONE_PHOTO_BYTES = COMPLAINT_MAX_IMAGE_BYTES + FORM_BYTES;
/** Without JavaScript, a complaint sends all its photos in one form (9 at the limit, and the text). */
const ALL_PHOTOS_BYTES = COMPLAINT_MAX_IMAGES * COMPLAINT_MAX_IMAGE_BYTES + FORM_BYTES;

export interface BodyLimit {
  bytes: number;
  message: Text;
}

/** The limit for a web app path (route matching ignores case; `.data` is the single-fetch form). */
export function bodyLimitFor(path: string): BodyLimit {
  const route = path.toLowerCase().replace(/\.data$/, "").replace(/\/+$/, "");
  if (route === "/complaint-image") return { bytes: ONE_PHOTO_BYTES, message: text("photosTooLarge") };
  if (route === "/complainpagenext" || route === "/ops/complaints") return { bytes: ALL_PHOTOS_BYTES, message: text("photosTooLarge") };
  return { bytes: FORM_BYTES, message: text("formTooLarge") };
}

type Handler = (req: express.Request, res: express.Response, next: express.NextFunction) => unknown;

/** Wraps the web app's handler: it runs only once the whole body is read and within its limit. */
export function withBodyLimit(handler: Handler, limitFor: (path: string) => BodyLimit = bodyLimitFor): Handler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, res, next);
    const limit = limitFor(req.path);
    const declared = Number(req.get("Content-Length"));
    if (Number.isFinite(declared) && declared > limit.bytes) return tooLarge(req, res, limit.message);

    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit.bytes) return void chunks.push(chunk);
      stop();
      chunks.length = 0;
      tooLarge(req, res, limit.message);
    };
    const onEnd = () => {
      stop();
      handler(replayingBody(req, chunks), res, next);
    };
    const onError = () => {
      stop();
      if (!res.headersSent) res.status(400).type("text/plain").send(render(text("formTooLarge"), requestLanguage(req)));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  };
}

/** How much of a refused body is still read (and dropped) so the client can read the answer. */
const DISCARD_BYTES = 64 * 1024 * 1024;

function tooLarge(req: express.Request, res: express.Response, message: Text) {
  res.status(413).type("text/plain").send(render(message, requestLanguage(req)));
  // The rest of the body is read and dropped, never kept: a client that is still sending would
  // otherwise see a broken connection instead of the answer. Past a bound, the connection is cut.
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_BYTES) req.socket.destroy();
  });
  req.resume();
}

const STREAM_MEMBERS = new Set<PropertyKey>([
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

/**
 * The request as the web app's adapter sees it: everything of the original request, except that
 * its body is read from what was already received.
 */
function replayingBody(req: express.Request, chunks: Buffer[]): express.Request {
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
