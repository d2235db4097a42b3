/**
 * Writes docs/lending-rules.md from the lending rules themselves: every number in the document is
 * read from server/domain's constants or computed by its functions, so the document cannot say
 * something the code does not do. server/domain/lending-rules-doc.test.ts fails when the committed
 * file differs from what this script renders.
 *
 * Run: npx tsx scripts/lending-rules-doc.ts
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  AMOUNT_STEP,
  WIDE_AMOUNT_STEP,
  ALLOCATION_ORDER,
  CEILING_SETS,
  DAYS_PER_MONTH,
  DEFAULT_INTEREST_TIERS,
  JUDGMENT_DEFAULT_DAYS,
  LATE_PENALTY_NEW_CLIENT,
  LATE_PENALTY_REPEAT_CLIENT,
  MAX_TERM_DAYS,
  MIN_TERM_DAYS,
  PREPAYMENT_MIN_DAYS_AFTER_DISBURSEMENT,
  COOLING_OFF_DAYS_DEFAULT,
  PART_PAYMENT_MIN_DEFAULT,
  accrueDefaultInterest,
  coolingOff,
  partPaymentRange,
  payoffQuote,
  addDays,
  allocatePayment,
  amountDue,
  ceilingsById,
  extensionQuote,
  formatPhp,
  lateChargeCeilingPer30Days,
  lifecycleStatus,
  loanStateFromQuote,
  nominalInterestCeilingBpsPerDay,
  prepaymentAllowed,
  quoteLoan,
  type AllocationBucket,
  type BucketAmounts,
  type LoanQuote,
  type LoanState,
  type ProductPricing,
} from "../server/domain";
import { receiveMoney } from "../server/domain/arrival";

export const LENDING_RULES_DOC_PATH = fileURLToPath(new URL("../docs/lending-rules.md", import.meta.url));

/** An example product: 0.15% a day simple interest and a 5% service fee. */
export const EXAMPLE_PRICING: ProductPricing = {
  minAmount: 100_000,
  maxAmount: 2_000_000,
  minTermDays: 91,
  maxTermDays: 180,
  periodsAllowed: [1, 3, 6],
  interestBpsPerDay: 15,
  serviceFeeBps: 500,
};
export const EXAMPLE_REQUEST = { principal: 1_000_000, termDays: 91, periods: 1 };
/** The same loan made under each ceiling set: before and after SEC MC 14 s.2025 took effect. */
export const EXAMPLE_DISBURSEMENT_DATES = { "2022": "2025-01-06", "2026": "2026-04-06" } as const;
export const EXAMPLE_DAYS_LATE = 45;
/** A part payment on the last day, to show the payment order when money runs out. */
export const EXAMPLE_PART_PAYMENT = 900_000;

const BUCKET_LABELS: Record<AllocationBucket, string> = {
  charges: "Lawful charges",
  costs: "Enforcement costs",
  penalties: "Penalties (late penalty + default interest)",
  fees: "Fees",
  interest: "Interest",
  principal: "Principal",
};

