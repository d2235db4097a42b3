import { accrueCharges } from "./accrual";
import { JUDGMENT_DEFAULT_DAYS } from "./constants";
import { daysBetween, type LocalDate } from "./dates";
import {
  chargesTotal,
  instalmentUnpaid,
  maturityDate as maturityDateOf,
  outstandingCharges,
  totalOutstanding,
  type LoanState,
} from "./loan-state";
import { OrderStatus } from "./order-status";

/**
 * The order status codes a disbursed loan moves through (BRIEF section 3), taken from the one list
 * of codes in order-status.ts. The other codes (21, 110, 151) belong to applications and are
 * decided outside the lending rules.
 */
export const LOAN_STATUS = {
  /** 170: repaying, nothing due yet. */
  repaying: OrderStatus.repaying,
  /** 174: an instalment falls due today: the due date itself, before any late charge can start. */
  due: OrderStatus.due,
  /** 180: something is unpaid after its due date: from day 1 overdue, when the penalty starts. */
  overdue: OrderStatus.overdue,
  /** 200: everything paid, charges included. */
  settled: OrderStatus.settled,
} as const;

export type LoanStatusCode = (typeof LOAN_STATUS)[keyof typeof LOAN_STATUS];

export interface Lifecycle {
  status: LoanStatusCode;
  /**
   * True once something has stayed unpaid for JUDGMENT_DEFAULT_DAYS (10) days after maturity:
   * from maturity + 10 days on, never for a settled loan.
   */
  judgmentDefault: boolean;
  /** Days the oldest instalment with unpaid principal or interest is past its due date; else 0. */
  daysOverdue: number;
  /** Due date of the earliest instalment not fully paid; null once all instalments are paid. */
  nextDueDate: LocalDate | null;
  maturityDate: LocalDate;
}

/**
 * Where a loan stands on `today`. Charges are accrued first, so a loan is only "settled" when
 * no charge up to today is left unpaid. Outstanding charges alone (all instalments paid) count as
 * overdue: they are owed from the day they are charged.
 */
export function lifecycleStatus(state: LoanState, today: LocalDate): Lifecycle {
  const current = accrueCharges(state, today).state;
  const maturityDate = maturityDateOf(current);
  const unpaid = current.instalments.filter((instalment) => instalmentUnpaid(instalment) > 0);
  const nextDueDate = unpaid.length > 0 ? unpaid[0].dueDate : null;

  if (totalOutstanding(current) === 0) {
    return { status: LOAN_STATUS.settled, judgmentDefault: false, daysOverdue: 0, nextDueDate, maturityDate };
  }
  const daysOverdue = nextDueDate === null ? 0 : Math.max(0, daysBetween(nextDueDate, today));
  const judgmentDefault = daysBetween(maturityDate, today) >= JUDGMENT_DEFAULT_DAYS;
  const chargesOwed = chargesTotal(outstandingCharges(current)) > 0;

  let status: LoanStatusCode;
  if (daysOverdue > 0 || chargesOwed) status = LOAN_STATUS.overdue;
  else if (nextDueDate === today) status = LOAN_STATUS.due;
  else status = LOAN_STATUS.repaying;
  return { status, judgmentDefault, daysOverdue, nextDueDate, maturityDate };
}
