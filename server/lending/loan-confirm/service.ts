import {
  CONFIRM_SCENE,
  TERM_UNIT_DAYS,
  formatPeso,
  type AgreementItem,
  type LoanChoices,
  type LoanConfirmWire,
  type LoanDisclosure,
  type TextRow,
} from "@contract";
import { now } from "../../clock";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import {
  DEFAULT_INTEREST_TIERS,
  JUDGMENT_DEFAULT_DAYS,
  APPLICATION_REFUSALS,
  amountStep,
  amountStepRefusal,
  newApplicationRefusal,
  PREPAYMENT_MIN_DAYS_AFTER_DISBURSEMENT,
  ceilingsById,
  daysBetween,
  fromInstant,
  latePenaltyAmount,
  type LoanQuote,
  type LocalDate,
} from "../../domain";
import { OrderStatus } from "../../domain/order-status";
import { inEnglish } from "../../domain/reasons";
import type { LoanOrder, Product } from "../../generated/prisma/client";
import type { AuthenticatedBorrower } from "../auth";
import { LendingError } from "../errors";
import { findBorrowerOrder } from "../loan-details/service";
import { ceilingsDisclosureOf } from "../loans/late-charges";
import { orderFieldsOf, pricingOf, quoteFor, quoteOfAcceptedOrder, refreshLoan } from "../loans/loan-store";
import { newOrderNo } from "../orders/order-number";
import { render, text, textsIn, type BackendLanguage, type Text, type TextKey } from "../texts";

/**
 * Loan confirmation: the server prices every choice with the lending rules (server/domain) and
 * decides every figure the borrower sees and accepts; the page only says which product, amount,
 * term and number of payments were chosen.
 */

export interface LoanChoiceInput {
  productId: number;
  amount?: number;
  periods?: number;
  instalments?: number;
}

export async function activeProduct(productId: number): Promise<Product> {
  const product = await db().product.findUnique({ where: { id: productId } });
  // An unknown and an inactive product answer the same: neither can be borrowed from.
  if (!product || !product.active) throw new LendingError("notFound", text("productUnavailable"));
  return product;
}

/** A step the borrower can move the amount by (server/domain/applications.ts). */
export function amountStepOf(product: Product): number {
  return amountStep(product.minAmount, product.maxAmount);
}

export function choicesOf(product: Product): LoanChoices {
  const pricing = pricingOf(product);
  return {
    minAmount: product.minAmount,
    maxAmount: product.maxAmount,
    amountStep: amountStepOf(product),
    minTerm: product.minTermDays,
    maxTerm: product.maxTermDays,
    instalmentsAllowed: pricing.periodsAllowed,
  };
}

/** The product's suggestion when the borrower has not chosen: ₱10,000 within range, the shortest term. */
function defaultsOf(product: Product) {
  return {
    principal: Math.min(Math.max(1_000_000, product.minAmount), product.maxAmount),
    termDays: product.minTermDays,
    periods: pricingOf(product).periodsAllowed[0] ?? 1,
  };
}

/** Prices the borrower's choice; a choice outside the product's range is refused with the rule's message. */
export function priceChoice(product: Product, input: LoanChoiceInput, disbursementDate: LocalDate): LoanQuote {
  const defaults = defaultsOf(product);
  const quoted = quoteFor(
    product,
    {
      principal: input.amount ?? defaults.principal,
      termDays: input.periods ?? defaults.termDays,
      periods: input.instalments ?? defaults.periods,
    },
    disbursementDate,
  );
  if (quoted.ok) {
    const offStep = amountStepRefusal(quoted.quote.principal, amountStepOf(product));
    if (offStep) throw new LendingError("invalidInput", offStep);
    return quoted.quote;
  }
  if (quoted.error.field === "ceiling") {
    // Above a legal ceiling: refused, and the borrower is told which ceiling and why.
    console.error(`[lending] product ${product.id} refused a quote: ${inEnglish(quoted.error.message)}`);
    throw new LendingError("conflict", quoted.error.message);
  }
  if (quoted.error.field === "pricing") {
    // A product whose pricing breaks the rules is an operations problem; the borrower cannot fix it.
    console.error(`[lending] product ${product.id} cannot be quoted: ${quoted.error.pricingField}: ${inEnglish(quoted.error.message)}`);
    throw new LendingError("conflict", text("productUnavailable"));
  }
  throw new LendingError("invalidInput", quoted.error.message);
}

