/**
 * What syncing a payment to disk costs (docs/decisions/151): the gateway postback (receive the
 * money, apply it, receipt, SMS, close the other ways of paying: one transaction) timed one after
 * the other on a fresh SQLite file. Run it on two commits, alternating, to compare them. A
 * measurement, never a test.
 *
 *   npx tsx scripts/bench-postback-sync.ts [--count 60]
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { count: { type: "string", default: "60" } } });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-sync-"));
process.env.DATABASE_URL = `file:${path.join(dir, "bench.db")}`;
execFileSync(path.join("node_modules", ".bin", "prisma"), ["migrate", "deploy"], { stdio: "ignore", env: process.env });

const { db, openDatabase } = await import("../server/db");
const { createBorrower, createOrder, seedProducts } = await import("../server/qa/factories");
const { applyPostback, issuePaymentCode } = await import("../server/lending/repayment/service");
const { signedPostback } = await import("../server/lending/gateway/local-dragonpay/sign-postback");

await openDatabase();
await seedProducts();
// Pay codes are opened at Dragonpay: here the local one, served on a port of this process's own.
const { default: express } = await import("express");
const { lendingBackend } = await import("../server/lending");
const { serveLocallyAt } = await import("../server/lending/gateway/dragonpay/addresses");
const app = express();
app.use("/api", lendingBackend({ profile: "local" }));
const server = app.listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
serveLocallyAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
const times: number[] = [];
for (let i = 0; i < Number(values.count); i++) {
  const who = await createBorrower();
  const order = await createOrder(who.borrower.id, { status: 180 });
  const code = await issuePaymentCode(who.borrower.id, { orderId: order.id, channelNumber: "GCSH" });
  const fields = { txnid: code.reference, refno: `B${i}`, status: "S", message: "ok" };
  const start = process.hrtime.bigint();
  await applyPostback(await signedPostback(fields));
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
const sorted = [...times].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(1);
console.log(
  `postback (apply, receipt, SMS, close other ways) ms: n=${sorted.length} median=${at(0.5)} p90=${at(0.9)} (load ${os.loadavg()[0].toFixed(1)})`,
);
await db().$disconnect();
fs.rmSync(dir, { recursive: true, force: true });
