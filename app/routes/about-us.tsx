import type { LoaderFunctionArgs } from "@remix-run/node";
import { LegalPage, legalPageHandle, legalPageLinks, legalPageMeta } from "~/components/legal-page";
import { companyDetails } from "~/lib/company.server";
import { requestLanguage } from "~/lib/language.server";
import { marketingValuesFor } from "~/lib/marketing.server";

/** About us (/Uncle): texts in messages/info.ts, the lender's details from configuration. */
export const handle = legalPageHandle;
export const links = legalPageLinks;
export const meta = legalPageMeta("aboutUs");

export async function loader({ request }: LoaderFunctionArgs) {
  // The claims' figures from the catalogue and the rules (docs/decisions/116).
  return { ...companyDetails(), figures: await marketingValuesFor(request, requestLanguage(request)) };
}

export default function AboutUs() {
  return <LegalPage name="aboutUs" />;
}
