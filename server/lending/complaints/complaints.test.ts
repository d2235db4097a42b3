import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FailureCode, problemDetail, problemInit, problemList } from "@contract";
import { setClock } from "../../clock";
import { serverConfig } from "../../config";
import { db } from "../../db";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";

const api = useLendingApi();

/** A 1x1 PNG, made from bytes (no binary fixture). */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000200aa7a3c1d0000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

async function upload(
  session: string,
  bytes: Buffer,
  filename = "photo.jpg",
  type = "image/jpeg",
  path_ = "/user-problem/upload-problem-img",
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append("problemImage", new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${api.base}${path_}?${session}`, { method: "POST", body: form, headers });
  return (await response.json()) as { code: string | number; message: string; data: any };
}

async function borrowerWithOrder(options: { collectionComplaintAllowed?: boolean } = {}) {
  const { borrower, query } = await createBorrower();
  const order = await createOrder(borrower.id, { status: 180, ...options });
  return { borrower, query, order };
}

async function file(session: string, body: Record<string, string | number>) {
  return api.post("/user-problem/problem-save", body, session);
}

describe("complaint init", () => {
  it("answers types, collection sub-types, the chosen order with isShow and all the borrower's orders (POST and GET)", async () => {
    const { borrower, query, order } = await borrowerWithOrder({ collectionComplaintAllowed: false });
    const second = await createOrder(borrower.id, { status: 200 });
    const posted = await api.post("/user-problem/problem-init", { orderId: order.id }, query);
    // The documented wire names; the contract gives the web app plain ones.
    expect(posted.body).toMatchObject({ code: 0, data: { problemSonType: expect.any(Array), orderDetail: { isShow: 0 } } });
    const data = problemInit.data.parse(posted.body.data);
    expect(data.problemType.map((t) => t.value)).toEqual([1, 2, 3, 4, 5]);
    expect(data.problemSubTypes.length).toBeGreaterThan(2);
    expect(data.orderDetail).toMatchObject({
      orderNo: order.orderNo,
      collectionComplaintAllowed: false,
      status: "Overdue",
      productName: "Peso Express",
    });
    expect(data.orderDetail?.rows).toContainEqual({ title: "Order No.", value: order.orderNo });
    expect(data.orderList.map((o) => o.orderNo).sort()).toEqual([order.orderNo, second.orderNo].sort());
    const got = await api.get("/user-problem/problem-init", {}, query);
    expect(got.body.code).toBe(0);
    // Without an order the latest one is selected.
    expect(got.body.data.orderDetail.orderNo).toBe(second.orderNo);
  });

  it("answers another borrower's order like a missing one", async () => {
    const { order } = await borrowerWithOrder();
    const other = await createBorrower();
    const foreign = await api.post("/user-problem/problem-init", { orderId: order.id }, other.query);
    const missing = await api.post("/user-problem/problem-init", { orderId: 999_999 }, other.query);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(FailureCode.notFound);
  });
});

/** CRC-32 of PNG chunks (zlib.crc32 is newer than Node 20.10). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** The 1x1 PNG with its header claiming `side` x `side` pixels (a valid header: the CRC matches). */
function pngClaiming(side: number): Buffer {
  const bytes = Buffer.from(PNG);
  bytes.writeUInt32BE(side, 16);
  bytes.writeUInt32BE(side, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe("second penetration test, N14: photos are stored re-encoded", () => {
  it("a photo's EXIF (the GPS position of the borrower's home) is never kept, and a photo of too many pixels is refused", async () => {
    const { query } = await borrowerWithOrder();
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: "Juan at home" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "14/1 35/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "121/1 0/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const answer = await upload(query, withGps, "home.jpg");
    expect(answer.code).toBe("00");
    const stored = Buffer.from(await (await fetch(`${api.base}${answer.data.url.slice("/api".length)}`)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes("Juan at home")).toBe(false);

    const huge = await upload(query, pngClaiming(60_000), "huge.png", "image/png");
    expect(huge).toMatchObject({ code: String(FailureCode.invalidInput), message: expect.stringMatching(/too many pixels/) });
    expect(await db().complaintUpload.count()).toBe(1);
  });
});

describe("third penetration test, P3: photos are bounded per side as well as in pixels", () => {
  it("a photo longer than 8000 px a side is refused from its header, though its pixel count is small", async () => {
    const { query } = await borrowerWithOrder();
    // 9000 x 10: 90,000 pixels, far under the pixel cap; 100000 x 400 of the same kind held
    // hundreds of megabytes while it was shrunk.
    const strip = await sharp({ create: { width: 9000, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const answer = await upload(query, strip, "strip.png", "image/png");
    expect(answer).toMatchObject({ code: String(FailureCode.invalidInput), message: expect.stringMatching(/too many pixels/) });
    const tall = await sharp({ create: { width: 10, height: 8001, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(await upload(query, tall, "tall.png", "image/png")).toMatchObject({ code: String(FailureCode.invalidInput) });
    const phone = await sharp({ create: { width: 8000, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await upload(query, phone, "long-screenshot.png", "image/png")).code).toBe("00");
    expect(await db().complaintUpload.count()).toBe(1);
  });
});

describe("image upload", () => {
  it("keeps a real image under a random name and serves it with its type and nosniff", async () => {
    const { query } = await borrowerWithOrder();
    const answer = await upload(query, PNG, "evidence.jpg");
    expect(answer).toMatchObject({ code: "00", data: { url: expect.stringMatching(/^\/api\/user-problem\/images\/[a-f0-9]{32}\.png$/) } });
    const served = await fetch(`${api.base}${answer.data.url.slice("/api".length)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 1, height: 1 });
    const missing = await fetch(`${api.base}/user-problem/images/${"0".repeat(32)}.png`);
    expect(missing.status).toBe(404);
    const traversal = await fetch(`${api.base}/user-problem/images/..%2F..%2Fpackage.json`);
    expect(traversal.status).toBe(404);
  });

  it.each([
    ["a PDF renamed .jpg", PDF, /not a photo/],
    ["an empty file", Buffer.alloc(0), /choose a photo/],
    ["a 20 MB photo", Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(20 * 1024 * 1024)]), /too large.*5 MB/],
  ])("refuses %s with a message and stores nothing", async (_label, bytes, message) => {
    const { query } = await borrowerWithOrder();
    const dir = serverConfig().uploadDir;
    const filesOnDisk = () => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);
    const before = filesOnDisk();
    const answer = await upload(query, bytes);
    expect(answer.code).toBe(String(FailureCode.invalidInput));
    expect(answer.message).toMatch(message);
    expect(await db().complaintUpload.count()).toBe(0);
    expect(filesOnDisk()).toBe(before);
  });

  it("needs a session", async () => {
    const answer = await upload("", PNG);
    expect(answer.code).toBe(String(FailureCode.sessionExpired));
  });
});

