import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  COLLECTION_TYPE,
  COMPLAINT_MAX_IMAGE_BYTES,
  COMPLAINT_MAX_IMAGES,
  IMAGE_PATH_PREFIX,
  formatDateTime,
  splitImageList,
  type ParsedRequestOf,
  type WireDataOf,
  type opsComplaintQueue,
  type opsComplaintReply,
  type problemDetail,
  type problemInit,
  type problemList,
  type problemSave,
} from "../../../app/lib/contract";
import { now } from "../../clock";
import { serverConfig } from "../../config";
import { db, sharedDatabase } from "../../db";
import { isOverdue, replyDueAt } from "../../domain/reply-due";
import type { Complaint, ComplaintUpload, LoanOrder, Product } from "../../generated/prisma/client";
import { LendingError } from "../errors";
import { loanDetailsFor } from "../loan-details/service";
import { sniffImage } from "./image-sniff";
import { render, text, type BackendLanguage } from "../texts";
import { filipinoComplaintTypes } from "../fixture-texts";

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

function typeTitles(type: number, sonType: number | null, language: BackendLanguage = "en") {
  const found = complaintTypes().find((t) => t.value === type);
  const son = found?.children.find((c) => c.value === sonType);
  return { type: found ? titleIn(found, language) : render(text("complaintTypeOther"), language), sonType: son ? titleIn(son, language) : "" };
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

export async function initFor(borrowerId: number, orderId: number | undefined, language: BackendLanguage = "en"): Promise<WireDataOf<typeof problemInit>> {
  const orders = await db().loanOrder.findMany({ where: { borrowerId }, include: { product: true }, orderBy: { id: "desc" } });
  let selected = orders[0];
  if (orderId !== undefined) {
    selected = orders.find((o) => o.id === orderId) as (typeof orders)[number];
    // Another borrower's order answers exactly like a missing one.
    if (!selected) throw new LendingError("notFound", text("complaintOrderNotFound"));
  }
  const orderList = await Promise.all(orders.map((o) => complaintOrder(borrowerId, o, language)));
  const types = complaintTypes();
  // The type names (mocks) in the session's language (docs/decisions/136).
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

export async function storeUpload(
  owner: { borrowerId: number | null; role: "evidence" | "reply" },
  file: { buffer: Buffer; size: number } | undefined,
): Promise<{ url: string }> {
  if (!file || file.size === 0) throw new LendingError("invalidInput", text("choosePhoto"));
  if (file.size > COMPLAINT_MAX_IMAGE_BYTES) throw new LendingError("invalidInput", text("uploadTooLarge"));
  const kind = sniffImage(file.buffer.subarray(0, 16));
  if (!kind) throw new LendingError("invalidInput", text("uploadNotImage"));
  if (owner.borrowerId !== null) {
    const since = new Date((await now()).getTime() - 86_400_000);
    const pending = await db().complaintUpload.count({ where: { borrowerId: owner.borrowerId, complaintId: null, createdAt: { gte: since } } });
    if (pending >= PENDING_UPLOADS_PER_DAY) {
      throw new LendingError("rateLimited", text("unsentPhotos"));
    }
    // Every photo the borrower stored today counts, attached or not: this is what bounds the disk.
    const today = await db().complaintUpload.aggregate({ where: { borrowerId: owner.borrowerId, createdAt: { gte: since } }, _count: true, _sum: { size: true } });
    const { PHOTOS_PER_BORROWER_PER_DAY, PHOTO_MB_PER_BORROWER_PER_DAY } = serverConfig();
    if (today._count >= PHOTOS_PER_BORROWER_PER_DAY || (today._sum.size ?? 0) + file.size > PHOTO_MB_PER_BORROWER_PER_DAY * 1024 * 1024) {
      throw new LendingError("rateLimited", text("photosLimited"));
    }
  }
  // A random name: the URL is the only way to the photo, so it must not be guessable.
  const name = `${crypto.randomBytes(16).toString("hex")}.${kind.ext}`;
  const row = { name, mime: kind.mime, size: file.size, borrowerId: owner.borrowerId, role: owner.role, createdAt: await now() };
  if (sharedDatabase()) {
    // Several instances share no disk: the bytes go into the database with the row, in one write,
    // so whichever instance serves the URL has them (docs/decisions/120-postgresql.md).
    await db().complaintUpload.create({ data: { ...row, content: { create: { bytes: new Uint8Array(file.buffer) } } } });
    return { url: imageUrl(name) };
  }
  const dir = serverConfig().uploadDir;
  await fs.promises.mkdir(dir, { recursive: true });
  const file_ = path.join(dir, name);
  await fs.promises.writeFile(file_, file.buffer, { flag: "wx" });
  try {
    await db().complaintUpload.create({ data: row });
  } catch (error) {
    await fs.promises.rm(file_, { force: true }); // nothing half-written is kept
    throw error;
  }
  return { url: imageUrl(name) };
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

async function attach(tx: Parameters<Parameters<ReturnType<typeof db>["$transaction"]>[0]>[0], complaintId: number, uploads: ComplaintUpload[]) {
  for (const [position, upload] of uploads.entries()) {
    // complaintId: null in the filter makes a concurrent claim of the same photo fail, not share it.
    const updated = await tx.complaintUpload.updateMany({ where: { id: upload.id, complaintId: null }, data: { complaintId, position } });
    if (updated.count !== 1) throw new LendingError("conflict", text("photoAttachedElsewhere"));
  }
}

/* Complaints */

export async function saveComplaint(borrowerId: number, input: ParsedRequestOf<typeof problemSave>): Promise<{ problemId: number }> {
  if (input.submitToken) {
    const earlier = await db().complaint.findUnique({ where: { borrowerId_submitToken: { borrowerId, submitToken: input.submitToken } } });
    if (earlier) return { problemId: earlier.id }; // the same Send again: already filed once
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
    const complaint = await db().$transaction(async (tx) => {
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
      return created;
    });
    return { problemId: complaint.id };
  } catch (error) {
    // Two Sends with one token raced: the unique key let one through; answer with that one.
    if ((error as { code?: string }).code === "P2002" && input.submitToken) {
      const earlier = await db().complaint.findUnique({ where: { borrowerId_submitToken: { borrowerId, submitToken: input.submitToken } } });
      if (earlier) return { problemId: earlier.id };
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

export async function listFor(borrowerId: number, language: BackendLanguage = "en"): Promise<WireDataOf<typeof problemList>> {
  const all = await db().complaint.findMany({ where: { borrowerId }, include: { uploads: true }, orderBy: { id: "desc" } });
  const item = (c: ComplaintWithUploads) => ({ id: c.id, time: formatDateTime(c.createdAt), type: typeTitles(c.type, c.sonType, language).type, content: c.detail });
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

export async function detailFor(borrowerId: number, problemId: number, language: BackendLanguage = "en"): Promise<WireDataOf<typeof problemDetail>> {
  const c = await ownComplaint(borrowerId, problemId);
  const titles = typeTitles(c.type, c.sonType, language);
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
  };
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

export async function queue(): Promise<WireDataOf<typeof opsComplaintQueue>> {
  const current = await now();
  const all = await db().complaint.findMany({
    include: { uploads: true, order: { include: { product: true } }, borrower: true },
    orderBy: [{ replyDueAt: "asc" }, { id: "asc" }],
  });
  // Unreplied first, by the promised time (overdue ones are then at the top); replied ones after.
  const ordered = [...all.filter((c) => !hasReply(c)), ...all.filter(hasReply).sort((a, b) => (b.repliedAt?.getTime() ?? 0) - (a.repliedAt?.getTime() ?? 0))];
  return {
    items: ordered.map((c) => {
      const titles = typeTitles(c.type, c.sonType);
      return {
        id: c.id,
        filedAt: formatDateTime(c.createdAt),
        dueAt: formatDateTime(c.replyDueAt),
        overdue: isOverdue(c.replyDueAt, c.repliedAt, current),
        type: titles.type,
        sonType: titles.sonType,
        detail: c.detail,
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
  await db().$transaction(async (tx) => {
    const updated = await tx.complaint.updateMany({
      where: { id: c.id, repliedAt: null },
      data: { replyText: input.replyText, agentName: input.agentName, repliedAt },
    });
    if (updated.count !== 1) throw new LendingError("conflict", text("complaintHasReply"));
    await attach(tx, c.id, uploads);
  });
  return { problemId: c.id };
}
