import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  OPS_QUEUE_PAGE_SIZE,
  COLLECTION_TYPE,
  COMPLAINT_MAX_IMAGE_BYTES,
  COMPLAINT_MAX_IMAGES,
  IMAGE_PATH_PREFIX,
  deadlineOf,
  formatDateTime,
  splitImageList,
  type ParsedRequestOf,
  type WireDataOf,
  withoutBidiControls,
  type opsComplaintQueue,
  type opsComplaintReply,
  type problemDetail,
  type problemInit,
  type problemList,
  type problemSave,
} from "@contract";
import { now } from "../../clock";
import { serverConfig } from "../../config";
import { oneAtATime } from "../../data/one-at-a-time";
import { makePrivateDir, writePrivateFile } from "../../data/private-files";
import { transaction, type Tx } from "../../data/transactions";
import { db, sharedDatabase } from "../../db";
import { complaintReference, queueRank, ticketStanding } from "../../domain/complaint-ticket";
import { replyDueAt } from "../../domain/reply-due";
import type { Complaint, ComplaintUpload, LoanOrder, Product } from "../../generated/prisma/client";
import { countComplaintOpened } from "../../metrics";
import { LendingError } from "../errors";
import { filipinoComplaintTypes } from "../fixture-texts";
import { loanDetailsFor } from "../loan-details/service";
import { queueSms } from "../sms/outbox";
import { render, smsTexts, text, type BackendLanguage } from "../texts";
import { sniffImage, type ImageKind } from "./image-sniff";

/* Complaint types (mocks/complaint-types.json) */

interface ComplaintType {
  value: number;
  title: string;
  children: Array<{ value: number; title: string }>;
}

let typesCache: ComplaintType[] | undefined;
export function complaintTypes(): ComplaintType[] {
  typesCache ??= JSON.parse(fs.readFileSync(path.join(process.cwd(), "mocks", "complaint-types.json"), "utf8")) as ComplaintType[];
  return typesCache;
}

/** A type's (or sub-type's) name in the language: mocks/fil/complaint-types.json, by value. */
function titleIn(type: { value: number; title: string }, language: BackendLanguage): string {
  return (language === "fil" && filipinoComplaintTypes()[String(type.value)]) || type.title;
}

export function typeTitles(type: number, sonType: number | null, language: BackendLanguage = "en") {
  const found = complaintTypes().find((t) => t.value === type);
  const son = found?.children.find((c) => c.value === sonType);
  return {
    type: found ? titleIn(found, language) : render(text("complaintTypeOther"), language),
    sonType: son ? titleIn(son, language) : "",
  };
}

/* Orders */

async function complaintOrder(borrowerId: number, order: LoanOrder & { product: Product }, language: BackendLanguage) {
  const details = await loanDetailsFor(borrowerId, order.id, language);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    productLogo: order.product.logo,
    productName: order.product.name,
    status: details.noticeStatusText,
    rows: details.userOrderDetail.detail.map((row) => ({ title: row.text, value: row.value })),
    isShow: order.collectionComplaintAllowed ? (1 as const) : (0 as const),
  };
}

export async function initFor(
  borrowerId: number,
  orderId: number | undefined,
  language: BackendLanguage = "en",
): Promise<WireDataOf<typeof problemInit>> {
  const orders = await db().loanOrder.findMany({ where: { borrowerId }, include: { product: true }, orderBy: { id: "desc" } });
  let selected = orders[0];
  if (orderId !== undefined) {
    selected = orders.find((o) => o.id === orderId) as (typeof orders)[number];
    // Another borrower's order answers exactly like a missing one.
    if (!selected) throw new LendingError("notFound", text("complaintOrderNotFound"));
  }
  const orderList = await Promise.all(orders.map((o) => complaintOrder(borrowerId, o, language)));
  const types = complaintTypes();
  // The type names (mocks) in the session's language (docs/decisions/191).
  return {
    problemType: types.map((type) => ({ title: titleIn(type, language), value: type.value })),
    problemSonType: (types.find((t) => t.value === COLLECTION_TYPE)?.children ?? []).map((c) => ({ ...c, title: titleIn(c, language) })),
    orderDetail: selected ? (orderList.find((o) => o.orderId === selected.id) ?? null) : null,
    orderList,
  };
}

