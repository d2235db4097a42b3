import { now } from "../../clock";
import { transaction } from "../../data/transactions";
import {
  accrueCharges,
  amountDue,
  LATE_ALLOWANCE_DENOMINATOR,
  ceilingsById,
  ceilingsOn,
  emptyLateLedger,
  fromInstant,
  lifecycleStatus,
  loanStateFromQuote,
  noCharges,
  quoteLoan,
  type AmountDue,
  type ChargeAmounts,
  type LateLedger,
  type Lifecycle,
  type LoanQuote,
  type LoanRequest,
  type LoanState,
  type LocalDate,
  type ProductPricing,
} from "../../domain";
import { isDisbursed, OrderStatus } from "../../domain/order-status";
import { inEnglish } from "../../domain/reasons";
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
    periodsAllowed: product.periodsAllowed
      .split(",")
      .map((v) => Number(v.trim()))
      .filter(Number.isInteger),
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

const nonNegative = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0);

/**
 * The late-charge books; an order accrued before they existed has none: its charges count as what
 * the contract asked (nothing shown as waived), and the allowance starts from a whole centavo.
 */
function parseLateLedger(json: string, charged: ChargeAmounts): LateLedger {
  const ledger = emptyLateLedger();
  try {
    const raw = JSON.parse(json) as Partial<LateLedger>;
    for (const kind of ["latePenalty", "defaultInterest"] as const) {
      ledger.contract[kind] = nonNegative(raw.contract?.[kind]);
      ledger.cutByCostCap[kind] = nonNegative(raw.cutByCostCap?.[kind]);
      ledger.closed[kind] = nonNegative(raw.closed?.[kind]);
    }
    const remainder = nonNegative(raw.allowanceRemainder);
    ledger.allowanceRemainder = remainder < LATE_ALLOWANCE_DENOMINATOR ? remainder : 0;
  } catch {
    // A malformed ledger reads as an empty one: charges already made stay as they are.
  }
  for (const kind of ["latePenalty", "defaultInterest"] as const) {
    ledger.contract[kind] = Math.max(ledger.contract[kind], charged[kind] + ledger.cutByCostCap[kind] + ledger.closed[kind]);
  }
  return ledger;
}

/** The loan as the rules see it; null while the money has not been disbursed. */
export function toLoanState(order: OrderRow): LoanState | null {
  if (!order.disbursedDate || order.instalments.length === 0) return null;
  const charged = parseCharges(order.chargesCharged);
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
      .map((i) => ({
        seq: i.seq,
        dueDate: i.dueDate,
        principal: i.principal,
        interest: i.interest,
        paidPrincipal: i.paidPrincipal,
        paidInterest: i.paidInterest,
      })),
    charged,
    chargesPaid: parseCharges(order.chargesPaid),
    chargesAccruedThrough: order.chargesAccruedThrough,
    // An unknown set id is a broken row: ceilingsById throws rather than guess.
    ceilings: ceilingsById(order.ceilingSet).id,
    late: parseLateLedger(order.lateLedger, charged),
  };
}

