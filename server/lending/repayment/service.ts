import crypto from "node:crypto";
import { SESSION_PARAMS } from "../../../app/lib/contract/session-params";
import { formatPeso, type TextRow, type WireDataOf, type delayDetail, type generateVcode, type loanPlayDetail, type repaymentCodeInfo } from "../../../app/lib/contract";
import { now } from "../../clock";
import { serverConfig } from "../../config";
import { db } from "../../db";
import { extensionQuote, fromInstant, type ExtensionQuote } from "../../domain";
import { settle } from "../../domain/settlement";
import { isRepayable, OrderStatus } from "../../domain/order-status";
import type { Payment } from "../../generated/prisma/client";
import { LendingError } from "../errors";
import { findBorrowerOrder } from "../loan-details/service";
import { backendLanguage, render, renderAll, text, textsIn, type BackendLanguage, type Text } from "../texts";
import { issueReceipt } from "../receipts/service";
import { lateChargesOf } from "../loans/late-charges";
import { refreshLoan, saveLoanState, toLoanState, type LoanView, type OrderRow } from "../loans/loan-store";
import { channelByNumber, channels, payNotice, repayList } from "./channels";

/**
 * Repayment: what an order can pay today (from the lending rules), payment codes the gateway
 * settles, and applying a settled payment exactly once.
 */

export type PaymentKind = "repay" | "extend";

export async function loadOrder(borrowerId: number, orderId: number) {
  const found = await findBorrowerOrder(borrowerId, orderId);
  const view = await refreshLoan(found);
  return { order: { ...found, ...view.order, product: found.product }, view };
}
type LoadedOrder = Awaited<ReturnType<typeof loadOrder>>;

/** What "Payment" pays today on the instalment page, or why nothing can be paid. */
export function repayQuote(view: LoanView): { amount: number; notice: Text | null } {
  const { order, due } = view;
  if (order.status === OrderStatus.settled) return { amount: 0, notice: text("loanFullyPaidThanks") };
  if (!due || !isRepayable(order.status)) return { amount: 0, notice: text("nothingToRepayYet") };
  if (due.dueNow > 0) return { amount: due.dueNow, notice: null };
  const next = due.instalments.find((row) => row.standing !== "paid");
  if (!next) return { amount: 0, notice: text("loanFullyPaidThanks") };
  // Nothing is due yet: paying the next instalment now is a prepayment, allowed only in its window.
  if (!due.prepayment.allowed) return { amount: 0, notice: due.prepayment.reason };
  return { amount: next.total, notice: null };
}

/** The extension the order can take today, from the rules; refused when the order does not offer it. */
export function extendQuote(loaded: LoadedOrder): ExtensionQuote {
  const { order, view } = loaded;
  if (!order.delayAllowed) return { eligible: false, reason: text("extensionNotOffered") };
  if (!view.state) return { eligible: false, reason: text("nothingToExtendOrder") };
  return extensionQuote(view.state, view.today);
}

function detailRows(loaded: LoadedOrder, amount: number, t: ReturnType<typeof textsIn>): TextRow[] {
  const { order, view } = loaded;
  const rows: TextRow[] = [
    { text: t("rowAmountToPayNow"), value: amount > 0 ? formatPeso(amount) : t("nothingToday") },
    { text: t("rowOrderNo"), value: order.orderNo },
    { text: t("rowLoanAmount"), value: formatPeso(order.principal) },
    { text: t("rowLoanTerm"), value: t("days", { days: order.termDays }) },
  ];
  if (view.due) {
    if (view.due.chargesTotal > 0) rows.push({ text: t("rowLateCharges"), value: formatPeso(view.due.chargesTotal) });
    if (view.lifecycle && view.lifecycle.daysOverdue > 0) rows.push({ text: t("rowDaysOverdue"), value: String(view.lifecycle.daysOverdue) });
    rows.push({ text: t("rowTotalToSettle"), value: formatPeso(view.due.payoff) });
    if (view.due.instalments.length > 1) {
      for (const row of view.due.instalments) {
        const seq = { seq: row.seq, count: view.due.instalments.length, date: row.dueDate };
        rows.push({ text: t("rowInstalmentOn", seq), value: row.standing === "paid" ? t("paid") : formatPeso(row.total) });
      }
    }
    if (!view.due.prepayment.allowed) rows.push({ text: t("rowEarlyRepaymentFrom"), value: view.due.prepayment.earliestDate });
  }
  return rows;
}

