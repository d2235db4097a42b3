import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/legal-document";
import { companyDetails } from "~/lib/company.server";
import { requestLanguage } from "~/lib/language.server";
import { docWithFigures } from "~/lib/marketing-fill";
import { marketingValuesFor } from "~/lib/marketing.server";
import { LanguageSwitch } from "~/components/language-switch";
import { metaTexts, useTexts, type TextsHandle } from "~/lib/messages/texts";
import styles from "~/styles/bank-info.css";

/** This page's areas in its language (docs/decisions/130). */
function useMessages() {
  return { info: useTexts("info") };
}
export const handle: TextsHandle = { texts: ["info"] };


export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "info").aboutUs.title }];

export async function loader({ request }: LoaderFunctionArgs) {
  // The claims' figures from the catalogue and the rules (docs/decisions/116).
  return { ...companyDetails(), figures: await marketingValuesFor(request, requestLanguage(request)) };
}

export default function Page() {
  const messages = useMessages();
  const doc = messages.info.aboutUs;
  const { figures, ...company } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <LanguageSwitch />
      <div className="card">
        <LegalDocument doc={docWithFigures(doc, figures)} values={{ ...company, ...figures }} />
      </div>
    </main>
  );
}
