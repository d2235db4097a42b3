import { ceilingsById, isCeilingSetId, LATE_ALLOWANCE_DENOMINATOR, type CeilingSet } from "./ceilings";
import { costCapHeadroom, totalCostCap } from "./cost-cap";
import { assertLocalDate, daysBetween, type LocalDate } from "./dates";
import { assertCentavos, sumCentavos, type Centavos } from "./money";
import type { LoanQuote } from "./quote";

/**
 * One instalment of a loan as stored: the scheduled amounts and what has been paid against them.
 * Amounts are only ever added to; nothing is recomputed from the product afterwards.
 */
export interface InstalmentState {
  seq: number;
  dueDate: LocalDate;
  /** Scheduled principal. */
  principal: Centavos;
  /** Scheduled contractual interest, including interest added by extensions. */
  interest: Centavos;
  paidPrincipal: Centavos;
  paidInterest: Centavos;
}

/**
 * Loan-level charges beyond the schedule. lawfulCharges, enforcementCosts and fees are assessed
 * outside these rules (none of our products create them today) but count against the cost cap and
 * have their place in the payment order; latePenalty and defaultInterest are assessed by accrueCharges.
 */
export type ChargeKind = "lawfulCharges" | "enforcementCosts" | "latePenalty" | "defaultInterest" | "fees";

export type ChargeAmounts = Record<ChargeKind, Centavos>;

export const CHARGE_KINDS: readonly ChargeKind[] = ["lawfulCharges", "enforcementCosts", "latePenalty", "defaultInterest", "fees"];

/**
 * The late charges' own books, beside what was charged (LoanState.charged): what the contract alone
 * asked for, what the total cost cap cut, and the fraction of a centavo of ceiling allowance carried
 * to the next day. With them the borrower can be shown what the ceiling waived, and the day-by-day
 * accrual continues exactly where it stopped (accrual.ts).
 */
export interface LateLedger {
  /** What the loan terms alone would have charged so far (one-time penalty, daily default interest). */
  contract: { latePenalty: Centavos; defaultInterest: Centavos };
  /** Admitted by the late-payment ceiling but cut by the total cost cap (never charged, never again). */
  cutByCostCap: { latePenalty: Centavos; defaultInterest: Centavos };
  /**
   * Contract amounts the ceiling held back and that an extension closed for good: the renewed loan
   * starts its own late charges, it does not catch up on the old ones.
   */
  closed: { latePenalty: Centavos; defaultInterest: Centavos };
  /** The ceiling allowance's numerator below one centavo (0 <= n < LATE_ALLOWANCE_DENOMINATOR). */
  allowanceRemainder: number;
}

export function emptyLateLedger(): LateLedger {
  return {
    contract: { latePenalty: 0, defaultInterest: 0 },
    cutByCostCap: { latePenalty: 0, defaultInterest: 0 },
    closed: { latePenalty: 0, defaultInterest: 0 },
    allowanceRemainder: 0,
  };
}

/**
 * Everything the rules need to know about a loan, shaped so that a database row (plus its
 * instalment rows) maps onto it one to one.
 *
 * Invariant kept by accrueCharges / applyPayment / applyExtension: default interest is brought up
 * to date (chargesAccruedThrough = today) BEFORE any paid amount or due date changes, because
 * accrual assumes the unpaid amount stayed the same since the last accrual.
 */
export interface LoanState {
  /** The amount borrowed; also the base of the 100% total-cost cap. */
  principal: Centavos;
  disbursementDate: LocalDate;
  /** The original term; an extension moves the due date by this many days. */
  termDays: number;
  /** Kept from the quote: an extension charges interest for its new period at this rate. */
  interestBpsPerDay: number;
  /** Deducted from the proceeds at disbursement: counts against the cap, never outstanding. */
  serviceFee: Centavos;
  /** Decides the one-time late penalty (₱800 instead of ₱1,000). */
  repeatClient: boolean;
  extensions: number;
  /** In seq order; the last instalment's due date is the maturity date. */
  instalments: InstalmentState[];
  /** Charges assessed over the loan's life (only ever grow). */
  charged: ChargeAmounts;
  /** Of the charges assessed, what has been paid. */
  chargesPaid: ChargeAmounts;
  /** Default interest has been accrued for every day up to and including this date; null = never. */
  chargesAccruedThrough: LocalDate | null;
  /** The id of the ceiling set the loan is under: its acceptance date's, or its last extension's. */
  ceilings: string;
  late: LateLedger;
}

export function noCharges(): ChargeAmounts {
  return { lawfulCharges: 0, enforcementCosts: 0, latePenalty: 0, defaultInterest: 0, fees: 0 };
}

/** The state of a loan on the day it is disbursed, from the quote the borrower accepted. */
export function loanStateFromQuote(quote: LoanQuote, options: { repeatClient: boolean }): LoanState {
  return {
    principal: quote.principal,
    disbursementDate: quote.disbursementDate,
    termDays: quote.termDays,
    interestBpsPerDay: quote.interestBpsPerDay,
    serviceFee: quote.serviceFee,
    repeatClient: options.repeatClient,
    extensions: 0,
    instalments: quote.schedule.map((instalment) => ({
      seq: instalment.seq,
      dueDate: instalment.dueDate,
      principal: instalment.principal,
      interest: instalment.interest,
      paidPrincipal: 0,
      paidInterest: 0,
    })),
    charged: noCharges(),
    chargesPaid: noCharges(),
    chargesAccruedThrough: null,
    ceilings: quote.ceilings,
    late: emptyLateLedger(),
  };
}

