import { addDays, type LocalDate } from "./dates";
import { splitEvenly, type Centavos } from "./money";

export interface ScheduledInstalment {
  /** 1-based. */
  seq: number;
  dueDate: LocalDate;
  principal: Centavos;
  interest: Centavos;
  total: Centavos;
}

export interface ScheduleInput {
  principal: Centavos;
  /** Total contractual interest for the whole term. */
  interest: Centavos;
  termDays: number;
  periods: number;
}

/**
 * Day offset (from disbursement) of instalment `seq`: the term is cut into `periods` slices as
 * even as whole days allow (91 days in 3 -> 30, 60, 91). For the last instalment the formula gives
 * termDays exactly, so the schedule always ends on the maturity date.
 */
export function instalmentDayOffset(termDays: number, periods: number, seq: number): number {
  return Math.floor((termDays * seq) / periods);
}

/**
 * Equal instalments: principal and interest are each split into equal whole-centavo shares and the
 * last instalment absorbs both remainders, so the instalments add up exactly to principal + interest.
 */
export function buildSchedule(input: ScheduleInput, disbursementDate: LocalDate): ScheduledInstalment[] {
  const { principal, interest, termDays, periods } = input;
  if (!Number.isSafeInteger(periods) || periods < 1 || periods > termDays) {
    throw new RangeError(`periods must be a whole number from 1 to termDays, got ${periods}`);
  }
  const principalShares = splitEvenly(principal, periods);
  const interestShares = splitEvenly(interest, periods);
  return principalShares.map((principalShare, index) => {
    const seq = index + 1;
    const interestShare = interestShares[index];
    return {
      seq,
      dueDate: addDays(disbursementDate, instalmentDayOffset(termDays, periods, seq)),
      principal: principalShare,
      interest: interestShare,
      total: principalShare + interestShare,
    };
  });
}
