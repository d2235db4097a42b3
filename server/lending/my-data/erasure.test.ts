import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FailureCode, myData } from "@contract";
import { serverConfig } from "../../config";
import { db } from "../../db";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";
import { signedPostback } from "../gateway/local-dragonpay/sign-postback";
import { erasureJobSettled, runErasureJob } from "./erasure";

const api = useLendingApi();

async function photo(query: string, ops = false) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("problemImage", new Blob([new Uint8Array(png)], { type: "image/png" }), "p.png");
  const path_ = ops ? "/ops/complaints/upload-image" : "/user-problem/upload-problem-img";
  const response = await fetch(`${api.base}${path_}${query ? `?${query}` : ""}`, {
    method: "POST",
    body: form,
    headers: ops ? api.opsHeader : {},
  });
  const body = (await response.json()) as { data: { url: string } };
  return body.data.url;
}

async function payInFull(orderId: number, query: string) {
  const code = await api.post("/v3/loan-details/generate-vcode", { orderId, channelNumber: "711" }, query);
  const fields = { txnid: code.body.data.reference as string, refno: `GW${orderId}`, status: "S", message: "ok" };
  const paid = await api.post("/v3/payments/postback", await signedPostback(fields));
  expect(paid.body.data.applied).toBe(true);
}

/** A borrower with everything My data lists: loans, a payment, complaints with photos, accounts, page views, sign-up rows. */
async function fullBorrower(name: string) {
  const who = await createBorrower({ name });
  const { borrower, query } = who;
  const loan = await createOrder(borrower.id, { status: 180 });
  const rejected = await createOrder(borrower.id, { status: 110 });
  const evidence = [await photo(query), await photo(query)];
  const filed = await api.post(
    "/user-problem/problem-save",
    { problemType: 2, problemDetail: `${name} was called at night`, problemImage: evidence.join(","), orderNo: loan.orderNo },
    query,
  );
  expect(filed.body.code).toBe(0);
  const replyImage = await photo("", true);
  await api.post("/ops/complaints/reply", {
    problemId: filed.body.data.problemId,
    replyText: `Sorry, ${name}.`,
    replyImages: replyImage,
    agentName: "Ana",
  });
  const unsent = await photo(query); // uploaded, never sent with a complaint
  await payInFull(loan.id, query);
  await db().bankCard.create({
    data: {
      borrowerId: borrower.id,
      cardType: 1,
      channelNumber: "BDO",
      institution: "BDO Unibank",
      accountNumber: "001234567890",
      holderName: name,
      fields: JSON.stringify({ city: "Quezon City" }),
    },
  });
  await db().event.createMany({ data: [1, 2, 3].map(() => ({ borrowerId: borrower.id, moduleId: "m", positionId: "p", page: "poles" })) });
  await db().promotionSmsCode.create({ data: { phone: borrower.phone, codeHash: "x", sid: "s", expiresAt: new Date() } });
  await db().promotionTrack.create({ data: { kind: "register", templateId: 1, phone: borrower.phone, borrowerId: borrower.id } });
  await db().contactMessage.create({ data: { name, telephone: borrower.phone, email: "x@example.ph", remark: "call me" } });
  await api.post("/v3/my-data/profile", { email: "juan@example.ph", address: "12 Rizal St, Quezon City" }, query);
  await api.post("/v3/my-data/request", { kind: "correction", detail: `My name is ${name} Santos` }, query);
  const photoNames = [...evidence, replyImage, unsent].map((url) => url.split("/").pop() as string);
  return { ...who, loan, rejected, photoNames };
}

async function everythingOf(borrowerId: number, phone: string) {
  const prisma = db();
  return {
    borrower: await prisma.borrower.findUniqueOrThrow({ where: { id: borrowerId } }),
    orders: await prisma.loanOrder.count({ where: { borrowerId } }),
    instalments: await prisma.instalment.count({ where: { order: { borrowerId } } }),
    payments: await prisma.payment.count({ where: { borrowerId } }),
    receipts: await prisma.receipt.findMany({ where: { borrowerId } }),
    complaints: await prisma.complaint.findMany({ where: { borrowerId } }),
    uploads: await prisma.complaintUpload.count({ where: { OR: [{ borrowerId }, { complaint: { borrowerId } }] } }),
    bankCards: await prisma.bankCard.count({ where: { borrowerId } }),
    events: await prisma.event.count({ where: { borrowerId } }),
    sms: await prisma.smsOutbox.count({ where: { phone } }),
    signUp:
      (await prisma.promotionSmsCode.count({ where: { phone } })) +
      (await prisma.promotionTrack.count({ where: { OR: [{ phone }, { borrowerId }] } })),
    contact: await prisma.contactMessage.count({ where: { telephone: phone } }),
    requests: await prisma.dataRequest.findMany({ where: { borrowerId }, orderBy: { id: "asc" } }),
  };
}

const fileExists = (name: string) => fs.existsSync(path.join(serverConfig().uploadDir, name));
const onDisk = !process.env.TEST_POSTGRES_URL; // PostgreSQL keeps the photos' bytes in the database

