/** The loan agreement page (/well) and its modal on the confirm pages. */
/** The lender as the agreement names it (values from configuration). */
export interface AgreementLender {
  name: string;
  sec: string;
  ca: string;
  address: string;
  email: string;
  phone: string;
}

/** The loan as the agreement states it: peso amounts already formatted. */
export interface AgreementLoan {
  principal: string;
  productName: string;
  termDays: number;
  instalments: number;
  serviceFee: string;
  netProceeds: string;
  interest: string;
  /** Interest a day on the principal, in percent with two decimals. */
  dailyRate: string;
  totalRepayable: string;
}

/** The loan agreement page (/well): every sentence, with this borrower's figures filled in. */
export const loanAgreement = {
  pageTitle: "Loan agreement",
  backToOrder: "Back to order details",
  backToConfirm: "Back to your loan",
  missing: "This link does not name a loan. Please open the agreement from the loan confirmation or your order.",
  /** What a translated agreement says at its top (the English original never shows it). */
  translationNotice: "This is a translation for your reference. If it differs from the English text, the English text prevails.",
  orderNo: (orderNo: string) => `Order No. ${orderNo}`,
  date: (date: string) => `Date: ${date}`,
  partiesTitle: "1. The parties",
  lenderLabel: "Lender:",
  lender: (c: AgreementLender) =>
    `${c.name}, a lending company registered with the Securities and Exchange Commission under No. ${c.sec}, Certificate of Authority No. ${c.ca}, of ${c.address} (email ${c.email}, telephone ${c.phone}).`,
  borrowerLabel: "Borrower:",
  borrower: (name: string | null, phone: string) =>
    `${name || "The account holder"}, mobile number ${phone}, a Filipino citizen over 18 years of age with an address in the Philippines.`,
  loanTitle: "2. The loan",
  loan: (l: AgreementLoan) =>
    `The Lender lends the Borrower ${l.principal} through ${l.productName} for ${l.termDays} days, repayable ${
      l.instalments === 1 ? "in one payment on the due date" : `in ${l.instalments} equal instalments`
    }. A service fee of ${l.serviceFee} is deducted when the money is sent, so the Borrower receives ${l.netProceeds}. Interest for the whole term is ${
      l.interest
    } (${l.dailyRate}% a day on the principal). The Borrower repays ${l.totalRepayable} in total.`,
  release:
    "The Lender decides on the application within 1 day. Once the Borrower accepts, the money is credited within 1 to 3 calendar days; the due dates count from the day it is sent.",
  disclosureTitle: "3. Disclosure statement (Republic Act No. 3765)",
  lateTitle: "4. Late payment",
  latePenalty: (penalty: string) => `A one-time late penalty of ${penalty} is charged when a payment is missed.`,
  defaultInterest: (tiers: string) => `Default interest on the unpaid amount: ${tiers}.`,
  tier: (percentPerDay: number, fromDay: number, toDay: number | null) =>
    `${percentPerDay}% a day for days ${fromDay}${toDay === null ? " onwards" : `-${toDay}`}`,
  tiersJoin: "; ",
  totalCap: (percent: number, source: string) =>
    `All interest, fees and penalties together never exceed ${percent}% of the principal (${source}).`,
  judgmentDefault: (days: number) =>
    `If the amount stays unpaid for ${days} days after maturity, the loan is in default and the Lender may go to court.`,
  afterMaturity: "After maturity a payment goes to lawful charges, enforcement costs, late penalties, then fees, interest and principal.",
  earlyTitle: "5. Early repayment and extension",
  prepayment: (days: number) =>
    `The Borrower may repay early once at least half of the term has passed, and not before ${days} calendar days after the money is sent.`,
  extension: "An extension moves the due date by the same period and requires all due interest and penalties to be paid first.",
  noticesTitle: "6. Notices",
  creditInformationTitle: "7. Credit information",
  notices: [
    "The Borrower tells the Lender of a change of name, birth date or address within 3 calendar days.",
    "The Lender may assign the loan with 7 business days' notice.",
    "Email notices are received 1 hour after sending; mail on the 2nd business day.",
  ],
  // Shown on the confirm pages too, from their loader (SEC M.C. No. 19, s. 2019; R.A. 9510;
  // docs/decisions/170, 171): kept out of the confirm pages' script.
  readDisclosure: "Before you press Next, please read the Disclosure Statement below: it shows the full cost of this loan.",
  readDisclosureLink: "Read the Disclosure Statement",
  creditBureauTitle: "Credit information",
  creditBureauBody:
    "Under the Credit Information System Act (Republic Act No. 9510), we submit your basic credit data (who you are, this loan and how you repay it) to the Credit Information Corporation (CIC), which shares it with accredited credit bureaus and lenders.",
  creditBureauRights: "You have the right to see your credit data and to dispute it with the CIC.",
  creditBureauLink: "Your rights at the Credit Information Corporation",
} as const;
