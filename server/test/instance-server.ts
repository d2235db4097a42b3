/**
 * One instance of the lending backend as its own process, for the two-instance test
 * (server/two-instances.test.ts): the configuration from the environment (DATABASE_URL,
 * TRUST_PROXY, limits), the same /api routes, an ephemeral port. Prints `Ready <port>`. With
 * REMINDERS_EVERY_MS, the reminder scheduler runs too, that often (server/reminders-two-instances.test.ts);
 * with SMS_EVERY_MS, the SMS sender, to the configured provider (server/sms-two-instances.test.ts).
 */
import express from "express";
import type { AddressInfo } from "node:net";
import { serverConfig } from "../config";
import { openDatabase } from "../db";
import { lendingBackend } from "../lending";
import { serveLocallyAt } from "../lending/gateway/dragonpay/addresses";
import { startReminderScheduler } from "../lending/reminders/scheduler";
import { providerFromConfig } from "../lending/sms/provider-from-config";
import { startSmsSender } from "../lending/sms/sender";
import { trustProxies } from "../security/forwarded";

await openDatabase();
const app = express();
trustProxies(app, serverConfig().TRUST_PROXY);
app.use("/api", lendingBackend());
const server = app.listen(0, "127.0.0.1", () => {
  // Its pay codes are opened at its own local Dragonpay, on this ephemeral port.
  serveLocallyAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  console.log(`Ready ${(server.address() as AddressInfo).port}`);
});
if (process.env.REMINDERS_EVERY_MS) startReminderScheduler(Number(process.env.REMINDERS_EVERY_MS));
if (process.env.SMS_EVERY_MS) startSmsSender(providerFromConfig(serverConfig()), Number(process.env.SMS_EVERY_MS));
