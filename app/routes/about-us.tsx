import { LegalPage, legalPageHandle, legalPageLinks, legalPageMeta } from "~/components/legal-page";
import { companyDetails } from "~/lib/company.server";

/** About us (/Uncle): texts in messages/info.ts, the lender's details from configuration. */
export const handle = legalPageHandle;
export const links = legalPageLinks;
export const meta = legalPageMeta("aboutUs");

export function loader() {
  return companyDetails();
}

export default function AboutUs() {
  return <LegalPage name="aboutUs" />;
}