/** Writes a loan state back: instalments, charges, interest and the due date. */
export async function saveLoanState(tx: Tx, orderId: number, state: LoanState, extra: Prisma.LoanOrderUpdateInput = {}) {
  for (const i of state.instalments) {
    const settled = i.paidPrincipal >= i.principal && i.paidInterest >= i.interest;
    await tx.instalment.upsert({
      where: { orderId_seq: { orderId, seq: i.seq } },
      create: {
        orderId,
        seq: i.seq,
        dueDate: i.dueDate,
        principal: i.principal,
        interest: i.interest,
        paidPrincipal: i.paidPrincipal,
        paidInterest: i.paidInterest,
        settledAt: settled ? await now() : null,
      },
      update: {
        dueDate: i.dueDate,
        principal: i.principal,
        interest: i.interest,
        paidPrincipal: i.paidPrincipal,
        paidInterest: i.paidInterest,
        ...(settled ? {} : { settledAt: null }),
      },
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
      ceilingSet: state.ceilings,
      lateLedger: JSON.stringify(state.late),
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
  const judged = assess(order, today);
  // Nothing to write: the judgment just made is the view (the figures are worked out once a call).
  if (!judged?.changed) return viewOf(order, today, judged);
  // Decided again on a fresh read inside the transaction: a payment committed since `order` was
  // read must not be overwritten with the older paid amounts, and a refresh that a simultaneous
  // request already wrote is not written twice (on PostgreSQL that second write would only lose
  // a serialization race, over and over, under a payday burst).
  const current = await transaction(async (tx) => {
    const fresh = await tx.loanOrder.findUniqueOrThrow({ where: { id: order.id }, include: { instalments: true } });
    const again = assess(fresh, today);
    if (!again?.changed) return fresh;
    await saveLoanState(tx, fresh.id, again.state, {
      status: again.status,
      judgmentDefault: again.lifecycle.judgmentDefault,
      ...(again.status === OrderStatus.settled && !fresh.settledAt ? { settledAt: await now() } : {}),
    });
    return tx.loanOrder.findUniqueOrThrow({ where: { id: order.id }, include: { instalments: true } });
  });
  return loanViewAt(current, today);
}

/** The loan as the rules see it on `today`, from a row read in the caller's transaction (nothing written). */
export function loanViewAt(order: OrderRow, today: LocalDate): LoanView {
  return viewOf(order, today, assess(order, today));
}

function viewOf(order: OrderRow, today: LocalDate, judged: ReturnType<typeof assess>): LoanView {
  if (!judged) return { order, today, state: null, lifecycle: null, due: null };
  return {
    order: { ...order, status: judged.status },
    today,
    state: judged.state,
    lifecycle: judged.lifecycle,
    due: amountDue(judged.state, today),
  };
}

/** A disbursed loan brought up to `today` by the rules, and whether that differs from the row. */
function assess(order: OrderRow, today: LocalDate) {
  const state = toLoanState(order);
  if (!state || !isDisbursed(order.status)) return null;
  const accrued = accrueCharges(state, today).state;
  const lifecycle = lifecycleStatus(accrued, today);
  const status = order.statusLocked ? order.status : lifecycle.status;
  const changed =
    accrued.chargesAccruedThrough !== state.chargesAccruedThrough ||
    status !== order.status ||
    lifecycle.judgmentDefault !== order.judgmentDefault;
  return { state: accrued, lifecycle, status, changed };
}

/** Quotes a loan for a product; the same rules the confirm page shows and the order keeps. */
export function quoteFor(product: Product, request: LoanRequest, disbursementDate: LocalDate, acceptedOn: LocalDate = disbursementDate) {
  // The ceilings are those of the day the borrower accepts (ceilings.ts), not of the disbursement.
  return quoteLoan(pricingOf(product), request, disbursementDate, ceilingsOn(acceptedOn));
}

/**
 * The pricing an order was accepted with, as a one-loan product: the product's ranges widened to
 * hold the order, its own rates and number of payments (a product changed later changes nothing).
 */
export function acceptedPricingOf(order: LoanOrder & { product: Product }): ProductPricing {
  return {
    ...pricingOf(order.product),
    interestBpsPerDay: order.interestBpsPerDay,
    serviceFeeBps: order.serviceFeeBps,
    minAmount: Math.min(order.product.minAmount, order.principal),
    maxAmount: Math.max(order.product.maxAmount, order.principal),
    minTermDays: Math.min(order.product.minTermDays, order.termDays),
    maxTermDays: Math.max(order.product.maxTermDays, order.termDays),
    periodsAllowed: [order.periods],
  };
}

/** Re-quotes an order's accepted loan on `date`, under the ceilings the order keeps. */
export function quoteOfAcceptedOrder(order: LoanOrder & { product: Product }, date: LocalDate) {
  return quoteLoan(
    acceptedPricingOf(order),
    { principal: order.principal, termDays: order.termDays, periods: order.periods },
    date,
    ceilingsById(order.ceilingSet),
  );
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
    ceilingSet: quote.ceilings,
  };
}

/**
 * Disburses an approved loan on `date`: the schedule is computed from the accepted terms with that
 * date, instalments are created and the order starts repaying (170).
 */
export async function disburseLoan(tx: Tx, order: LoanOrder & { product: Product }, date: LocalDate) {
  // The order keeps the ceilings of its acceptance date, whatever the day the money is sent.
  const quoted = quoteOfAcceptedOrder(order, date);
  if (!quoted.ok) throw new Error(`cannot disburse order ${order.id}: ${inEnglish(quoted.error.message)}`);
  const state = loanStateFromQuote(quoted.quote, { repeatClient: order.repeatClient });
  await tx.loanOrder.update({ where: { id: order.id }, data: { disbursedDate: date, status: OrderStatus.repaying } });
  await saveLoanState(tx, order.id, state);
  return state;
}
