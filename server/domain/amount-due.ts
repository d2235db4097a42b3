import { accrueCharges, lateChargesBreakdown, type LateChargesBreakdown } from "./accrual";
import { emptyBuckets, type BucketAmounts } from "./allocation";
import { ceilingsById, lateChargeCeilingPer30Days } from "./ceilings";
import { totalCostCap } from "./cost-cap";
import { daysBetween, type LocalDate } from "./dates";
import {
  chargesTotal,
  lifetimeCosts,
  loanCeilings,
  outstandingCharges,
  unpaidInterest,
  unpaidPrincipal,
  type ChargeAmounts,
  type InstalmentState,
  type LoanState,
} from "./loan-state";
import { sumCentavos, type Centavos } from "./money";
import { prepaymentAllowed, type PrepaymentWindow } from "./prepayment";

/** paid: nothing left; upcoming: due later; due: due today; overdue: unpaid after its due date. */
export type InstalmentStanding = "paid" | "upcoming" | "due" | "overdue";

export interface InstalmentDue {
  seq: number;
  dueDate: LocalDate;
  standing: InstalmentStanding;
  /** 0 unless overdue. */
  daysOverdue: number;
  /** Still owed on this instalment. */
  principal: Centavos;
  interest: Centavos;
  total: Centavos;
}

export interface AmountDue {
  asOf: LocalDate;
  instalments: InstalmentDue[];
  /** Outstanding loan-level charges (late penalty, default interest, ...), accrued up to asOf. */
  charges: ChargeAmounts;
  chargesTotal: Centavos;
  /** To be up to date today: every due or overdue instalment plus all outstanding charges. */
  dueNow: Centavos;
  /** dueNow by payment bucket, in the terms' payment order. */
  dueNowBuckets: BucketAmounts;
  /** Everything still owed, including instalments not yet due: what settles the loan today. */
  payoff: Centavos;
  /** Whether the part of the payoff that is not yet due may be paid today. */
  prepayment: PrepaymentWindow;
  /** The 100% cap: the most the loan may cost, what it has cost so far, and what is left. */
  costCap: { cap: Centavos; charged: Centavos; headroom: Centavos };
  /** Late penalty and default interest: contract, charged, waived by the ceiling, cut by the cap. */
  lateCharges: LateChargesBreakdown;
  /** The id of the ceiling set the loan is under. */
  ceilings: string;
}

export function instalmentStanding(instalment: InstalmentState, today: LocalDate): InstalmentStanding {
  if (unpaidPrincipal(instalment) + unpaidInterest(instalment) === 0) return "paid";
  const days = daysBetween(instalment.dueDate, today);
  if (days > 0) return "overdue";
  return days === 0 ? "due" : "upcoming";
}

/** What the borrower owes on `today`, per instalment and in total, charges accrued up to today. */
export function amountDue(state: LoanState, today: LocalDate): AmountDue {
  const current = accrueCharges(state, today).state;
  const instalments = current.instalments.map((instalment): InstalmentDue => {
    const standing = instalmentStanding(instalment, today);
    const principal = unpaidPrincipal(instalment);
    const interest = unpaidInterest(instalment);
    return {
      seq: instalment.seq,
      dueDate: instalment.dueDate,
      standing,
      daysOverdue: standing === "overdue" ? daysBetween(instalment.dueDate, today) : 0,
      principal,
      interest,
      total: principal + interest,
    };
  });
  const charges = outstandingCharges(current);
  const owedNow = instalments.filter((row) => row.standing === "due" || row.standing === "overdue");

  const dueNowBuckets = emptyBuckets();
  dueNowBuckets.charges = charges.lawfulCharges;
  dueNowBuckets.costs = charges.enforcementCosts;
  dueNowBuckets.penalties = charges.latePenalty + charges.defaultInterest;
  dueNowBuckets.fees = charges.fees;
  dueNowBuckets.interest = sumCentavos(owedNow.map((row) => row.interest));
  dueNowBuckets.principal = sumCentavos(owedNow.map((row) => row.principal));

  const allCharges = chargesTotal(charges);
  const charged = lifetimeCosts(current);
  const cap = totalCostCap(current.principal, loanCeilings(current));
  return {
    asOf: today,
    instalments,
    charges,
    chargesTotal: allCharges,
    dueNow: allCharges + sumCentavos(owedNow.map((row) => row.total)),
    dueNowBuckets,
    payoff: allCharges + sumCentavos(instalments.map((row) => row.total)),
    prepayment: prepaymentAllowed(current.disbursementDate, current.termDays, today),
    costCap: { cap, charged, headroom: Math.max(0, cap - charged) },
    lateCharges: lateChargesBreakdown(current),
    ceilings: current.ceilings,
  };
}

/**
 * The late-payment ceiling as it stands on the day of `due`: the scheduled amount due and unpaid
 * (principal and interest of every overdue instalment, less what was paid on them) and the most
 * late charges can add on it for each 30 days it stays unpaid (docs/decisions/080 point 2, 3; 233).
 */
export function lateCeilingToday(due: AmountDue): { amountDueUnpaid: Centavos; maxPer30Days: Centavos } {
  const amountDueUnpaid = sumCentavos(due.instalments.filter((row) => row.standing === "overdue").map((row) => row.total));
  return { amountDueUnpaid, maxPer30Days: lateChargeCeilingPer30Days(amountDueUnpaid, ceilingsById(due.ceilings)) };
}