describe("erasure", () => {
  it("waits while a loan is open; once approved, the job keeps loan and payment records and leaves nothing else of the borrower, and touches no one else", async () => {
    const juan = await fullBorrower("Juan");
    const maria = await fullBorrower("Maria");
    if (onDisk) for (const name of [...juan.photoNames, ...maria.photoNames]) expect(fileExists(name)).toBe(true);

    // An open loan (under review) stops the request.
    const open = await createOrder(juan.borrower.id, { status: 21 });
    const refused = await api.post("/v3/my-data/request", { kind: "erasure" }, juan.query);
    expect(refused.body).toMatchObject({ code: FailureCode.invalidInput, message: expect.stringContaining("while a loan is open") });
    await db().loanOrder.update({ where: { id: open.id }, data: { status: 110 } });

    const asked = await api.post("/v3/my-data/request", { kind: "erasure" }, juan.query);
    expect(asked.body).toMatchObject({ code: 0, data: { kind: "erasure", status: "received" } });
    const twice = await api.post("/v3/my-data/request", { kind: "erasure" }, juan.query);
    expect(twice.body.code).toBe(FailureCode.conflict);
    const before = await everythingOf(juan.borrower.id, juan.borrower.phone);

    // The job does nothing before an agent approves.
    expect(await runErasureJob()).toBe(0);
    const approved = await api.post("/ops/data-requests/decide", {
      requestId: asked.body.data.id,
      decision: "approve",
      note: "",
      agentName: "Ana",
    });
    expect(approved.body).toMatchObject({ code: 0, data: { status: "approved", borrowerPhone: juan.borrower.phone } });
    await erasureJobSettled(); // the approval started a round at once
    await runErasureJob();

    const after = await everythingOf(juan.borrower.id, juan.borrower.phone);
    // Kept: loan and payment records, as they were.
    expect(after.orders).toBe(before.orders);
    expect(after.instalments).toBe(before.instalments);
    expect(after.payments).toBe(before.payments);
    expect(after.receipts).toEqual(before.receipts);
    expect(after.borrower.phone).toBe(juan.borrower.phone);
    // Anonymised: the profile, the complaint (its ticket stays: reference, type, dates).
    expect(after.borrower).toMatchObject({ name: "", email: "", address: "", marketingSms: false });
    expect(after.complaints).toHaveLength(1);
    expect(after.complaints[0]).toMatchObject({
      detail: "",
      replyText: "",
      type: 2,
      createdAt: before.complaints[0].createdAt,
      repliedAt: before.complaints[0].repliedAt,
    });
    // Erased: photos (rows and files), accounts, page views, messages, sign-up rows, contact messages.
    expect(after).toMatchObject({ uploads: 0, bankCards: 0, events: 0, sms: 0, signUp: 0, contact: 0 });
    if (onDisk) for (const name of juan.photoNames) expect(fileExists(name)).toBe(false);
    for (const name of juan.photoNames) expect((await fetch(`${api.base}/user-problem/images/${name}`)).status).toBe(404);
    // The requests: the erasure done, the correction's words gone.
    expect(after.requests.map((r) => [r.kind, r.status, r.detail])).toEqual([
      ["correction", "received", ""],
      ["erasure", "done", ""],
    ]);
    // Nothing with the borrower's name or email is left anywhere in the database.
    const dump = JSON.stringify(
      await Promise.all([
        db().complaint.findMany(),
        db().dataRequest.findMany({ where: { borrowerId: juan.borrower.id } }),
        db().borrower.findMany({ where: { id: juan.borrower.id } }),
      ]),
    );
    expect(dump).not.toContain("Juan");
    expect(dump).not.toContain("juan@example.ph");

    // The borrower sees it done, and what is kept.
    const seen = myData.data.parse((await api.post("/v3/my-data/summary", {}, juan.query)).body.data);
    expect(seen.requests.find((r) => r.kind === "erasure")?.status).toBe("done");
    expect(seen.orders).toHaveLength(3);
    expect(seen.payments).toHaveLength(1);
    expect(seen.accounts).toEqual([]);
    expect(seen.pageViews.total).toBe(0);

    // Maria, untouched.
    const untouched = await everythingOf(maria.borrower.id, maria.borrower.phone);
    expect(untouched.borrower).toMatchObject({ name: "Maria", email: "juan@example.ph" });
    expect(untouched).toMatchObject({ uploads: 4, bankCards: 1, events: 3, signUp: 2, contact: 1 });
    expect(untouched.complaints[0].detail).toContain("Maria");
    if (onDisk) for (const name of maria.photoNames) expect(fileExists(name)).toBe(true);
  });

  it("refuses at run time when a loan was opened after the approval, and an agent's refusal reaches the borrower", async () => {
    const { borrower, query } = await createBorrower({ name: "Pedro" });
    const asked = await api.post("/v3/my-data/request", { kind: "erasure" }, query);
    await db().dataRequest.update({ where: { id: asked.body.data.id }, data: { status: "approved" } });
    await createOrder(borrower.id, { status: 170 });
    await runErasureJob();
    expect((await db().borrower.findUniqueOrThrow({ where: { id: borrower.id } })).name).toBe("Pedro");
    const seen = myData.data.parse((await api.post("/v3/my-data/summary", {}, query)).body.data);
    expect(seen.requests[0]).toMatchObject({ status: "refused", note: expect.stringContaining("while a loan is open") });

    const correction = await api.post("/v3/my-data/request", { kind: "correction", detail: "Name: Pedro Reyes" }, query);
    const decided = await api.post("/ops/data-requests/decide", {
      requestId: correction.body.data.id,
      decision: "done",
      note: "Name corrected.",
      agentName: "Ana",
    });
    expect(decided.body).toMatchObject({ code: 0, data: { status: "done", note: "Name corrected." } });
    // A decided request is not decided again; an erasure is never "done" by hand.
    const again = await api.post("/ops/data-requests/decide", {
      requestId: correction.body.data.id,
      decision: "refuse",
      note: "",
      agentName: "",
    });
    expect(again.body.code).toBe(FailureCode.conflict);
  });
});
