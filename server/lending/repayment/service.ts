import crypto from "node:crypto";
import {
  formatPeso,
  type TextRow,
  type WireDataOf,
  type delayDetail,
  type generateVcode,
  type loanPlayDetail,
  type repaymentCodeInfo,
} from "@contract";
import { SESSION_PARAMS } from "@contract/session-params";
import { now } from "../../clock";
import { serverConfig } from "../../config";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import { extensionQuote, fromInstant, type ExtensionQuote } from "../../domain";
import { receiveMoney, type WayStanding } from "../../domain/arrival";
import { isRepayable, OrderStatus } from "../../domain/order-status";
import type { Payment } from "../../generated/prisma/client";
import { countDragonpayPostback } from "../../metrics";
import { moneyTransaction } from "../../money-transaction";
import { LendingError } from "../errors";
import { DragonpayUnavailable } from "../gateway/dragonpay/client";
import { openAtDragonpay } from "../gateway/dragonpay/pay-codes";
import type { PostbackFields } from "../gateway/dragonpay/protocol";
import { isVerified, verifyPostback } from "../gateway/dragonpay/verify-postback";
import { voidAtDragonpay } from "../gateway/dragonpay/void-codes";
import { findBorrowerOrder, orderFigures } from "../loan-details/service";
import { lateChargesOf } from "../loans/late-charges";
import { refreshLoan, saveLoanState, toLoanState, type LoanView, type OrderRow } from "../loans/loan-store";
import { issueReceipt } from "../receipts/service";
import { owedBackOfArrival, recordOwedBack } from "../refunds/service";
import { backendLanguage, render, renderAll, text, textsIn, type BackendLanguage, type Text } from "../texts";
import { channelByNumber, channels, payNotice, repayList } from "./channels";
import { readPendingPayCodes } from "./pending-pay-codes";
import { yourWaySummaryOf } from "./ways-today";

/**
 * Repayment: what an order can pay today (from the lending rules), payment codes the gateway
 * settles, and applying a settled payment exactly once.
 */

export type PaymentKind = "repay" | "extend";
/**
 * What a pay code was issued for: the instalment or an extension (the documented pages), the whole
 * loan today, a part of it, or a cooling-off cancellation (docs/decisions/174).
 */
export type StoredPaymentKind = PaymentKind | "payoff" | "part" | "cancel";

/** How the lending rules receive a code's money: payoffs and parts are repayments. */
export function ruleKindOf(kind: string): "repay" | "extend" | "cancel" {
  return kind === "extend" ? "extend" : kind === "cancel" ? "cancel" : "repay";
}

/**
 * How the arrival rule receives a code's money: a payoff only if it settles the loan that day
 * (docs/decisions/216), the others as their rule kind.
 */
export function arrivalKindOf(kind: string): "repay" | "extend" | "cancel" | "payoff" {
  return kind === "payoff" ? "payoff" : ruleKindOf(kind);
}

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
    if (view.lifecycle && view.lifecycle.daysOverdue > 0)
      rows.push({ text: t("rowDaysOverdue"), value: String(view.lifecycle.daysOverdue) });
    // The same rule as Order Details (orderFigures, issue 40 W5): "Total to settle today" only when
    // the rules let it be paid today; before the early-repayment window, the day it opens instead.
    const figures = orderFigures(view);
    if (figures.payoffAllowed) rows.push({ text: t("rowTotalToSettle"), value: formatPeso(view.due.payoff) });
    else if (figures.earlyRepaymentFrom) rows.push({ text: t("rowEarlyRepaymentFrom"), value: figures.earlyRepaymentFrom });
    if (view.due.instalments.length > 1) {
      for (const row of view.due.instalments) {
        const seq = { seq: row.seq, count: view.due.instalments.length, date: row.dueDate };
        rows.push({ text: t("rowInstalmentOn", seq), value: row.standing === "paid" ? t("paid") : formatPeso(row.total) });
      }
    }
  }
  return rows;
}

/**
 * Marks the order's pending codes that have run out as expired, and answers the ones still live,
 * newest first. Read first and written only when one has run out: the update is a write (it waits
 * for the writer), every repayment page view comes here, and a code runs out only now and then
 * (docs/decisions/060-payday-load.md). One read serves both questions (docs/decisions/193).
 */
