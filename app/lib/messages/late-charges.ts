/**
 * The legal ceilings and late charges in plain words: the disclosure on both confirm pages and the
 * agreement, and the late-charge breakdown on Order Details and the repayment pages.
 */
const pct = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(2)}%`;

export const lateCharges = {
  // The disclosure: the ceilings that apply to this loan.
  ceilingsTitle: "Legal ceilings on this loan",
  ceilingsLead: (source: string, from: string) => `This loan follows ${source}, in force for loans made from ${from}:`,
  ceilingNominal: (percent: number) => `Interest is at most ${pct(percent)} a month.`,
  ceilingEir: (ceiling: number, yours: number) =>
    `The effective interest rate (interest and all fees) is at most ${pct(ceiling)} a month. Yours is ${yours.toFixed(2)}% a month.`,
  ceilingTotal: (percent: number, cap: string) =>
    `Everything the loan can ever cost you (interest, fees, charges and penalties, however long it stays unpaid) is at most ${pct(percent)} of the amount borrowed: ${cap}.`,
  lateRuleTitle: "If you pay late",
  lateRule: (penalty: string, tiers: string) =>
    `The contract sets the most you can be charged: a late penalty of ${penalty}, charged once, and default interest of ${tiers} on the amount unpaid.`,
  lateRuleCeiling: (percent: number) =>
    `We charge less when the law says so: the late penalty and default interest together are at most ${pct(percent)} for every 30 days late of the scheduled amount that is due and unpaid, counted day by day.`,
  lateRuleExample: (amountDue: string, max: string) =>
    `For example, if ${amountDue} is due and unpaid for 30 days, late charges are at most ${max}.`,
  tierText: (percentPerDay: number, fromDay: number, toDay: number | null) =>
    `${pct(percentPerDay)} a day for days ${fromDay}${toDay === null ? " onwards" : `-${toDay}`}`,
  tiersJoin: "; ",

  // The breakdown on Order Details and the repayment pages.
  breakdownTitle: "Late charges",
  breakdownLead: (source: string, percent: number) =>
    `Under ${source}, the late penalty and default interest together are at most ${pct(percent)} every 30 days of the amount due and unpaid.`,
  latePenalty: "Late penalty charged",
  defaultInterest: "Default interest charged",
  // The ceiling the charges respect, with its figures (docs/decisions/233): a limit of the law, not a favour.
  ceiling: "Legal ceiling: the most late charges may add per 30 days late",
  ceilingOf: (percent: number, amountDueUnpaid: string) => `${pct(percent)} of ${amountDueUnpaid} due and unpaid today`,
  costCapReached: "Total cost cap reached: everything this loan may ever cost",
  costCapNote: "No late charges are added beyond it.",
  paid: "Late charges paid",
  outstanding: "Late charges to pay",
} as const;