describe("complaint save", () => {
  it("files a complaint with photos, due in 3 weekdays, and a repeated Send with the same token files it once", async () => {
    const { query, order, borrower } = await borrowerWithOrder();
    const a = await upload(query, PNG);
    const b = await upload(query, PNG);
    // Friday 2026-11-20 15:00 Manila: due Wednesday 15:00.
    await setClock(new Date("2026-11-20T15:00:00+08:00"));
    const body = {
      problemType: 1,
      problemSonType: 102,
      problemDetail: "  They called my sister at 2am.  ",
      problemImage: `${a.data.url},${b.data.url}`,
      orderNo: order.orderNo,
      submitToken: "tok-123456789",
    };
    const first = await file(query, body);
    const again = await file(query, body);
    expect(first.body).toMatchObject({ code: 0, data: { problemId: expect.any(Number) } });
    expect(again.body.data.problemId).toBe(first.body.data.problemId);
    expect(await db().complaint.count({ where: { borrowerId: borrower.id } })).toBe(1);
    const stored = await db().complaint.findFirstOrThrow();
    expect(stored.detail).toBe("They called my sister at 2am.");
    // The clock keeps running after it is set: allow the few milliseconds of the test itself.
    expect(Math.abs(stored.replyDueAt.getTime() - new Date("2026-11-25T15:00:00+08:00").getTime())).toBeLessThan(5_000);

    const wire = (await api.post("/user-problem/problem-detail", { problemId: first.body.data.problemId }, query)).body.data;
    // The documented wire names; the contract gives the web app plain ones.
    expect(wire).toMatchObject({ sonType: "Contacting my contacts", disposeDetail: "", disposeImages: [], isNeedScore: 0 });
    expect(problemDetail.data.parse(wire)).toMatchObject({
      type: "Collection",
      subType: "Contacting my contacts",
      content: "They called my sister at 2am.",
      images: [a.data.url, b.data.url],
      replyText: "",
      replyImages: [],
      ratingDue: false,
    });
    const list = problemList.data.parse((await api.post("/user-problem/problem-list", {}, query)).body.data);
    expect(list.tabs.map((t) => t.title)).toEqual(["Pending", "Replied"]);
    expect(list.tabs[0].list).toEqual([
      {
        id: first.body.data.problemId,
        time: "2026-11-20 15:00:00",
        type: "Collection",
        content: "They called my sister at 2am.",
        referenceNo: `CP-20261120-${String(first.body.data.problemId).padStart(6, "0")}`,
        dueAt: "2026-11-25 15:00:00",
        status: "received",
      },
    ]);
  });

  it("files a non-collection complaint without sub-type or photos", async () => {
    const { query, order } = await borrowerWithOrder({ collectionComplaintAllowed: false });
    const saved = await file(query, { problemType: 2, problemDetail: "Paid twice", problemImage: "", orderNo: order.orderNo });
    expect(saved.body.code).toBe(0);
  });

  it.each([
    ["an empty description", { problemDetail: "   " }, FailureCode.invalidInput, /Please describe what happened/],
    ["a 5,000-character description", { problemDetail: "x".repeat(5000) }, FailureCode.invalidInput, /within 200 characters/],
    ["an unknown problem type", { problemType: 42 }, FailureCode.invalidInput, /listed question types/],
    ["a collection complaint without sub-type", { problemSonType: "" }, FailureCode.invalidInput, /choose what happened/],
    ["a collection complaint with an unknown sub-type", { problemSonType: 999 }, FailureCode.invalidInput, /choose what happened/],
    ["a sub-type on a type without sub-types", { problemType: 3 }, FailureCode.invalidInput, /no sub-types/],
    ["an order that is not the borrower's", { orderNo: "PL-NOT-MINE" }, FailureCode.notFound, /could not find this order/],
    ["an image URL from elsewhere", { problemImage: "https://evil.example/x.png" }, FailureCode.invalidInput, /could not be attached/],
  ])("refuses %s and stores nothing", async (_label, change, code, message) => {
    const { query, order } = await borrowerWithOrder();
    const saved = await file(query, {
      problemType: 1,
      problemSonType: 101,
      problemDetail: "Rude caller",
      problemImage: "",
      orderNo: order.orderNo,
      ...change,
    });
    expect(saved.body.code).toBe(code);
    expect(saved.body.message).toMatch(message);
    expect(await db().complaint.count()).toBe(0);
  });

  it("refuses a collection complaint on an order that does not allow it, with a clear message", async () => {
    const { query, order } = await borrowerWithOrder({ collectionComplaintAllowed: false });
    const saved = await file(query, { problemType: 1, problemSonType: 101, problemDetail: "Rude caller", orderNo: order.orderNo });
    expect(saved.body).toMatchObject({ code: FailureCode.conflict, message: "The selected order does not accept collection complaints." });
    expect(await db().complaint.count()).toBe(0);
  });

  it("refuses a 10th image and another borrower's image", async () => {
    const { query, order } = await borrowerWithOrder();
    const urls = [];
    for (let i = 0; i < 10; i++) urls.push((await upload(query, PNG)).data.url);
    const ten = await file(query, { problemType: 2, problemDetail: "Too many", problemImage: urls.join(","), orderNo: order.orderNo });
    expect(ten.body).toMatchObject({ code: FailureCode.invalidInput, message: "You can add up to 9 photos." });

    const other = await borrowerWithOrder();
    const theirs = await upload(other.query, PNG);
    const stolen = await file(query, {
      problemType: 2,
      problemDetail: "Not my photo",
      problemImage: theirs.data.url,
      orderNo: order.orderNo,
    });
    expect(stolen.body.code).toBe(FailureCode.invalidInput);
    expect(await db().complaint.count()).toBe(0);
    // Nine of them are fine, and a photo cannot be attached twice.
    const nine = await file(query, {
      problemType: 2,
      problemDetail: "Nine",
      problemImage: urls.slice(0, 9).join(","),
      orderNo: order.orderNo,
    });
    expect(nine.body.code).toBe(0);
    const reused = await file(query, { problemType: 2, problemDetail: "Again", problemImage: urls[0], orderNo: order.orderNo });
    expect(reused.body.code).toBe(FailureCode.invalidInput);
  });
});

