import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LanguageSwitch } from "~/components/language-switch";
import { LegalDocument } from "~/components/legal-document";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import type { legalPageData } from "~/lib/texts/legal-page.server";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/bank-info.css";

/**
 * The legal documents that are a page of their own (about us, loan terms, privacy policy). The
 * document comes with the loader's data (`legalPageData`), in the page's language: the page ships
 * none of it in its JavaScript (docs/decisions/122).
 */

type LegalPageData = Awaited<ReturnType<typeof legalPageData>>;

export const legalPageHandle = textsHandle("common");
export const legalPageLinks: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The document's title in the page's language (the native app may show it in its top bar).
export const legalPageMeta: MetaFunction = ({ data, matches }) => [
  { title: (data as LegalPageData | undefined)?.doc.title ?? metaTexts(matches, "common").appName },
];

export function LegalPage() {
  const { doc, values } = useLoaderData<LegalPageData>();
  return (
    <main className="page">
      <LanguageSwitch />
      <div className="card">
        <LegalDocument doc={doc} values={values} />
      </div>
      <WayOn />
    </main>
  );
}

/**
 * A way on besides the native back (issue 40 W10): a borrower in the app (a session in the address)
 * to their orders, with the session; anyone else to the public site.
 */
function WayOn() {
  const common = useTexts("common");
  const query = usePageQuery();
  const inApp = query.sessionId !== undefined;
  return (
    <a className="more-link" href={inApp ? pageHref("/attic", query) : "/"}>
      {inApp ? common.toMyOrders : common.toPublicSite}
    </a>
  );
}
