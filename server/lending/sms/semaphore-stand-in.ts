import express, { Router, type Request, type Response } from "express";
import crypto from "node:crypto";
import { serverConfig } from "../../config";
import { db } from "../../db";

/**
 * A local stand-in for Semaphore's HTTP API (docs/decisions/227), mounted at /api/sms/semaphore in
 * the local profile only (never in production, like the stand-in gateway): POST /api/v4/messages,
 * POST /api/v4/otp, GET /api/v4/messages/{id}. It checks the API key (401), allows `perMinute`
 * calls a minute (then 429 with Retry-After), keeps what a phone would receive in
 * SmsStandInMessage, drops a message starting with TEST as Semaphore does, and answers one entry
 * per recipient in Semaphore's shape. A message is Pending until its status is first read, then Sent.
 */
export function semaphoreStandIn(options: { apiKey?: () => string; perMinute?: number; now?: () => number } = {}): Router {
  const apiKey = options.apiKey ?? (() => serverConfig().SEMAPHORE_API_KEY);
  const perMinute = options.perMinute ?? 120;
  const now = options.now ?? Date.now;
  const calls: number[] = [];
  const router = Router();
  router.use(express.json({ limit: "64kb" }));

  /** Answers the refusal itself and false, or true when the call may go on. */
  function admitted(req: Request, res: Response): boolean {
    const given = String((req.body as Record<string, unknown> | undefined)?.apikey ?? req.query.apikey ?? "");
    const expected = apiKey();
    if (given.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
      res.status(401).json({ apikey: ["The selected apikey is invalid."] });
      return false;
    }
    const at = now();
    while (calls.length > 0 && calls[0] <= at - 60_000) calls.shift();
    if (calls.length >= perMinute) {
      res.set("Retry-After", String(Math.max(1, Math.ceil((calls[0] + 60_000 - at) / 1000))));
      res.status(429).json({ message: "Too Many Attempts." });
      return false;
    }
    calls.push(at);
    return true;
  }

  const entry = (row: { id: number; recipient: string; message: string; senderName: string; status: string; createdAt: Date }) => ({
    message_id: row.id,
    user_id: 1,
    user: "stand-in@localhost",
    account_id: 1,
    account: "Pautang local stand-in",
    recipient: row.recipient,
    message: row.message,
    sender_name: row.senderName,
    network: "Globe",
    // A dropped message looks accepted, as Semaphore's does; it simply never arrives.
    status: row.status === "Dropped" ? "Pending" : row.status,
    type: "Single",
    source: "Api",
    created_at: row.createdAt.toISOString(),
    updated_at: row.createdAt.toISOString(),
  });

  async function receive(req: Request, res: Response, otp: boolean) {
    if (!admitted(req, res)) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const numbers = typeof body.number === "string" ? body.number.split(",").map((n) => n.trim()) : [];
    let message = typeof body.message === "string" ? body.message : "";
    const senderName = typeof body.sendername === "string" && body.sendername ? body.sendername.slice(0, 11) : "SEMAPHORE";
    if (numbers.length === 0 || numbers.length > 1000 || numbers.some((n) => !/^(09|\+?639)\d{9}$/.test(n))) {
      res.status(422).json({ number: ["The number format is invalid."] });
      return;
    }
    if (!message.trim()) {
      res.status(422).json({ message: ["The message field is required."] });
      return;
    }
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
    if (otp) message = message.replaceAll("{otp}", code);
    const dropped = /^test/i.test(message.trim());
    const rows = [];
    for (const recipient of numbers) {
      rows.push(await db().smsStandInMessage.create({ data: { recipient, message, senderName, status: dropped ? "Dropped" : "Pending" } }));
    }
    res.json(rows.map((row) => (otp ? { ...entry(row), code } : entry(row))));
  }

  router.post("/api/v4/messages", (req, res, next) => receive(req, res, false).catch(next));
  router.post("/api/v4/otp", (req, res, next) => receive(req, res, true).catch(next));
  router.get("/api/v4/messages/:id", async (req, res, next) => {
    try {
      if (!admitted(req, res)) return;
      const id = Number(req.params.id);
      const row = Number.isSafeInteger(id) && id > 0 ? await db().smsStandInMessage.findUnique({ where: { id } }) : null;
      if (!row) {
        res.status(404).json([]);
        return;
      }
      // Delivered by the time anyone asks (a dropped one never is).
      const read = row.status === "Pending" ? await db().smsStandInMessage.update({ where: { id }, data: { status: "Sent" } }) : row;
      res.json([entry(read)]);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
