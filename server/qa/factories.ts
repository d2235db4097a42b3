import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { now } from "../clock";
import { serverConfig } from "../config";
import { announceOutsideWrite } from "../data/change-notice";
import { transaction, type Tx } from "../data/transactions";
import { db } from "../db";
import { addDays, amountDue, catalogueCheck, fromInstant } from "../domain";
import { OrderStatus, isOrderStatus } from "../domain/order-status";
import { inEnglish } from "../domain/reasons";
import { cancellationSettlement, settle, type Settlement } from "../domain/settlement";
import type { Product } from "../generated/prisma/client";
import { disburseLoan, orderFieldsOf, pricingOf, quoteFor, saveLoanState } from "../lending/loans/loan-store";
import { newOrderNo } from "../lending/orders/order-number";
import { issueReceipt } from "../lending/receipts/service";
import { channels } from "../lending/repayment/channels";
import { backendLanguage } from "../lending/texts";

/**
 * Factories that make real rows the way the backend itself would: the base seed, the QA command
 * line and the tests all use them, so there is one way to make a borrower or an order.
 */

const DAY_MS = 86_400_000;

type ProductSeed = Omit<Product, "id" | "active">;

export function catalogue(): ProductSeed[] {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), "mocks", "products.json"), "utf8")) as ProductSeed[];
}

/** Seeds the products (mocks/products.json unless given), refusing any priced above a legal ceiling. */
export async function seedProducts(products: ProductSeed[] = catalogue()): Promise<Product[]> {
  // The catalogue check: a product priced above a ceiling in force (or already published) is refused.
  const today = fromInstant(await now());
  for (const product of products) {
    const problem = catalogueCheck(pricingOf({ ...product, id: 0, active: true }), today);
    if (problem) throw new Error(`Product "${product.name}" cannot be offered: ${problem.message}`);
  }
  const created: Product[] = [];
  for (const product of products) created.push(await db().product.create({ data: product }));
  announceOutsideWrite(); // the kept catalogue (lending/products/catalogue.ts), in every process
  return created;
}

export interface BorrowerOptions {
  phone?: string;
  repeat?: boolean;
  name?: string;
  sessionId?: string;
}

function randomPhone() {
  return `09${crypto.randomInt(100_000_000, 999_999_999)}`;
}

export async function createBorrower(options: BorrowerOptions = {}) {
  const phone = options.phone ?? randomPhone();
  const borrower = await db().borrower.upsert({
    where: { phone },
    create: { phone, name: options.name ?? "", repeatClient: options.repeat ?? false },
    update: options.repeat === undefined ? {} : { repeatClient: options.repeat },
  });
  announceOutsideWrite(); // kept sessions carry the borrower (lending/auth.ts), in every process
  const session = await createSession(borrower.id, options.sessionId);
  return { borrower, session, query: sessionQuery(borrower, session.id) };
}

export async function createSession(borrowerId: number, sessionId?: string) {
  const ttlMs = serverConfig().SESSION_TTL_HOURS * 3_600_000;
  const id = sessionId ?? crypto.randomBytes(18).toString("base64url");
  const session = await db().session.upsert({
    where: { id },
    create: { id, borrowerId, deviceId: `qa-device-${borrowerId}`, expiresAt: new Date((await now()).getTime() + ttlMs) },
    update: { expiresAt: new Date((await now()).getTime() + ttlMs) },
  });
  announceOutsideWrite(); // an existing session's new expiry, in every process
  return session;
}

/** The session query string a page needs (the common session parameters of BRIEF §2). */
export function sessionQuery(borrower: { id: number; phone: string }, sessionId: string): string {
  return new URLSearchParams({
    deviceId: `qa-device-${borrower.id}`,
    appVersion: "1.0.0",
    userId: String(borrower.id),
    sessionId,
    clientType: "android",
    merchantNumber: "0",
    mobilePhone: borrower.phone,
    language: "en",
  }).toString();
}

export interface OrderOptions {
  status: number;
  delay?: boolean;
  periods?: number;
  tips?: string;
  /** The tip in Filipino, for a Filipino session (docs/decisions/131). */
  tipsFil?: string;
  score?: boolean;
  cardPop?: boolean;
  continueUrl?: string;
  productId?: number;
  principal?: number;
  termDays?: number;
  collectionComplaintAllowed?: boolean;
  /**
   * For a repaying loan (170): released this many days ago instead of the usual 10, e.g. 2 (inside
   * the cooling-off period) or 50 (past it, early repayment open; docs/decisions/174).
   */
  disbursedDaysAgo?: number;
}

/** Days from disbursement to "today" that put a loan of this status where it belongs. */
function disbursedDaysAgo(status: number, termDays: number, periods: number): number | null {
  const firstDue = Math.floor(termDays / periods);
  switch (status) {
    case OrderStatus.repaying:
      return Math.min(10, firstDue - 1);
    case OrderStatus.due:
      return firstDue;
    case OrderStatus.overdue:
      return firstDue + 5;
    case OrderStatus.settled:
      return termDays + 3;
    case OrderStatus.cancelled:
      return 3;
    default:
      return null;
  }
}

/**
 * The pay code that settled (or, kind "cancel", cancelled) a QA order, paid at the first payment
 * channel, and its receipt (with its confirmation SMS) through the same issueReceipt as a real payment.
 */
