import { overdueCharges } from "./charges";
import { daysBetween, type LocalDate } from "./dates";
import {
  assertLoanState,
  lifetimeCosts,
  unpaidInterest,
  unpaidPrincipal,
  type LoanState,
} from "./loan-state";
import type { Centavos } from "./money";

export interface ChargesAccrual {
  /** The loan with its charges brought up to `today`. */
  state: LoanState;
  /** Newly charged by this accrual, after the cap. */
  latePenalty: Centavos;
  defaultInterest: Centavos;
  /** What the contract alone would have charged by this accrual. */
  uncapped: { latePenalty: Centavos; defaultInterest: Centavos };
  /** True when the cap cut anything in this accrual. */
  capped: boolean;
}

/**
 * Brings a loan's late charges up to `today` (inclusive), instalment by instalment in due-date
 * order, each from its own due date (so each late instalment has its own day count and tier), with
 * one penalty per loan and one cap per loan. Pure: returns a new state.
 *
 * Idempotent: a second call for the same day, or for an earlier day (a clock moved back),
 * charges nothing more.
 */
export function accrueCharges(state: LoanState, today: LocalDate): ChargesAccrual {
  assertLoanState(state);
  const through = state.chargesAccruedThrough;
  const nothing = { latePenalty: 0, defaultInterest: 0 };
  if (through !== null && daysBetween(through, today) <= 0) {
    return { state, ...nothing, uncapped: { ...nothing }, capped: false };
  }

  let costs = lifetimeCosts(state);
  let penaltyAssessed = state.charged.latePenalty > 0;
  const charged = { ...nothing };
  const uncapped = { ...nothing };
  let capped = false;
  for (const instalment of state.instalments) {
    const result = overdueCharges({
      principal: state.principal,
      unpaidPrincipal: unpaidPrincipal(instalment),
      unpaidInterest: unpaidInterest(instalment),
      dueDate: instalment.dueDate,
      today,
      repeatClient: state.repeatClient,
      alreadyCharged: { costs, latePenalty: penaltyAssessed, defaultInterestThrough: through },
    });
    // Even a penalty the cap cut to nothing counts as the one penalty of this loan.
    if (result.uncapped.latePenalty > 0) penaltyAssessed = true;
    costs += result.latePenalty + result.defaultInterest;
    charged.latePenalty += result.latePenalty;
    charged.defaultInterest += result.defaultInterest;
    uncapped.latePenalty += result.uncapped.latePenalty;
    uncapped.defaultInterest += result.uncapped.defaultInterest;
    capped ||= result.capped;
  }

  return {
    state: {
      ...state,
      charged: {
        ...state.charged,
        latePenalty: state.charged.latePenalty + charged.latePenalty,
        defaultInterest: state.charged.defaultInterest + charged.defaultInterest,
      },
      chargesAccruedThrough: today,
    },
    ...charged,
    uncapped,
    capped,
  };
}