function percent(bps: number): string {
  return `${bps / 100}%`;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

function allocationTable(amount: number, outstanding: BucketAmounts): string {
  const allocation = allocatePayment(amount, outstanding);
  const rows = ALLOCATION_ORDER.map((bucket, index) => [
    String(index + 1),
    BUCKET_LABELS[bucket],
    formatPhp(outstanding[bucket]),
    formatPhp(allocation.applied[bucket]),
    formatPhp(allocation.remaining[bucket]),
  ]);
  rows.push(["", "Overpayment (refunded)", "", formatPhp(allocation.overpayment), ""]);
  return table(["Order", "Bucket", "Owed", "Paid", "Still owed"], rows);
}

function ceilingsTable(): string {
  const rows: [string, (set: (typeof CEILING_SETS)[number]) => string][] = [
    ["In force for loans accepted from", (set) => set.effectiveFrom],
    [
      "Nominal interest",
      (set) => `${percent(set.nominalInterestBpsPerMonth)} a month (${percent(nominalInterestCeilingBpsPerDay(set))} a day)`,
    ],
    ["Effective interest rate", (set) => `${set.eirPercentPerMonth}% a month`],
    [
      "Late payment (penalty + default interest)",
      (set) => `${percent(set.latePaymentBpsPerMonth)} a month of the scheduled amount due and unpaid`,
    ],
    ["Total cost (interest, fees, charges, penalties)", (set) => `${percent(set.totalCostCapBps)} of the principal`],
    ["Stored on the order as", (set) => `\`${set.id}\``],
  ];
  return table(
    ["Ceiling", ...CEILING_SETS.map((set) => set.source)],
    rows.map(([label, value]) => [label, ...CEILING_SETS.map(value)]),
  );
}

function rulesSection(): string {
  const tiers = DEFAULT_INTEREST_TIERS.map(
    (tier) => `${percent(tier.bpsPerDay)} a day for days ${tier.fromDay}${tier.toDay === null ? " on" : `-${tier.toDay}`}`,
  ).join(", ");
  return `## The rules

Sources: the loan terms and conditions (spec 001, section 9), the design brief (section 3), the
legal ceilings below (dated data in \`server/domain/ceilings.ts\`), and the Truth in Lending Act
(R.A. 3765, with BSP Circular No. 730, Series of 2011). How late charges are computed under the
ceilings: docs/decisions/080.

1. **Money.** Amounts are whole centavos. When a rate gives a fraction of a centavo, the exact
   result is rounded once, half up, to the centavo (\`mulDivRoundHalfUp\`). Splits into equal shares
   give the remainder to the last share. The late-charge allowance is the one exception: it is
   kept exactly and granted in whole centavos, rounded down, so it never exceeds the ceiling.
2. **Dates.** Calendar days in Asia/Manila (UTC+8, no daylight saving), written YYYY-MM-DD. The
   caller supplies "today"; the rules never read a clock.
3. **Term.** ${MIN_TERM_DAYS} to ${MAX_TERM_DAYS} calendar days (loan terms); a product's own range must lie inside it.
   Maturity = disbursement date + term.
4. **Price.** Simple interest on the principal for the whole term (rate per day x days). The
   service fee is a share of the principal deducted from the proceeds. Instalments split principal
   and interest equally (the last absorbs the remainders) and fall on evenly spaced days, the last
   on the maturity date. Interest is flat (on the full principal) as the brief prices it; the EIR
   below shows instalment borrowers the true cost.
5. **Effective interest rate** (Truth in Lending disclosure): the monthly rate that discounts the
   scheduled payments, by their exact day count over a ${DAYS_PER_MONTH}-day month, to the net proceeds;
   solved by bisection. The annual figure is the monthly rate x 12.
6. **Legal ceilings**, dated: a loan is under the set in force on the day it is accepted, and keeps
   it; an extension (a renewal) moves it to the set in force on the extension's date. A date before
   every set uses the earliest. Legally the circulars cover loans of at most ₱10,000 payable
   within 4 months; we apply them to every loan.

${ceilingsTable()}

   Enforced: a quote above the nominal-interest, EIR or total-cost ceiling of its date is refused
   with a message naming the ceiling; the catalogue check refuses such a product when the products
   are seeded (every term and number of payments it offers).
7. **Late charges.** Day 1 overdue is the day after the due date. The loan terms set the *maximum*:
   a one-time late penalty, once per loan (${formatPhp(LATE_PENALTY_NEW_CLIENT)} for a new client, ${formatPhp(LATE_PENALTY_REPEAT_CLIENT)} for a repeat client),
   charged from day 1, and default interest for each day overdue: ${tiers}, on the
   *unpaid amount* (principal and contractual interest still owed on the late instalment; it never
   compounds on penalties or default interest), each day's amount rounded on its own.
   What is charged is the lesser of the contract and the late-payment ceiling: penalty and default
   interest together at most 5% per 30 days of the scheduled amount that is due and unpaid. Each
   day overdue adds 1/30 of 5% of the amount due and unpaid that day to the allowance (kept exactly,
   granted in whole centavos, the fraction carried to the next day); the day charges the contract's
   amounts not yet charged up to that allowance, the penalty first, then default interest. An
   allowance a day does not use is lost, so no 30 days are ever charged more than 5% of what was
   due in them. Then the total cost cap, penalty first. What the contract asked beyond the ceiling
   was never chargeable: the borrower is shown what was charged and the ceiling it respects, not
   the contract's amounts (docs/decisions/233).
8. **Status.** 170 repaying, nothing due yet; 174 due: an instalment falls due today (the due date
   itself, before charges can start); 180 overdue: from day 1 after a due date with anything unpaid,
   or charges unpaid; 200 settled: nothing owed, charges included. **Judgment default** from
   ${JUDGMENT_DEFAULT_DAYS} days after maturity with anything unpaid.
9. **Prepayment** (paying amounts not yet due): once at least half the term has passed (91 days:
   from day 46) and not before ${PREPAYMENT_MIN_DAYS_AFTER_DISBURSEMENT} days after disbursement. For lawful terms the half-term rule always
   comes later. Money offered earlier is refunded, not applied.
10. **Extension.** On or after the due date of a single-payment loan, the borrower pays everything
    except principal (interest, penalties, default interest, fees, costs); the due date moves by the
    loan's term from the old due date; the new period bears interest at the loan's rate, within the
    cap. The late penalty is not charged again.
11. **Payment order** (loan terms, "after maturity"; we use it for every due amount):
    ${ALLOCATION_ORDER.map((bucket) => BUCKET_LABELS[bucket].toLowerCase()).join(", ")}. Each bucket is
    paid in full before the next receives anything; money is conserved to the centavo. Lawful
    charges, enforcement costs and other fees are assessed outside these rules (none today) and
    count against the cap like everything else.
12. **New applications** (docs/decisions/110). Refused while any loan of the borrower is overdue
    (180); one application at a time (none while another is under review, 21, or approved and not
    withdrawn, 151); one loan per product (none while a loan of the same product is repaying or
    due, 170/174). Rejected and settled orders never block. Amounts go in steps of
    ${formatPhp(AMOUNT_STEP)} (${formatPhp(WIDE_AMOUNT_STEP)} on products whose range is wider than ₱20,000).
13. **Amount financed** (Truth in Lending disclosure): the principal less the prepaid finance
    charge (the deducted service fee), i.e. the net proceeds; amount financed + finance charge =
    total of payments (principal + interest).
14. **Pay in full today** (R.A. 11765; docs/decisions/174): what settles the loan today is
    everything still owed: principal, the schedule's interest and the charges accrued up to today.
    The loan terms give no rebate of interest for paying early. Offered when all of it can be
    applied today: inside the prepayment window (rule 9), or once nothing is left to fall due later.
15. **Pay any part**: any amount from a minimum (configuration \`PART_PAYMENT_MIN_CENTAVOS\`, default
    ${formatPhp(PART_PAYMENT_MIN_DEFAULT)}; everything payable when that is less) up to what can be applied today (the
    payoff inside the prepayment window, otherwise what is due). It is applied in the payment order
    (rule 11); late charges keep running on what remains unpaid after a due date.
16. **Cooling-off cancellation**: from the release day through ${COOLING_OFF_DAYS_DEFAULT} days after it (configuration
    \`COOLING_OFF_DAYS\`), a loan nothing has been paid on is cancelled by returning exactly the net
    proceeds the borrower received: no interest, no fees (the deducted service fee is given up).
    Money beyond that is refunded; less, or later, cancels nothing and is refunded. A cancelled order
    has its own status, 210, never 200 settled.`;
}

interface ExampleLoan {
  label: string;
  quote: LoanQuote;
  loan: LoanState;
}

function exampleLoan(label: "2022" | "2026"): ExampleLoan {
  const result = quoteLoan(EXAMPLE_PRICING, EXAMPLE_REQUEST, EXAMPLE_DISBURSEMENT_DATES[label]);
  if (!result.ok) throw new Error(`example quote refused: ${result.error.message}`);
  const set = ceilingsById(result.quote.ceilings);
  return { label: `${label} set (${set.source})`, quote: result.quote, loan: loanStateFromQuote(result.quote, { repeatClient: false }) };
}

/** Day `n` after the example's due date, as a row for each loan. */
function lateDay(example: ExampleLoan, n: number) {
  const date = addDays(example.quote.maturityDate, n);
  const due = amountDue(example.loan, date);
  return { date, due, life: lifecycleStatus(example.loan, date) };
}

function exampleSection(): string {
  const examples = [exampleLoan("2022"), exampleLoan("2026")];
  const [, recent] = examples;
  const quoteRows: [string, (e: ExampleLoan) => string][] = [
    ["Disbursed (accepted) on", (e) => e.quote.disbursementDate],
    ["Principal", (e) => formatPhp(e.quote.principal)],
    [`Interest (${percent(EXAMPLE_PRICING.interestBpsPerDay)} x ${EXAMPLE_REQUEST.termDays} days)`, (e) => formatPhp(e.quote.interest)],
    [`Service fee (${percent(EXAMPLE_PRICING.serviceFeeBps)}, deducted)`, (e) => formatPhp(e.quote.serviceFee)],
    ["Finance charge", (e) => formatPhp(e.quote.financeCharge)],
    ["Net proceeds", (e) => formatPhp(e.quote.netProceeds)],
    ["Total repayable on the due date", (e) => `${formatPhp(e.quote.totalRepayable)} on ${e.quote.maturityDate}`],
    [
      "Effective interest rate",
      (e) => `${e.quote.eir.monthlyPercent.toFixed(2)}% a month, ${e.quote.eir.annualPercent.toFixed(2)}% a year`,
    ],
    ["EIR ceiling", (e) => `${ceilingsById(e.quote.ceilings).eirPercentPerMonth}% a month: within it`],
    ["Total cost cap", (e) => formatPhp(amountDue(e.loan, e.quote.disbursementDate).costCap.cap)],
    [
      "Late charges for 30 days on the amount due, at most",
      (e) => formatPhp(lateChargeCeilingPer30Days(e.quote.totalRepayable, ceilingsById(e.quote.ceilings))),
    ],
    [
      "Early repayment opens on",
      (e) => prepaymentAllowed(e.quote.disbursementDate, e.quote.termDays, e.quote.disbursementDate).earliestDate,
    ],
  ];

  const milestones = [0, 1, JUDGMENT_DEFAULT_DAYS, 30, 31, EXAMPLE_DAYS_LATE];
  const unpaid = recent.quote.totalRepayable;
  const dayRows = milestones.map((n) => {
    const rows = examples.map((example) => lateDay(example, n));
    const contract = rows[1].due.lateCharges.contract;
    const notes = [
      n === 0 ? "due date" : "",
      rows[1].life.judgmentDefault && n === JUDGMENT_DEFAULT_DAYS ? "judgment default starts" : "",
    ].filter(Boolean);
    return [
      String(n),
      `${rows[1].life.status}${notes.length ? ` (${notes.join(", ")})` : ""}`,
      formatPhp(contract.latePenalty),
      formatPhp(contract.defaultInterest),
      ...rows.map(({ due }) => `${formatPhp(due.lateCharges.charged.latePenalty)} + ${formatPhp(due.lateCharges.charged.defaultInterest)}`),
      formatPhp(rows[1].due.lateCharges.waivedByCeiling),
      formatPhp(rows[1].due.dueNow),
    ];
  });

  const last = lateDay(recent, EXAMPLE_DAYS_LATE);
  const final = last.due;
  const late = final.lateCharges;
  const accrual = accrueDefaultInterest(unpaid, recent.quote.maturityDate, null, last.date);
  const tierRows = accrual.tiers.map((tier) => [
    String(tier.tier),
    `${tier.fromDay}-${tier.toDay}`,
    String(tier.days),
    percent(tier.bpsPerDay),
    formatPhp(tier.perDay),
    formatPhp(tier.amount),
  ]);
  tierRows.push(["", "", "", "", "Contract total", formatPhp(accrual.total)]);
  const bound30 = lateChargeCeilingPer30Days(unpaid, ceilingsById(recent.quote.ceilings));
  const charged = late.charged.latePenalty + late.charged.defaultInterest;
  const sameUnderBoth = examples.every((e) => {
    const c = lateDay(e, EXAMPLE_DAYS_LATE).due.lateCharges.charged;
    return c.latePenalty === late.charged.latePenalty && c.defaultInterest === late.charged.defaultInterest;
  });
  const extension = extensionQuote(recent.loan, last.date);

  return `## Worked example

Generated by the code for an example product (${percent(EXAMPLE_PRICING.interestBpsPerDay)} a day simple interest,
${percent(EXAMPLE_PRICING.serviceFeeBps)} service fee): a new client borrows ${formatPhp(EXAMPLE_REQUEST.principal)} for ${EXAMPLE_REQUEST.termDays} days in a single
payment and pays ${EXAMPLE_DAYS_LATE} days late. The same loan is made twice: once under the 2022 set
(accepted on ${EXAMPLE_DISBURSEMENT_DATES["2022"]}) and once under the 2026 set (accepted on ${EXAMPLE_DISBURSEMENT_DATES["2026"]}).

### The quote, side by side

${table(
  ["Item", ...examples.map((e) => e.label)],
  quoteRows.map(([label, value]) => [label, ...examples.map(value)]),
)}

### Day by day after the due date, side by side

"Contract" is what the loan terms alone would charge; "charged" is late penalty + default interest
after the late-payment ceiling and the total cost cap. The waived and owed figures are the 2026
set's. Both circulars cap late payment at 5% a month, so the two loans are charged the same${sameUnderBoth ? "" : " (NOT the case here: check the sets)"}.

${table(
  [
    "Day overdue",
    "Status",
    "Late penalty (contract)",
    "Default interest (contract)",
    ...examples.map((e) => `Charged, ${e.label}`),
    "Above the ceiling (never chargeable)",
    "Owed today",
  ],
  dayRows,
)}

### Day ${EXAMPLE_DAYS_LATE} by hand

The contract's default interest, by tier, on the unpaid ${formatPhp(unpaid)} (principal + interest):

${table(["Tier", "Days overdue", "Days", "Rate a day", "Per day", "Amount"], tierRows)}

With the ${formatPhp(late.contract.latePenalty)} penalty the contract asks ${formatPhp(late.contract.latePenalty + late.contract.defaultInterest)}.
The ceiling: 5% of ${formatPhp(unpaid)} is ${formatPhp(bound30)} for each 30 days, so for ${EXAMPLE_DAYS_LATE} days
${formatPhp(bound30)} x ${EXAMPLE_DAYS_LATE} / 30, rounded down to the centavo: ${formatPhp(charged)}. That is what is charged,
the penalty first: late penalty ${formatPhp(late.charged.latePenalty)}, default interest ${formatPhp(late.charged.defaultInterest)}; above the ceiling, never chargeable:
${formatPhp(late.waivedByCeiling)}. The total cost cap is not reached: interest and fee used ${formatPhp(recent.quote.financeCharge)} of
${formatPhp(final.costCap.cap)}, late charges ${formatPhp(charged)}, ${formatPhp(final.costCap.headroom)} left. On day ${EXAMPLE_DAYS_LATE} the borrower owes
${formatPhp(final.dueNow)}.

### Paying the full amount due on day ${EXAMPLE_DAYS_LATE} (${formatPhp(final.dueNow)})

${allocationTable(final.dueNow, final.dueNowBuckets)}

### Paying only ${formatPhp(EXAMPLE_PART_PAYMENT)} on day ${EXAMPLE_DAYS_LATE}

${allocationTable(EXAMPLE_PART_PAYMENT, final.dueNowBuckets)}

### Extending instead on day ${EXAMPLE_DAYS_LATE}

${
  extension.eligible
    ? `Pay ${formatPhp(extension.payNow)} (everything but the principal); the due date moves from ${extension.currentDueDate} to ${extension.newDueDate}, when ${formatPhp(extension.principal)} principal and ${formatPhp(extension.newPeriodInterest)} new-period interest fall due${extension.capped ? " (the interest cut by the cap)" : ""}. The extension renews the loan under the set in force on its date.`
    : `Not possible: ${extension.reason}`
}

${repayYourWaySection(recent)}`;
}

/** Rules 14-16 on the same loan before it is due: cancelled, paid in part then in full, paid off early. */
function repayYourWaySection(example: ExampleLoan): string {
  const released = example.quote.disbursementDate;
  const cancelDay = addDays(released, COOLING_OFF_DAYS_DEFAULT);
  const offer = coolingOff(example.loan, cancelDay);
  const payoffDay = addDays(released, 50);
  const payoff = payoffQuote(example.loan, payoffDay);
  const range = partPaymentRange(example.loan, payoffDay, PART_PAYMENT_MIN_DEFAULT);
  const part = 300_000;
  const afterPart = receiveMoney(example.loan, "repay", part, payoffDay, "open").settlement!;
  const rest = payoffQuote(afterPart.state, addDays(payoffDay, 10));
  const prepaid = afterPart.allocation.prepaid;
  return `### Repaying your way, before the due date (${example.label})

- **Cancelled** on ${cancelDay}, the last day of the cooling-off period: return ${formatPhp(offer.amount)} (the ${formatPhp(example.quote.principal)} borrowed less
  the ${formatPhp(example.quote.serviceFee)} fee deducted at release); no interest, no fee. On ${addDays(cancelDay, 1)} the offer is gone.
- **Paid in full early** on ${payoffDay} (day 50, the prepayment window open since ${payoff.allowed ? addDays(released, 46) : "-"}): ${formatPhp(payoff.amount)}
  = ${formatPhp(payoff.principal)} principal + ${formatPhp(payoff.interest)} interest + ${formatPhp(payoff.charges)} charges, rebate ${formatPhp(payoff.rebate)}.
- **Paid in part** on ${payoffDay}: any amount from ${formatPhp(range.min)} to ${formatPhp(range.max)}; ${formatPhp(part)} goes to interest ahead of schedule
  ${formatPhp(prepaid.interest)} and principal ${formatPhp(prepaid.principal)}, leaving ${formatPhp(afterPart.balanceAfter)}; ten days later that remainder,
  ${formatPhp(rest.amount)}, settles it: ${formatPhp(part + rest.amount)} in all, the same as paying off at once.`;
}

export function renderLendingRulesDoc(): string {
  return `# Lending rules

<!-- Generated by \`npx tsx scripts/lending-rules-doc.ts\` from server/domain. Do not edit by hand:
     server/domain/lending-rules-doc.test.ts fails when this file and the code disagree. -->

The rules in \`server/domain\` are pure functions: no database, no clock, no I/O. This page explains
each rule and its source, then shows the code at work on one loan.

${rulesSection()}

${exampleSection()}
`;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  writeFileSync(LENDING_RULES_DOC_PATH, renderLendingRulesDoc());
  console.log(`wrote ${LENDING_RULES_DOC_PATH}`);
}
