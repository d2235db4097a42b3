import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { useTexts } from "~/lib/messages/texts";
import type { LenderIdentity } from "~/lib/texts/company.server";

/** The lender's identity the root loader read from configuration; undefined on an error page drawn without it. */
export function useLender(): LenderIdentity | undefined {
  return (useRouteLoaderData("root") as { lender?: LenderIdentity } | undefined)?.lender;
}

/**
 * Who lends: registered name, SEC registration number and Certificate of Authority number under
 * every borrower page, the promotion page among them (SEC M.C. No. 19, s. 2019; docs/decisions/170).
 * Not on the agents' console, which is no borrower's page.
 */
export function LenderFooter() {
  const t = useTexts("common");
  const lender = useLender();
  const matches = useMatches();
  if (!lender || matches.some((match) => match.id.startsWith("ops-"))) return null;
  return (
    <footer className="lender-footer" aria-label={t.lenderFooter}>
      <p>
        <strong>{lender.name}</strong>
        <br />
        <span className="nowrap">{t.secRegistration(lender.secNo)}</span> ·{" "}
        <span className="nowrap">{t.certificateOfAuthority(lender.caNo)}</span>
      </p>
    </footer>
  );
}