/* Uploads */

const NAME_PATTERN = /^[a-f0-9]{32}\.(?:jpg|png|webp|gif)$/;
const URL_PATTERN = /^(?:https?:\/\/[^/]+)?\/api\/user-problem\/images\/([a-f0-9]{32}\.(?:jpg|png|webp|gif))$/;
/** Photos uploaded but not sent with a complaint, per borrower per day: a guard against filling the disk. */
const PENDING_UPLOADS_PER_DAY = 40;

export function imageUrl(name: string): string {
  return IMAGE_PATH_PREFIX + name;
}

function nameOfUrl(url: string): string | null {
  return URL_PATTERN.exec(url)?.[1] ?? null;
}

/**
 * Why a borrower may not store a photo of `size` bytes now, or null: 40 not sent with a complaint
 * in a day, and every photo of the day counted (attached or not), in number and bytes: this is what
 * bounds the disk. Read through `client`: inside the transaction that writes the row it is the
 * reservation itself (third penetration test, P4).
 */
async function photoQuotaRefusal(client: Pick<Tx, "complaintUpload">, borrowerId: number, size: number) {
  const since = new Date((await now()).getTime() - 86_400_000);
  const pending = await client.complaintUpload.count({ where: { borrowerId, complaintId: null, createdAt: { gte: since } } });
  if (pending >= PENDING_UPLOADS_PER_DAY) return text("unsentPhotos");
  const today = await client.complaintUpload.aggregate({
    where: { borrowerId, createdAt: { gte: since } },
    _count: true,
    _sum: { size: true },
  });
  const { PHOTOS_PER_BORROWER_PER_DAY, PHOTO_MB_PER_BORROWER_PER_DAY } = serverConfig();
  if (today._count >= PHOTOS_PER_BORROWER_PER_DAY || (today._sum.size ?? 0) + size > PHOTO_MB_PER_BORROWER_PER_DAY * 1024 * 1024) {
    return text("photosLimited");
  }
  return null;
}

export async function storeUpload(
  owner: { borrowerId: number | null; role: "evidence" | "reply" },
  file: { buffer: Buffer; size: number } | undefined,
): Promise<{ url: string }> {
  if (!file || file.size === 0) throw new LendingError("invalidInput", text("choosePhoto"));
  if (file.size > COMPLAINT_MAX_IMAGE_BYTES) throw new LendingError("invalidInput", text("uploadTooLarge"));
  const kind = sniffImage(file.buffer.subarray(0, 16));
  if (!kind) throw new LendingError("invalidInput", text("uploadNotImage"));
  const { borrowerId } = owner;
  // A cheap early refusal, before the photo is decoded; the one that counts is made with the write.
  if (borrowerId !== null) {
    const refusal = await photoQuotaRefusal(db(), borrowerId, file.size);
    if (refusal) throw new LendingError("rateLimited", refusal);
  }
  const bytes = await reencoded(file.buffer, kind);
  // A random name: the URL is the only way to the photo, so it must not be guessable.
  const name = `${crypto.randomBytes(16).toString("hex")}.${kind.ext}`;
  const row = { name, mime: kind.mime, size: bytes.length, borrowerId, role: owner.role, createdAt: await now() };
  // The quota is reserved by the row itself, counted and written in one transaction: on SQLite it
  // holds the write lock from BEGIN (decision 069), on PostgreSQL it is SERIALIZABLE and an upload
  // that counted the same rows runs again, so parallel uploads never all pass one count
  // (docs/decisions/217).
  // One borrower's burst is also queued in this process, so it never becomes a storm of
  // transactions that conflict and run again (PostgreSQL) while holding the pool.
  const writeRow = (data: Parameters<Tx["complaintUpload"]["create"]>[0]["data"]) =>
    oneAtATime(`photos:${borrowerId ?? "ops"}`, () =>
      transaction(async (tx) => {
        const refusal = borrowerId === null ? null : await photoQuotaRefusal(tx, borrowerId, bytes.length);
        if (refusal) throw new LendingError("rateLimited", refusal);
        await tx.complaintUpload.create({ data });
      }),
    );
  if (sharedDatabase()) {
    // Several instances share no disk: the bytes go into the database with the row, in one write,
    // so whichever instance serves the URL has them (docs/decisions/120-postgresql.md).
    await writeRow({ ...row, content: { create: { bytes: new Uint8Array(bytes) } } });
    return { url: imageUrl(name) };
  }
  const dir = serverConfig().uploadDir;
  await makePrivateDir(dir);
  const file_ = path.join(dir, name);
  await writePrivateFile(file_, bytes);
  try {
    await writeRow(row);
  } catch (error) {
    await fs.promises.rm(file_, { force: true }); // nothing half-written, nothing over the quota is kept
    throw error;
  }
  return { url: imageUrl(name) };
}

