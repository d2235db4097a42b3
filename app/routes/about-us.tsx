import type { LoaderFunctionArgs } from "@remix-run/node";
import { LegalPage, legalPageHandle, legalPageLinks, legalPageMeta } from "~/components/legal-page";
import { legalPageData } from "~/lib/texts/legal-page.server";

/** About us (/Uncle): the document in messages/legal.ts, the lender's details from configuration. */
export const handle = legalPageHandle;
export const links = legalPageLinks;
export const meta = legalPageMeta;

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, "aboutUs", { figures: true });
}

export default function AboutUs() {
  return <LegalPage />;
}
