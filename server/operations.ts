import { Router, type Request } from "express";
import crypto from "node:crypto";
import { migrationProblem } from "./data/migrations-check";
import { db } from "./db";
import { log } from "./log";
import { metricsText } from "./metrics";
import { isDraining } from "./shutdown";

/**
 * What an orchestrator and a monitoring system ask the process, at the root of the app's port,
 * before the admission queue (a probe must not wait behind borrowers' pages):
 * - GET /healthz: the process answers (liveness);
 * - GET /readyz: the database answers and its migrations match the code, and the process is not
 *   draining (readiness: 503 tells a load balancer to send requests elsewhere; why, only to those
 *   who may read the metrics);
 * - GET /metrics: Prometheus text, to loopback callers, or with `Authorization: Bearer METRICS_TOKEN`.
 * (docs/decisions/161 and 162, docs/operations.md)
 */
export function operationsRoutes(options: { metricsToken?: string; readinessTimeoutMs?: number } = {}): Router {
  const router = Router();
  const timeoutMs = options.readinessTimeoutMs ?? 2000;
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (isDraining()) return void res.status(503).json({ status: "draining" });
    const problem = await withTimeout(databaseProblem(), timeoutMs, "the database did not answer in time");
    if (problem) {
      log().warn({ problem }, "not ready");
      // The reason names migrations and the database: told in the log, and to whoever may read the
      // metrics; anyone else learns only "not ready" (third penetration test, P13).
      const told = mayReadMetrics(req, options.metricsToken) ? { reason: problem } : {};
      return void res.status(503).json({ status: "not ready", ...told });
    }
    res.json({ status: "ready" });
  });
  router.get("/metrics", async (req, res) => {
    if (!mayReadMetrics(req, options.metricsToken)) {
      res
        .set("WWW-Authenticate", "Bearer")
        .status(401)
        .type("text/plain")
        .send("Metrics are answered to this machine, or with the bearer token METRICS_TOKEN.\n");
      return;
    }
    const { contentType, body } = await metricsText();
    res.set("Cache-Control", "no-store").type(contentType).send(body);
  });
  return router;
}

/** Why the database cannot serve this code now, or null. */
async function databaseProblem(): Promise<string | null> {
  try {
    await db().$queryRawUnsafe("SELECT 1");
  } catch {
    return "the database does not answer";
  }
  return migrationProblem();
}

function withTimeout(work: Promise<string | null>, ms: number, late: string): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The caller's address as the trust-proxy rule establishes it (behind a proxy on this machine,
 * with TRUST_PROXY set, the borrower's address, never the proxy's loopback one), or the token.
 */
function mayReadMetrics(req: Request, token: string | undefined): boolean {
  if (LOOPBACK.test(req.ip ?? "")) return true;
  const given = /^Bearer\s+(\S+)$/i.exec(req.get("Authorization") ?? "")?.[1];
  if (!token || !given) return false;
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(token));
}