/** Most pixels a photo may have: a 48-megapixel phone camera's, with room to spare. */
export const COMPLAINT_MAX_IMAGE_PIXELS = 50_000_000;
/**
 * The longest side a photo may have: a phone camera's (8000 x 6000 at 48 megapixels) or a long
 * screenshot's. A strip of 100000 x 400 pixels is within the pixel count, yet shrinking it held
 * hundreds of megabytes of decoded rows (third penetration test, P3).
 */
export const COMPLAINT_MAX_IMAGE_SIDE = 8000;
/** The longest side a stored photo keeps: enough to read a receipt or a screenshot. */
const STORED_MAX_SIDE = 2048;

/**
 * The photo as we store it: decoded and encoded again in its own format (sharp, libvips), so
 * nothing of the upload but its pixels is kept: no EXIF (a phone's GPS position of the borrower's
 * home), no comments, no trailing bytes. Turned upright first by its EXIF orientation, shrunk to
 * STORED_MAX_SIDE. Its size is read from its header before anything is decoded, and a photo past
 * COMPLAINT_MAX_IMAGE_SIDE a side or COMPLAINT_MAX_IMAGE_PIXELS is refused (a 60000 x 60000 PNG of
 * a few kilobytes would take gigabytes); the decoder is held to the same pixel count whatever the
 * header said. A photo with a damaged end (common from phones) is kept as far as it decodes.
 * Second penetration test, N14; third, P3; docs/decisions/076.
 */
async function reencoded(buffer: Buffer, kind: ImageKind): Promise<Buffer> {
  const options = { limitInputPixels: COMPLAINT_MAX_IMAGE_PIXELS, failOn: "none", animated: false } as const;
  let size: { width?: number; height?: number };
  try {
    size = await sharp(buffer, options).metadata(); // the header only: nothing is decoded
  } catch (error) {
    const tooLarge = /pixel limit/i.test(error instanceof Error ? error.message : "");
    throw new LendingError("invalidInput", text(tooLarge ? "uploadTooManyPixels" : "uploadNotImage"));
  }
  const { width = 0, height = 0 } = size;
  if (width === 0 || height === 0) throw new LendingError("invalidInput", text("uploadNotImage"));
  if (width > COMPLAINT_MAX_IMAGE_SIDE || height > COMPLAINT_MAX_IMAGE_SIDE || width * height > COMPLAINT_MAX_IMAGE_PIXELS) {
    throw new LendingError("invalidInput", text("uploadTooManyPixels"));
  }
  try {
    const image = sharp(buffer, options)
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: "inside", withoutEnlargement: true });
    if (kind.ext === "jpg") return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (kind.ext === "png") return await image.png().toBuffer();
    if (kind.ext === "webp") return await image.webp({ quality: 85 }).toBuffer();
    return await image.gif().toBuffer();
  } catch (error) {
    const tooLarge = /pixel limit/i.test(error instanceof Error ? error.message : "");
    throw new LendingError("invalidInput", text(tooLarge ? "uploadTooManyPixels" : "uploadNotImage"));
  }
}

/** The stored photo behind an image URL's name (a file, or its bytes from the database), or null. */
export async function imageFile(name: string): Promise<{ file: string; mime: string } | { bytes: Buffer; mime: string } | null> {
  if (!NAME_PATTERN.test(name)) return null;
  const row = await db().complaintUpload.findUnique({ where: { name }, include: { content: sharedDatabase() } });
  if (!row) return null;
  if (row.content) return { bytes: Buffer.from(row.content.bytes), mime: row.mime };
  const file = path.join(serverConfig().uploadDir, row.name);
  return fs.existsSync(file) ? { file, mime: row.mime } : null;
}