describe("reply, rating and privacy", () => {
  async function filed() {
    const owner = await borrowerWithOrder();
    const saved = await file(owner.query, { problemType: 4, problemDetail: "App crashes on login", orderNo: owner.order.orderNo });
    return { ...owner, problemId: saved.body.data.problemId as number };
  }

  it("rates only after a reply, only once, 1 to 5 stars; the queue shows the rating", async () => {
    const { query, problemId } = await filed();
    const early = await api.post("/user-problem/save-score", { problemId, score: 4 }, query);
    expect(early.body).toMatchObject({ code: FailureCode.conflict, message: /once we have replied/ });

    const image = await upload("", PNG, "reply.png", "image/png", "/ops/complaints/upload-image", api.opsHeader);
    expect(image.code).toBe("00");
    const replied = await api.post("/ops/complaints/reply", {
      problemId,
      replyText: "We fixed it in version 1.0.1.",
      replyImages: image.data.url,
      agentName: "Ana",
    });
    expect(replied.body.code).toBe(0);
    const twice = await api.post("/ops/complaints/reply", { problemId, replyText: "Again" });
    expect(twice.body.code).toBe(FailureCode.conflict);

    const detail = await api.post("/user-problem/problem-detail", { problemId }, query);
    expect(detail.body.data).toMatchObject({
      disposeDetail: "We fixed it in version 1.0.1.",
      disposeImages: [image.data.url],
      isNeedScore: 1,
    });
    expect(problemDetail.data.parse(detail.body.data)).toMatchObject({
      replyText: "We fixed it in version 1.0.1.",
      replyImages: [image.data.url],
      ratingDue: true,
    });

    for (const score of ["0", "6", "2.5", ""]) {
      const bad = await api.post("/user-problem/save-score", { problemId, score }, query);
      expect(bad.body).toMatchObject({ code: FailureCode.invalidInput, message: "Please choose from 1 to 5 stars" });
    }
    const rated = await api.post("/user-problem/save-score", { problemId, score: 4 }, query);
    expect(rated.body).toMatchObject({ code: 0, data: { score: 4 } });
    const again = await api.post("/user-problem/save-score", { problemId, score: 5 }, query);
    expect(again.body.code).toBe(FailureCode.conflict);
    expect((await api.post("/user-problem/problem-detail", { problemId }, query)).body.data).toMatchObject({ isNeedScore: 0, score: 4 });

    const q = await api.post("/ops/complaints/queue", {});
    expect(q.body.data.items[0]).toMatchObject({ id: problemId, score: 4, replyText: "We fixed it in version 1.0.1.", agentName: "Ana" });
  });

  it("another borrower cannot read, rate or attach to a complaint: it answers like a missing one", async () => {
    const { problemId } = await filed();
    const stranger = await borrowerWithOrder();
    for (const [path_, body] of [
      ["/user-problem/problem-detail", { problemId }],
      ["/user-problem/save-score", { problemId, score: 5 }],
    ] as const) {
      const foreign = await api.post(path_, body, stranger.query);
      const missing = await api.post(path_, { ...body, problemId: 999_999 }, stranger.query);
      expect(foreign.body).toEqual(missing.body);
      expect(foreign.body.code).toBe(FailureCode.notFound);
    }
    const list = await api.post("/user-problem/problem-list", {}, stranger.query);
    expect(list.body.data.tabs.flatMap((t: { list: unknown[] }) => t.list)).toEqual([]);
  });

  it("orders the queue by reply due time and marks overdue ones", async () => {
    const owner = await borrowerWithOrder();
    await setClock(new Date("2026-11-16T09:00:00+08:00")); // Monday: due Thursday
    const older = (await file(owner.query, { problemType: 5, problemDetail: "First", orderNo: owner.order.orderNo })).body.data.problemId;
    await setClock(new Date("2026-11-17T09:00:00+08:00")); // Tuesday: due Friday
    const newer = (await file(owner.query, { problemType: 5, problemDetail: "Second", orderNo: owner.order.orderNo })).body.data.problemId;
    await setClock(new Date("2026-11-19T12:00:00+08:00")); // Thursday noon: the first is overdue
    const q = await api.post("/ops/complaints/queue", {});
    expect(q.body.data.items.map((i: { id: number; overdue: boolean }) => [i.id, i.overdue])).toEqual([
      [older, true],
      [newer, false],
    ]);
    expect(q.body.data.items[0]).toMatchObject({
      dueAt: "2026-11-19 09:00:00",
      borrowerPhone: expect.stringMatching(/^09\d\d\*\*\*\*\d{3}$/),
    });
  });

  it("issue 40: a complaint due at 00:00 is answered by the end of the day before, in the SMS in both languages", async () => {
    const owner = await borrowerWithOrder();
    await setClock(new Date("2026-11-28T10:00:00+08:00")); // Saturday: the clock starts Monday, due Thursday 00:00
    for (const [language, said] of [
      ["en", "We will answer by the end of 2026-12-02 (Manila time)."],
      ["fil", "Sasagutin namin ito hanggang sa pagtatapos ng 2026-12-02 (oras sa Manila)."],
    ]) {
      const saved = await api.post(
        "/user-problem/problem-save",
        { problemType: 5, problemDetail: `Due at midnight ${language}`, orderNo: owner.order.orderNo },
        owner.query.replace("language=en", `language=${language}`),
      );
      expect(saved.body.data.dueAt).toBe("2026-12-03 00:00:00");
      const sms = await db().smsOutbox.findFirstOrThrow({
        where: { phone: owner.borrower.phone, purpose: "complaint-received" },
        orderBy: { id: "desc" },
      });
      expect(sms.body).toContain(said);
    }
  });

  it("a ticket: reference and due time on filing, the acknowledgement SMS in the session's language, overdue then escalation; an unsatisfactory answer reopens the route to the SEC and ranks before waiting ones", async () => {
    const owner = await borrowerWithOrder();
    await setClock(new Date("2026-11-20T15:00:00+08:00")); // Friday: due Wednesday 15:00
    const saved = await api.post(
      "/user-problem/problem-save",
      { problemType: 5, problemDetail: "Wrong fee", orderNo: owner.order.orderNo },
      owner.query.replace("language=en", "language=fil"),
    );
    const problemId = saved.body.data.problemId as number;
    const referenceNo = `CP-20261120-${String(problemId).padStart(6, "0")}`;
    expect(saved.body.data).toEqual({ problemId, referenceNo, dueAt: "2026-11-25 15:00:00" });
    const sms = await db().smsOutbox.findMany({ where: { phone: owner.borrower.phone, purpose: "complaint-received" } });
    expect(sms.map((m) => m.body)).toEqual([expect.stringContaining(`natanggap namin ang iyong reklamo, reference ${referenceNo}`)]);
    expect(sms[0].body).toContain("hanggang 2026-11-25 15:00 (oras sa Manila)");

    const detail = async () =>
      problemDetail.data.parse((await api.post("/user-problem/problem-detail", { problemId }, owner.query)).body.data);
    expect(await detail()).toMatchObject({
      referenceNo,
      status: "received",
      dueAt: "2026-11-25 15:00:00",
      acknowledgedAt: "2026-11-20 15:00:00",
      repliedAt: "",
      canEscalate: false,
      canMarkUnsatisfied: false,
    });
    const early = await api.post("/user-problem/unsatisfied", { problemId }, owner.query);
    expect(early.body.code).toBe(FailureCode.conflict);

    await setClock(new Date("2026-11-25T15:01:00+08:00"));
    expect(await detail()).toMatchObject({ status: "overdue", canEscalate: true });
    const waiting = (
      await api.post("/user-problem/problem-save", { problemType: 5, problemDetail: "Second", orderNo: owner.order.orderNo }, owner.query)
    ).body.data.problemId;

    await api.post("/ops/complaints/reply", { problemId, replyText: "The fee is right.", agentName: "Ana" });
    expect(await detail()).toMatchObject({
      status: "answered",
      repliedAt: "2026-11-25 15:01:00",
      canEscalate: false,
      canMarkUnsatisfied: true,
    });
    const marked = await api.post("/user-problem/unsatisfied", { problemId }, owner.query);
    expect(marked.body).toMatchObject({ code: 0, data: { problemId } });
    expect((await api.post("/user-problem/unsatisfied", { problemId }, owner.query)).body.code).toBe(0); // a second tap changes nothing
    expect(await detail()).toMatchObject({
      status: "unsatisfied",
      unsatisfiedAt: "2026-11-25 15:01:00",
      canEscalate: true,
      canMarkUnsatisfied: false,
    });

    const stranger = await borrowerWithOrder();
    const foreign = await api.post("/user-problem/unsatisfied", { problemId }, stranger.query);
    const missing = await api.post("/user-problem/unsatisfied", { problemId: 999_999 }, stranger.query);
    expect(foreign.body).toEqual(missing.body);

    const q = (await api.post("/ops/complaints/queue", {})).body.data.items as Array<{
      id: number;
      referenceNo: string;
      unsatisfied: boolean;
    }>;
    expect(q.map((i) => [i.id, i.unsatisfied])).toEqual([
      [problemId, true],
      [waiting, false],
    ]);
    expect(q[0].referenceNo).toBe(referenceNo);
  });
});
