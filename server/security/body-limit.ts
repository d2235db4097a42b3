import type express from "express";
import { Readable } from "node:stream";
import { SESSION_PARAMS } from "../../app/lib/contract";
import { COMPLAINT_MAX_IMAGE_BYTES, COMPLAINT_MAX_IMAGES } from "../../app/lib/contract/complaint-limits";
import { authenticate, checkOpsSession } from "../lending/auth";
import { flatten } from "../lending/http";
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
  /**
   * Who may send this much: photos are for a borrower with a live session, or an agent logged in to
   * the console. Anyone else gets a form's limit, decided before a byte of the body is read (second
   * penetration test, N5: 20 anonymous 9 x 5 MB posts took the server from 160 MB to 1.4 GB).
   */
  for?: "borrower" | "agent";
}

/** The limit for a web app path (route matching ignores case; `.data` is the single-fetch form). */
export function bodyLimitFor(path: string): BodyLimit {
  const route = path
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  if (route === "/complaint-image") return { bytes: ONE_PHOTO_BYTES, message: text("photosTooLarge"), for: "borrower" };
  if (route === "/complainpagenext") return { bytes: ALL_PHOTOS_BYTES, message: text("photosTooLarge"), for: "borrower" };
  if (route === "/ops/complaints") return { bytes: ALL_PHOTOS_BYTES, message: text("photosTooLarge"), for: "agent" };
  return FORM_LIMIT;
}

const FORM_LIMIT: BodyLimit = { bytes: FORM_BYTES, message: text("formTooLarge") };

/** Whether the request carries a live borrower session (query) or console login (cookie). */
async function entitled(req: express.Request, who: "borrower" | "agent"): Promise<boolean> {
  try {
    if (who === "agent") await checkOpsSession(opsCookieOf(req.get("Cookie") ?? ""));
    else {
      const query = flatten(req.query);
      await authenticate(Object.fromEntries(SESSION_PARAMS.filter((k) => query[k] !== undefined).map((k) => [k, query[k]])));
    }
    return true;
  } catch {
    return false; // no session, an ended one, the console off, or the database gone: a form's limit
  }
}

/** The console's session cookie (app/lib/ops-auth.server.ts OPS_COOKIE), or undefined. */
function opsCookieOf(header: string): string | undefined {
  const raw = /(?:^|;\s*)ops_session=([^;]*)/.exec(header)?.[1];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

type Handler = (req: express.Request, res: express.Response, next: express.NextFunction) => unknown;

/** Wraps the web app's handler: it runs only once the whole body is read and within its limit. */
export function withBodyLimit(handler: Handler, limitFor: (path: string) => BodyLimit = bodyLimitFor): Handler {
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, res, next);
    const asked = limitFor(req.path);
    // Paused until a listener reads it: nothing of the body is taken in while the session is checked.
    const limit = asked.for && !(await entitled(req, asked.for)) ? FORM_LIMIT : asked;
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
      if (!res.headersSent)
        res
          .status(400)
          .type("text/plain")
          .send(render(text("formTooLarge"), requestLanguage(req)));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  };
}

/** How much of a refused body is still read (and dropped) so the client can read the answer. */
const DISCARD_BYTES = 64 * 1024 * 1024;

function tooLarge(req: express.Request, res: express.Response, message: Text) {
  res
    .status(413)
    .type("text/plain")
    .send(render(message, requestLanguage(req)));
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