async function expireStale(orderId: number): Promise<Payment[]> {
  const at = await now();
  const pending = await readPendingPayCodes(orderId);
  if (pending.some((payment) => payment.expiresAt <= at)) {
    await db().payment.updateMany({ where: { orderId, status: "pending", expiresAt: { lte: at } }, data: { status: "expired" } });
  }
  return pending.filter((payment) => payment.expiresAt > at);
}

async function livePending(orderId: number, kind: PaymentKind): Promise<Payment | null> {
  return (await expireStale(orderId)).find((payment) => payment.kind === kind) ?? null;
}

async function defaultPay(loaded: LoadedOrder, kind: PaymentKind, amount: number, language: BackendLanguage) {
  if (amount <= 0) return null;
  const pending = await livePending(loaded.order.id, kind);
  const channel = (pending && channelByNumber(pending.channelNumber)) || channels()[0];
  return {
    payCode: pending && pending.amount === amount ? pending.reference : loaded.order.orderNo,
    logo: channel.logo,
    title:
      pending && pending.amount === amount
        ? textsIn(language)("payCodeFor", { channel: channel.name })
        : textsIn(language)("contractNumber"),
    payNotice: payNotice(language),
  };
}

async function commonInfo(loaded: LoadedOrder, kind: PaymentKind, amount: number, notice: Text | null, language: BackendLanguage) {
  const { order, view } = loaded;
  // The texts this answer carries in its data, in the session's language (docs/decisions/191).
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

export async function repaymentInfo(
  borrowerId: number,
  orderId: number,
  language: BackendLanguage = "en",
): Promise<WireDataOf<typeof loanPlayDetail>> {
  const loaded = await loadOrder(borrowerId, orderId);
  const quote = repayQuote(loaded.view);
  const info = await commonInfo(loaded, "repay", quote.amount, quote.notice, language);
  // The other ways to repay today, from this same read: the page needs no second call (274).
  return { ...info, yourWay: yourWaySummaryOf(loaded.view) };
}

export async function extensionInfo(
  borrowerId: number,
  orderId: number,
  language: BackendLanguage = "en",
): Promise<WireDataOf<typeof delayDetail>> {
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
          {
            remark: t("payToday"),
            title: t(charged ? "interestAndLateCharges" : "interest"),
            amount: quote.payNow,
            time: loaded.view.today,
          },
          {
            remark: t("newDueDate"),
            title: t("principalAndNewInterest"),
            amount: quote.principal + quote.newPeriodInterest,
            time: quote.newDueDate,
          },
        ]
      : [],
  };
}

export async function repaymentCode(
  borrowerId: number,
  orderId: number,
  language: BackendLanguage = "en",
  kind: PaymentKind = "repay",
): Promise<WireDataOf<typeof repaymentCodeInfo>> {
  const loaded = await loadOrder(borrowerId, orderId);
  // An extension's page shows what the extension costs today (the lending rules' payNow), never
  // the loan's total (issue 40 W4).
  const quote =
    kind === "extend"
      ? ((q) => ({ amount: q.eligible ? q.payNow : 0, notice: q.eligible ? null : q.reason }))(extendQuote(loaded))
      : repayQuote(loaded.view);
  const defDetail = await defaultPay(loaded, kind, quote.amount, language);
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
  // Control characters are exactly what this refuses.
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith("/") || /[\\\s\u0000-\u001f]/.test(value)) return "";
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return "";
  }
  if (url.origin !== SAME_SITE || !url.pathname.startsWith("/") || url.pathname.startsWith("//")) return "";
  // The page language stays (it names no one): a browser back without the session is answered in
  // the language it paid in (docs/decisions/071, 115).
  for (const name of SESSION_PARAMS) if (name !== "language") url.searchParams.delete(name);
  return url.pathname + url.search;
}

