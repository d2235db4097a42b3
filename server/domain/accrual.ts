import { LATE_ALLOWANCE_DENOMINATOR } from "./ceilings";
import { latePenaltyAmount } from "./charges";
import { DEFAULT_INTEREST_TIERS } from "./constants";
import { daysBetween, isAfter, type LocalDate } from "./dates";
import { assertLoanState, instalmentUnpaid, loanCeilings, loanCostCapHeadroom, type LoanState } from "./loan-state";
import { applyBps, type Centavos } from "./money";

/**
 * Late charges, day by day (docs/decisions/080):
 *
 * 1. The contract: on day 1 overdue (the day after a due date) the one-time late penalty, once per
 *    loan; for every day overdue, default interest at that day's tier rate (5%/4%/2% a day) on each
 *    late instalment's unpaid principal + interest, each day's amount rounded on its own. This is
 *    the contractual MAXIMUM, recorded in `late.contract`.
 * 2. The late-payment ceiling of the loan's ceiling set: each day, the scheduled amount that is due
 *    and unpaid (all late instalments' unpaid principal + interest) adds
 *    amount x 5% / 30 to the day's allowance, kept exactly and granted in whole centavos (the
 *    fraction carries to the next day, `late.allowanceRemainder`). The day charges the lesser of
 *    the contract's amounts not yet charged and the day's allowance, penalty first, then default
 *    interest. Allowance a day does not use is lost (never caught up later), so no window of days
 *    is ever charged more than its own allowance.
 * 3. The total cost cap, last: what the ceiling admitted is cut to what is left under 100% of the
 *    principal, penalty first; what the cap cut is never charged (`late.cutByCostCap`).
 * What the contract asked and was neither charged nor cut by the cap is what the ceiling waived.
 * An extension closes it for good (`late.closed`): the renewed loan does not catch up on it.
 */

export interface LateAmounts {
  latePenalty: Centavos;
  defaultInterest: Centavos;
}

export interface ChargesAccrual {
  /** The loan with its charges brought up to `today`. */
  state: LoanState;
  /** Newly charged by this accrual, after the ceiling and the cap. */
  latePenalty: Centavos;
  defaultInterest: Centavos;
  /** What the contract alone asked for in this accrual. */
  contract: LateAmounts;
  /** True when the total cost cap cut anything in this accrual. */
  capped: boolean;
}

function tierIndexForDay(dayOverdue: number): number {
  const index = DEFAULT_INTEREST_TIERS.findIndex((tier) => tier.toDay === null || dayOverdue <= tier.toDay);
  return index;
}

/**
 * Brings a loan's late charges up to `today` (inclusive). Pure: returns a new state.
 * Idempotent: a second call for the same day, or for an earlier day (a clock moved back), charges
 * nothing more. Relies on the LoanState invariant: amounts paid only change after an accrual up to
 * the day of the change, so each instalment's unpaid amount is constant over the days accrued here.
 */