async function expireStale(orderId: number) {
  // Looked for first: the update is a write transaction, and every repayment page view comes
  // here, while a code has expired only now and then (docs/decisions/060-payday-load.md). The
  // order's pending codes are read without "now" in the query, so the read stays the same from
  // one view to the next and is answered from memory until a payment changes (decisions/066).
  const at = await now();
  const pending = await db().payment.findMany({ where: { orderId, status: "pending" }, select: { expiresAt: true } });
  if (!pending.some((payment) => payment.expiresAt <= at)) return;
  await db().payment.updateMany({ where: { orderId, status: "pending", expiresAt: { lte: at } }, data: { status: "expired" } });
}

async function livePending(orderId: number, kind: PaymentKind): Promise<Payment | null> {
  await expireStale(orderId);
  return db().payment.findFirst({ where: { orderId, kind, status: "pending" }, orderBy: { createdAt: "desc" } });
}

async function defaultPay(loaded: LoadedOrder, kind: PaymentKind, amount: number, language: BackendLanguage) {
  if (amount <= 0) return null;
  const pending = await livePending(loaded.order.id, kind);
  const channel = (pending && channelByNumber(pending.channelNumber)) || channels()[0];
  return {
    payCode: pending && pending.amount === amount ? pending.reference : loaded.order.orderNo,
    logo: channel.logo,
    title: pending && pending.amount === amount ? textsIn(language)("payCodeFor", { channel: channel.name }) : textsIn(language)("contractNumber"),
    payNotice: payNotice(language),
  };
}

async function commonInfo(loaded: LoadedOrder, kind: PaymentKind, amount: number, notice: Text | null, language: BackendLanguage) {
  const { order, view } = loaded;
  // The texts this answer carries in its data, in the session's language (docs/decisions/136).
  const t = textsIn(language);
  const pay = await defaultPay(loaded, kind, amount, language);
  return {
    orderId: order.id,
    productId: order.productId,
    orderNo: order.orderNo,
    orderStatus: order.status,
    repayAmount: amount,
    productName: order.product.name,
    repayDate: view.lifecycle?.nextDueDate ?? order.dueDate ?? "",
    productLogo: order.product.logo,
    detail: detailRows(loaded, amount, t),
    repayList: repayList(),
    noticeMsg: notice ? render(notice, language) : "",
    defDetail: pay,
    isShowReyTop: amount > 0 ? (1 as const) : (0 as const),
    lateCharges: lateChargesOf(view.due),
  };
}

export async function repaymentInfo(borrowerId: number, orderId: number, language: BackendLanguage = "en"): Promise<WireDataOf<typeof loanPlayDetail>> {
  const loaded = await loadOrder(borrowerId, orderId);
  const quote = repayQuote(loaded.view);
  return commonInfo(loaded, "repay", quote.amount, quote.notice, language);
}

export async function extensionInfo(borrowerId: number, orderId: number, language: BackendLanguage = "en"): Promise<WireDataOf<typeof delayDetail>> {
  const loaded = await loadOrder(borrowerId, orderId);
  const quote = extendQuote(loaded);
  const amount = quote.eligible ? quote.payNow : 0;
  const info = await commonInfo(loaded, "extend", amount, quote.eligible ? null : quote.reason, language);
  const t = textsIn(language);
  // An on-time loan has no late charges: the row names only what is in it.
  const charged = (loaded.view.due?.chargesTotal ?? 0) > 0;
  return {
    ...info,
    delayInfo: {
      title: t(!quote.eligible ? "extensionNotAvailable" : charged ? "extensionFeeWithCharges" : "extensionFee"),
      delayAmount: amount,
    },
    nextRepayDate: quote.eligible ? quote.newDueDate : "",
    repayPlan: quote.eligible
      ? [
          { remark: t("payToday"), title: t(charged ? "interestAndLateCharges" : "interest"), amount: quote.payNow, time: loaded.view.today },
          { remark: t("newDueDate"), title: t("principalAndNewInterest"), amount: quote.principal + quote.newPeriodInterest, time: quote.newDueDate },
        ]
      : [],
  };
}

