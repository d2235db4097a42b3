import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LanguageSwitch } from "~/components/language-switch";
import { LegalDocument } from "~/components/legal-document";
import type { CompanyDetails } from "~/lib/company.server";
import { docWithFigures } from "~/lib/marketing-fill";
import { routeTexts } from "~/lib/messages/route-texts";
import { metaTexts } from "~/lib/messages/texts";
import styles from "~/styles/bank-info.css";

/** The legal documents that are a page of their own (about us, loan terms, privacy policy). */
export type LegalPageName = "aboutUs" | "loanTerms" | "privacyPolicy";

const texts = routeTexts("info");

/**
 * What such a route exports besides its loader (`companyDetails()`, plus `figures` from
 * marketingValuesFor when the document makes claims with figures, docs/decisions/116) and its page.
 */
export const legalPageHandle = texts.handle;
export const legalPageLinks: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const legalPageMeta =
  (name: LegalPageName): MetaFunction =>
  ({ matches }) => [{ title: metaTexts(matches, "info")[name].title }];

/**
 * The document in the page's language, the lender's details (the route's loader) filled in; with
 * figures, a sentence whose figure could not be read is left out (docs/decisions/116).
 */
export function LegalPage({ name }: { name: LegalPageName }) {
  const { info } = texts.useTexts();
  const { figures, ...company } = useLoaderData<CompanyDetails & { figures?: Record<string, string> }>();
  const doc = figures ? docWithFigures(info[name], figures) : info[name];
  return (
    <main className="page">
      <LanguageSwitch />
      <div className="card">
        <LegalDocument doc={doc} values={{ ...company, ...figures }} />
      </div>
    </main>
  );
}