export function accrueCharges(state: LoanState, today: LocalDate): ChargesAccrual {
  assertLoanState(state);
  const through = state.chargesAccruedThrough;
  const nothing = { latePenalty: 0, defaultInterest: 0 };
  if (through !== null && daysBetween(through, today) <= 0) {
    return { state, ...nothing, contract: { ...nothing }, capped: false };
  }

  const ceilings = loanCeilings(state);
  const firstDue = state.instalments[0].dueDate;
  // Days on or before the first due date are never overdue: start counting from there.
  const start = through !== null && isAfter(through, firstDue) ? through : firstDue;
  const days = Math.max(0, daysBetween(start, today));
  const late = state.instalments.map((instalment) => {
    const unpaid = instalmentUnpaid(instalment);
    return {
      unpaid,
      /** Days overdue on `start` (negative while not yet due). */
      overdueAtStart: daysBetween(instalment.dueDate, start),
      perDayByTier: DEFAULT_INTEREST_TIERS.map((tier) => applyBps(unpaid, tier.bpsPerDay)),
    };
  });

  const contract = { ...state.late.contract };
  const cut = { ...state.late.cutByCostCap };
  const { closed } = state.late;
  const charged = { latePenalty: state.charged.latePenalty, defaultInterest: state.charged.defaultInterest };
  let remainder = state.late.allowanceRemainder;
  let headroom = loanCostCapHeadroom(state);
  let penaltyAssessed = contract.latePenalty > 0 || charged.latePenalty > 0;
  let capped = false;

  for (let k = 1; k <= days; k += 1) {
    let dueUnpaid = 0;
    let contractInterest = 0;
    for (const instalment of late) {
      const dayOverdue = instalment.overdueAtStart + k;
      if (dayOverdue < 1 || instalment.unpaid === 0) continue;
      dueUnpaid += instalment.unpaid;
      contractInterest += instalment.perDayByTier[tierIndexForDay(dayOverdue)];
    }
    if (dueUnpaid === 0) continue;

    if (!penaltyAssessed) {
      contract.latePenalty += latePenaltyAmount(state.repeatClient);
      penaltyAssessed = true;
    }
    contract.defaultInterest += contractInterest;

    remainder += dueUnpaid * ceilings.latePaymentBpsPerMonth;
    const allowance = Math.floor(remainder / LATE_ALLOWANCE_DENOMINATOR);
    remainder -= allowance * LATE_ALLOWANCE_DENOMINATOR;

    const pendingPenalty = Math.max(0, contract.latePenalty - charged.latePenalty - cut.latePenalty - closed.latePenalty);
    const pendingInterest = Math.max(0, contract.defaultInterest - charged.defaultInterest - cut.defaultInterest - closed.defaultInterest);
    const admittedPenalty = Math.min(pendingPenalty, allowance);
    const admittedInterest = Math.min(pendingInterest, allowance - admittedPenalty);

    const penalty = Math.min(admittedPenalty, headroom);
    headroom -= penalty;
    const interest = Math.min(admittedInterest, headroom);
    headroom -= interest;
    if (penalty < admittedPenalty || interest < admittedInterest) capped = true;
    cut.latePenalty += admittedPenalty - penalty;
    cut.defaultInterest += admittedInterest - interest;
    charged.latePenalty += penalty;
    charged.defaultInterest += interest;
  }

  return {
    state: {
      ...state,
      charged: { ...state.charged, ...charged },
      chargesAccruedThrough: today,
      late: { contract, cutByCostCap: cut, closed: { ...closed }, allowanceRemainder: remainder },
    },
    latePenalty: charged.latePenalty - state.charged.latePenalty,
    defaultInterest: charged.defaultInterest - state.charged.defaultInterest,
    contract: {
      latePenalty: contract.latePenalty - state.late.contract.latePenalty,
      defaultInterest: contract.defaultInterest - state.late.contract.defaultInterest,
    },
    capped,
  };
}

/** Late charges over the loan's life so far, for the borrower: why they owe what they owe. */
export interface LateChargesBreakdown {
  /** What the loan terms alone would have charged. */
  contract: LateAmounts;
  /** What was charged (the lesser of contract and ceiling, then the cap). */
  charged: LateAmounts;
  /** Not charged because of the late-payment ceiling. */
  waivedByCeiling: Centavos;
  /** Not charged because of the total cost cap. */
  cutByCostCap: Centavos;
  /** Of the charged late penalty and default interest: paid, and still owed. */
  paid: Centavos;
  outstanding: Centavos;
}

/** The breakdown of a state as it stands (accrue it to today first). */
export function lateChargesBreakdown(state: LoanState): LateChargesBreakdown {
  const { contract, cutByCostCap } = state.late;
  const charged = { latePenalty: state.charged.latePenalty, defaultInterest: state.charged.defaultInterest };
  const cut = cutByCostCap.latePenalty + cutByCostCap.defaultInterest;
  const chargedTotal = charged.latePenalty + charged.defaultInterest;
  const paid = state.chargesPaid.latePenalty + state.chargesPaid.defaultInterest;
  return {
    contract: { ...contract },
    charged,
    waivedByCeiling: Math.max(0, contract.latePenalty + contract.defaultInterest - chargedTotal - cut),
    cutByCostCap: cut,
    paid,
    outstanding: chargedTotal - paid,
  };
}