export function disclosureOf(quote: LoanQuote, repeatClient: boolean): LoanDisclosure {
  return {
    principal: quote.principal,
    amountFinanced: quote.amountFinanced,
    interest: quote.interest,
    serviceFee: quote.serviceFee,
    financeCharge: quote.financeCharge,
    netProceeds: quote.netProceeds,
    totalRepayable: quote.totalRepayable,
    interestBpsPerDay: quote.interestBpsPerDay,
    serviceFeeBps: quote.serviceFeeBps,
    eirMonthlyPercent: quote.eir.monthlyPercent,
    eirAnnualPercent: quote.eir.annualPercent,
    termDays: quote.termDays,
    instalments: quote.periods,
    disbursementDate: quote.disbursementDate,
    maturityDate: quote.maturityDate,
    schedule: quote.schedule.map((i) => ({ seq: i.seq, dueDate: i.dueDate, principal: i.principal, interest: i.interest, total: i.total })),
    ceilings: ceilingsDisclosureOf(quote, repeatClient),
  };
}

function percent(bps: number, digits = 2): string {
  return `${(bps / 100).toFixed(digits)}%`;
}

function detailRows(quote: LoanQuote, t: ReturnType<typeof textsIn>): TextRow[] {
  return [
    { text: t("rowLoanAmount"), value: formatPeso(quote.principal) },
    { text: t("rowServiceFee"), value: formatPeso(quote.serviceFee) },
    { text: t("rowAmountReceived"), value: formatPeso(quote.netProceeds) },
    { text: t("interest"), value: formatPeso(quote.interest) },
    { text: t("rowTotalRepayment"), value: formatPeso(quote.totalRepayable) },
  ];
}

/** The agreement's query: the chosen loan, so /well shows the very figures being confirmed. */
function agreementQuery(productId: number, quote: LoanQuote, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    productId: String(productId),
    amount: String(quote.principal),
    periods: String(quote.termDays),
    instalments: String(quote.periods),
    ...extra,
  }).toString();
}

export async function confirmData(
  borrower: AuthenticatedBorrower,
  input: LoanChoiceInput,
  language: BackendLanguage = "en",
): Promise<LoanConfirmWire> {
  // The texts this answer carries in its data, in the session's language (docs/decisions/191).
  const t = textsIn(language);
  const product = await activeProduct(input.productId);
  const today = fromInstant(await now());
  const quote = priceChoice(product, input, today);
  const first = quote.schedule[0];
  // A first-time borrower reads the agreement before anything else (the modal opens on load).
  const hasOrders = (await db().loanOrder.count({ where: { borrowerId: borrower.id } })) > 0;
  const { repeatClient } = await db().borrower.findUniqueOrThrow({ where: { id: borrower.id }, select: { repeatClient: true } });
  const refusal = await applicationRefusal(borrower.id, product.id);
  return {
    productId: product.id,
    amount: quote.principal,
    periods: quote.termDays,
    termUnit: TERM_UNIT_DAYS,
    instalments: quote.periods,
    details: detailRows(quote, t),
    repay_plans: quote.schedule.map((i) => ({
      title: quote.periods === 1 ? t("repaymentPlanRow") : t("rowInstalment", { seq: i.seq, count: quote.periods }),
      description: t("principalPlusInterest", { principal: formatPeso(i.principal), interest: formatPeso(i.interest) }),
      amount: i.total,
      pay_time: i.dueDate,
    })),
    firstPayTime: first.dueDate,
    firstPeriodDay: daysBetween(quote.disbursementDate, first.dueDate),
    pRateDsc: t("rateAndFee", { rate: percent(quote.interestBpsPerDay), fee: percent(quote.serviceFeeBps) }),
    sendSms: 0,
    isPopType: 1,
    popTitle: t("retentionTitle"),
    popContent: t("retentionNote"),
    popAgreementUrl: hasOrders ? "" : `/well?${agreementQuery(product.id, quote, { embed: "1" })}`,
    comProductLogo: product.logo,
    comProductName: product.name,
    disclosure: disclosureOf(quote, repeatClient),
    choices: choicesOf(product),
    // The same rule Next applies, said on arrival.
    applyRefusal: refusal ? render(refusal, language) : "",
  };
}

