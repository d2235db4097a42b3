/**
 * The documented Chinese wording of the legacy repayment area, verbatim (docs/decisions/112), in a module
 * of its own: a page that shows it ships no other area's wordings (`verbatim.ts`).
 */
export const verbatimRepayment = { zh: { cardRequired: "请选择银行卡" } } as const;
