import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/legal-document";
import { companyDetails } from "~/lib/company.server";
import { LanguageSwitch } from "~/components/language-switch";
import { routeTexts } from "~/lib/messages/route-texts";
import { metaTexts } from "~/lib/messages/texts";
import styles from "~/styles/bank-info.css";

/** This page's areas in its language (docs/decisions/130). */
const texts = routeTexts("info");
export const handle = texts.handle;


export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "info").aboutUs.title }];

export function loader() {
  return companyDetails();
}

export default function Page() {
  const messages = texts.useTexts();
  const doc = messages.info.aboutUs;
  const company = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <LanguageSwitch />
      <div className="card">
        <LegalDocument doc={doc} values={company} />
      </div>
    </main>
  );
}
