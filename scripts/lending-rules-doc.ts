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
  DAYS_PER_MONTH,
  DEFAULT_INTEREST_TIERS,
  EIR_CEILING_PERCENT_PER_MONTH,
  JUDGMENT_DEFAULT_DAYS,
  LATE_PAYMENT_PENALTY_CEILING_BPS_PER_MONTH,
  LATE_PENALTY_NEW_CLIENT,
  LATE_PENALTY_REPEAT_CLIENT,
  MAX_TERM_DAYS,
  MIN_TERM_DAYS,
  NOMINAL_INTEREST_CEILING_BPS_PER_DAY,
  NOMINAL_INTEREST_CEILING_BPS_PER_MONTH,
  PREPAYMENT_MIN_DAYS_AFTER_DISBURSEMENT,
  TOTAL_COST_CAP_BPS,
  accrueDefaultInterest,
  addDays,
  allocatePayment,
  amountDue,
  extensionQuote,
  formatPhp,
  lifecycleStatus,
  loanStateFromQuote,
  prepaymentAllowed,
  quoteLoan,
  type AllocationBucket,
  type BucketAmounts,
  type LoanState,
  type ProductPricing,
} from "../server/domain/index";

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
export const EXAMPLE_DISBURSEMENT_DATE = "2025-01-06";
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

function rulesSection(): string {
  const tiers = DEFAULT_INTEREST_TIERS.map(
    (tier) =>
      `${percent(tier.bpsPerDay)} a day for days ${tier.fromDay}${tier.toDay === null ? " on" : `-${tier.toDay}`}`,
  ).join(", ");
  return `## The rules

Sources: the loan terms and conditions (spec 001, section 9), the design brief (section 3),
BSP Circular No. 1133, Series of 2021 (ceilings on interest and fees of lending and financing
companies, in force since 3 January 2022, implemented by SEC Memorandum Circular No. 3, Series of
2022), and the Truth in Lending Act (R.A. 3765, with BSP Circular No. 730, Series of 2011).

1. **Money.** Amounts are whole centavos. When a rate gives a fraction of a centavo, the exact
   result is rounded once, half up, to the centavo (\`mulDivRoundHalfUp\`). Splits into equal shares
   give the remainder to the last share.
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
6. **Legal ceilings** (BSP Circular No. 1133). Legally they cover unsecured loans of at most
   PHP 10,000 payable within 4 months; we apply the enforced ones to every loan.

${table(
  ["Ceiling", "Value", "How the code applies it"],
  [
    [
      "Total cost cap",
      `${percent(TOTAL_COST_CAP_BPS)} of principal`,
      "Enforced. Interest, fees and penalties over the loan's whole life, paid or not, never exceed it: quotes beyond it are refused, later charges are cut to what is left, the cap applied last.",
    ],
    [
      "Nominal interest",
      `${percent(NOMINAL_INTEREST_CEILING_BPS_PER_MONTH)} a month (${percent(NOMINAL_INTEREST_CEILING_BPS_PER_DAY)} a day)`,
      "Enforced: pricing above it is refused.",
    ],
    [
      "Effective interest rate",
      `${EIR_CEILING_PERCENT_PER_MONTH}% a month`,
      "Enforced: a quote whose EIR is above it is refused.",
    ],
    [
      "Late-payment penalty",
      `${percent(LATE_PAYMENT_PENALTY_CEILING_BPS_PER_MONTH)} a month`,
      "Recorded, not enforced: the loan terms' late charges below are far higher, and the brief keeps them, bounded by the total cost cap. Open question for legal review.",
    ],
  ],
)}

7. **Late charges.** Day 1 overdue is the day after the due date. On day 1 a one-time late
   penalty is charged, once per loan: ${formatPhp(LATE_PENALTY_NEW_CLIENT)} for a new client, ${formatPhp(LATE_PENALTY_REPEAT_CLIENT)} for a repeat client.
   Default interest accrues for each day overdue, that day included: ${tiers}. It is charged on the
   *unpaid amount*: the principal and contractual interest still owed on the late instalment; it
   never compounds on penalties or default interest. Each day's amount is rounded on its own, so
   accruing daily or at once gives the same total. Then the total cost cap is applied, to the
   penalty first and to default interest next.
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
    ${formatPhp(AMOUNT_STEP)} (${formatPhp(WIDE_AMOUNT_STEP)} on products whose range is wider than PHP 20,000).
13. **Amount financed** (Truth in Lending disclosure): the principal less the prepaid finance
    charge (the deducted service fee), i.e. the net proceeds; amount financed + finance charge =
    total of payments (principal + interest).`;
}