async function recordSettlingPayment(
  tx: Tx,
  order: { id: number; orderNo: string; borrowerId: number },
  amount: number,
  paidAt: Date,
  settlement: Settlement,
  kind: "repay" | "cancel" = "repay",
) {
  const channel = channels()[0];
  const borrower = await tx.borrower.findUniqueOrThrow({ where: { id: order.borrowerId } });
  const language = backendLanguage(borrower.language);
  const reference = `PAUQA${crypto.randomBytes(5).toString("hex").toUpperCase()}`;
  const gatewayRef = `QA-${order.orderNo}`;
  const payment = await tx.payment.create({
    data: {
      reference,
      orderId: order.id,
      borrowerId: order.borrowerId,
      kind,
      amount,
      channelNumber: channel.channel_number,
      status: "paid",
      expiresAt: paidAt,
      paidAt,
      refno: gatewayRef,
      language,
      createdAt: paidAt,
    },
  });
  await issueReceipt(
    tx,
    { orderId: order.id, kind, amount, channel: channel.name, reference, gatewayRef, at: paidAt, paymentId: payment.id, language },
    settlement,
  );
}

/** A number no order has yet, in the one format real orders have (lending/orders/order-number.ts). */
async function freeOrderNo(tx: Tx, today: string): Promise<string> {
  for (;;) {
    const orderNo = newOrderNo(today);
    if (!(await tx.loanOrder.findUnique({ where: { orderNo }, select: { id: true } }))) return orderNo;
  }
}

/**
 * Makes an order in the asked status with every figure computed by the lending rules: the loan is
 * quoted, and for statuses past approval disbursed on the date that puts it in that status today
 * (a settled loan is paid off on its due date).
 */
export async function createOrder(borrowerId: number, options: OrderOptions) {
  if (!isOrderStatus(options.status)) throw new Error(`Unknown order status ${options.status}`);
  const product = options.productId
    ? await db().product.findUniqueOrThrow({ where: { id: options.productId } })
    : await db().product.findFirstOrThrow({ where: { active: true }, orderBy: { sortOrder: "asc" } });
  const borrower = await db().borrower.findUniqueOrThrow({ where: { id: borrowerId } });
  const pricing = pricingOf(product);
  const periods = options.periods ?? pricing.periodsAllowed[0] ?? 1;
  const principal = options.principal ?? Math.min(Math.max(1_000_000, product.minAmount), product.maxAmount);
  const termDays = options.termDays ?? Math.max(91, product.minTermDays);
  const instant = await now();
  const today = fromInstant(instant);
  const firstDue = Math.floor(termDays / periods);
  if (options.disbursedDaysAgo !== undefined) {
    const asked = options.disbursedDaysAgo;
    if (options.status !== OrderStatus.repaying) throw new Error("--disbursed-days-ago applies to a repaying order (170) only");
    if (!Number.isInteger(asked) || asked < 0 || asked >= firstDue)
      throw new Error(`--disbursed-days-ago must be a whole number from 0 to ${firstDue - 1} for this loan`);
  }
  const daysAgo = options.disbursedDaysAgo ?? disbursedDaysAgo(options.status, termDays, periods);
  const disbursedDate = daysAgo === null ? today : addDays(today, -daysAgo);
  const applyAt = new Date(instant.getTime() - ((daysAgo ?? 0) + 2) * DAY_MS);
  const quoted = quoteFor(product, { principal, termDays, periods }, disbursedDate, fromInstant(applyAt));
  if (!quoted.ok) throw new Error(inEnglish(quoted.error.message));

  return transaction(async (tx) => {
    const order = await tx.loanOrder.create({
      data: {
        orderNo: await freeOrderNo(tx, today),
        borrowerId,
        productId: product.id,
        status: daysAgo === null ? options.status : OrderStatus.approved,
        ...orderFieldsOf(quoted.quote),
        repeatClient: borrower.repeatClient,
        applyAt,
        delayAllowed: options.delay ?? false,
        kindTips: options.tips ?? "",
        kindTipsFil: options.tipsFil ?? "",
        scoreRequested: options.score ?? false,
        cardPopPending: options.cardPop ?? false,
        continueUrl: options.continueUrl ?? "",
        collectionComplaintAllowed: options.collectionComplaintAllowed ?? true,
      },
      include: { product: true },
    });
    if (daysAgo === null) return order;
    const state = await disburseLoan(tx, order, disbursedDate);
    if (options.status === OrderStatus.settled) {
      // Paid off on its due date through a pay code, as a borrower would: the rules settle it
      // (server/domain/settlement.ts) and the payment has its receipt, so the history, the
      // statement and the certificate show the money that settled it (issue 40 W13).
      const maturity = state.instalments[state.instalments.length - 1].dueDate;
      const payoff = amountDue(state, maturity).payoff;
      const settlement = settle(state, "repay", payoff, maturity);
      if (!settlement.fullyPaid) throw new Error(`The payoff of ${maturity} did not settle order ${order.orderNo}`);
      const paidAt = new Date(Date.parse(`${maturity}T04:00:00Z`));
      await saveLoanState(tx, order.id, settlement.state, { status: OrderStatus.settled, settledAt: paidAt });
      await recordSettlingPayment(tx, order, payoff, paidAt, settlement);
    } else if (options.status === OrderStatus.cancelled) {
      // Cancelled in its cooling-off period: the proceeds came back a day after release, through a
      // pay code with its receipt, as a borrower's return would, so the history, the statement and
      // the receipt show the money returned (issue 40).
      const cancelledAt = new Date(instant.getTime() - 2 * DAY_MS);
      const returned = state.principal - state.serviceFee;
      const settlement = cancellationSettlement(state, fromInstant(cancelledAt), returned, 0);
      await tx.loanOrder.update({ where: { id: order.id }, data: { status: OrderStatus.cancelled, cancelledAt } });
      await recordSettlingPayment(tx, order, returned, cancelledAt, settlement, "cancel");
    } else {
      await tx.loanOrder.update({ where: { id: order.id }, data: { status: options.status } });
    }
    return tx.loanOrder.findUniqueOrThrow({ where: { id: order.id }, include: { product: true } });
  });
}
