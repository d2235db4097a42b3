/**
 * The legal documents (about us, privacy policy, loan terms), in English. They are shown, never
 * changed in the browser, so they travel with the page's data (`legal-documents.server.ts`) and no
 * page ships them in its JavaScript (docs/decisions/122). Legal texts use {company}, {secNo},
 * {caNo}, {address}, {email}, {phone} and {officer}, filled from configuration.
 */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  after?: readonly string[];
}
export interface LegalDocument {
  title: string;
  /**
   * Shown above the title of a translated legal document: a translation is for reference and the
   * English text prevails (`translationNotice`). The English documents have none.
   */
  notice?: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

const aboutUs: LegalDocument = {
  title: "About us",
  intro: ["Welcome to {company}. We help Filipinos borrow small amounts quickly and fairly, from a phone, without queues or paperwork."],
  sections: [
    {
      heading: "Our mission",
      paragraphs: [
        "We believe that every Filipino deserves access to fair credit when life happens: a hospital bill, school fees, a broken motorbike or stock for a sari-sari store. Our mission is to make that credit simple, transparent and respectful.",
      ],
    },
    {
      heading: "Why borrowers choose us",
      items: [
        "Quick approval: apply in minutes and get a decision within {decisionTime}.",
        "Transparent fees: every fee, the interest and the total you repay are shown before you accept. No hidden charges.",
        "Flexible repayment: repay in full or by instalment through e-wallets, banks and over-the-counter partners, and extend your loan when you need more time.",
        "Safety: your data is encrypted and used only to serve your loan, as our privacy policy explains.",
      ],
    },
    {
      heading: "Our team",
      paragraphs: [
        "We are a team of lending, risk and technology professionals based in the Philippines. {company} is registered with the Securities and Exchange Commission under SEC Registration No. {secNo}, Certificate of Authority No. {caNo}.",
      ],
    },
    {
      heading: "Contact us",
      items: ["Address: {address}", "Customer service email: {email}", "Hotline: {phone}"],
      after: ["Our customer-service team answers every message within 1 business day."],
    },
  ],
};

const privacyPolicy: LegalDocument = {
  title: "Privacy policy",
  intro: [
    '{company} ("we", "us"), SEC Registration No. {secNo}, Certificate of Authority No. {caNo}, with address at {address}, respects your privacy. This policy explains what personal information we collect when you use our app and website, why we collect it, and the choices you have, in line with the Data Privacy Act of 2012 (Republic Act No. 10173).',
  ],
  sections: [
    {
      heading: "1. Information we collect",
      items: [
        "Identity and contact details: your name, date of birth, mobile number, email and address.",
        "Financial details: the bank account or e-wallet you bind, your loans and repayments.",
        "Application details: your employment and income, and the documents you submit.",
        "Device information: device model, operating system, device and advertising identifiers, app version and, with your permission, your location.",
      ],
    },
    {
      heading: "2. How we use your information",
      items: [
        "To verify your identity and assess your loan application.",
        "To disburse your loan, collect repayments and send you notices about your account.",
        "To prevent fraud and comply with the law, including anti-money-laundering rules.",
        "To improve our services and, where you agree, to tell you about offers.",
      ],
    },
    {
      heading: "3. Disclosure of information",
      paragraphs: [
        "We do not sell your personal information. We share it only with: banks, e-wallets and payment partners that move your money; credit bureaus and the Credit Information Corporation as the law requires; service providers bound by confidentiality; and government authorities when the law or a court order requires it.",
      ],
    },
    {
      heading: "4. Cookies",
      paragraphs: [
        "Our website uses only the cookies it needs to work, for example to remember that you have seen a notice during your session. We do not use advertising cookies. You can clear cookies in your browser at any time.",
      ],
    },
    {
      heading: "5. Device information",
      paragraphs: [
        "The app reads device information to keep your account secure (to recognise a new device signing in) and to detect fraud. We never read your contact list, and we never contact the people in it. We never read your messages or photos without asking you first: right before we ask, we tell you what we take, why and for how long, and you may say no and still use the service. You can withdraw a permission in your phone's settings.",
      ],
    },
    {
      heading: "6. Minors",
      paragraphs: [
        "Our services are not for persons under 18 years of age. We do not knowingly collect information from minors; if we learn that we have, we delete it.",
      ],
    },
    {
      heading: "7. Password security",
      paragraphs: [
        "Keep your password and one-time codes to yourself. We will never ask for them by phone, SMS or chat. If you think someone knows your password, change it at once and tell us.",
      ],
    },
    {
      heading: "8. Changes to this policy",
      paragraphs: [
        "We may update this policy. We will tell you about important changes in the app or by email before they take effect; the date at the end shows the latest version.",
      ],
    },
    {
      heading: "9. Your rights and opting out",
      items: [
        "You may ask for a copy of the personal information we hold about you, and ask us to correct it.",
        "You may object to marketing messages and opt out of them at any time.",
        "You may ask us to delete information we no longer need, except what the law requires us to keep.",
      ],
      after: ["Exercising any of these rights costs you nothing. We answer within 15 days; if we cannot do what you ask, we tell you why."],
    },
    {
      heading: "10. Grievance officer",
      paragraphs: [
        "If you have a question or complaint about your privacy, contact our Data Protection and Grievance Officer, {officer}, at {email} or {phone}, or write to {address}. We answer within 15 days. You may also contact the National Privacy Commission.",
      ],
    },
    {
      // The version date the "Changes" section points to (docs/decisions/117).
      heading: "11. Version",
      paragraphs: ["Last updated: 26 November 2026."],
    },
  ],
};

const loanTerms: LegalDocument = {
  title: "Loan terms and conditions",
  intro: [
    'These terms govern every loan granted by {company}, SEC Registration No. {secNo}, Certificate of Authority No. {caNo}, {address} (the "Lender"), to the person who applies for it (the "Borrower"). Amounts are in Philippine pesos (₱).',
  ],
  sections: [
    {
      heading: "1. Who may borrow",
      items: ["A Filipino citizen.", "Over 18 years of age.", "With a residential address in the Philippines."],
    },
    {
      heading: "2. The loan",
      items: [
        "Term: from 91 to 365 calendar days, as chosen in the application.",
        "Decision: the Lender decides within 1 day of the application.",
        "Release of funds: the money is credited to the Borrower's bound account within 1 to 3 calendar days after the Borrower accepts the offer and the loan agreement, in which the Borrower promises to repay the loan.",
        "Total cost: interest, fees and penalties together never exceed the principal (BSP Circular No. 1133, Series of 2021; SEC Memorandum Circular No. 14, Series of 2025).",
      ],
    },
    {
      heading: "3. Late payment",
      items: [
        "A one-time late penalty of ₱1,000 for new clients, or ₱800 for repeat clients.",
        "Daily default interest on the unpaid amount: 5% per day for days 1 to 30 of delay, 4% per day for days 31 to 90, and 2% per day from day 91.",
        "These are the most that can be charged: the late penalty and default interest together never exceed 5% for every 30 days of the scheduled amount due and unpaid, counted day by day (the late-payment ceiling of the circular in force when the loan was made).",
      ],
    },
    {
      heading: "4. Paying early",
      paragraphs: [
        "The Borrower may repay the whole loan early once at least half of the term has passed, and not before 7 calendar days after disbursement.",
      ],
    },
    {
      heading: "5. Prolongation (extension)",
      paragraphs: [
        "The Borrower may ask to extend the loan by the same period as its term. The extension takes effect once all interest and penalties due on that day are paid.",
      ],
    },
    {
      heading: "6. The Borrower's duties",
      items: [
        "To notify the Lender of any change of name, date of birth or address within 3 calendar days.",
        "To repay from an account in the Borrower's own name, through the channels shown in the app.",
      ],
    },
    {
      heading: "7. Assignment",
      paragraphs: ["The Lender may assign the loan to another party after giving the Borrower 7 business days' notice."],
    },
    {
      heading: "8. Default",
      paragraphs: ["The loan is in default, and the Lender may seek a court judgment, when any amount due remains unpaid for 10 days."],
    },
    {
      heading: "9. Order of payments after maturity",
      paragraphs: [
        "After the due date, every payment is applied in this order: lawful charges, enforcement costs, late penalties, then fees, interest and principal.",
      ],
    },
    {
      heading: "10. Notices",
      items: [
        "Notices are sent to the email, mobile number or address the Borrower gave.",
        "An email notice is deemed received 1 hour after it is sent.",
        "A notice by mail is deemed received on the 2nd business day after posting.",
      ],
    },
    {
      heading: "11. Contact",
      items: ["{company}", "{address}", "Email: {email}", "Phone: {phone}"],
    },
  ],
};

export const legal = { aboutUs, privacyPolicy, loanTerms };
export type LegalDocumentName = keyof typeof legal;