function exampleSection(): string {
  const result = quoteLoan(EXAMPLE_PRICING, EXAMPLE_REQUEST, EXAMPLE_DISBURSEMENT_DATE);
  if (!result.ok) throw new Error(`example quote refused: ${result.error.message}`);
  const quote = result.quote;
  const loan: LoanState = loanStateFromQuote(quote, { repeatClient: false });
  const dueDate = quote.maturityDate;
  const lastDay = addDays(dueDate, EXAMPLE_DAYS_LATE);

  let capDay: number | null = null;
  for (let day = 1; day <= EXAMPLE_DAYS_LATE && capDay === null; day += 1) {
    if (amountDue(loan, addDays(dueDate, day)).costCap.headroom === 0) capDay = day;
  }
  const milestoneDays = [...new Set([0, 1, JUDGMENT_DEFAULT_DAYS, ...(capDay ? [capDay] : []), 30, 31, EXAMPLE_DAYS_LATE])].sort(
    (a, b) => a - b,
  );
  const unpaid = quote.totalRepayable;
  const milestoneRows = milestoneDays.map((day) => {
    const date = addDays(dueDate, day);
    const due = amountDue(loan, date);
    const life = lifecycleStatus(loan, date);
    const contract = accrueDefaultInterest(unpaid, dueDate, null, date).total;
    const notes = [
      day === 0 ? "due date" : "",
      day === capDay ? "cap reached" : "",
      life.judgmentDefault && day === JUDGMENT_DEFAULT_DAYS ? "judgment default starts" : "",
    ].filter(Boolean);
    return [
      date,
      String(day),
      `${life.status}${notes.length ? ` (${notes.join(", ")})` : ""}`,
      formatPhp(due.charges.latePenalty),
      formatPhp(contract),
      formatPhp(due.charges.defaultInterest),
      formatPhp(due.dueNow),
      formatPhp(due.costCap.headroom),
      life.judgmentDefault ? "yes" : "no",
    ];
  });

  const final = amountDue(loan, lastDay);
  const accrual = accrueDefaultInterest(unpaid, dueDate, null, lastDay);
  const tierRows = accrual.tiers.map((tier) => [
    String(tier.tier),
    `${tier.fromDay}-${tier.toDay}`,
    String(tier.days),
    percent(tier.bpsPerDay),
    formatPhp(tier.perDay),
    formatPhp(tier.amount),
  ]);
  tierRows.push(["", "", "", "", "Contract total", formatPhp(accrual.total)]);
  const penaltyAndInterest = final.charges.latePenalty + final.charges.defaultInterest;
  const extension = extensionQuote(loan, lastDay);
  const window = prepaymentAllowed(quote.disbursementDate, quote.termDays, quote.disbursementDate);

  return `## Worked example

Generated by the code for an example product (${percent(EXAMPLE_PRICING.interestBpsPerDay)} a day simple interest,
${percent(EXAMPLE_PRICING.serviceFeeBps)} service fee): a new client borrows ${formatPhp(quote.principal)} for ${quote.termDays} days in a single
payment, disbursed on ${quote.disbursementDate}, and pays ${EXAMPLE_DAYS_LATE} days late.

### The quote

${table(
  ["Item", "Amount"],
  [
    ["Principal", formatPhp(quote.principal)],
    [`Interest (${percent(quote.interestBpsPerDay)} x ${quote.termDays} days)`, formatPhp(quote.interest)],
    [`Service fee (${percent(quote.serviceFeeBps)}, deducted)`, formatPhp(quote.serviceFee)],
    ["Finance charge", formatPhp(quote.financeCharge)],
    ["Net proceeds", formatPhp(quote.netProceeds)],
    [`Total repayable on ${quote.maturityDate}`, formatPhp(quote.totalRepayable)],
    ["Effective interest rate", `${quote.eir.monthlyPercent.toFixed(2)}% a month, ${quote.eir.annualPercent.toFixed(2)}% a year`],
    ["Total cost cap", formatPhp(final.costCap.cap)],
    ["Left under the cap at disbursement", formatPhp(final.costCap.cap - quote.financeCharge)],
  ],
)}

Early repayment opens on ${window.earliestDate}.

### Day by day after the due date

Default interest is charged on the unpaid ${formatPhp(unpaid)} (principal + interest). "Contract"
is what the loan terms alone would charge; "charged" is what the cap lets through.

${table(
  [
    "Date",
    "Day overdue",
    "Status",
    "Late penalty",
    "Default interest (contract)",
    "Default interest (charged)",
    "Owed today",
    "Left under cap",
    "Judgment default",
  ],
  milestoneRows,
)}

### Default interest by tier on day ${EXAMPLE_DAYS_LATE}

${table(["Tier", "Days overdue", "Days", "Rate a day", "Per day", "Amount"], tierRows)}

The cap effect: the contract would add ${formatPhp(final.charges.latePenalty)} penalty and ${formatPhp(accrual.total)} default interest;
the cap allows ${formatPhp(penaltyAndInterest)} in all, because interest and fee already used ${formatPhp(quote.financeCharge)} of the
${formatPhp(final.costCap.cap)} cap. From day ${capDay ?? "-"} nothing more is charged, however long the loan stays unpaid.
On day ${EXAMPLE_DAYS_LATE} the borrower owes ${formatPhp(final.dueNow)}, having received ${formatPhp(quote.netProceeds)}: the loan cost
${formatPhp(final.costCap.charged)}, exactly ${percent(TOTAL_COST_CAP_BPS)} of the principal.

### Paying the full amount due on day ${EXAMPLE_DAYS_LATE} (${formatPhp(final.dueNow)})

${allocationTable(final.dueNow, final.dueNowBuckets)}

### Paying only ${formatPhp(EXAMPLE_PART_PAYMENT)} on day ${EXAMPLE_DAYS_LATE}

${allocationTable(EXAMPLE_PART_PAYMENT, final.dueNowBuckets)}

### Extending instead on day ${EXAMPLE_DAYS_LATE}

${
  extension.eligible
    ? `Pay ${formatPhp(extension.payNow)} (everything but the principal); the due date moves from ${extension.currentDueDate} to ${extension.newDueDate}, when ${formatPhp(extension.principal)} principal and ${formatPhp(extension.newPeriodInterest)} new-period interest fall due${extension.capped ? " (the interest cut by the cap)" : ""}.`
    : `Not possible: ${extension.reason}`
}`;
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