/**
 * The uploads named by a comma-joined URL list, each one uploaded by this owner and not yet attached
 * to a complaint; anything else is refused with a message.
 */
async function claimableUploads(list: string, owner: { borrowerId: number | null; role: "evidence" | "reply" }) {
  const urls = Array.from(new Set(splitImageList(list)));
  if (urls.length > COMPLAINT_MAX_IMAGES) throw new LendingError("invalidInput", text("uploadTooMany"));
  const names = urls.map(nameOfUrl);
  const notOurs = text("photoNotAttachable");
  if (names.some((n) => n === null)) throw new LendingError("invalidInput", notOurs);
  const rows = await db().complaintUpload.findMany({
    where: { name: { in: names as string[] }, borrowerId: owner.borrowerId, role: owner.role, complaintId: null },
  });
  if (rows.length !== names.length) throw new LendingError("invalidInput", notOurs);
  const order = new Map(names.map((n, i) => [n, i]));
  return rows.sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
}

async function attach(
  tx: Parameters<Parameters<ReturnType<typeof db>["$transaction"]>[0]>[0],
  complaintId: number,
  uploads: ComplaintUpload[],
) {
  for (const [position, upload] of uploads.entries()) {
    // complaintId: null in the filter makes a concurrent claim of the same photo fail, not share it.
    const updated = await tx.complaintUpload.updateMany({ where: { id: upload.id, complaintId: null }, data: { complaintId, position } });
    if (updated.count !== 1) throw new LendingError("conflict", text("photoAttachedElsewhere"));
  }
}

/* Complaints */

/** What filing answers: the complaint, its reference number and when an answer is due. */
function filed(complaint: Complaint): WireDataOf<typeof problemSave> {
  return {
    problemId: complaint.id,
    referenceNo: complaintReference(complaint.id, complaint.createdAt),
    dueAt: formatDateTime(complaint.replyDueAt),
  };
}

export async function saveComplaint(
  borrower: { id: number; phone: string },
  input: ParsedRequestOf<typeof problemSave>,
  language: BackendLanguage = "en",
): Promise<WireDataOf<typeof problemSave>> {
  const borrowerId = borrower.id;
  if (input.submitToken) {
    const earlier = await db().complaint.findUnique({ where: { borrowerId_submitToken: { borrowerId, submitToken: input.submitToken } } });
    if (earlier) return filed(earlier); // the same Send again: already filed once
  }
  const type = complaintTypes().find((t) => t.value === input.problemType);
  if (!type) throw new LendingError("invalidInput", text("chooseQuestionType"));
  let sonType: number | null = null;
  if (type.children.length > 0) {
    const son = type.children.find((c) => c.value === input.problemSonType);
    if (!son) throw new LendingError("invalidInput", text("chooseSubType"));
    sonType = son.value;
  } else if (input.problemSonType !== undefined) {
    throw new LendingError("invalidInput", text("noSubTypes"));
  }
  const order = await db().loanOrder.findUnique({ where: { orderNo: input.orderNo } });
  if (!order || order.borrowerId !== borrowerId) throw new LendingError("notFound", text("complaintOrderNotFound"));
  if (type.value === COLLECTION_TYPE && !order.collectionComplaintAllowed) {
    throw new LendingError("conflict", text("collectionNotAllowed"));
  }
  const uploads = await claimableUploads(input.problemImage, { borrowerId, role: "evidence" });
  const filedAt = await now();
  try {
    const complaint = await transaction(async (tx) => {
      const created = await tx.complaint.create({
        data: {
          borrowerId,
          orderId: order.id,
          type: type.value,
          sonType,
          detail: input.problemDetail,
          createdAt: filedAt,
          replyDueAt: replyDueAt(filedAt),
          submitToken: input.submitToken ?? null,
        },
      });
      await attach(tx, created.id, uploads);
      // The acknowledgement, with the reference and the due time, in the same write as the complaint:
      // a complaint is never filed without it (R.A. 11765, docs/decisions/172).
      await queueSms(tx, {
        phone: borrower.phone,
        purpose: "complaint-received",
        createdAt: filedAt,
        body: smsTexts(language).complaintReceived(
          complaintReference(created.id, created.createdAt),
          deadlineOf(formatDateTime(created.replyDueAt)),
        ),
      });
      countComplaintOpened();
      return created;
    });
    return filed(complaint);
  } catch (error) {
    // Two Sends with one token raced: the unique key let one through; answer with that one.
    if ((error as { code?: string }).code === "P2002" && input.submitToken) {
      const earlier = await db().complaint.findUnique({
        where: { borrowerId_submitToken: { borrowerId, submitToken: input.submitToken } },
      });
      if (earlier) return filed(earlier);
    }
    throw error;
  }
}

