import { now } from "../../clock";
import { db } from "../../db";
import {
  accrueCharges,
  amountDue,
  fromInstant,
  lifecycleStatus,
  loanStateFromQuote,
  noCharges,
  quoteLoan,
  type AmountDue,
  type ChargeAmounts,
  type Lifecycle,
  type LoanQuote,
  type LoanRequest,
  type LoanState,
  type LocalDate,
  type ProductPricing,
} from "../../domain";
import { isDisbursed, OrderStatus } from "../../domain/order-status";
import type { Instalment, LoanOrder, Prisma, Product } from "../../generated/prisma/client";

/**
 * Where loans meet the lending rules: maps an order row (and its instalment rows) to the domain's
 * LoanState and back. Every figure a borrower sees is computed by server/domain from this state;
 * nothing here decides an amount.
 */

export type OrderRow = LoanOrder & { instalments: Instalment[] };
type Tx = Prisma.TransactionClient;

export function pricingOf(product: Product): ProductPricing {
  return {
    minAmount: product.minAmount,
    maxAmount: product.maxAmount,
    minTermDays: product.minTermDays,
    maxTermDays: product.maxTermDays,
    periodsAllowed: product.periodsAllowed.split(",").map((v) => Number(v.trim())).filter(Number.isInteger),
    interestBpsPerDay: product.interestBpsPerDay,
    serviceFeeBps: product.serviceFeeBps,
  };
}

function parseCharges(json: string): ChargeAmounts {
  try {
    return { ...noCharges(), ...(JSON.parse(json) as Partial<ChargeAmounts>) };
  } catch {
    return noCharges();
  }
}

/** The loan as the rules see it; null while the money has not been disbursed. */
export function toLoanState(order: OrderRow): LoanState | null {
  if (!order.disbursedDate || order.instalments.length === 0) return null;
  return {
    principal: order.principal,
    disbursementDate: order.disbursedDate,
    termDays: order.termDays,
    interestBpsPerDay: order.interestBpsPerDay,
    serviceFee: order.serviceFee,
    repeatClient: order.repeatClient,
    extensions: order.extensions,
    instalments: [...order.instalments]
      .sort((a, b) => a.seq - b.seq)
      .map((i) => ({ seq: i.seq, dueDate: i.dueDate, principal: i.principal, interest: i.interest, paidPrincipal: i.paidPrincipal, paidInterest: i.paidInterest })),
    charged: parseCharges(order.chargesCharged),
    chargesPaid: parseCharges(order.chargesPaid),
    chargesAccruedThrough: order.chargesAccruedThrough,
  };
}

/** Writes a loan state back: instalments, charges, interest and the due date. */
export async function saveLoanState(tx: Tx, orderId: number, state: LoanState, extra: Prisma.LoanOrderUpdateInput = {}) {
  for (const i of state.instalments) {
    const settled = i.paidPrincipal >= i.principal && i.paidInterest >= i.interest;
    await tx.instalment.upsert({
      where: { orderId_seq: { orderId, seq: i.seq } },
      create: { orderId, seq: i.seq, dueDate: i.dueDate, principal: i.principal, interest: i.interest, paidPrincipal: i.paidPrincipal, paidInterest: i.paidInterest, settledAt: settled ? await now() : null },
      update: { dueDate: i.dueDate, principal: i.principal, interest: i.interest, paidPrincipal: i.paidPrincipal, paidInterest: i.paidInterest, ...(settled ? {} : { settledAt: null }) },
    });
    if (settled) await tx.instalment.updateMany({ where: { orderId, seq: i.seq, settledAt: null }, data: { settledAt: await now() } });
  }
  const last = state.instalments[state.instalments.length - 1];
  await tx.loanOrder.update({
    where: { id: orderId },
    data: {
      interest: state.instalments.reduce((sum, i) => sum + i.interest, 0),
      dueDate: last?.dueDate ?? null,
      extensions: state.extensions,
      chargesCharged: JSON.stringify(state.charged),
      chargesPaid: JSON.stringify(state.chargesPaid),
      chargesAccruedThrough: state.chargesAccruedThrough,
      ...extra,
    },
  });
}

export interface LoanView {
  order: OrderRow;
  today: LocalDate;
  state: LoanState | null;
  lifecycle: Lifecycle | null;
  due: AmountDue | null;
}

/**
 * Brings a disbursed loan up to today: accrues late charges and moves its status along the
 * lifecycle (170 -> 174 -> 180 -> 200) as the rules say, unless QA has locked the status.
 */
export async function refreshLoan(order: OrderRow): Promise<LoanView> {
  const today = fromInstant(await now());
  const state = toLoanState(order);
  if (!state || !isDisbursed(order.status)) return { order, today, state: null, lifecycle: null, due: null };
  const accrued = accrueCharges(state, today).state;
  const lifecycle = lifecycleStatus(accrued, today);
  const status = order.statusLocked ? order.status : lifecycle.status;
  const changed =
    accrued.chargesAccruedThrough !== state.chargesAccruedThrough || status !== order.status || lifecycle.judgmentDefault !== order.judgmentDefault;
  let current = order;
  if (changed) {
    current = await db().$transaction(async (tx) => {
      await saveLoanState(tx, order.id, accrued, {
        status,
        judgmentDefault: lifecycle.judgmentDefault,
        ...(status === OrderStatus.settled && !order.settledAt ? { settledAt: await now() } : {}),
      });
      return tx.loanOrder.findUniqueOrThrow({ where: { id: order.id }, include: { instalments: true } });
    });
  }
  return { order: current, today, state: accrued, lifecycle, due: amountDue(accrued, today) };
}

/** Quotes a loan for a product; the same rules the confirm page shows and the order keeps. */
export function quoteFor(product: Product, request: LoanRequest, disbursementDate: LocalDate) {
  return quoteLoan(pricingOf(product), request, disbursementDate);
}

/** The order's columns for a quote the borrower accepted. */
export function orderFieldsOf(quote: LoanQuote) {
  return {
    principal: quote.principal,
    termDays: quote.termDays,
    periods: quote.periods,
    interest: quote.interest,
    serviceFee: quote.serviceFee,
    interestBpsPerDay: quote.interestBpsPerDay,
    serviceFeeBps: quote.serviceFeeBps,
  };
}

/**
 * Disburses an approved loan on `date`: the schedule is computed from the accepted terms with that
 * date, instalments are created and the order starts repaying (170).
 */
export async function disburseLoan(tx: Tx, order: LoanOrder & { product: Product }, date: LocalDate) {
  const quoted = quoteLoan(
    { ...pricingOf(order.product), interestBpsPerDay: order.interestBpsPerDay, serviceFeeBps: order.serviceFeeBps, minAmount: Math.min(order.product.minAmount, order.principal), maxAmount: Math.max(order.product.maxAmount, order.principal), minTermDays: Math.min(order.product.minTermDays, order.termDays), maxTermDays: Math.max(order.product.maxTermDays, order.termDays), periodsAllowed: [order.periods] },
    { principal: order.principal, termDays: order.termDays, periods: order.periods },
    date,
  );
  if (!quoted.ok) throw new Error(`cannot disburse order ${order.id}: ${quoted.error.message}`);
  const state = loanStateFromQuote(quoted.quote, { repeatClient: order.repeatClient });
  await tx.loanOrder.update({ where: { id: order.id }, data: { disbursedDate: date, status: OrderStatus.repaying } });
  await saveLoanState(tx, order.id, state);
  return state;
}
