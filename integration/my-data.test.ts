import { describe, expect, it } from "vitest";
import { FailureCode, myData } from "@contract";
import { sms } from "@contract/texts/sms";
import { myDataPdf } from "../app/lib/pdf/my-data-pdf.server";
import { lenderIdentity } from "../app/lib/texts/company.server";
import { pdfText } from "../e2e/support/pdf";
import { db } from "../server/db";
import { createBorrower, createOrder } from "../server/qa/factories";
import { useLendingApi } from "../server/test/api";

const api = useLendingApi();

describe("My data", () => {
  it("answers the borrower's own data only, with masked accounts, counts of page views and the retention period from the rules", async () => {
    const a = await createBorrower({ name: "Ana" });
    const b = await createBorrower({ name: "Ben" });
    const order = await createOrder(a.borrower.id, { status: 170 });
    await createOrder(b.borrower.id, { status: 200 });
    const saved = await api.post("/v3/my-data/profile", { email: " ana@example.ph ", address: "Cebu City" }, a.query);
    expect(saved.body).toMatchObject({ code: 0, data: { email: "ana@example.ph", address: "Cebu City" } });
    const data = myData.data.parse((await api.post("/v3/my-data/summary", {}, a.query)).body.data);
    expect(data.profile).toMatchObject({ phone: a.borrower.phone, name: "Ana", email: "ana@example.ph", address: "Cebu City" });
    expect(data.orders.map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect(data.erasure).toEqual({ openLoan: true, pending: false });
    expect(data.retention.loanRecordYears).toBe(10);
    expect(JSON.stringify(data)).not.toContain("Ben");
    const expired = await api.post("/v3/my-data/summary", {}, a.query.replace(/sessionId=[^&]+/, "sessionId=nope"));
    expect(expired.body.code).toBe(FailureCode.sessionExpired);
  });

  it("names a loan cancelled in its cooling-off period as Order Details does, with no due date, on the page and in the PDF (issue 40 W3)", async () => {
    const { borrower, query } = await createBorrower();
    await createOrder(borrower.id, { status: 210 });
    for (const [language, cancelled, underReview, cancelledOn] of [
      ["en", "Cancelled", "Under review", "Cancelled on"],
      ["fil", "Kanselado", "Sinusuri", "Kinansela noong"],
    ]) {
      const asked = query.replace(/language=[^&]*/, `language=${language}`);
      const data = myData.data.parse((await api.post("/v3/my-data/summary", {}, asked)).body.data);
      expect(data.orders[0]).toMatchObject({ status: 210, statusText: cancelled, dueDate: "" });
      expect(data.orders[0].cancelledAt).toMatch(/^\d{4}-\d{2}-\d{2}/);
      const text = pdfText(await myDataPdf(data, lenderIdentity(), language, new Date()));
      expect(text).toContain(cancelled);
      expect(text).toContain(cancelledOn);
      expect(text).not.toContain(underReview);
      expect(text).not.toMatch(/Due date/);
    }
  });

  it("includes the SMS sent to the borrower's number, codes masked, and their contact messages, on the page and in the PDF (issue 40 W14)", async () => {
    const { borrower, query } = await createBorrower();
    const other = await createBorrower();
    const sent = [
      { purpose: "repayment", body: sms.repaymentCode("482913", "PHP 1,520.00") },
      { purpose: "promotion-register", body: sms.signUpCode("907315") },
      { purpose: "payment-receipt", body: "Pautang: we received PHP 1,520.00 for order PL202611230001." },
    ];
    for (const m of sent) await db().smsOutbox.create({ data: { phone: borrower.phone, ...m } });
    await db().smsOutbox.create({ data: { phone: other.borrower.phone, purpose: "payment-receipt", body: "Someone else's receipt" } });
    const contact = await api.post("/v3/site/contact", {
      name: "Ana",
      telephone: borrower.phone,
      email: "ana@example.ph",
      remark: "Call me please",
    });
    await api.post("/v3/site/contact", { name: "Ben", telephone: other.borrower.phone, email: "ben@example.ph", remark: "Not Ana's" });

    const data = myData.data.parse((await api.post("/v3/my-data/summary", {}, query)).body.data);
    expect(data.smsCopies.map((m) => m.body)).toEqual([
      sms.repaymentCode("******", "PHP 1,520.00"),
      sms.signUpCode("******"),
      "Pautang: we received PHP 1,520.00 for order PL202611230001.",
    ]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({
        reference: contact.body.data.reference,
        remark: "Call me please",
        email: "ana@example.ph",
        answeredAt: "",
      }),
    ]);
    const everything = JSON.stringify(data);
    for (const secret of ["482913", "907315", "Someone else's", "Not Ana's"]) expect(everything).not.toContain(secret);

    for (const [language, title, contactTitle] of [
      ["en", "SMS we sent you", "Messages you sent through our website"],
      ["fil", "Mga SMS na ipinadala namin sa iyo", "Mga mensaheng ipinadala mo sa aming website"],
    ]) {
      const text = pdfText(await myDataPdf(data, lenderIdentity(), language, new Date()));
      expect(text).toContain(title);
      expect(text).toContain(contactTitle);
      expect(text).toContain(contact.body.data.reference);
      expect(text).toContain("Call me please");
      expect(text).toContain("PL202611230001");
      expect(text).not.toContain("482913");
    }
  });

  it("refuses hostile input with the envelope, never a 5xx", async () => {
    const { query } = await createBorrower();
    const cases: Array<[string, Record<string, string>]> = [
      ["/v3/my-data/profile", { email: "not an email", address: "" }],
      ["/v3/my-data/profile", { email: "a@b.ph", address: "x".repeat(301) }],
      ["/v3/my-data/profile", { email: "\u0000@\u0001", address: "\u0000" }],
      ["/v3/my-data/request", { kind: "delete-everything", detail: "" }],
      ["/v3/my-data/request", { kind: "correction", detail: "   " }],
      ["/v3/my-data/request", { kind: "correction", detail: "y".repeat(1001) }],
      ["/ops/data-requests/decide", { requestId: "-1", decision: "approve" }],
      ["/ops/data-requests/decide", { requestId: "999999", decision: "approve" }],
      ["/ops/data-requests/decide", { requestId: "1", decision: "drop table" }],
    ];
    for (const [path, body] of cases) {
      const answer = await api.post(path, body, query);
      expect(answer.status, path).toBeLessThan(500);
      expect([FailureCode.invalidInput, FailureCode.notFound], `${path} ${JSON.stringify(body).slice(0, 60)}`).toContain(answer.body.code);
    }
  });
});
