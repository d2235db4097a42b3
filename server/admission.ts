import type { NextFunction, Request, Response } from "express";
import { isValidWebAppProof, WEB_APP_PROOF_HEADER } from "@contract/web-app-proof";
import { metrics } from "./metrics";

/**
 * At most `concurrent` pages and API calls in progress at once; the others wait their turn, first
 * come first served (docs/decisions/065-read-cache.md, "the burst").
 *
 * The server has one thread. With every request started at once, 100 borrowers' requests shared
 * it round-robin: each took 100 times its own work, the heavier pages the longest, and some
 * passed the client's 10 s timeout while newer ones were being started. Served in the order they
 * came, a request waits about as long as any other and then runs nearly alone, so the slowest
 * answers are close to the typical one. Static files do not pass through here (they cost little
 * and would only wait behind pages), nor the web app's calls to its own backend in this process
 * (a page already admitted must not wait for a place its own call would need).
 *
 * The same holds for a web app's call that carries its proof (LENDING_API_URL pointing at this
 * process over the network): its page is already admitted, here or in the web app's own process.
 * Only a proof that verifies skips the queue: a header that merely claims one (any value) waits
 * like everyone else (second penetration test, N6). Checking the HMAC costs microseconds.
 *
 * A request whose client has gone while it waited is never started. A place is held at most
 * `holdMs`: a request still running after that (a slow phone uploading a photo or reading a long
 * answer) goes on, but no longer keeps the next one waiting.
 */
export function admission(concurrent: number, holdMs = 1000) {
  let running = 0;
  const waiting: Array<() => void> = [];
  // Exported at GET /metrics: how full the queue is (admission_requests_running / _queued).
  const { admissionRunning, admissionQueued } = metrics();

  function startNext() {
    while (running < concurrent && waiting.length > 0) {
      admissionQueued.dec();
      waiting.shift()!();
    }
  }

  return function admit(req: Request, res: Response, next: NextFunction) {
    if (carriesValidProof(req)) return next();
    let started = false;
    let finished = false;
    let holding: NodeJS.Timeout | undefined;
    const start = () => {
      if (res.writableEnded || req.socket.destroyed) return; // gone while waiting
      started = true;
      running++;
      admissionRunning.inc();
      holding = setTimeout(finish, holdMs);
      holding.unref();
      next();
    };
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(holding);
      if (started) {
        running--;
        admissionRunning.dec();
      } else {
        const at = waiting.indexOf(start);
        if (at >= 0) {
          waiting.splice(at, 1);
          admissionQueued.dec();
        }
      }
      startNext();
    };
    res.once("finish", finish);
    res.once("close", finish);
    if (running < concurrent && waiting.length === 0) start();
    else {
      waiting.push(start);
      admissionQueued.inc();
    }
  };
}

/** Whether the request carries the web app's proof over the forwarded values it carries. */
function carriesValidProof(req: Request): boolean {
  const proof = req.get(WEB_APP_PROOF_HEADER);
  if (!proof) return false;
  return isValidWebAppProof(
    { for: req.get("X-Forwarded-For") ?? "", host: req.get("X-Forwarded-Host") ?? "", proto: req.get("X-Forwarded-Proto") ?? "" },
    proof,
  );
}