type ComplaintWithUploads = Complaint & { uploads: ComplaintUpload[] };

function urlsOf(complaint: ComplaintWithUploads, role: "evidence" | "reply") {
  return complaint.uploads
    .filter((u) => u.role === role)
    .sort((a, b) => a.position - b.position)
    .map((u) => imageUrl(u.name));
}

const hasReply = (c: ComplaintWithUploads) => c.repliedAt !== null;

const factsOf = (c: Complaint) => ({ filedAt: c.createdAt, dueAt: c.replyDueAt, repliedAt: c.repliedAt, unsatisfiedAt: c.unsatisfiedAt });

export async function listFor(borrowerId: number, language: BackendLanguage = "en"): Promise<WireDataOf<typeof problemList>> {
  const all = await db().complaint.findMany({ where: { borrowerId }, include: { uploads: true }, orderBy: { id: "desc" } });
  const current = await now();
  const item = (c: ComplaintWithUploads) => ({
    id: c.id,
    time: formatDateTime(c.createdAt),
    type: typeTitles(c.type, c.sonType, language).type,
    content: c.detail,
    referenceNo: complaintReference(c.id, c.createdAt),
    dueAt: formatDateTime(c.replyDueAt),
    status: ticketStanding(factsOf(c), current).status,
  });
  return {
    tabs: [
      { title: render(text("complaintsPending"), language), list: all.filter((c) => !hasReply(c)).map(item) },
      { title: render(text("complaintsReplied"), language), list: all.filter(hasReply).map(item) },
    ],
  };
}

async function ownComplaint(borrowerId: number, problemId: number): Promise<ComplaintWithUploads> {
  const complaint = await db().complaint.findUnique({ where: { id: problemId }, include: { uploads: true } });
  // Another borrower's complaint answers exactly like a missing one.
  if (!complaint || complaint.borrowerId !== borrowerId) throw new LendingError("notFound", text("complaintNotFound"));
  return complaint;
}

export async function detailFor(
  borrowerId: number,
  problemId: number,
  language: BackendLanguage = "en",
): Promise<WireDataOf<typeof problemDetail>> {
  const c = await ownComplaint(borrowerId, problemId);
  const titles = typeTitles(c.type, c.sonType, language);
  const standing = ticketStanding(factsOf(c), await now());
  return {
    type: titles.type,
    sonType: titles.sonType,
    problemId: c.id,
    content: c.detail,
    images: urlsOf(c, "evidence"),
    disposeDetail: c.replyText,
    disposeImages: urlsOf(c, "reply"),
    isNeedScore: hasReply(c) && c.score === null ? 1 : 0,
    score: c.score,
    time: formatDateTime(c.createdAt),
    referenceNo: complaintReference(c.id, c.createdAt),
    status: standing.status,
    dueAt: formatDateTime(c.replyDueAt),
    // The acknowledgement SMS is written with the complaint (saveComplaint).
    acknowledgedAt: formatDateTime(c.createdAt),
    repliedAt: c.repliedAt ? formatDateTime(c.repliedAt) : "",
    unsatisfiedAt: c.unsatisfiedAt ? formatDateTime(c.unsatisfiedAt) : "",
    canEscalate: standing.canEscalate,
    canMarkUnsatisfied: standing.canMarkUnsatisfied,
  };
}

/** The borrower says the answer does not settle the complaint: the route to the SEC opens. Once. */
export async function markUnsatisfied(borrowerId: number, problemId: number) {
  const c = await ownComplaint(borrowerId, problemId);
  if (!hasReply(c)) throw new LendingError("conflict", text("complaintNotAnswered"));
  // unsatisfiedAt: null in the filter: a second tap changes nothing and is not an error.
  await db().complaint.updateMany({ where: { id: c.id, unsatisfiedAt: null }, data: { unsatisfiedAt: await now() } });
  return { problemId: c.id };
}