export async function repaymentCode(borrowerId: number, orderId: number, language: BackendLanguage = "en"): Promise<WireDataOf<typeof repaymentCodeInfo>> {
  const loaded = await loadOrder(borrowerId, orderId);
  const quote = repayQuote(loaded.view);
  const defDetail = await defaultPay(loaded, "repay", quote.amount, language);
  if (!defDetail) throw new LendingError("conflict", quote.notice ?? text("nothingToPayToday"));
  return { repayAmount: quote.amount, productName: loaded.order.product.name, defDetail };
}

const SAME_SITE = "http://return.invalid";

/**
 * The gateway's return address: a path on this site, judged after the URL normalisation a browser
 * applies ('/.//evil.example/x' becomes '//evil.example/x', so it is refused), and stripped of the
 * session parameters: the address is shown on the public gateway page (docs/decisions/071).
 * Returns the normalised path with its query, or "" when refused.
 */
export function safeReturnPath(value: string | undefined): string {
  if (!value || !value.startsWith("/") || /[\\\s\u0000-\u001f]/.test(value)) return "";
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return "";
  }
  if (url.origin !== SAME_SITE || !url.pathname.startsWith("/") || url.pathname.startsWith("//")) return "";
  for (const name of SESSION_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search;
}

function newReference(): string {
  // Unambiguous characters only: the borrower may read it out at a store counter.
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.randomBytes(10);
  return `PAU${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

export function payUrlOf(origin: string, reference: string): string {
  return `${origin.replace(/\/$/, "")}/api/gateway/pay/${reference}`;
}

/**
 * Issues a payment code for what the rules say the order owes today. The page's amount is ignored;
 * a double-tapped Payment reuses the live pending code for the same order, kind, amount and channel.
 */
export async function issuePaymentCode(
  borrowerId: number,
  input: { orderId: number; channelNumber: string; isDelay?: "0" | "1"; returnPath?: string },
  origin: string,
  language: BackendLanguage = "en",
): Promise<WireDataOf<typeof generateVcode>> {
  const loaded = await loadOrder(borrowerId, input.orderId);
  const kind: PaymentKind = input.isDelay === "1" ? "extend" : "repay";
  let amount: number;
  if (kind === "extend") {
    const quote = extendQuote(loaded);
    if (!quote.eligible) throw new LendingError("conflict", quote.reason);
    amount = quote.payNow;
  } else {
    const quote = repayQuote(loaded.view);
    if (quote.amount <= 0) throw new LendingError("conflict", quote.notice ?? text("nothingToPayToday"));
    amount = quote.amount;
  }
  const channel = channelByNumber(input.channelNumber);
  if (!channel) throw new LendingError("invalidInput", text("channelNotOffered"));

  const orderId = loaded.order.id;
  await expireStale(orderId);
  const payment = await db().$transaction(async (tx) => {
    const existing = await tx.payment.findFirst({
      where: { orderId, kind, amount, channelNumber: channel.channel_number, status: "pending", expiresAt: { gt: await now() } },
      orderBy: { createdAt: "desc" },
    });
    if (existing) return existing;
    const expiresAt = new Date((await now()).getTime() + serverConfig().PAYMENT_CODE_TTL_HOURS * 3_600_000);
    return tx.payment.create({
      data: { reference: newReference(), orderId, borrowerId, kind, amount, channelNumber: channel.channel_number, expiresAt, returnPath: safeReturnPath(input.returnPath), language },
    });
  });
  return {
    payUrl: payUrlOf(origin, payment.reference),
    reference: payment.reference,
    amount: payment.amount,
    expiresAt: payment.expiresAt.toISOString(),
    channelNumber: payment.channelNumber,
  };
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["$transaction"]>[0]>[0];

/**
 * Applies money received on `at` to an order by the lending rules (`settle`), inside the caller's
 * transaction: an extension when asked and still possible, else an ordinary payment; the status
 * follows the lifecycle. Answers the settlement, which the caller's receipt keeps as applied.
 */
export async function applyToOrder(tx: Tx, order: OrderRow, kind: PaymentKind, amount: number, at: Date) {
  const state = toLoanState(order);
  if (!state) throw new LendingError("conflict", text("noLoanToPay"));
  const settlement = settle(state, kind, amount, fromInstant(at));
  const { lifecycle } = settlement;
  await saveLoanState(tx, order.id, settlement.state, {
    status: lifecycle.status,
    statusLocked: false,
    judgmentDefault: lifecycle.judgmentDefault,
    ...(lifecycle.status === OrderStatus.settled && !order.settledAt ? { settledAt: at } : {}),
  });
  return { notices: settlement.notices, status: lifecycle.status, settlement };
}

/** The gateway's signature over a postback: HMAC-SHA256 of txnid:refno:status:message. */
export function postbackDigest(fields: { txnid: string; refno: string; status: string; message: string }): string {
  return crypto
    .createHmac("sha256", serverConfig().PAYMENT_GATEWAY_SECRET)
    .update(`${fields.txnid}:${fields.refno}:${fields.status}:${fields.message}`)
    .digest("hex");
}

function digestMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * Applies a gateway postback once. Status 'S' (success) applies the payment by the rules: a
 * repayment through applyPayment, an extension through applyExtension (or as an ordinary payment
 * if the loan can no longer be extended). A replay of the same postback changes nothing.
 */
export async function applyPostback(fields: { txnid: string; refno: string; status: string; message: string; digest: string }) {
  if (!digestMatches(fields.digest.toLowerCase(), postbackDigest(fields))) {
    throw new LendingError("invalidInput", text("badSignature"));
  }
  const at = await now();
  return db().$transaction(async (tx) => {
    const payment = await tx.payment.findUnique({ where: { reference: fields.txnid } });
    if (!payment) throw new LendingError("notFound", text("noPaymentWithReference"));
    const order = await tx.loanOrder.findUniqueOrThrow({ where: { id: payment.orderId }, include: { instalments: true } });
    if (payment.status === "paid") {
      // The same postback again: acknowledged, applied only the first time.
      if (payment.refno === fields.refno) return { reference: payment.reference, status: "paid", orderStatus: order.status, applied: false };
      throw new LendingError("conflict", text("settledWithOtherReference"));
    }
    if (payment.status !== "pending") throw new LendingError("conflict", text("payCodeNotPending", { status: payment.status }));
    if (payment.expiresAt <= at) {
      await tx.payment.update({ where: { id: payment.id }, data: { status: "expired" } });
      return { reference: payment.reference, status: "expired", orderStatus: order.status, applied: false };
    }
    if (fields.status !== "S") {
      await tx.payment.update({ where: { id: payment.id }, data: { status: "failed", refno: fields.refno, digest: fields.digest, message: fields.message } });
      return { reference: payment.reference, status: "failed", orderStatus: order.status, applied: false };
    }

    const { notices, status, settlement } = await applyToOrder(tx, order, payment.kind as PaymentKind, payment.amount, at);
    const marked = await tx.payment.updateMany({
      where: { id: payment.id, status: "pending" },
      data: { status: "paid", paidAt: at, refno: fields.refno, digest: fields.digest, message: notices.length > 0 ? renderAll(notices, "en") : fields.message },
    });
    if (marked.count !== 1) throw new LendingError("conflict", text("settledMeanwhile"));
    // Proof of payment (receipt number, SMS) in the same transaction: a replay never reaches here.
    const channel = channelByNumber(payment.channelNumber);
    await issueReceipt(tx, { orderId: order.id, kind: payment.kind as PaymentKind, amount: payment.amount, channel: channel?.name ?? payment.channelNumber, reference: payment.reference, gatewayRef: fields.refno, at, paymentId: payment.id, language: backendLanguage(payment.language) }, settlement);
    // Other codes of this order were priced before this payment: they are no longer right.
    await tx.payment.updateMany({ where: { orderId: order.id, status: "pending" }, data: { status: "expired" } });
    return { reference: payment.reference, status: "paid", orderStatus: status, applied: true };
  });
}

/** A payment as the gateway page shows it; pending codes past their expiry are marked expired. */
export async function paymentForGateway(reference: string) {
  const payment = await db().payment.findUnique({ where: { reference }, include: { order: { include: { product: true } } } });
  if (!payment) return null;
  if (payment.status === "pending" && payment.expiresAt <= (await now())) {
    await db().payment.update({ where: { id: payment.id }, data: { status: "expired" } });
    return { ...payment, status: "expired" };
  }
  return payment;
}
