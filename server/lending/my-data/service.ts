import { formatDateTime, withoutBidiControls, type DataRequestItem, type MyData, type OpsDataRequest } from "@contract";
import { now } from "../../clock";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import { complaintReference, ticketStanding } from "../../domain/complaint-ticket";
import { contactReference } from "../../domain/contact-message";
import {
  decide,
  hasOpenLoan,
  isPending,
  LOAN_RECORD_YEARS,
  type AgentDecision,
  type DataRequestKind,
  type DataRequestStatus,
} from "../../domain/data-rights";
import { isDisbursed, OrderStatus } from "../../domain/order-status";
import type { DataRequest } from "../../generated/prisma/client";
import { typeTitles } from "../complaints/service";
import { LendingError } from "../errors";
import { maskAccount } from "../legacy-repayment/service";
import { statusNotice } from "../loan-details/texts";
import { render, text, type BackendLanguage } from "../texts";
import { kickErasureJob } from "./erasure";
import { maskedSmsBody } from "./sms-copies";

/**
 * My data (docs/decisions/178): everything the lender holds about one borrower, read for that
 * borrower only; their corrections, marketing choice and requests; the agents' decisions.
 */

const when = (value: Date | null | undefined) => (value ? formatDateTime(value) : "");

function requestItem(row: DataRequest): DataRequestItem {
  return {
    id: row.id,
    kind: row.kind as DataRequestKind,
    status: row.status as DataRequestStatus,
    // Rows stored before bidirectional controls were removed on the way in (P13).
    detail: withoutBidiControls(row.detail),
    note: row.note,
    createdAt: when(row.createdAt),
    decidedAt: when(row.decidedAt),
    doneAt: when(row.doneAt),
  };
}

function cityOf(fields: string): string {
  try {
    const parsed = JSON.parse(fields) as Record<string, unknown>;
    return typeof parsed.city === "string" ? parsed.city : "";
  } catch {
    return "";
  }
}

export async function myDataFor(borrowerId: number, language: BackendLanguage): Promise<MyData> {
  const prisma = db();
  const [borrower, cards, orders, receipts, complaints, agreements, views, requests] = await Promise.all([
    prisma.borrower.findUniqueOrThrow({ where: { id: borrowerId } }),
    prisma.bankCard.findMany({ where: { borrowerId }, orderBy: { id: "asc" } }),
    prisma.loanOrder.findMany({ where: { borrowerId }, include: { product: true }, orderBy: { id: "asc" } }),
    prisma.receipt.findMany({ where: { borrowerId }, orderBy: { id: "asc" } }),
    prisma.complaint.findMany({
      where: { borrowerId },
      include: { _count: { select: { uploads: { where: { role: "evidence" } } } } },
      orderBy: { id: "asc" },
    }),
    prisma.loanConfirmation.findMany({ where: { borrowerId }, include: { order: { select: { orderNo: true } } }, orderBy: { id: "asc" } }),
    prisma.event.groupBy({ by: ["page"], where: { borrowerId }, _count: { _all: true } }),
    prisma.dataRequest.findMany({ where: { borrowerId }, orderBy: { id: "desc" } }),
  ]);
  // Keyed by the mobile number, as the erasure job finds them (erasure.ts).
  const [smsCopies, contactMessages] = await Promise.all([
    prisma.smsOutbox.findMany({ where: { phone: borrower.phone }, orderBy: { id: "asc" } }),
    prisma.contactMessage.findMany({ where: { telephone: borrower.phone }, orderBy: { id: "asc" } }),
  ]);
  const current = await now();
  const pages = views
    .map((v) => ({ page: v.page || "-", count: v._count._all }))
    .sort((a, b) => b.count - a.count || a.page.localeCompare(b.page));
  return {
    profile: {
      phone: borrower.phone,
      name: borrower.name,
      email: borrower.email,
      address: borrower.address,
      since: when(borrower.createdAt),
    },
    accounts: cards.map((c) => ({
      institution: c.institution,
      account: maskAccount(c.accountNumber),
      holderName: c.holderName,
      city: cityOf(c.fields),
      boundAt: when(c.createdAt),
    })),
    orders: orders.map((o) => ({
      orderNo: o.orderNo,
      productName: o.product.name,
      status: o.status,
      statusText: render(statusNotice(o.status, { amountDue: 0, dueDate: o.dueDate, daysOverdue: 0 }).title, language),
      principal: o.principal,
      termDays: o.termDays,
      appliedAt: when(o.applyAt),
      dueDate: isDisbursed(o.status) ? (o.dueDate ?? "") : "",
      settledAt: when(o.settledAt),
      cancelledAt: o.status === OrderStatus.cancelled ? when(o.cancelledAt) : "",
    })),
    payments: receipts.map((r) => ({
      receiptNo: r.number,
      orderNo: r.orderNo,
      kind: r.kind === "extend" ? "extend" : "repay",
      amount: r.amount,
      channel: r.channel,
      appliedAt: when(r.appliedAt),
    })),
    complaints: complaints.map((c) => ({
      referenceNo: complaintReference(c.id, c.createdAt),
      filedAt: when(c.createdAt),
      type: typeTitles(c.type, c.sonType, language).type,
      status: ticketStanding({ filedAt: c.createdAt, dueAt: c.replyDueAt, repliedAt: c.repliedAt, unsatisfiedAt: c.unsatisfiedAt }, current)
        .status,
      text: c.detail,
      answer: c.replyText,
      photos: c._count.uploads,
    })),
    smsCopies: smsCopies.map((m) => ({ sentAt: when(m.createdAt), body: maskedSmsBody(m.purpose, m.body) })),
    contactMessages: contactMessages.map((m) => ({
      reference: contactReference(m.id),
      sentAt: when(m.createdAt),
      name: m.name,
      email: m.email,
      remark: m.remark,
      answeredAt: when(m.answeredAt),
    })),
    consents: {
      marketingSms: borrower.marketingSms,
      marketingSetAt: when(borrower.marketingAt),
      loanAgreements: agreements.map((a) => ({ orderNo: a.order.orderNo, agreedAt: when(a.createdAt) })),
    },
    pageViews: { total: pages.reduce((sum, p) => sum + p.count, 0), pages },
    requests: requests.map(requestItem),
    erasure: {
      openLoan: hasOpenLoan(orders.map((o) => o.status)),
      pending: requests.some((r) => r.kind === "erasure" && isPending(r.status as DataRequestStatus)),
    },
    retention: { loanRecordYears: LOAN_RECORD_YEARS },
  };
}