export async function rateComplaint(borrowerId: number, problemId: number, score: number) {
  const c = await ownComplaint(borrowerId, problemId);
  if (!hasReply(c)) throw new LendingError("conflict", text("rateAfterReply"));
  const already = text("serviceAlreadyRated");
  if (c.score !== null) throw new LendingError("conflict", already);
  const updated = await db().complaint.updateMany({ where: { id: c.id, score: null }, data: { score, scoredAt: await now() } });
  if (updated.count === 0) throw new LendingError("conflict", already);
  return { score };
}

/* The agents' console */

function maskPhone(phone: string) {
  return phone.length > 7 ? `${phone.slice(0, 4)}****${phone.slice(-3)}` : "****";
}

export async function queue(page = 1): Promise<WireDataOf<typeof opsComplaintQueue>> {
  const current = await now();
  // Overdue first, then answers marked unsatisfactory, then the rest by due time, then answered ones
  // (server/domain/complaint-ticket.ts queueRank). Ranked over the few dates each complaint has, then
  // one page of whole rows read (second penetration test, N2: a flood cannot make a huge view).
  const dates = await db().complaint.findMany({
    select: { id: true, createdAt: true, replyDueAt: true, repliedAt: true, unsatisfiedAt: true },
  });
  const ranked = dates
    .map((c) => ({
      id: c.id,
      rank: queueRank({ filedAt: c.createdAt, dueAt: c.replyDueAt, repliedAt: c.repliedAt, unsatisfiedAt: c.unsatisfiedAt }, current),
    }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.id - b.id);
  const total = ranked.length;
  const pages = Math.max(1, Math.ceil(total / OPS_QUEUE_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), pages);
  const ids = ranked.slice((shown - 1) * OPS_QUEUE_PAGE_SIZE, shown * OPS_QUEUE_PAGE_SIZE).map((r) => r.id);
  const rows = await db().complaint.findMany({
    where: { id: { in: ids } },
    include: { uploads: true, order: { include: { product: true } }, borrower: true },
  });
  const byId = new Map(rows.map((c) => [c.id, c]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    page: shown,
    pages,
    total,
    items: ordered.map((c) => {
      const titles = typeTitles(c.type, c.sonType);
      const standing = ticketStanding(factsOf(c), current);
      return {
        id: c.id,
        referenceNo: complaintReference(c.id, c.createdAt),
        unsatisfied: standing.status === "unsatisfied",
        filedAt: formatDateTime(c.createdAt),
        dueAt: formatDateTime(c.replyDueAt),
        overdue: standing.overdue,
        type: titles.type,
        subType: titles.sonType,
        // Rows stored before bidirectional controls were removed on the way in (P13).
        detail: withoutBidiControls(c.detail),
        images: urlsOf(c, "evidence"),
        orderNo: c.order.orderNo,
        productName: c.order.product.name,
        borrowerPhone: maskPhone(c.borrower.phone),
        replyText: c.replyText,
        replyImages: urlsOf(c, "reply"),
        agentName: c.agentName,
        repliedAt: c.repliedAt ? formatDateTime(c.repliedAt) : "",
        score: c.score,
      };
    }),
  };
}

export async function reply(input: ParsedRequestOf<typeof opsComplaintReply>): Promise<{ problemId: number }> {
  const c = await db().complaint.findUnique({ where: { id: input.problemId } });
  if (!c) throw new LendingError("notFound", text("noComplaintWithNumber"));
  if (c.repliedAt) throw new LendingError("conflict", text("complaintHasReply"));
  const uploads = await claimableUploads(input.replyImages, { borrowerId: null, role: "reply" });
  const repliedAt = await now();
  await transaction(async (tx) => {
    const updated = await tx.complaint.updateMany({
      where: { id: c.id, repliedAt: null },
      data: { replyText: input.replyText, agentName: input.agentName, repliedAt },
    });
    if (updated.count !== 1) throw new LendingError("conflict", text("complaintHasReply"));
    await attach(tx, c.id, uploads);
  });
  return { problemId: c.id };
}