export function loanCeilings(state: LoanState): CeilingSet {
  return ceilingsById(state.ceilings);
}

/**
 * Throws when a state (typically just read from the database) is inconsistent: the rules would
 * otherwise compute nonsense from it, such as negative amounts owed.
 */
export function assertLoanState(state: LoanState): void {
  assertCentavos(state.principal, "principal");
  if (state.principal < 1) throw new RangeError("principal must be positive");
  assertLocalDate(state.disbursementDate, "disbursementDate");
  if (!Number.isSafeInteger(state.termDays) || state.termDays < 1) throw new RangeError("termDays must be positive");
  if (!Number.isSafeInteger(state.interestBpsPerDay) || state.interestBpsPerDay < 0) {
    throw new RangeError("interestBpsPerDay must be a non-negative integer");
  }
  assertCentavos(state.serviceFee, "serviceFee");
  if (!Number.isSafeInteger(state.extensions) || state.extensions < 0) throw new RangeError("extensions must be >= 0");
  if (state.instalments.length === 0) throw new RangeError("a loan has at least one instalment");
  let previousDue: LocalDate | null = null;
  state.instalments.forEach((instalment, index) => {
    const name = `instalments[${index}]`;
    if (instalment.seq !== index + 1) throw new RangeError(`${name}.seq must be ${index + 1}`);
    assertLocalDate(instalment.dueDate, `${name}.dueDate`);
    if (previousDue !== null && daysBetween(previousDue, instalment.dueDate) <= 0) {
      throw new RangeError(`${name}.dueDate must be after the previous instalment's`);
    }
    previousDue = instalment.dueDate;
    for (const key of ["principal", "interest", "paidPrincipal", "paidInterest"] as const) {
      assertCentavos(instalment[key], `${name}.${key}`);
    }
    if (instalment.paidPrincipal > instalment.principal || instalment.paidInterest > instalment.interest) {
      throw new RangeError(`${name} is paid beyond what was scheduled`);
    }
  });
  if (sumCentavos(state.instalments.map((instalment) => instalment.principal)) !== state.principal) {
    throw new RangeError("the instalments' principal must add up to the loan's principal");
  }
  for (const kind of CHARGE_KINDS) {
    assertCentavos(state.charged[kind], `charged.${kind}`);
    assertCentavos(state.chargesPaid[kind], `chargesPaid.${kind}`);
    if (state.chargesPaid[kind] > state.charged[kind]) throw new RangeError(`chargesPaid.${kind} exceeds charged`);
  }
  if (state.chargesAccruedThrough !== null) assertLocalDate(state.chargesAccruedThrough, "chargesAccruedThrough");
  if (!isCeilingSetId(state.ceilings)) throw new RangeError(`unknown ceiling set ${state.ceilings}`);
  for (const kind of ["latePenalty", "defaultInterest"] as const) {
    assertCentavos(state.late.contract[kind], `late.contract.${kind}`);
    assertCentavos(state.late.cutByCostCap[kind], `late.cutByCostCap.${kind}`);
    assertCentavos(state.late.closed[kind], `late.closed.${kind}`);
  }
  const remainder = state.late.allowanceRemainder;
  if (!Number.isSafeInteger(remainder) || remainder < 0 || remainder >= LATE_ALLOWANCE_DENOMINATOR) {
    throw new RangeError("late.allowanceRemainder must be a whole number below the allowance denominator");
  }
  if (lifetimeCosts(state) > totalCostCap(state.principal, loanCeilings(state))) {
    throw new RangeError("the loan's interest, fees and penalties exceed the total cost cap");
  }
}

export function unpaidPrincipal(instalment: InstalmentState): Centavos {
  return instalment.principal - instalment.paidPrincipal;
}

export function unpaidInterest(instalment: InstalmentState): Centavos {
  return instalment.interest - instalment.paidInterest;
}

/** Principal + contractual interest still owed on an instalment: the base of default interest. */
export function instalmentUnpaid(instalment: InstalmentState): Centavos {
  return unpaidPrincipal(instalment) + unpaidInterest(instalment);
}

export function outstandingCharges(state: LoanState): ChargeAmounts {
  const outstanding = noCharges();
  for (const kind of CHARGE_KINDS) outstanding[kind] = state.charged[kind] - state.chargesPaid[kind];
  return outstanding;
}

export function chargesTotal(charges: ChargeAmounts): Centavos {
  return sumCentavos(CHARGE_KINDS.map((kind) => charges[kind]));
}

/**
 * Everything the loan has cost the borrower beyond the principal over its whole life, paid or not:
 * scheduled interest (including extensions'), the service fee and every charge assessed.
 * This is what the 100% cap limits.
 */
export function lifetimeCosts(state: LoanState): Centavos {
  return sumCentavos(state.instalments.map((instalment) => instalment.interest)) + state.serviceFee + chargesTotal(state.charged);
}

export function loanCostCapHeadroom(state: LoanState): Centavos {
  return costCapHeadroom(state.principal, lifetimeCosts(state), loanCeilings(state));
}

export function maturityDate(state: LoanState): LocalDate {
  return state.instalments[state.instalments.length - 1].dueDate;
}

/** Everything still owed: unpaid instalments plus outstanding charges. */
export function totalOutstanding(state: LoanState): Centavos {
  return sumCentavos(state.instalments.map(instalmentUnpaid)) + chargesTotal(outstandingCharges(state));
}
