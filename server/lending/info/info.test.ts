import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FailureCode } from "@contract";
import { db } from "../../db";
import { createBorrower, createOrder, seedProducts } from "../../qa/factories";
import { useLendingApi } from "../../test/api";

const api = useLendingApi();

describe("POST /v3/personal-center/contact-kf-info", () => {
  it("answers the email and the online-service contact for overall=30", async () => {
    const { query } = await createBorrower();
    const { body } = await api.post("/v3/personal-center/contact-kf-info", { overall: 30 }, query);
    expect(body).toMatchObject({ code: 0, success: true, data: { email: expect.stringContaining("@"), smWa: expect.any(String) } });
  });
  it("refuses another overall value", async () => {
    const { query } = await createBorrower();
    const { body } = await api.post("/v3/personal-center/contact-kf-info", { overall: 7 }, query);
    expect(body).toMatchObject({ code: FailureCode.invalidInput, message: "overall must be 30" });
    const inFilipino = await api.post(
      "/v3/personal-center/contact-kf-info",
      { overall: 7 },
      query.replace(/language=[^&]*/, "language=fil"),
    );
    expect(inFilipino.body).toMatchObject({ code: FailureCode.invalidInput, message: "Dapat 30 ang overall." });
  });
});

describe("POST /v3/site/contact", () => {
  const message = { name: "Ana", telephone: "09171234567", email: "ana@example.ph", remark: "<script>alert(1)</script>" };
  it("stores a complete message as plain text, without a session", async () => {
    const { body } = await api.post("/v3/site/contact", message);
    expect(body).toMatchObject({ code: 0, success: true });
    expect(await db().contactMessage.findFirstOrThrow()).toMatchObject({ remark: "<script>alert(1)</script>" });
  });
  it.each([
    [{ ...message, email: "" }, "Please provide complete information!"],
    [{ ...message, telephone: "   " }, "Please provide complete information!"],
    [{ ...message, email: "nope" }, "Please enter a valid email address."],
    [{ ...message, telephone: "call me" }, "Please enter a telephone number using digits only (7 or more)."],
    [{ ...message, remark: "x".repeat(1001) }, "Please keep your message under 1,000 characters."],
  ])("refuses %j and stores nothing", async (form, text) => {
    const { body } = await api.post("/v3/site/contact", form);
    expect(body).toMatchObject({ code: FailureCode.invalidInput, message: text });
    expect(await db().contactMessage.count()).toBe(0);
  });
});