/** The older variant's promotion (NewPopMsg / NewButtonMsg): shown to a borrower without a loan yet. */
export async function olderConfirmData(borrower: AuthenticatedBorrower, input: LoanChoiceInput, language: BackendLanguage = "en") {
  const data = await confirmData(borrower, input, language);
  const t = textsIn(language);
  const firstLoan = data.popAgreementUrl !== "";
  return {
    ...data,
    newPopMsg: firstLoan ? t("welcomeNote") : "",
    newButtonMsg: firstLoan ? t("gotIt") : "",
  };
}

const AGREEMENTS = [
  { title: "loanAgreement", position: 1 },
  { title: "disclosureStatement", position: 2 },
] as const satisfies ReadonlyArray<{ title: TextKey; position: number }>;

export async function agreementList(productId: number, scene: number, language: BackendLanguage = "en"): Promise<AgreementItem[]> {
  await activeProduct(productId);
  if (scene !== CONFIRM_SCENE) throw new LendingError("invalidInput", text("agreementsSceneOnly"));
  const t = textsIn(language);
  return AGREEMENTS.map((item) => ({ ...item, title: t(item.title) }));
}

export interface JumpInput extends LoanChoiceInput {
  position: number;
  orderId?: number;
}

/** Where an agreement opens: our /well page with this loan's figures (a same-origin path). */
export async function agreementJump(borrower: AuthenticatedBorrower, input: JumpInput): Promise<{ contract_url: string }> {
  const item = AGREEMENTS.find((a) => a.position === input.position);
  if (!item) throw new LendingError("notFound", text("agreementNotFound"));
  const anchor = item.position === 2 ? "#disclosure" : "";
  if (input.orderId !== undefined) {
    // Another borrower's order answers exactly like a missing one (findBorrowerOrder).
    const order = await findBorrowerOrder(borrower.id, input.orderId);
    return { contract_url: `/well?${new URLSearchParams({ orderId: String(order.id), productId: String(order.productId) })}${anchor}` };
  }
  const product = await activeProduct(input.productId);
  const quote = priceChoice(product, input, fromInstant(await now()));
  return { contract_url: `/well?${agreementQuery(product.id, quote)}${anchor}` };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}

export interface PushInput extends LoanChoiceInput {
  amount: number;
  periods: number;
  requestKey: string;
}

/**
 * Creates the order for the confirmed loan, under review (21), with the figures the rules give for
 * the chosen amount, term and payments (nothing the page sends besides those is read). The page's
 * request key is unique per borrower: a repeated Next answers the order the first one made.
 */
export async function pushConfirmation(borrower: AuthenticatedBorrower, input: PushInput) {
  const existing = await confirmedOrder(borrower.id, input.requestKey);
  if (existing) return pushAnswer(existing);
  const product = await activeProduct(input.productId);
  const instant = await now();
  const today = fromInstant(instant);
  const quote = priceChoice(product, input, today);
  const refusal = await applicationRefusal(borrower.id, product.id);
  if (refusal) {
    // A tap of this same page view may have made its order since the first look (on another
    // instance): that order is the answer, not a refusal because of it.
    const raced = await confirmedOrder(borrower.id, input.requestKey);
    if (raced) return pushAnswer(raced);
    throw new LendingError("conflict", refusal);
  }
  const repeatClient = (await db().borrower.findUniqueOrThrow({ where: { id: borrower.id } })).repeatClient;
  try {
    const order = await transaction(async (tx) => {
      // A tap of the same page view that won a race (another instance, or a transaction run again
      // after PostgreSQL refused to serialize it) already made the order: answer with it.
      const same = await tx.loanConfirmation.findUnique({
        where: { borrowerId_requestKey: { borrowerId: borrower.id, requestKey: input.requestKey } },
        include: { order: true },
      });
      if (same) return same.order;
      // Two pushes with different keys racing past the check above: the second finds the first's
      // application here, inside the write transaction, and is refused.
      const inProgress = await tx.loanOrder.count({
        where: { borrowerId: borrower.id, status: { in: [OrderStatus.underReview, OrderStatus.approved] } },
      });
      if (inProgress > 0) throw new LendingError("conflict", APPLICATION_REFUSALS.inProgress);
      const created = await tx.loanOrder.create({
        data: {
          orderNo: newOrderNo(today),
          borrowerId: borrower.id,
          productId: product.id,
          status: OrderStatus.underReview,
          ...orderFieldsOf(quote),
          repeatClient,
          applyAt: instant,
        },
      });
      await tx.loanConfirmation.create({ data: { borrowerId: borrower.id, requestKey: input.requestKey, orderId: created.id } });
      return created;
    });
    return pushAnswer(order);
  } catch (error) {
    // Two taps raced past the first check: the unique key let one in; answer with its order.
    if (!isUniqueViolation(error)) throw error;
    const raced = await confirmedOrder(borrower.id, input.requestKey);
    if (!raced) throw error;
    return pushAnswer(raced);
  }
}

