import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/legal-document";
import { companyDetails } from "~/lib/company.server";
import { messages } from "~/lib/messages";
import styles from "~/styles/bank-info.css";

const doc = messages.info.privacyPolicy;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: doc.title }];

export function loader() {
  return companyDetails();
}

export default function Page() {
  const company = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <div className="card">
        <LegalDocument doc={doc} values={company} />
      </div>
    </main>
  );
}
