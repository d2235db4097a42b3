import type express from "express";
import { opsSessionCookie, readStringCookie } from "@contract/ops-session-cookie";
import { render, requestLanguage, text, type Text } from "../lending/texts";
import { addressCaller, entitledCaller, FORM_RULE, formBodies, photoBodies, reservedBytes, webBodyRule, type BodyRule } from "./body-rules";
import { multipartCheck } from "./form-parts";
import { replayingBody } from "./replayed-body-internals";

type Handler = (req: express.Request, res: express.Response, next: express.NextFunction) => unknown;

/**
 * Body limits of the web app, per route (./body-rules.ts), on the bytes actually read (a chunked
 * body has no Content-Length to trust), before any route parses the body. Who the caller is comes
 * first: photo-sized bodies only for a live borrower session or a console login, decided before a
 * byte is read (second penetration test, N5). Then the body's bytes are reserved in the budget of
 * bodies in flight (third penetration test, P1, P3: slow senders piled up memory), and a multipart
 * body is checked against its route's fields and files as it arrives (P9: a malformed one was a
 * 500). Bodies within the limits are held in memory and handed to the web app unchanged; a larger
 * one is refused with 413 as soon as it passes a limit (or at once when its Content-Length says
 * so), and what follows is dropped unread (docs/security.md).
 *
 * Wraps the web app's handler: it runs only once the whole body is read and within its rule.
 */
export function withBodyLimit(handler: Handler, ruleFor: (path: string) => BodyRule = webBodyRule): Handler {
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, res, next);
    const asked = ruleFor(req.path);
    // Paused until a listener reads it: nothing of the body is taken in while the session is checked.
    const entitled = asked.for
      ? await entitledCaller(req, asked.for, await readStringCookie(opsSessionCookie, req.get("Cookie")))
      : undefined;
    const rule = asked.for && !entitled ? FORM_RULE : asked;
    const declared = Number(req.get("Content-Length"));
    if (Number.isFinite(declared) && declared > rule.bytes) return refuse(req, res, 413, rule.message);
    const release = (rule === FORM_RULE ? formBodies : photoBodies).take(entitled ?? addressCaller(req), reservedBytes(req, rule));
    if (!release) return refuse(req, res, 429, text("uploadsBusy"));
    res.once("finish", release);
    res.once("close", release);

    const parts = /^multipart\//i.test(req.get("Content-Type") ?? "") ? multipartCheck(req.headers, rule.parts) : undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      chunks.length = 0;
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      parts?.write(chunk);
      if (size <= rule.bytes && !parts?.problem()) return void chunks.push(chunk);
      stop();
      if (parts?.problem() === "malformed") refuse(req, res, 400, text("formUnreadable"));
      else refuse(req, res, 413, rule.message);
    };
    const onEnd = async () => {
      const body = [...chunks];
      stop();
      const problem = await parts?.finish();
      if (problem === "malformed") return refuse(req, res, 400, text("formUnreadable"));
      if (problem) return refuse(req, res, 413, rule.message);
      handler(replayingBody(req, body), res, next);
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

function refuse(req: express.Request, res: express.Response, status: 400 | 413 | 429, message: Text) {
  if (status === 429) res.set("Retry-After", "5");
  res
    .status(status)
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