/**
 * Why this borrower may not apply for `productId` now (server/domain/applications.ts), or null.
 * Each open loan is first brought up to today, so a loan that fell overdue overnight counts as overdue.
 */
export async function applicationRefusal(borrowerId: number, productId: number): Promise<Text | null> {
  const open = await db().loanOrder.findMany({
    where: { borrowerId, status: { notIn: [OrderStatus.rejected, OrderStatus.settled] } },
    include: { instalments: true },
  });
  const current = await Promise.all(open.map(async (order) => (await refreshLoan(order)).order));
  return newApplicationRefusal(
    current.map((o) => ({ productId: o.productId, status: o.status })),
    productId,
  );
}

async function confirmedOrder(borrowerId: number, requestKey: string): Promise<LoanOrder | null> {
  const row = await db().loanConfirmation.findUnique({
    where: { borrowerId_requestKey: { borrowerId, requestKey } },
    include: { order: true },
  });
  return row?.order ?? null;
}

function pushAnswer(order: LoanOrder) {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    lendDetailsUrl: `/poles?${new URLSearchParams({ orderId: String(order.id), productId: String(order.productId) })}`,
  };
}

/** The quote an order was accepted with, on its disbursement date (or today while not disbursed), under its own ceilings. */
function quoteOfOrder(order: LoanOrder & { product: Product }, date: LocalDate): LoanQuote {
  const quoted = quoteOfAcceptedOrder(order, date);
  if (!quoted.ok) throw new LendingError("conflict", text("agreementUnavailable"));
  return quoted.quote;
}

export interface AgreementInput extends Partial<LoanChoiceInput> {
  orderId?: number;
}

/** The loan agreement's figures: this borrower, this loan (a quote, or one of their own orders). */
export async function agreementFigures(borrower: AuthenticatedBorrower, input: AgreementInput) {
  const person = await db().borrower.findUniqueOrThrow({ where: { id: borrower.id } });
  const today = fromInstant(await now());
  let quote: LoanQuote;
  let productName: string;
  let orderNo = "";
  let orderStatus: number | null = null;
  let repeatClient = person.repeatClient;
  let agreementDate = today;
  if (input.orderId !== undefined) {
    const order = await findBorrowerOrder(borrower.id, input.orderId);
    quote = quoteOfOrder(order, order.disbursedDate ?? today);
    productName = order.product.name;
    orderNo = order.orderNo;
    orderStatus = order.status;
    repeatClient = order.repeatClient;
    agreementDate = fromInstant(order.applyAt);
  } else {
    if (input.productId === undefined) throw new LendingError("invalidInput", text("productRequired"));
    const product = await activeProduct(input.productId);
    quote = priceChoice(product, { ...input, productId: product.id }, today);
    productName = product.name;
  }
  return {
    borrowerPhone: person.phone,
    borrowerName: person.name,
    productName,
    orderNo,
    orderStatus,
    agreementDate,
    disclosure: disclosureOf(quote, repeatClient),
    latePenalty: latePenaltyAmount(repeatClient),
    defaultInterest: DEFAULT_INTEREST_TIERS.map((t) => ({ fromDay: t.fromDay, toDay: t.toDay, percentPerDay: t.bpsPerDay / 100 })),
    judgmentDefaultDays: JUDGMENT_DEFAULT_DAYS,
    prepaymentMinDays: PREPAYMENT_MIN_DAYS_AFTER_DISBURSEMENT,
    totalCostCapPercent: ceilingsById(quote.ceilings).totalCostCapBps / 100,
  };
}
