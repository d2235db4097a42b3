/**
 * The lending backend as its own process, for the kill -9 test (server/durability.test.ts): the
 * same database set-up as the server (openDatabase: WAL, synchronous=NORMAL) and the same /api
 * routes. With `--seed` it first makes the schema and borrowers with overdue orders through the QA
 * factories and prints them as one JSON line. Then it prints `Ready <port>` and serves until killed.
 */
import express from "express";
import type { AddressInfo } from "node:net";
import { trustProxies } from "../app";
import { openDatabase } from "../db";
import { lendingBackend } from "../lending";
import { serveLocallyAt } from "../lending/gateway/dragonpay/addresses";

if (process.argv.includes("--seed")) {
  const { freshDatabase } = await import("./database");
  const { createBorrower, createOrder, seedProducts } = await import("../qa/factories");
  await freshDatabase();
  await seedProducts();
  const borrowers = [];
  for (let i = 0; i < 4; i++) {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    borrowers.push({ query, orderId: order.id, orderNo: order.orderNo });
  }
  console.log(JSON.stringify({ borrowers }));
}

await openDatabase();
const app = express();
trustProxies(app, 0);
app.use("/api", lendingBackend());
const server = app.listen(0, "127.0.0.1", () => {
  // Its pay codes are opened at its own local Dragonpay, on this ephemeral port.
  serveLocallyAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  console.log(`Ready ${(server.address() as AddressInfo).port}`);
});
