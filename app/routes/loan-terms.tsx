import { LegalPage, legalPageHandle, legalPageLinks, legalPageMeta } from "~/components/legal-page";
import { companyDetails } from "~/lib/company.server";

/** Loan terms (/loanTerms): texts in messages/info.ts, the lender's details from configuration. */
export const handle = legalPageHandle;
export const links = legalPageLinks;
export const meta = legalPageMeta("loanTerms");

export function loader() {
  return companyDetails();
}

export default function LoanTerms() {
  return <LegalPage name="loanTerms" />;
}
