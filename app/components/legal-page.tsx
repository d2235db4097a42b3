import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LanguageSwitch } from "~/components/language-switch";
import { LegalDocument } from "~/components/legal-document";
import type { CompanyDetails } from "~/lib/company.server";
import { routeTexts } from "~/lib/messages/route-texts";
import { metaTexts } from "~/lib/messages/texts";
import styles from "~/styles/bank-info.css";

/** The legal documents that are a page of their own (about us, loan terms, privacy policy). */
export type LegalPageName = "aboutUs" | "loanTerms" | "privacyPolicy";

const texts = routeTexts("info");

/** What such a route exports besides its loader (`companyDetails()`) and its page. */
export const legalPageHandle = texts.handle;
export const legalPageLinks: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const legalPageMeta =
  (name: LegalPageName): MetaFunction =>
  ({ matches }) => [{ title: metaTexts(matches, "info")[name].title }];

/** The document in the page's language, the lender's details (the route's loader) filled in. */
export function LegalPage({ name }: { name: LegalPageName }) {
  const { info } = texts.useTexts();
  const company = useLoaderData<CompanyDetails>();
  return (
    <main className="page">
      <LanguageSwitch />
      <div className="card">
        <LegalDocument doc={info[name]} values={company} />
      </div>
    </main>
  );
}
