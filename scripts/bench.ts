/**
 * `npm run bench`: speed and memory of the hot paths, measured (never asserted in tests: machines
 * here are shared and noisy). Starts the lending backend alone on a temporary database, makes a
 * borrower with orders, then times loan-details calls and reports latency percentiles and memory.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lending-bench-"));
process.env.DATABASE_URL = `file:${path.join(dir, "bench.db")}`;
process.env.NODE_ENV = "test";

const { freshDatabase } = await import("../server/test/database");
const { startApi } = await import("../server/test/api");
const { createBorrower, createOrder, seedProducts } = await import("../server/qa/factories");

await freshDatabase();
await seedProducts();
const { borrower, query } = await createBorrower();
const orders: Array<{ id: number }> = [];
for (const status of [21, 170, 174, 180, 200]) orders.push(await createOrder(borrower.id, { status }));
const api = await startApi();

async function measure(label: string, runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
  console.log(`${label.padEnd(34)} runs=${runs}  p50=${pct(50)} ms  p95=${pct(95)} ms  p99=${pct(99)} ms`);
}

await measure("loan-details (backend, HTTP)", 500, (i) =>
  api.post("/v3/loan-details/loan-details", { orderId: orders[i % orders.length].id }, query),
);
await measure("product define (backend, HTTP)", 300, () => api.post("/v3/product/define", { productId: 2 }, query));
const rss = process.memoryUsage().rss / 1024 / 1024;
console.log(`resident memory after the runs: ${rss.toFixed(1)} MiB`);
await api.close();
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