export async function updateProfile(borrowerId: number, input: { email: string; address: string }) {
  const saved = await db().borrower.update({ where: { id: borrowerId }, data: { email: input.email, address: input.address } });
  return { email: saved.email, address: saved.address };
}

export async function setMarketing(borrowerId: number, marketingSms: boolean) {
  const saved = await db().borrower.update({ where: { id: borrowerId }, data: { marketingSms, marketingAt: await now() } });
  return { marketingSms: saved.marketingSms };
}

/** A correction or an erasure request; one of each kind waits at a time. */
export async function requestFor(borrowerId: number, input: { kind: DataRequestKind; detail: string }): Promise<DataRequestItem> {
  const at = await now();
  const created = await transaction(async (tx) => {
    const waiting = await tx.dataRequest.findFirst({ where: { borrowerId, kind: input.kind, status: { in: ["received", "approved"] } } });
    if (waiting) throw new LendingError("conflict", text("dataRequestPending"));
    if (input.kind === "erasure") {
      const orders = await tx.loanOrder.findMany({ where: { borrowerId }, select: { status: true } });
      if (hasOpenLoan(orders.map((o) => o.status))) throw new LendingError("invalidInput", text("dataErasureOpenLoan"));
    }
    return tx.dataRequest.create({
      data: { borrowerId, kind: input.kind, detail: input.kind === "erasure" ? "" : input.detail, createdAt: at },
    });
  });
  return requestItem(created);
}

/* The agents' side */

async function opsItem(row: DataRequest & { borrower: { phone: string } }): Promise<OpsDataRequest> {
  const orders = await db().loanOrder.findMany({ where: { borrowerId: row.borrowerId }, select: { status: true } });
  return { ...requestItem(row), borrowerPhone: row.borrower.phone, openLoan: hasOpenLoan(orders.map((o) => o.status)) };
}

const OPS_LIST_DECIDED = 50;

export async function opsList(): Promise<{ items: OpsDataRequest[] }> {
  const include = { borrower: { select: { phone: true } } } as const;
  const waiting = await db().dataRequest.findMany({
    where: { status: { in: ["received", "approved"] } },
    include,
    orderBy: { id: "asc" },
    take: 200,
  });
  const decided = await db().dataRequest.findMany({
    where: { status: { in: ["done", "refused"] } },
    include,
    orderBy: { id: "desc" },
    take: OPS_LIST_DECIDED,
  });
  return { items: await Promise.all([...waiting, ...decided].map(opsItem)) };
}

export async function opsDecide(input: {
  requestId: number;
  decision: AgentDecision;
  note: string;
  agentName: string;
}): Promise<OpsDataRequest> {
  const at = await now();
  const updated = await transaction(async (tx) => {
    const row = await tx.dataRequest.findUnique({ where: { id: input.requestId } });
    if (!row) throw new LendingError("notFound", text("dataRequestNotFound"));
    const orders = await tx.loanOrder.findMany({ where: { borrowerId: row.borrowerId }, select: { status: true } });
    const next = decide(
      { kind: row.kind as DataRequestKind, status: row.status as DataRequestStatus },
      input.decision,
      hasOpenLoan(orders.map((o) => o.status)),
    );
    if (!next) throw new LendingError("conflict", text("dataDecisionNotAllowed"));
    // The status in the filter: two agents deciding at once, one wins.
    const moved = await tx.dataRequest.updateMany({
      where: { id: row.id, status: row.status },
      data: { status: next, note: input.note, agentName: input.agentName, decidedAt: at, doneAt: next === "done" ? at : null },
    });
    if (moved.count !== 1) throw new LendingError("conflict", text("dataDecisionNotAllowed"));
    return tx.dataRequest.findUniqueOrThrow({ where: { id: row.id }, include: { borrower: { select: { phone: true } } } });
  });
  // The erasure itself is the job's: started now rather than at its next round.
  if (updated.status === "approved") kickErasureJob();
  return opsItem(updated);
}
