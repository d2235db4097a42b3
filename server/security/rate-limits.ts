import { Router, type Request, type Response } from "express";
import { ipKeyGenerator, rateLimit, type Options, type Store } from "express-rate-limit";
import { FailureCode, opsLogin, pathUnderBase, problemSave, siteContact, trackClick, trackVisit, type Endpoint } from "../../app/lib/contract";
import { serverConfig, type ServerConfig } from "../config";
import { countRateHit, resetRateKey, sharedDatabase, uncountRateHit } from "../db";
import { failureEnvelope } from "../lending/http";
import { requestLanguage, text, type Text } from "../lending/texts";
import { keepOnHttp } from "../lending/in-process-endpoints";

/**
 * The abuse limits of the public and borrower endpoints that write something for free: the ops
 * login (password guessing), the contact form, promotion visit and click tracking (the funnel),
 * and complaint filing. Counted in memory per process with express-rate-limit; the limits come from
 * configuration and are read on every request. Photo storage is bounded in the database instead
 * (complaints/service.ts storeUpload), since it must hold across restarts to bound the disk.
 *
 * Per-address limits key on `req.ip`, which is the client's address under the TRUST_PROXY rule, or
 * the borrower's address when the web app proved it forwards it (security/forwarded.ts).
 *
 * Several instances on one PostgreSQL database must share one allowance, so there the counters live
 * in the database (DatabaseStore below); a single SQLite process keeps them in memory.
 */
const MINUTE = 60_000;

// The limits are middleware on these endpoints' HTTP routes, so the web app's own calls to them must
// come through HTTP too, never straight to the endpoint (lending/in-process-endpoints.ts). Said when
// this module loads, before any call: the limiters themselves are built at the first request.
for (const endpoint of [opsLogin, siteContact, trackVisit, trackClick, problemSave]) keepOnHttp(endpoint);

type Counted = "every" | "failures" | "successes";

/** express-rate-limit's store interface over the database's RateCount rows. */
class DatabaseStore implements Store {
  localKeys = false;
  private windowMs = MINUTE;
  constructor(readonly prefix: string) {}
  init(options: Options) {
    this.windowMs = options.windowMs;
  }
  async increment(key: string) {
    const { hits, resetAt } = await countRateHit(`${this.prefix}:${key}`, this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }
  async decrement(key: string) {
    await uncountRateHit(`${this.prefix}:${key}`);
  }
  async resetKey(key: string) {
    await resetRateKey(`${this.prefix}:${key}`);
  }
}

function limiter(endpoint: Endpoint, windowMs: number, limit: (config: ServerConfig) => number, message: Text, counted: Counted = "every") {
  const perBorrower = endpoint.auth === "borrower";
  keepOnHttp(endpoint); // see the top of this module
  return rateLimit({
    windowMs,
    limit: () => limit(serverConfig()),
    standardHeaders: "draft-7",
    legacyHeaders: false,
    // Our own rules decide which forwarded headers are believed (security/forwarded.ts).
    validate: { trustProxy: false, xForwardedForHeader: false },
    keyGenerator: perBorrower ? (req) => `borrower:${String(req.query.userId ?? "")}` : (req) => ipKeyGenerator(req.ip ?? ""),
    // Per borrower, only filings that went through count: a caller naming someone else's userId
    // without their session cannot use up that borrower's allowance. For the ops login, only wrong
    // passwords count: an agent who logs in does not use up the office's allowance.
    skipFailedRequests: counted === "successes",
    skipSuccessfulRequests: counted === "failures",
    requestWasSuccessful: (_req: Request, res: Response) => res.locals.envelopeSucceeded === true,
    ...(sharedDatabase() ? { store: new DatabaseStore(endpoint.name) } : {}),
    // A database that cannot be reached fails the request itself with the envelope's failure code.
    passOnStoreError: true,
    handler: (req, res) => {
      res.status(429).json(failureEnvelope(endpoint, FailureCode.rateLimited, message, requestLanguage(req)));
    },
  });
}

let shared: Router | undefined;

/**
 * One set of counters per process: the backend is mounted twice (under /api for browsers, and in
 * process for the web app), and both must count against the same allowance.
 */
export function rateLimits(): Router {
  shared ??= buildRateLimits();
  return shared;
}

function buildRateLimits(): Router {
  const router = Router();
  router.post(pathUnderBase(opsLogin), limiter(opsLogin, 15 * MINUTE, (c) => c.OPS_LOGINS_PER_IP_PER_15_MIN, text("opsLoginLimited"), "failures"));
  router.post(pathUnderBase(siteContact), limiter(siteContact, 60 * MINUTE, (c) => c.CONTACT_MESSAGES_PER_IP_PER_HOUR, text("contactLimited")));
  // Visits and clicks share one allowance: both inflate the same funnel.
  const tracking = limiter(trackVisit, 60 * MINUTE, (c) => c.PROMOTION_VISITS_PER_IP_PER_HOUR, text("visitsLimited"));
  router.get([pathUnderBase(trackVisit), pathUnderBase(trackClick)], tracking);
  router.post(pathUnderBase(problemSave), limiter(problemSave, 24 * 60 * MINUTE, (c) => c.COMPLAINTS_PER_BORROWER_PER_DAY, text("complaintsLimited"), "successes"));
  return router;
}