function newReference(): string {
  // Unambiguous characters only: the borrower may read it out at a store counter.
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.randomBytes(10);
  return `PAU${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

/**
 * Issues a payment code for what the rules say the order owes today. The page's amount is ignored;
 * a double-tapped Payment reuses the live pending code for the same order, kind, amount and channel.
 */
export async function issuePaymentCode(
  borrowerId: number,
  input: { orderId: number; channelNumber: string; isDelay?: "0" | "1"; returnPath?: string },
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

  return payCodeFor(loaded.order, kind, amount, channel.channel_number, input.returnPath, language);
}

/**
 * The pay code for `amount` of one kind, a double tap reusing the live one for the same order,
 * kind, amount and channel. `until` cuts the code's life short (a cancellation's code dies with
 * its cooling-off period). A new code is opened at Dragonpay (docs/decisions/222) and the borrower
 * is sent to the pay page Dragonpay answers.
 */
export async function payCodeFor(
  order: { id: number; borrowerId: number; orderNo: string },
  kind: StoredPaymentKind,
  amount: number,
  channelNumber: string,
  returnPath: string | undefined,
  language: BackendLanguage,
  until?: Date,
): Promise<WireDataOf<typeof generateVcode>> {
  const orderId = order.id;
  await expireStale(orderId);
  const payment = await transaction(async (tx) => {
    const at = await now();
    const existing = await tx.payment.findFirst({
      where: { orderId, kind, amount, channelNumber, status: "pending", expiresAt: { gt: at } },
      orderBy: { createdAt: "desc" },
    });
    if (existing) return existing;
    const ttl = new Date(at.getTime() + serverConfig().PAYMENT_CODE_TTL_HOURS * 3_600_000);
    const expiresAt = until && until < ttl ? until : ttl;
    return tx.payment.create({
      data: {
        reference: newReference(),
        orderId,
        borrowerId: order.borrowerId,
        kind,
        amount,
        channelNumber,
        expiresAt,
        returnPath: safeReturnPath(returnPath),
        language,
      },
    });
  });
  const payUrl = payment.payUrl || (await openPayCode(payment, order.orderNo));
  return {
    payUrl,
    reference: payment.reference,
    amount: payment.amount,
    expiresAt: payment.expiresAt.toISOString(),
    channelNumber: payment.channelNumber,
  };
}

/**
 * What each code pays for, as Dragonpay shows it on its pay page and its own receipt: a
 * cooling-off cancellation is money returned, never a "repayment" (issue 40).
 */
const KIND_DESCRIPTIONS: Record<StoredPaymentKind, string> = {
  repay: "loan repayment",
  extend: "loan extension",
  payoff: "loan payoff (pays the loan in full)",
  part: "loan part payment",
  cancel: "cooling-off return (cancels the loan)",
};

/**
 * Opens a new code at Dragonpay and keeps the pay page it answers. Two taps at once may both try:
 * Dragonpay refuses the second create of one txnid, and the second tap then finds the first's
 * page. A code Dragonpay did not open is closed (failed), so the next Payment makes a new one.
 */
async function openPayCode(payment: Payment, orderNo: string): Promise<string> {
  const borrower = await db().borrower.findUnique({ where: { id: payment.borrowerId }, select: { email: true } });
  try {
    const payUrl = await openAtDragonpay({
      reference: payment.reference,
      amountCentavos: payment.amount,
      channel: payment.channelNumber,
      description: `Pautang ${KIND_DESCRIPTIONS[payment.kind as StoredPaymentKind] ?? "loan payment"}, order ${orderNo}`,
      // Dragonpay asks for an address for its own receipt; a borrower who gave none gets ours.
      email: borrower?.email || `payments@${new URL(serverConfig().PUBLIC_URL).hostname}`,
      expiresAt: payment.expiresAt,
      orderNo,
    });
    await db().payment.update({ where: { id: payment.id }, data: { payUrl } });
    return payUrl;
  } catch (error) {
    if (!(error instanceof DragonpayUnavailable)) throw error;
    // Refused as a repeat: another tap (perhaps on another instance) opened this very code and is
    // about to keep its page; wait a moment for it rather than close a code Dragonpay holds open.
    const meanwhile = await payUrlKeptByAnother(payment.id, error.status === 409 ? 3_000 : 0);
    if (meanwhile) return meanwhile;
    await db().payment.updateMany({
      where: { id: payment.id, status: "pending", payUrl: "" },
      data: { status: "failed", message: error.message.slice(0, 200) },
    });
    console.error(`[dragonpay] ${error.message}`);
    throw new LendingError("unavailable", text("gatewayUnavailable"));
  }
}

/** The pay page another caller kept for the code, looked for until `waitMs` has passed. */
async function payUrlKeptByAnother(paymentId: number, waitMs: number): Promise<string> {
  const until = Date.now() + waitMs;
  for (;;) {
    const row = await db().payment.findUnique({ where: { id: paymentId }, select: { payUrl: true } });
    if (row?.payUrl || Date.now() >= until) return row?.payUrl ?? "";
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["$transaction"]>[0]>[0];

/**
 * Money received on `at` for an order, inside the caller's transaction, by the one rule of
 * server/domain/arrival.ts: for a way of paying still open, applied by the lending rules (an
 * extension when asked and still possible, else an ordinary payment) up to what is owed, the rest
 * owed back; for a closed way, all owed back. When something is applied the loan state is saved
 * and the status follows the lifecycle; the caller's receipt keeps the settlement as applied.
 */
export async function receiveOnOrder(
  tx: Tx,
  order: OrderRow,
  kind: "repay" | "extend" | "cancel" | "payoff",
  amount: number,
  at: Date,
  standing: WayStanding,
) {
  // A cancelled loan is void: money for it is owed back whole (the rules see no loan).
  const state = order.status === OrderStatus.cancelled ? null : toLoanState(order);
  const arrival = receiveMoney(state, kind, amount, fromInstant(at), standing, serverConfig().COOLING_OFF_DAYS);
  const { settlement } = arrival;
  if (!settlement) return { arrival, status: order.status };
  if (settlement.appliedAs === "cancellation") {
    // Cancelled, not settled: the schedule stays as it was (void), the order has its own status.
    await tx.loanOrder.update({ where: { id: order.id }, data: { status: OrderStatus.cancelled, statusLocked: false, cancelledAt: at } });
    return { arrival, status: OrderStatus.cancelled };
  }
  const { lifecycle } = settlement;
  await saveLoanState(tx, order.id, settlement.state, {
    status: lifecycle.status,
    statusLocked: false,
    judgmentDefault: lifecycle.judgmentDefault,
    ...(lifecycle.status === OrderStatus.settled && !order.settledAt ? { settledAt: at } : {}),
  });
  return { arrival, status: lifecycle.status };
}

/**
 * A payment was applied to the order: every other way of paying it still waiting was priced for
 * the debt before, so it closes. Pay codes expire (voided at Dragonpay by the caller after the
 * commit, voidAtDragonpay; the borrower gets a new code for what is owed now) and card requests
 * waiting for their SMS code are replaced. Answers the references to void.
 */
export async function closeOtherWays(tx: Tx, orderId: number): Promise<string[]> {
  const superseded = await tx.payment.findMany({ where: { orderId, status: "pending" }, select: { reference: true, payUrl: true } });
  await tx.payment.updateMany({ where: { orderId, status: "pending" }, data: { status: "expired" } });
  await tx.legacyRepayment.updateMany({ where: { orderId, status: "pending" }, data: { status: "failed" } });
  // The codes opened at Dragonpay: the caller voids them there once this transaction has committed.
  return superseded.filter((payment) => payment.payUrl).map((payment) => payment.reference);
}

/**
 * Receives a gateway postback once. Status 'S' (success) on an open code applies the money by the
 * rules (server/domain/arrival.ts) and closes the order's other ways of paying; money beyond what
 * is owed, and money for a closed code (expired or replaced before the postback came, or paid a
 * second time under another gateway reference), is recorded as owed back, never applied. A replay
 * of the same postback finds what the first one recorded and changes nothing.
 */
export async function applyPostback(fields: PostbackFields) {
  // The signature covers the amount the code was made for: the code is read first. An unknown
  // reference is refused as a forged postback is (nothing says which references exist).
  const code = await db().payment.findUnique({ where: { reference: fields.txnid }, select: { amount: true } });
  const verdict = code ? await verifyPostback(fields, code.amount) : "forged";
  countDragonpayPostback(fields.status, verdict);
  if (!isVerified(verdict)) throw new LendingError("invalidInput", text("badSignature"));
  return applyVerifiedPostback(fields);
}

/**
 * A verified postback, applied once (docs/decisions/224 says what each status does). Also what the
 * reconciliation job calls with a status it read from Dragonpay's own API (Basic-authorised, over
 * TLS), for a code whose postback never came (docs/decisions/225).
 */
export async function applyVerifiedPostback(fields: PostbackFields) {
  const proof = (fields.signatures || fields.digest || "").slice(0, 1024);
  const at = await now();
  let superseded: string[] = [];
  const receive = () =>
    moneyTransaction(async (tx) => {
      const payment = await tx.payment.findUnique({ where: { reference: fields.txnid } });
      if (!payment) throw new LendingError("notFound", text("noPaymentWithReference"));
      const order = await tx.loanOrder.findUniqueOrThrow({ where: { id: payment.orderId }, include: { instalments: true } });
      const answer = (status: string, applied: boolean, orderStatus = order.status) => ({
        reference: payment.reference,
        status,
        orderStatus,
        applied,
      });
      // A refund (R) or chargeback (K) of the money: recorded for agents, who settle it by hand;
      // never a silent reversal of what was applied (docs/decisions/224). Again: nothing changes.
      if (fields.status === "R" || fields.status === "K") {
        if (payment.gatewayStatus !== fields.status) {
          await tx.payment.update({ where: { id: payment.id }, data: { gatewayStatus: fields.status } });
          console.warn(
            `[dragonpay] ${fields.status === "R" ? "refund" : "chargeback"} of ${payment.reference} (${payment.status}): ${fields.message}`,
          );
        }
        return answer(payment.status, false);
      }
      // The same postback again: acknowledged, recorded only the first time.
      if (payment.status === "paid" && payment.refno === fields.refno) return answer("paid", false);
      if (await owedBackOfArrival(tx, payment.reference, fields.refno)) return answer("refundDue", false);

      const open = payment.status === "pending" && payment.expiresAt > at;
      if (payment.status === "pending" && !open) await tx.payment.update({ where: { id: payment.id }, data: { status: "expired" } });
      if (fields.status === "P" || fields.status === "U" || fields.status === "A") {
        // Waiting for the money (a counter code handed over, a card authorised but not captured,
        // or Dragonpay unsure): recorded, the code stays open; the reconciliation job asks later.
        if (open) await tx.payment.update({ where: { id: payment.id }, data: { gatewayStatus: fields.status, message: fields.message } });
        return answer(open ? "pending" : payment.status === "pending" ? "expired" : payment.status, false);
      }
      if (fields.status !== "S") {
        // No money came (F failed, V voided): an open code is closed; a closed one stays as it is.
        if (!open) return answer(payment.status === "pending" ? "expired" : payment.status, false);
        const closed = fields.status === "V" ? "expired" : "failed";
        await tx.payment.update({
          where: { id: payment.id },
          data: { status: closed, refno: fields.refno, digest: proof, message: fields.message, gatewayStatus: fields.status },
        });
        return answer(closed, false);
      }

      const kind = ruleKindOf(payment.kind);
      const channel = channelByNumber(payment.channelNumber)?.name ?? payment.channelNumber;
      const language = backendLanguage(payment.language);
      const { arrival, status } = await receiveOnOrder(
        tx,
        order,
        arrivalKindOf(payment.kind),
        payment.amount,
        at,
        open ? "open" : "closed",
      );
      let receiptNo = "";
      if (arrival.settlement) {
        const marked = await tx.payment.updateMany({
          where: { id: payment.id, status: "pending" },
          data: {
            status: "paid",
            paidAt: at,
            refno: fields.refno,
            digest: proof,
            gatewayStatus: "S",
            message: arrival.settlement.notices.length > 0 ? renderAll(arrival.settlement.notices, "en") : fields.message,
          },
        });
        if (marked.count !== 1) throw new LendingError("conflict", text("settledMeanwhile"));
        // Proof of payment (receipt number, SMS) in the same transaction: a replay never reaches here.
        const receipt = await issueReceipt(
          tx,
          {
            orderId: order.id,
            kind,
            part: payment.kind === "part",
            amount: payment.amount,
            channel,
            reference: payment.reference,
            gatewayRef: fields.refno,
            at,
            paymentId: payment.id,
            language,
          },
          arrival.settlement,
        );
        receiptNo = receipt.number;
        superseded = await closeOtherWays(tx, order.id);
      } else if (open) {
        // Nothing of it could be applied (the loan owes nothing now): the code is closed all the same.
        await tx.payment.update({ where: { id: payment.id }, data: { status: "expired" } });
      }
      await recordOwedBack(
        tx,
        {
          orderId: order.id,
          kind,
          channel,
          reference: payment.reference,
          gatewayRef: fields.refno,
          received: payment.amount,
          at,
          paymentId: payment.id,
          receiptNo,
          language,
        },
        arrival,
      );
      return answer(arrival.settlement ? "paid" : "refundDue", arrival.settlement !== null, status);
    });
  let answer: Awaited<ReturnType<typeof receive>>;
  try {
    answer = await receive();
  } catch (error) {
    // Two deliveries of one postback at once on PostgreSQL: the second's owed-back row met the
    // first's (unique reference and gateway reference). Run again, it finds that row.
    if ((error as { code?: string }).code !== "P2002") throw error;
    answer = await receive();
  }
  await voidAtDragonpay(superseded);
  return answer;
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