describe("contact messages reach the agents (issue 40 W2)", () => {
  const message = { name: "Ana", telephone: "09171234567", email: "ana@example.ph", remark: "Where is my refund?" };

  it("gives the visitor a reference, lists unanswered messages first and newest first, and marks one answered once, with who and when", async () => {
    const first = await api.post("/v3/site/contact", message);
    const second = await api.post("/v3/site/contact", { ...message, name: "Ben", remark: "Second" });
    const third = await api.post("/v3/site/contact", { ...message, name: "Carla", remark: "Third" });
    expect(first.body.data.reference).toBe(`C-${String(first.body.data.id).padStart(6, "0")}`);
    expect(first.body.data.reference).toMatch(/^C-\d{6}$/);

    const answered = await api.post("/ops/contact-messages/answered", { messageId: second.body.data.id, agentName: " Rosa " });
    expect(answered.body).toMatchObject({ code: 0, data: { reference: second.body.data.reference, answeredBy: "Rosa" } });
    expect(answered.body.data.answeredAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // A second mark (another agent, a double tap) keeps the first one's name and time.
    const again = await api.post("/ops/contact-messages/answered", { messageId: second.body.data.id, agentName: "Sam" });
    expect(again.body.data).toMatchObject({ answeredBy: "Rosa", answeredAt: answered.body.data.answeredAt });

    const list = await api.post("/ops/contact-messages/list", {});
    expect(list.body.code).toBe(0);
    expect(list.body.data.unanswered).toBe(2);
    expect(list.body.data.items.map((m: { name: string }) => m.name)).toEqual(["Carla", "Ana", "Ben"]);
    expect(list.body.data.items[0]).toMatchObject({
      reference: third.body.data.reference,
      remark: "Third",
      answeredAt: "",
      answeredBy: "",
    });
  });

  it("answers only a signed-in agent, and refuses hostile input with the envelope", async () => {
    await api.post("/v3/site/contact", message);
    const anonymous = await fetch(`${api.base}/ops/contact-messages/list`, { method: "POST" });
    expect(anonymous.status).toBeLessThan(500);
    expect(JSON.stringify(await anonymous.json())).not.toContain("Ana");
    for (const body of [
      { messageId: "999999", agentName: "Rosa" },
      { messageId: "-1", agentName: "Rosa" },
      { messageId: "1", agentName: "" },
      { messageId: "1", agentName: "x".repeat(61) },
    ]) {
      const answer = await api.post("/ops/contact-messages/answered", body);
      expect(answer.status).toBeLessThan(500);
      expect([FailureCode.invalidInput, FailureCode.notFound]).toContain(answer.body.code);
    }
    expect(await db().contactMessage.count({ where: { answeredAt: { not: null } } })).toBe(0);
  });
});

describe("joint-login failure (/api/gopia/goya/*)", () => {
  it("answers '00' with the notice, the error and products under their wire names", async () => {
    const { query } = await createBorrower();
    const { body } = await api.post("/gopia/goya/drowns", { productId: 1 }, query);
    expect(body.code).toBe("00");
    expect(body.data.noticeMessage).toBe("We could not sign you in to Peso Express.");
    expect(body.data.errMessage).toMatch(/did not accept the joint login/);
    expect(body.data.cobble.length).toBeGreaterThan(0);
    expect(body.data.cobble.map((p: { caveats: number }) => p.caveats)).not.toContain(1);
  });
  it("refuses a product id it does not know, with a message a person can act on", async () => {
    const { query } = await createBorrower();
    const { body } = await api.post("/gopia/goya/drowns", { productId: 999999 }, query);
    expect(body).toMatchObject({ code: String(FailureCode.notFound), message: expect.stringMatching(/could not find this loan product/) });
    const general = await api.post("/gopia/goya/drowns", {}, query);
    expect(general.body.data.noticeMessage).toBe("We could not sign you in to our partner lender.");
  });
  it("tracks a tap and resolves the product's link; an unknown product answers a string failure code", async () => {
    const { borrower, query } = await createBorrower();
    const tracked = await api.post("/gopia/goya/because", { productId: 2, position: 1 }, query);
    expect(tracked.body.code).toBe("00");
    expect(await db().event.count({ where: { borrowerId: borrower.id, moduleId: "joint_login_failure" } })).toBe(1);
    const defined = await api.post("/gopia/goya/define", { productId: 2 }, query);
    expect(defined.body).toMatchObject({ code: "00", data: { tumble: expect.stringMatching(/^https:\/\//) } });
    const missing = await api.post("/gopia/goya/define", { productId: 999 }, query);
    expect(missing.body).toMatchObject({ code: String(FailureCode.notFound) });
  });
});

describe("order list and product pages", () => {
  it("lists only the borrower's own orders, newest first, with status titles", async () => {
    const { borrower, query } = await createBorrower();
    const other = await createBorrower();
    await createOrder(borrower.id, { status: 180 });
    await createOrder(borrower.id, { status: 200 });
    await createOrder(other.borrower.id, { status: 21 });
    const { body } = await api.post("/v3/order/order-list", {}, query);
    expect(body.code).toBe(0);
    expect(body.data.map((o: { statusText: string }) => o.statusText).sort()).toEqual(["Overdue", "Settled"]);
  });
  it("puts the overdue loan first in the order list, then the one due, then the rest", async () => {
    const { borrower, query } = await createBorrower();
    await createOrder(borrower.id, { status: 170 });
    await createOrder(borrower.id, { status: 180 });
    await createOrder(borrower.id, { status: 200 });
    await createOrder(borrower.id, { status: 174 });
    const { body } = await api.post("/v3/order/order-list", {}, query);
    expect(body.data.map((o: { status: number }) => o.status).slice(0, 2)).toEqual([180, 174]);
    expect(body.data).toHaveLength(4);
  });
  it("answers the recommended list and a product's details; a missing product has a message", async () => {
    const { query } = await createBorrower();
    const list = await api.post("/v3/product/recommend-list", {}, query);
    expect(list.body.data.length).toBeGreaterThan(1);
    const detail = await api.post("/v3/product/product-detail", { productId: 1 }, query);
    expect(detail.body.data).toMatchObject({ name: "Peso Express", amountRange: "₱2,000.00 - ₱20,000.00", termRange: "91 - 180 days" });
    const missing = await api.post("/v3/product/product-detail", { productId: 9999 }, query);
    expect(missing.body).toMatchObject({ code: FailureCode.notFound, message: expect.stringMatching(/no longer available/) });
  });
});

describe("GET /v3/site/marketing-figures", () => {
  it("quotes the products open for applications, and follows a product added to the catalogue", async () => {
    const before = await api.get("/v3/site/marketing-figures");
    // The seed's offered products (mocks/products.json): Jeepney Loan is not recommendable.
    expect(before.body.data).toMatchObject({ minAmount: 100000, maxAmount: 5000000, minTermDays: 91, maxTermDays: 365 });
    const [seed] = JSON.parse(fs.readFileSync(path.join(process.cwd(), "mocks", "products.json"), "utf8")) as Array<
      Record<string, unknown>
    >;
    await seedProducts([{ ...seed, name: "Tiny Loan", minAmount: 50000, maxAmount: 60000, sortOrder: 9 } as never]);
    const after = await api.get("/v3/site/marketing-figures");
    expect(after.body.data).toMatchObject({ minAmount: 50000, maxAmount: 5000000 });
  });
});
