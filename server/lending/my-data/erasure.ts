import fs from "node:fs";
import path from "node:path";
import { now } from "../../clock";
import { serverConfig } from "../../config";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import { hasOpenLoan } from "../../domain/data-rights";
import { inEnglish, text } from "../../domain/reasons";
import { log, serializeError } from "../../log";

/**
 * The erasure job (docs/decisions/179): carries out the erasures agents approved, following
 * `ERASURE_PLAN` (server/domain/data-rights.ts). Loan and payment records are kept for the period
 * the law requires; the profile and the complaints' words are blanked; bank accounts, complaint
 * photos (files and rows), page views, the outbox's copies of SMS, sign-up rows and contact
 * messages from the phone are deleted; marketing is turned off and stays off. `erasure.test.ts`
 * checks every table against a borrower with loans, payments, complaints and photos.
 */

export interface ErasureReport {
  borrowerId: number;
  photos: number;
  bankAccounts: number;
  pageViews: number;
  messages: number;
  complaints: number;
}

export async function eraseBorrower(borrowerId: number): Promise<ErasureReport> {
  const borrower = await db().borrower.findUniqueOrThrow({ where: { id: borrowerId } });
  const complaintIds = (await db().complaint.findMany({ where: { borrowerId }, select: { id: true } })).map((c) => c.id);
  // The borrower's photos, attached or not, and the agents' reply photos on their complaints.
  const photoWhere = { OR: [{ borrowerId }, { complaintId: { in: complaintIds } }] };
  const photos = await db().complaintUpload.findMany({ where: photoWhere, select: { id: true, name: true } });
  // Files first: should the process stop after this, the job runs again on the rows still there;
  // the other way round, a stop would leave files no row names.
  const dir = serverConfig().uploadDir;
  for (const photo of photos) await fs.promises.rm(path.join(dir, path.basename(photo.name)), { force: true });
  const at = await now();
  return transaction(async (tx) => {
    await tx.complaintUpload.deleteMany({ where: { id: { in: photos.map((p) => p.id) } } });
    const complaints = await tx.complaint.updateMany({ where: { borrowerId }, data: { detail: "", replyText: "", submitToken: null } });
    const bankAccounts = await tx.bankCard.deleteMany({ where: { borrowerId } });
    const pageViews = await tx.event.deleteMany({ where: { borrowerId } });
    const messages = await tx.smsOutbox.deleteMany({ where: { phone: borrower.phone } });
    await tx.promotionSmsCode.deleteMany({ where: { phone: borrower.phone } });
    await tx.smsStandInMessage.deleteMany({ where: { recipient: borrower.phone } });
    await tx.promotionTrack.deleteMany({ where: { OR: [{ phone: borrower.phone }, { borrowerId }] } });
    await tx.promotionCaptcha.deleteMany({ where: { smsPhone: borrower.phone } });
    await tx.contactMessage.deleteMany({ where: { telephone: borrower.phone } });
    // What a correction asked for was about the person; the request's dates and outcome stay.
    await tx.dataRequest.updateMany({ where: { borrowerId, kind: "correction" }, data: { detail: "" } });
    await tx.session.updateMany({ where: { borrowerId }, data: { deviceId: "" } });
    await tx.borrower.update({
      where: { id: borrowerId },
      data: { name: "", email: "", address: "", marketingSms: false, marketingAt: at },
    });
    return {
      borrowerId,
      photos: photos.length,
      bankAccounts: bankAccounts.count,
      pageViews: pageViews.count,
      messages: messages.count,
      complaints: complaints.count,
    };
  });
}

/**
 * One round: every approved erasure is carried out and marked done. A loan opened since the
 * approval stops it (the request is refused with the reason): a loan being serviced needs its
 * borrower's details. Answers how many requests it finished.
 */
export async function runErasureJob(): Promise<number> {
  const approved = await db().dataRequest.findMany({ where: { kind: "erasure", status: "approved" }, orderBy: { id: "asc" }, take: 20 });
  let finished = 0;
  for (const request of approved) {
    const orders = await db().loanOrder.findMany({ where: { borrowerId: request.borrowerId }, select: { status: true } });
    const at = await now();
    if (hasOpenLoan(orders.map((o) => o.status))) {
      await db().dataRequest.updateMany({
        where: { id: request.id, status: "approved" },
        data: { status: "refused", note: inEnglish(text("dataErasureOpenLoan")), decidedAt: at },
      });
      continue;
    }
    const report = await eraseBorrower(request.borrowerId);
    const done = await db().dataRequest.updateMany({
      where: { id: request.id, status: "approved" },
      data: { status: "done", doneAt: await now() },
    });
    finished += done.count;
    log().info({ requestId: request.id, ...report }, "erasure done");
  }
  return finished;
}

const ROUND_MS = 60_000;
let running: Promise<void> | null = null;
let again = false;

/** Runs a round now (or right after the one running): an agent's approval need not wait a minute. */
export function kickErasureJob(): void {
  if (running) {
    again = true;
    return;
  }
  running = runErasureJob()
    .then(() => undefined)
    .catch((error: unknown) => log().error({ err: serializeError(error) }, "erasure job round failed; the next round tries again"))
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        kickErasureJob();
      }
    });
}

/** A round a minute, in the serving process; the timer never keeps the process alive. */
export function startErasureJob(): () => void {
  const timer = setInterval(kickErasureJob, ROUND_MS);
  timer.unref();
  kickErasureJob();
  return () => clearInterval(timer);
}

/** Waits for the round in progress (tests, shutdown). */
export async function erasureJobSettled(): Promise<void> {
  while (running) await running;
}
