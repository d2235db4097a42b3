import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import { freshDatabase } from "../../test/database";
import { queueSms } from "./outbox";
import { sendDueSms } from "./sender";
import { twilioProvider, twilioSignature } from "./twilio";
import { TWILIO_STATUS_PATH, twilioStatusRouter } from "./twilio-status";

/**
 * The Twilio provider against a tiny Twilio-shaped server on an ephemeral port (Basic auth, form
 * fields, JSON answer), and the status callback's signature check (docs/decisions/227).
 */
const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "twilio-auth-token-for-this-test";
const received: Array<Record<string, string>> = [];
let refuseNext: number | undefined;
let twilio: Server;
let twilioBase = "";
let ours: Server;
let oursBase = "";

async function listen(app: express.Express): Promise<{ server: Server; base: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  const fake = express();
  fake.use(express.urlencoded({ extended: false }));
  fake.post(`/2010-04-01/Accounts/${SID}/Messages.json`, (req, res) => {
    if (req.get("authorization") !== `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`) {
      res.status(401).json({ code: 20003, message: "Authenticate", status: 401 });
      return;
    }
    if (refuseNext) {
      res.status(refuseNext).set("Retry-After", "30").json({ code: 20429, message: "Too Many Requests", status: refuseNext });
      refuseNext = undefined;
      return;
    }
    received.push(req.body as Record<string, string>);
    res.status(201).json({ sid: `SM${String(received.length).padStart(32, "0")}`, status: "queued", to: req.body.To, body: req.body.Body });
  });
  ({ server: twilio, base: twilioBase } = await listen(fake));
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.use("/api", twilioStatusRouter({ authToken: () => TOKEN, publicUrl: () => "https://pautang.example.ph" }));
  ({ server: ours, base: oursBase } = await listen(app));
});
afterAll(async () => {
  for (const server of [twilio, ours]) await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(async () => {
  await freshDatabase();
  received.length = 0;
});

const provider = (authToken = TOKEN) =>
  twilioProvider({
    baseUrl: twilioBase,
    accountSid: SID,
    authToken,
    from: "+15005550006",
    statusCallback: `https://pautang.example.ph/api${TWILIO_STATUS_PATH}`,
  });

async function queued(phone: string) {
  await transaction((tx) =>
    queueSms(tx, { phone, purpose: "payment-receipt", body: "Received PHP 500.00, thank you.", createdAt: new Date() }),
  );
  return db().smsOutbox.findFirstOrThrow({ where: { phone } });
}

describe("the Twilio provider", () => {
  it("sends with Basic auth and the form fields Twilio documents; the row records the message sid and status", async () => {
    const row = await queued("09171234567");
    expect(await sendDueSms(provider())).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(received).toEqual([
      {
        To: "+639171234567",
        From: "+15005550006",
        Body: "Received PHP 500.00, thank you.",
        StatusCallback: `https://pautang.example.ph/api${TWILIO_STATUS_PATH}`,
      },
    ]);
    expect(await db().smsOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: "sent",
      provider: "twilio",
      providerStatus: "queued",
      providerMessageId: `SM${"1".padStart(32, "0")}`,
    });
  });

  it("a wrong token is retried (401), a 429 waits its Retry-After", async () => {
    const row = await queued("09171234568");
    expect(await sendDueSms(provider("a-wrong-token-entirely"))).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await db().smsOutbox.findUniqueOrThrow({ where: { id: row.id } })).lastError).toMatch(/401/);
    refuseNext = 429;
    const later = () => new Date(Date.now() + 3_600_000);
    expect(await sendDueSms(provider(), { now: later })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const waiting = await db().smsOutbox.findUniqueOrThrow({ where: { id: row.id } });
    expect(waiting.nextAttemptAt!.getTime() - later().getTime()).toBeGreaterThan(25_000);
    expect(await sendDueSms(provider(), { now: () => new Date(waiting.nextAttemptAt!.getTime()) })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
  });

  it("a status callback is believed only with Twilio's signature; delivered is kept, a late 'sent' changes nothing", async () => {
    const row = await queued("09171234569");
    await sendDueSms(provider());
    const sid = (await db().smsOutbox.findUniqueOrThrow({ where: { id: row.id } })).providerMessageId!;
    const url = `https://pautang.example.ph/api${TWILIO_STATUS_PATH}`;
    const callback = (params: Record<string, string>, signature: string) =>
      fetch(`${oursBase}/api${TWILIO_STATUS_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
        body: new URLSearchParams(params),
      });

    const delivered = { MessageSid: sid, MessageStatus: "delivered", AccountSid: SID, To: "+639171234569" };
    const forged = await callback(delivered, twilioSignature("not-the-token-at-all", url, delivered));
    expect(forged.status).toBe(403);
    const tampered = await callback({ ...delivered, MessageStatus: "failed" }, twilioSignature(TOKEN, url, delivered));
    expect(tampered.status).toBe(403);
    expect((await db().smsOutbox.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("sent");

    expect((await callback(delivered, twilioSignature(TOKEN, url, delivered))).status).toBe(204);
    const late = { ...delivered, MessageStatus: "sent" };
    expect((await callback(late, twilioSignature(TOKEN, url, late))).status).toBe(204);
    expect(await db().smsOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: "delivered",
      providerStatus: "delivered",
    });
  });

  it("the signature is Twilio's documented algorithm (their published example)", () => {
    // https://www.twilio.com/docs/usage/security#validating-requests
    const params = { CallSid: "CA1234567890ABCDE", Caller: "+14158675310", Digits: "1234", From: "+14158675310", To: "+18005551212" };
    expect(twilioSignature("12345", "https://mycompany.com/myapp.php?foo=1&bar=2", params)).toBe("GvWf1cFY/Q7PnoempGyD5oXAezc=");
  });
});
