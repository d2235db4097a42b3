import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/legal-document";
import { companyDetails } from "~/lib/company.server";
import { info } from "~/lib/messages/info";
import { LanguageSwitch } from "~/components/language-switch";
import { useTexts, type TextsHandle } from "~/lib/messages/texts";
import styles from "~/styles/bank-info.css";

// Only the areas this page shows: the whole catalogue (~/lib/messages) would ship every page's
// texts to every page (JS budget, docs/decisions/060-payday-load.md).
const englishMessages = { info } as const;
/** This page's areas in its language (docs/decisions/130). */
function useMessages() {
  return { info: useTexts("info", info) };
}
/** English, for code outside components (loaders and actions translate with localize). */
const messages = englishMessages;
export const handle: TextsHandle = { texts: ["info"] };

const doc = messages.info.privacyPolicy;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: doc.title }];

export function loader() {
  return companyDetails();
}

export default function Page() {
  const messages = useMessages();
  const doc = messages.info.privacyPolicy;
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
