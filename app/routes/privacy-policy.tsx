import { LegalPage, legalPageHandle, legalPageLinks, legalPageMeta } from "~/components/legal-page";
import { companyDetails } from "~/lib/company.server";

/** Privacy policy (/going): texts in messages/info.ts, the lender's details from configuration. */
export const handle = legalPageHandle;
export const links = legalPageLinks;
export const meta = legalPageMeta("privacyPolicy");

export function loader() {
  return companyDetails();
}

export default function PrivacyPolicy() {
  return <LegalPage name="privacyPolicy" />;
}
