import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";
import { queueSms, SMS_PURPOSES, type SmsPurpose } from "./outbox";

const api = useLendingApi();

const offer = (phone: string, purpose: SmsPurpose) =>
  transaction((tx) => queueSms(tx, { phone, purpose, body: "an offer", createdAt: new Date() }));
const sent = (phone: string, purpose: string) => db().smsOutbox.count({ where: { phone, purpose } });

describe("marketing messages switch (docs/decisions/178)", () => {
  it("turned off on My data, promotion and product SMS stop; the acknowledgement of a complaint about a loan still goes; turned on again, offers go", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    expect(await offer(borrower.phone, "product-offer")).toBe(true);

    const off = await api.post("/v3/my-data/marketing", { marketingSms: "0" }, query);
    expect(off.body).toMatchObject({ code: 0, data: { marketingSms: false } });
    expect(await offer(borrower.phone, "product-offer")).toBe(false);
    expect(await offer(borrower.phone, "promotion-offer")).toBe(false);
    expect(await sent(borrower.phone, "product-offer")).toBe(1);
    expect(await sent(borrower.phone, "promotion-offer")).toBe(0);

    const filed = await api.post(
      "/user-problem/problem-save",
      { problemType: 2, problemDetail: "The app is slow", orderNo: order.orderNo },
      query,
    );
    expect(filed.body.code).toBe(0);
    expect(await sent(borrower.phone, "complaint-received")).toBe(1);

    await api.post("/v3/my-data/marketing", { marketingSms: "1" }, query);
    expect(await offer(borrower.phone, "promotion-offer")).toBe(true);
  });

  it("one borrower's choice does not silence another's offers; a hostile value is refused with the envelope", async () => {
    const a = await createBorrower();
    const b = await createBorrower();
    await api.post("/v3/my-data/marketing", { marketingSms: "0" }, a.query);
    expect(await offer(b.borrower.phone, "product-offer")).toBe(true);
    for (const value of ["", "yes", "2", "<script>", "1".repeat(5000)]) {
      const answer = await api.post("/v3/my-data/marketing", { marketingSms: value }, b.query);
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(1001);
    }
  });

  it("every SMS goes through queueSms: no other module writes the outbox, and every purpose has its kind", () => {
    const root = path.resolve(__dirname, "../../..");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!["generated", "node_modules"].includes(entry.name)) walk(full);
        } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && full !== __filename.replace(/\.test\.ts$/, ".ts")) {
          if (/smsOutbox\.(create|createMany|upsert)\(/.test(fs.readFileSync(full, "utf8"))) offenders.push(path.relative(root, full));
        }
      }
    };
    walk(path.join(root, "server"));
    walk(path.join(root, "scripts"));
    expect(offenders).toEqual([]);
    expect(new Set(Object.values(SMS_PURPOSES))).toEqual(new Set(["service", "marketing"]));
  });
});
